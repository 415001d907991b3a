import type { Locale } from '@ikawa/contracts/i18n';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { ERRORS } from '../../lib/error-messages';
import type { UserRow } from '../users/repo';

/**
 * Who is asking: what a signed-in request carries once the auth plugin's guard has checked its
 * token (server/src/plugins/auth.ts). Routes and services read it from here, so a module never
 * imports a plugin.
 */

export interface TokenPayload {
  sub: string;
  /** The user's token version when the token was signed. */
  ver: number;
  iat?: number;
  exp?: number;
}

export type CurrentUser = Pick<UserRow, 'id' | 'name' | 'email' | 'role' | 'tokenVersion'> & {
  /** The account's language (its e-mails, documents, orders); absent: English. */
  preferredLocale?: Locale;
};

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: CurrentUser | null;
  }
}

/** For handlers behind `authenticate`: the user is there, or the guard would have thrown. */
export function currentUser(request: FastifyRequest): CurrentUser {
  if (!request.currentUser)
    throw new AppError('unauthorized', ERRORS.auth.loginRequired, { code: 'login_required' });
  return request.currentUser;
}

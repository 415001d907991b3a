import jwt from '@fastify/jwt';
import type { Role } from '@ikawa/contracts/enums';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { AppError } from '../lib/app-error';
import { ERRORS } from '../lib/error-messages';
import { findSessionUser, type UserRow } from '../modules/users/repo';
import { isUuid } from '../lib/ids';
import type { TokenPayload } from '../modules/auth/session';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    signToken(user: Pick<UserRow, 'id' | 'tokenVersion'>): string;
    /** preHandler: a valid, current token is required; sets `request.currentUser`. */
    authenticate: PreHandler;
    /** preHandler: authenticated and one of these roles, else 403. */
    requireRole(...roles: Role[]): PreHandler;
  }
}

/**
 * Bearer JWT auth. Tokens are HS256 only (an algorithm allow-list, never `none`), expire, and
 * carry the user's token version, so a password change, role change or deletion ends them.
 * @see https://github.com/fastify/fastify-jwt
 */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config }) => {
    await app.register(jwt, {
      secret: opts.config.jwtSecret,
      sign: { algorithm: 'HS256', expiresIn: opts.config.jwtExpiresIn },
      verify: { algorithms: ['HS256'] },
    });

    app.decorateRequest('currentUser', null);

    app.decorate('signToken', (user: Pick<UserRow, 'id' | 'tokenVersion'>) =>
      app.jwt.sign({ sub: user.id, ver: user.tokenVersion }),
    );

    const authenticate: PreHandler = async (request) => {
      if (!request.headers.authorization)
        throw new AppError('unauthorized', ERRORS.auth.loginRequired, { code: 'login_required' });
      let payload: TokenPayload;
      try {
        payload = await request.jwtVerify<TokenPayload>();
      } catch {
        throw new AppError('unauthorized', ERRORS.auth.sessionExpired, { code: 'session_expired' });
      }
      // A session token has no audience; one with an audience (a receipt link's) is not a session.
      const user =
        !('aud' in payload) && typeof payload.sub === 'string' && isUuid(payload.sub)
          ? await findSessionUser(app.db, payload.sub)
          : undefined;
      if (!user || user.anonymisedAt || user.tokenVersion !== payload.ver) {
        throw new AppError('unauthorized', ERRORS.auth.sessionExpired, { code: 'session_expired' });
      }
      request.currentUser = {
        id: user.id,
        name: user.name,
        email: user.email,
        role: user.role,
        tokenVersion: user.tokenVersion,
        preferredLocale: user.preferredLocale,
      };
    };
    app.decorate('authenticate', authenticate);

    app.decorate('requireRole', (...roles: Role[]): PreHandler => {
      return async (request, reply) => {
        await authenticate(request, reply);
        if (!request.currentUser || !roles.includes(request.currentUser.role)) {
          throw new AppError('forbidden', ERRORS.auth.forbidden);
        }
      };
    });
  },
  { name: 'auth', dependencies: ['db'] },
);

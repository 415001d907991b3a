import type { I18n } from '@lingui/core';
import { z } from 'zod';
import {
  AUTH_MESSAGE_DESCRIPTORS,
  type AuthResponse,
  AuthResponseSchema,
  type LoginInput,
} from '@ikawa/contracts/auth';
import { apiPaths } from '@/config/paths';
import { api, ApiError } from '@/lib/api-client';

/**
 * POST /auth/login. Its 401 means a wrong password, not a lost session, so it does not sign the
 * browser out. SPEC §5: an answer without both a user and a token is 'Invalid credentials', said
 * in the page's language (`i18n`).
 */
export async function loginWithEmail(input: LoginInput, i18n: I18n): Promise<AuthResponse> {
  const invalid = () => i18n._(AUTH_MESSAGE_DESCRIPTORS.invalidCredentials);
  let body: unknown;
  try {
    body = await api.post(apiPaths.auth.login, input, z.unknown(), { skipUnauthorizedHandling: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && !error.explained) {
      throw new ApiError(401, invalid());
    }
    throw error;
  }
  const parsed = AuthResponseSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(200, invalid());
  return parsed.data;
}

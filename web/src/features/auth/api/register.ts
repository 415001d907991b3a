import type { I18n } from '@lingui/core';
import { z } from 'zod';
import {
  AUTH_MESSAGE_DESCRIPTORS,
  type AuthResponse,
  AuthResponseSchema,
  type RegisterInput,
} from '@ikawa/contracts/auth';
import { apiPaths } from '@/config/paths';
import { api, ApiError } from '@/lib/api-client';

/**
 * POST /auth/register: the new account is signed in at once (201 with user and token). `i18n`
 * says the fallback failure in the page's language.
 */
export async function registerAccount(input: RegisterInput, i18n: I18n): Promise<AuthResponse> {
  const body = await api.post(apiPaths.auth.register, input, z.unknown());
  const parsed = AuthResponseSchema.safeParse(body);
  // SPEC §5: a registration that does not hand back a session is 'Registration failed'.
  if (!parsed.success) throw new ApiError(200, i18n._(AUTH_MESSAGE_DESCRIPTORS.registrationFailed));
  return parsed.data;
}

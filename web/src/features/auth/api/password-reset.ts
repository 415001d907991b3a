import { useMutation } from '@tanstack/react-query';
import {
  AuthMessageResponseSchema,
  type ForgotPasswordInput,
  type ResetPasswordInput,
} from '@ikawa/contracts/auth';
import { apiPaths } from '@/config/paths';
import { api } from '@/lib/api-client';

/** POST /auth/forgot-password: the same 202 sentence whether or not the address is known. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      api.post(apiPaths.auth.forgotPassword, input, AuthMessageResponseSchema, {
        skipUnauthorizedHandling: true,
      }),
  });
}

/** POST /auth/reset-password with the token from the e-mail's link. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      api.post(apiPaths.auth.resetPassword, input, AuthMessageResponseSchema, {
        skipUnauthorizedHandling: true,
      }),
  });
}

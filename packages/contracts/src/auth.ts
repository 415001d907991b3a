import { z } from './zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { AddressInputSchema, EmailSchema, LocaleSchema, NameSchema, UserSchema } from './users';

export const PasswordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const LoginInputSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

/**
 * SPEC §3 sign-up payload. Any `role` the client sends is ignored: the schema strips it and the
 * server always stores `customer`.
 */
export const RegisterInputSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  address: AddressInputSchema.optional(),
  /** The language of the page the sign-up form was on; without it, the request's Accept-Language. */
  locale: LocaleSchema.optional(),
});
export type RegisterInput = z.infer<typeof RegisterInputSchema>;

export const AuthResponseSchema = z.object({
  success: z.literal(true),
  user: UserSchema,
  token: z.string(),
});
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const MeResponseSchema = z.object({
  success: z.literal(true),
  user: UserSchema,
});
export type MeResponse = z.infer<typeof MeResponseSchema>;

export const ForgotPasswordInputSchema = z.object({ email: EmailSchema });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInputSchema>;

export const ResetPasswordInputSchema = z.object({
  token: z
    .string({ error: 'The link is missing its token' })
    .trim()
    .min(16, 'This link is not valid')
    .max(128, 'This link is not valid'),
  password: PasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordInputSchema>;

export const AuthMessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type AuthMessageResponse = z.infer<typeof AuthMessageResponseSchema>;

/** A password reset link works once, for this long (issue 13 §4). */
export const PASSWORD_RESET_TTL_MINUTES = 60;

/** Texts of SPEC §5/§8 that the server and the dialog share. */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid credentials',
  registrationFailed: 'Registration failed',
  emailTaken: 'An account with this email already exists',
  unexpected: 'An unexpected error occurred',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  loginRequired: 'Please sign in to continue',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have permission to do this',
  resetSent:
    'If an account uses this e-mail, we have sent it a link to choose a new password. The link works for one hour.',
  resetInvalid:
    'This password reset link is not valid, has expired or was already used. Please ask for a new one.',
  resetDone: 'Your password is changed. Please sign in with the new one.',
} as const;

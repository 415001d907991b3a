import { z } from './zod';
import { englishOf, type Message, text } from './messages';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { AddressInputSchema, EmailSchema, LocaleSchema, NameSchema, UserSchema } from './users';
import { LINK_INVALID, LINK_TOKEN_MISSING, PASSWORD_REQUIRED } from './validation-messages';

export const PasswordSchema = z
  .string({ error: PASSWORD_REQUIRED })
  .min(
    PASSWORD_MIN_LENGTH,
    text(
      /*i18n*/ {
        id: 'validation.password.tooShort',
        message: 'Password must be at least {min, number} characters',
        values: { min: PASSWORD_MIN_LENGTH },
      },
    ),
  )
  .max(
    PASSWORD_MAX_LENGTH,
    text(
      /*i18n*/ {
        id: 'validation.password.tooLong',
        message: 'Password must be at most {max, number} characters',
        values: { max: PASSWORD_MAX_LENGTH },
      },
    ),
  );

export const LoginInputSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: PASSWORD_REQUIRED }).min(1, PASSWORD_REQUIRED).max(PASSWORD_MAX_LENGTH),
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
    .string({
      error: LINK_TOKEN_MISSING,
    })
    .trim()
    .min(16, LINK_INVALID)
    .max(128, LINK_INVALID),
  password: PasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordInputSchema>;

export const AuthMessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type AuthMessageResponse = z.infer<typeof AuthMessageResponseSchema>;

/** A password reset link works once, for this long. */
export const PASSWORD_RESET_TTL_MINUTES = 60;

/** Texts of SPEC §5/§8 that the server and the dialog share. */
export const AUTH_MESSAGE_DESCRIPTORS = {
  invalidCredentials: /*i18n*/ { id: 'auth.invalidCredentials', message: 'Invalid credentials' },
  registrationFailed: /*i18n*/ { id: 'auth.registrationFailed', message: 'Registration failed' },
  emailTaken: /*i18n*/ { id: 'auth.emailTaken', message: 'An account with this email already exists' },
  unexpected: /*i18n*/ { id: 'auth.unexpected', message: 'An unexpected error occurred' },
  tooManyAttempts: /*i18n*/ {
    id: 'auth.tooManyAttempts',
    message: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  },
  loginRequired: /*i18n*/ { id: 'auth.loginRequired', message: 'Please sign in to continue' },
  sessionExpired: /*i18n*/ {
    id: 'auth.sessionExpired',
    message: 'Your session has expired. Please sign in again.',
  },
  forbidden: /*i18n*/ { id: 'auth.forbidden', message: 'You do not have permission to do this' },
  resetSent: /*i18n*/ {
    id: 'auth.resetSent',
    message:
      'If an account uses this e-mail, we have sent it a link to choose a new password. The link works for one hour.',
  },
  resetInvalid: /*i18n*/ {
    id: 'auth.resetInvalid',
    message:
      'This password reset link is not valid, has expired or was already used. Please ask for a new one.',
  },
  resetDone: /*i18n*/ {
    id: 'auth.resetDone',
    message: 'Your password is changed. Please sign in with the new one.',
  },
} satisfies Record<string, Message>;
export const AUTH_MESSAGES = englishOf(AUTH_MESSAGE_DESCRIPTORS);

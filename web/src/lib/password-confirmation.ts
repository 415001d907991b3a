import { z } from 'zod';

export const PASSWORDS_DIFFER = 'The passwords do not match';

/**
 * A new password typed twice: the form's schema plus `confirmPassword`, which must equal the
 * field `key`. The confirmation never leaves the browser.
 */
export function withConfirmation<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  key: keyof Shape & string,
) {
  return schema.extend({ confirmPassword: z.string().min(1, 'Please confirm your new password') }).refine(
    (values) => {
      const typed = values as Record<string, unknown>;
      return typed.confirmPassword === typed[key];
    },
    {
      path: ['confirmPassword'],
      message: PASSWORDS_DIFFER,
    },
  );
}

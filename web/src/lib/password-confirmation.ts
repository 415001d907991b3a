import { z } from 'zod';
import { text } from '@ikawa/contracts/messages';

// zod keeps English sentences; registered with `text`, the form's field shows them in the page's
// language (`translateText` in components/ui/input.tsx).
export const PASSWORDS_DIFFER = text(
  /*i18n*/ { id: 'password.confirmation.differs', message: 'The passwords do not match' },
);
const CONFIRM_REQUIRED = text(
  /*i18n*/ { id: 'password.confirmation.required', message: 'Please confirm your new password' },
);

/**
 * A new password typed twice: the form's schema plus `confirmPassword`, which must equal the
 * field `key`. The confirmation never leaves the browser.
 */
export function withConfirmation<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  key: keyof Shape & string,
) {
  return schema.extend({ confirmPassword: z.string().min(1, CONFIRM_REQUIRED) }).refine(
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

import { z } from './zod';
import { text } from './messages';
import { PROMO_CODE_REQUIRED } from './validation-messages';

/** A discount code as typed: trimmed, upper case, letters, digits, - and _ (IKAWA15). */
export const PromoCodeSchema = z
  .string({ error: PROMO_CODE_REQUIRED })
  .trim()
  .min(1, PROMO_CODE_REQUIRED)
  .max(32, text(/*i18n*/ { id: 'validation.promoCode.tooLong', message: 'A code has at most 32 characters' }))
  .transform((code) => code.toUpperCase())
  .pipe(
    z.string().regex(
      /^[A-Z0-9_-]+$/,
      text(
        /*i18n*/ {
          id: 'validation.promoCode.characters',
          message: 'A code has only letters, digits, - and _',
        },
      ),
    ),
  );

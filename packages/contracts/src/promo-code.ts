import { z } from './zod';

/** A discount code as typed: trimmed, upper case, letters, digits, - and _ (IKAWA15). */
export const PromoCodeSchema = z
  .string({ error: 'Enter a code' })
  .trim()
  .min(1, 'Enter a code')
  .max(32, 'A code has at most 32 characters')
  .transform((code) => code.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9_-]+$/, 'A code has only letters, digits, - and _'));

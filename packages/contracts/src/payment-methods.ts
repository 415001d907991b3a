import { z } from 'zod';
import { isExpiryInFuture, passesLuhn } from './rules/card';

const ExpirySchema = z
  .string({ error: 'Expiry date is required' })
  .trim()
  .regex(/^\d{2}\/\d{2}$/, 'Expiry date must be MM/YY')
  .refine((value) => isExpiryInFuture(value), 'This card has expired');

const HolderSchema = z
  .string({ error: 'Cardholder name is required' })
  .trim()
  .min(1, 'Cardholder name is required')
  .max(100, 'Cardholder name is too long');

/**
 * Saving a card (SPEC §7 card fields). The number is checked, reduced to brand and last 4
 * digits, and forgotten; the CVC is never stored (DESIGN: saved cards).
 */
export const SavePaymentMethodInputSchema = z.object({
  cardNumber: z
    .string({ error: 'Card number is required' })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Please enter a valid card number'))
    .refine(passesLuhn, 'Please enter a valid card number'),
  expiryDate: ExpirySchema,
  cardholderName: HolderSchema,
  cvc: z.string().optional(),
  isDefault: z.boolean().optional(),
});
export type SavePaymentMethodInput = z.input<typeof SavePaymentMethodInputSchema>;

export const UpdatePaymentMethodInputSchema = z.object({
  expiryDate: ExpirySchema.optional(),
  cardholderName: HolderSchema.optional(),
  isDefault: z.boolean().optional(),
});
export type UpdatePaymentMethodInput = z.infer<typeof UpdatePaymentMethodInputSchema>;

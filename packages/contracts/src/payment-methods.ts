import { z } from './zod';
import { text } from './messages';
import { isExpiryInFuture, passesLuhn } from './rules/card';
import { CARDHOLDER_REQUIRED, CARD_NUMBER_INVALID } from './validation-messages';

const ExpirySchema = z
  .string({ error: text(/*i18n*/ { id: 'validation.expiry.required', message: 'Expiry date is required' }) })
  .trim()
  .regex(
    /^\d{2}\/\d{2}$/,
    text(/*i18n*/ { id: 'validation.expiry.format', message: 'Expiry date must be MM/YY' }),
  )
  .refine(
    (value) => isExpiryInFuture(value),
    text(/*i18n*/ { id: 'validation.expiry.past', message: 'This card has expired' }),
  );

const HolderSchema = z
  .string({
    error: CARDHOLDER_REQUIRED,
  })
  .trim()
  .min(1, CARDHOLDER_REQUIRED)
  .max(100, text(/*i18n*/ { id: 'validation.cardholder.tooLong', message: 'Cardholder name is too long' }));

/**
 * Saving a card (SPEC §7 card fields). The number is checked, reduced to brand and last 4
 * digits, and forgotten; the CVC is never stored (DESIGN: saved cards).
 */
export const SavePaymentMethodInputSchema = z.object({
  cardNumber: z
    .string({
      error: text(/*i18n*/ { id: 'validation.cardNumber.required', message: 'Card number is required' }),
    })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, CARD_NUMBER_INVALID))
    .refine(passesLuhn, CARD_NUMBER_INVALID),
  expiryDate: ExpirySchema,
  cardholderName: HolderSchema,
  cvc: z.string().optional(),
  isDefault: z.boolean().optional(),
});
export type SavePaymentMethodInput = z.input<typeof SavePaymentMethodInputSchema>;

/** Said when a card number is sent while Stripe keeps the cards: it must go to Stripe's own form. */
export const STRIPE_CARD_NUMBER_REFUSED = text(
  /*i18n*/ {
    id: 'validation.cardNumber.stripeOnly',
    message:
      'Card numbers are not accepted here: please add the card with the secure card form, which sends it to Stripe.',
  },
);

/**
 * Saving a card in Stripe mode: the browser has confirmed a SetupIntent with Stripe Elements
 * and sends the resulting payment method id (`pm_…`); no card number or CVC ever reaches the shop.
 */
export const SaveStripePaymentMethodInputSchema = z.object({
  cardNumber: z.never({ error: STRIPE_CARD_NUMBER_REFUSED }).optional(),
  cvc: z.never({ error: STRIPE_CARD_NUMBER_REFUSED }).optional(),
  paymentMethodId: z
    .string({
      error: text(
        /*i18n*/ { id: 'validation.paymentMethodId.required', message: 'paymentMethodId is required' },
      ),
    })
    .trim()
    .regex(
      /^pm_[A-Za-z0-9_]{1,200}$/,
      text(
        /*i18n*/ {
          id: 'validation.paymentMethodId.format',
          message: 'paymentMethodId must be a Stripe payment method id (pm_…)',
        },
      ),
    ),
  cardholderName: HolderSchema,
  isDefault: z.boolean().optional(),
});
export type SaveStripePaymentMethodInput = z.input<typeof SaveStripePaymentMethodInputSchema>;

/** `POST /users/{id}/payment-methods/setup-intent` (Stripe mode): the SetupIntent to confirm. */
export const CardSetupResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ setupIntentId: z.string(), clientSecret: z.string() }),
});
export type CardSetup = z.infer<typeof CardSetupResponseSchema>['data'];

export const UpdatePaymentMethodInputSchema = z.object({
  expiryDate: ExpirySchema.optional(),
  cardholderName: HolderSchema.optional(),
  isDefault: z.boolean().optional(),
});
export type UpdatePaymentMethodInput = z.infer<typeof UpdatePaymentMethodInputSchema>;

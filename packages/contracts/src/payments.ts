import { z } from './zod';
import { english, englishOf, type Message, text } from './messages';
import { IdSchema, MoneySchema } from './common';
import { CreateOrderInputSchema, OrderSchema } from './orders';

export const PAYMENT_PROVIDERS = ['simulated', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Stripe's payment intent life cycle, which the simulated provider follows too. */
export const INTENT_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
] as const;
export const IntentStatusSchema = z.enum(INTENT_STATUSES);
export type IntentStatus = z.infer<typeof IntentStatusSchema>;

export const PaymentConfigSchema = z.object({
  success: z.literal(true),
  data: z.object({ provider: z.enum(PAYMENT_PROVIDERS), publishableKey: z.string().nullable() }),
});

/**
 * SPEC §7 `POST /payments/create-intent` (amount, metadata). The amount is ignored: the server
 * prices the cart it is sent in `orderData` (the order creation payload).
 */
export const CreateIntentInputSchema = z.object({
  orderData: CreateOrderInputSchema,
  amount: z.number().optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
export type CreateIntentInput = z.input<typeof CreateIntentInputSchema>;

export const CreateIntentResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    clientSecret: z.string(),
    paymentIntentId: z.string(),
    amount: MoneySchema,
    currency: z.string(),
    provider: z.enum(PAYMENT_PROVIDERS),
  }),
});
export type CreateIntentResponse = z.infer<typeof CreateIntentResponseSchema>;

/** SPEC §7 `POST /payments/confirm-payment` (orderData, paymentIntentId); orderData is ignored. */
export const ConfirmPaymentInputSchema = z.object({
  paymentIntentId: z
    .string()
    .trim()
    .min(
      1,
      text(/*i18n*/ { id: 'validation.paymentIntentId.required', message: 'paymentIntentId is required' }),
    )
    .max(255),
  orderData: z.unknown().optional(),
});
export const ConfirmPaymentResponseSchema = z.object({ success: z.literal(true), data: OrderSchema });

export const PaymentStatusQuerySchema = z.object({
  payment_intent: z
    .string()
    .trim()
    .min(1, text(/*i18n*/ { id: 'validation.paymentIntent.required', message: 'payment_intent is required' }))
    .max(255),
});
export const PaymentStatusResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    status: IntentStatusSchema,
    orderId: IdSchema.nullable(),
    /** The order's number as every screen prints it ("IK-1042"), once the order exists. */
    orderNumber: z.string().nullable(),
    message: z.string(),
  }),
});
export type PaymentStatusAnswer = z.infer<typeof PaymentStatusResponseSchema>['data'];

/** The simulated provider's card endpoint: the only place a card number is ever sent. */
export const SimulatedCardSchema = z.object({
  number: z.string().trim().min(1),
  expiry: z.string().trim().min(1),
  cvc: z.string().trim().min(1),
  name: z.string().trim().min(1),
});
export const SimulatedConfirmInputSchema = z.object({
  paymentIntentId: z.string().trim().min(1).max(255),
  clientSecret: z.string().trim().min(1).max(255),
  card: SimulatedCardSchema,
});
/** Paying with a card the shopper saved: the server charges it by its token (simulated mode). */
export const SimulatedConfirmSavedInputSchema = z.object({
  paymentIntentId: z.string().trim().min(1).max(255),
  clientSecret: z.string().trim().min(1).max(255),
  paymentMethodId: z.string().trim().min(1).max(255),
});
export type SimulatedConfirmSavedInput = z.infer<typeof SimulatedConfirmSavedInputSchema>;
/**
 * `POST /payments/confirm-saved`: pay an open intent with one of the signed-in shopper's saved
 * cards, whichever provider is in use (simulated: by its token; Stripe: the saved payment method
 * and the shopper's Customer, confirmed by the server). `paymentMethodId` is the saved card's id.
 */
export const ConfirmSavedInputSchema = SimulatedConfirmSavedInputSchema;
export type ConfirmSavedInput = SimulatedConfirmSavedInput;
export const SimulatedAuthenticateInputSchema = z.object({
  paymentIntentId: z.string().trim().min(1).max(255),
  clientSecret: z.string().trim().min(1).max(255),
  approve: z.boolean(),
});
export const SimulatedIntentResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    id: z.string(),
    status: IntentStatusSchema,
    /** The provider's message for a failed attempt, e.g. 'Your card was declined.' */
    error: z.string().nullable(),
    brand: z.string().nullable(),
    last4: z.string().nullable(),
  }),
});

/**
 * The answer of a card attempt made by the server (simulated card calls, `confirm-saved`). With
 * Stripe, `requires_action` means the browser finishes with Stripe.js (`handleNextAction`).
 */
export const CardAttemptResponseSchema = SimulatedIntentResponseSchema;
export type CardAttempt = z.infer<typeof CardAttemptResponseSchema>['data'];

/** Public test cards (Stripe's), and what the simulated provider does with them. */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  stolen: '4000000000009979',
  requiresAction: '4000002500003155',
} as const;

/** SPEC §8 payment messages, in one place for the server and the card step. */
export const PAYMENT_MESSAGE_DESCRIPTORS = {
  notReady: /*i18n*/ { id: 'payment.notReady', message: 'Payment system not ready. Please try again.' },
  formMissing: /*i18n*/ {
    id: 'payment.formMissing',
    message: 'Payment form not found. Please refresh and try again.',
  },
  incomplete: /*i18n*/ { id: 'payment.incomplete', message: 'Please complete all payment fields.' },
  initFailed: /*i18n*/ {
    id: 'payment.initFailed',
    message: 'Failed to initialize payment. Please try again.',
  },
  issue: /*i18n*/ {
    id: 'payment.issue',
    message: 'There was an issue processing your payment. Please try again.',
  },
  connection: /*i18n*/ {
    id: 'payment.connection',
    message: 'Connection error. Please check your internet connection and try again.',
  },
  authentication: /*i18n*/ {
    id: 'payment.authentication',
    message: 'Authentication error. Please refresh the page and try again.',
  },
  processing: /*i18n*/ {
    id: 'payment.processing',
    message: 'Payment is being processed. Please wait a moment and check your order status.',
  },
  declined: /*i18n*/ {
    id: 'payment.declined',
    message: 'Your payment was declined. Please try a different payment method.',
  },
  requiresConfirmation: /*i18n*/ {
    id: 'payment.requiresConfirmation',
    message: 'Payment requires additional confirmation. Please try again.',
  },
  unexpected: /*i18n*/ {
    id: 'payment.unexpected',
    message: 'An unexpected error occurred during payment. Please try again.',
  },
  succeeded: /*i18n*/ {
    id: 'payment.succeeded',
    message: 'Thank you for your purchase. You will be redirected shortly.',
  },
  status: (status: string): Message => /*i18n*/ ({
    id: 'payment.status',
    message: 'Payment status: {status}. Please contact support if this persists.',
    values: { status },
  }),
  /** `what` is a sentence already in the reader's language (why the payment was refunded). */
  refundedSoldOut: (what: string): Message => /*i18n*/ ({
    id: 'payment.refundedSoldOut',
    message: '{what} Your payment has been refunded, so you have not been charged. Please review your cart.',
    values: { what },
  }),
  /** A card payment whose discount code ended, was switched off or used up while it was paid. */
  discountNoLongerValid: (reason: string): Message => /*i18n*/ ({
    id: 'payment.discountNoLongerValid',
    message:
      '{reason} Your payment has been refunded, so you have not been charged. Your cart is now priced without the code: please review it and pay again.',
    values: { reason },
  }),
  priceChanged: /*i18n*/ {
    id: 'payment.priceChanged',
    message: 'Prices changed while you were paying. Your payment has been refunded. Please review your cart.',
  },
  canceled: /*i18n*/ {
    id: 'payment.canceled',
    message: 'The payment was cancelled, so nothing was charged to your card.',
  },
  notFound: /*i18n*/ { id: 'payment.notFound', message: 'Payment not found' },
  expired: /*i18n*/ {
    id: 'payment.expired',
    message:
      'This payment was not completed in time and has been cancelled; you have not been charged. Please place your order again.',
  },
};
export const PAYMENT_MESSAGES = englishOf(PAYMENT_MESSAGE_DESCRIPTORS);

/** The sentence the shopper sees for an intent that has not succeeded (SPEC §8), to translate. */
export function intentStatusDescriptor(status: IntentStatus): Message {
  switch (status) {
    case 'succeeded':
      return PAYMENT_MESSAGE_DESCRIPTORS.succeeded;
    case 'processing':
      return PAYMENT_MESSAGE_DESCRIPTORS.processing;
    case 'requires_payment_method':
      return PAYMENT_MESSAGE_DESCRIPTORS.declined;
    case 'requires_confirmation':
    case 'requires_action':
      return PAYMENT_MESSAGE_DESCRIPTORS.requiresConfirmation;
    case 'canceled':
      return PAYMENT_MESSAGE_DESCRIPTORS.canceled;
    default:
      return PAYMENT_MESSAGE_DESCRIPTORS.status(status);
  }
}

/** The sentence the shopper sees for an intent that has not succeeded (SPEC §8). */
export function intentStatusMessage(status: IntentStatus): string {
  return english(intentStatusDescriptor(status));
}

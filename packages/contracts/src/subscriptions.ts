import { z } from './zod';
import { IdSchema, MoneySchema, TimestampSchema } from './common';
import { DeliveryMethodSchema, FulfillmentMethodSchema, PaymentMethodSchema } from './enums';
import { type Message, text } from './messages';
import { DeliveryInstructionsSchema } from './order-notes';
import {
  CreateOrderInputSchema,
  MAX_LINE_QUANTITY,
  MAX_ORDER_LINES,
  OrderAddressSchema,
  OrderSchema,
  ProductIdSchema,
  ShippingAddressInputSchema,
} from './orders';

/**
 * Subscribe & save (decision 022): the same coffee every 2, 4 or 6 weeks, each renewal an
 * ordinary order written on its day through the one pricing function and order writer.
 */
export const SUBSCRIPTION_INTERVALS = [2, 4, 6] as const;
export type SubscriptionInterval = (typeof SUBSCRIPTION_INTERVALS)[number];

export const SUBSCRIPTION_STATUSES = ['active', 'paused', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

const EVERY_WEEKS = text(
  /*i18n*/ { id: 'validation.subscription.everyWeeks', message: 'Choose every 2, 4 or 6 weeks' },
);
export const EveryWeeksSchema = z
  .number({ error: EVERY_WEEKS })
  .refine(
    (weeks): weeks is SubscriptionInterval => (SUBSCRIPTION_INTERVALS as readonly number[]).includes(weeks),
    {
      error: EVERY_WEEKS,
    },
  );

/** A saved card of the customer's (`/api/users/payment-methods`), charged off-session. */
export const SavedCardIdSchema = z
  .string({
    error: text(
      /*i18n*/ { id: 'validation.subscription.savedCard', message: 'Choose one of your saved cards' },
    ),
  })
  .trim()
  .min(1)
  .max(200);

/**
 * POST /subscriptions: the cart as an order takes it, and the rhythm. The first order is placed
 * at once. Paid by card, it names one of the customer's saved cards (`savedCardId`), charged now
 * and at each renewal without the customer present.
 */
export const CreateSubscriptionInputSchema = z.object({
  everyWeeks: EveryWeeksSchema,
  order: CreateOrderInputSchema,
  savedCardId: SavedCardIdSchema.optional(),
});
export type CreateSubscriptionInput = z.input<typeof CreateSubscriptionInputSchema>;
export type CreateSubscription = z.output<typeof CreateSubscriptionInputSchema>;

/** Why a customer stops: counted by reason on the owner's dashboard. */
export const CANCEL_REASONS = ['too_much', 'too_expensive', 'taste', 'moving', 'other'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
export const CANCEL_REASON_MESSAGES: Record<CancelReason, Message> = {
  too_much: /*i18n*/ { id: 'subscription.reason.too_much', message: 'I have too much coffee' },
  too_expensive: /*i18n*/ { id: 'subscription.reason.too_expensive', message: 'It costs too much' },
  taste: /*i18n*/ { id: 'subscription.reason.taste', message: 'The coffee is not to my taste' },
  moving: /*i18n*/ { id: 'subscription.reason.moving', message: 'I am moving away' },
  other: /*i18n*/ { id: 'subscription.reason.other', message: 'Another reason' },
};

/** One line of a subscription as the customer sets it (a swap or a new quantity). */
export const SubscriptionLineInputSchema = z.object({
  productId: ProductIdSchema,
  quantity: z
    .number({
      error: text(/*i18n*/ { id: 'validation.quantity.number', message: 'Quantity must be a number' }),
    })
    .int(text(/*i18n*/ { id: 'validation.quantity.integer', message: 'Quantity must be a whole number' }))
    .min(1, text(/*i18n*/ { id: 'validation.quantity.min', message: 'Quantity must be at least 1' }))
    .max(
      MAX_LINE_QUANTITY,
      text(
        /*i18n*/ {
          id: 'validation.quantity.max',
          message: 'Quantity must be at most {max}',
          values: { max: MAX_LINE_QUANTITY },
        },
      ),
    ),
});
const LinesInputSchema = z.array(SubscriptionLineInputSchema).max(
  MAX_ORDER_LINES,
  text(
    /*i18n*/ {
      id: 'validation.cart.tooManyLines',
      message: 'An order can have at most {max, number} lines',
      values: { max: MAX_ORDER_LINES },
    },
  ),
);

export const CANCEL_REASON_MAX = 300;

/** POST /subscriptions/{id}/cancel: an optional reason and note, read by the owner. */
export const CancelSubscriptionInputSchema = z.object({
  reason: z.enum(CANCEL_REASONS).optional(),
  note: z
    .string()
    .trim()
    .max(
      CANCEL_REASON_MAX,
      text(
        /*i18n*/ {
          id: 'validation.subscription.reasonTooLong',
          message: 'The reason must be at most {max, number} characters',
          values: { max: CANCEL_REASON_MAX },
        },
      ),
    )
    // Control characters never reach a report or an export (CSV cells stay safe).
    .refine((note) => !/[\u0000-\u001f\u007f]/.test(note), {
      error: text(
        /*i18n*/ {
          id: 'validation.subscription.noteControl',
          message: 'The note cannot hold control characters',
        },
      ),
    })
    .optional(),
});
export type CancelSubscriptionInput = z.infer<typeof CancelSubscriptionInputSchema>;

/**
 * PATCH /subscriptions/{id}: any of the rhythm, the day of the next renewal, the coffees and
 * quantities (the whole list: a swap replaces a line), fulfilment and address, payment. Each
 * takes effect at the next renewal and is confirmed by e-mail.
 */
export const UpdateSubscriptionInputSchema = z.object({
  everyWeeks: EveryWeeksSchema.optional(),
  nextDate: z.iso
    .date({
      error: text(
        /*i18n*/ { id: 'validation.subscription.nextDate', message: 'Choose a day such as 2026-12-15' },
      ),
    })
    .optional(),
  lines: LinesInputSchema.min(
    1,
    text(/*i18n*/ { id: 'validation.subscription.noLines', message: 'Keep at least one coffee' }),
  ).optional(),
  fulfillmentMethod: FulfillmentMethodSchema.optional(),
  deliveryMethod: DeliveryMethodSchema.optional(),
  address: ShippingAddressInputSchema.optional(),
  deliveryInstructions: DeliveryInstructionsSchema,
  paymentMethod: PaymentMethodSchema.optional(),
  savedCardId: SavedCardIdSchema.optional(),
});
export type UpdateSubscriptionInput = z.infer<typeof UpdateSubscriptionInputSchema>;

/** PUT /subscriptions/{id}/extras: one-off items added to the next renewal only (empty: none). */
export const SubscriptionExtrasInputSchema = z.object({ lines: LinesInputSchema });
export type SubscriptionExtrasInput = z.infer<typeof SubscriptionExtrasInputSchema>;

export const SubscriptionLineSchema = z.object({
  productId: IdSchema,
  name: z.string(),
  quantity: z.number().int(),
  /** Today's price of one; each renewal is priced on its day. */
  price: MoneySchema.nullable(),
});

export const SubscriptionSchema = z.object({
  _id: IdSchema,
  status: z.enum(SUBSCRIPTION_STATUSES),
  everyWeeks: z.number().int(),
  /** The store day of the next renewal (`YYYY-MM-DD`). */
  nextDate: z.string(),
  lines: z.array(SubscriptionLineSchema),
  /** One-off items for the next renewal only. */
  extras: z.array(SubscriptionLineSchema),
  fulfillmentMethod: FulfillmentMethodSchema,
  deliveryMethod: DeliveryMethodSchema,
  address: OrderAddressSchema.nullable(),
  deliveryInstructions: z.string().nullable(),
  paymentMethod: PaymentMethodSchema,
  /** The saved card a card subscription is charged to (brand and last 4 digits only). */
  savedCard: z.object({ id: z.string(), brand: z.string(), last4: z.string() }).nullable(),
  /** The subscriber discount in force now (percent off), or null when the owner offers none. */
  discountPercent: z.number().nullable(),
  /** Card charges refused for the due renewal, retried after 1 and 3 days, then paused. */
  failedCharges: z.number().int(),
  retryAt: TimestampSchema.nullable(),
  lastChargeError: z.string().nullable(),
  /** Since when a renewal waits for stock (null: not waiting). */
  waitingSince: TimestampSchema.nullable(),
  cancelReason: z.enum(CANCEL_REASONS).nullable(),
  cancelNote: z.string().nullable(),
  createdAt: TimestampSchema,
  pausedAt: TimestampSchema.nullable(),
  cancelledAt: TimestampSchema.nullable(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

export const SubscriptionParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });
export const SubscriptionResponseSchema = z.object({ success: z.literal(true), data: SubscriptionSchema });
export const SubscriptionListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(SubscriptionSchema),
});
/** POST /subscriptions/{id}/order-now: the renewal placed today, and the subscription moved on. */
export const SubscriptionCreatedResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ subscription: SubscriptionSchema, order: OrderSchema }),
});

/** The refusals of the customer's changes (409, stable codes). */
export const SUBSCRIPTION_MESSAGE_DESCRIPTORS = {
  notFound: /*i18n*/ { id: 'subscription.notFound', message: 'Subscription not found' },
  cancelled: /*i18n*/ {
    id: 'subscription.cancelled',
    message: 'This subscription is cancelled: start a new one from the shop.',
  },
  notActive: /*i18n*/ {
    id: 'subscription.notActive',
    message: 'This subscription is paused: resume it first.',
  },
  notPaused: /*i18n*/ { id: 'subscription.notPaused', message: 'This subscription is not paused.' },
  cardRequired: /*i18n*/ {
    id: 'subscription.cardRequired',
    message: 'Choose one of your saved cards: each renewal is charged to it.',
  },
  addressRequired: /*i18n*/ {
    id: 'subscription.addressRequired',
    message: 'Home delivery needs an address.',
  },
  alreadyToday: /*i18n*/ {
    id: 'subscription.alreadyToday',
    message: 'Today’s order of this subscription is already placed.',
  },
  chargeDeclined: /*i18n*/ {
    id: 'subscription.chargeDeclined',
    message: 'Your card was not charged: {reason} Choose another saved card or pay in cash.',
  },
  dayOutOfRange: /*i18n*/ {
    id: 'subscription.dayOutOfRange',
    message: 'Choose a day from tomorrow to 12 weeks ahead.',
  },
} satisfies Record<string, Message>;

/** How far ahead the next renewal may be moved. */
export const NEXT_DATE_MAX_DAYS = 84;

/** GET /subscriptions/offer (public): what Subscribe & save gives, for the product page and cart. */
export const SubscriptionOfferSchema = z.object({
  /** Percent off each subscription order, or null when the owner offers no subscriber discount. */
  discountPercent: z.number().nullable(),
  intervals: z.array(z.number().int()),
});
export type SubscriptionOffer = z.infer<typeof SubscriptionOfferSchema>;
export const SubscriptionOfferResponseSchema = z.object({
  success: z.literal(true),
  data: SubscriptionOfferSchema,
});

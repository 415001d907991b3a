import { z } from './zod';
import { IdSchema, MoneySchema, TimestampSchema } from './common';
import { DeliveryMethodSchema, FulfillmentMethodSchema, PaymentMethodSchema } from './enums';
import { type Message, text } from './messages';
import { CreateOrderInputSchema, OrderAddressSchema, OrderSchema } from './orders';

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

/** POST /subscriptions: the cart as an order takes it, and the rhythm. The first order is placed at once. */
export const CreateSubscriptionInputSchema = z.object({
  everyWeeks: EveryWeeksSchema,
  order: CreateOrderInputSchema,
});
export type CreateSubscriptionInput = z.input<typeof CreateSubscriptionInputSchema>;
export type CreateSubscription = z.output<typeof CreateSubscriptionInputSchema>;

export const CANCEL_REASON_MAX = 300;

/** POST /subscriptions/{id}/cancel: an optional reason, read by the owner. */
export const CancelSubscriptionInputSchema = z.object({
  reason: z
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
    .optional(),
});

/** PATCH /subscriptions/{id}: the rhythm, or the day of the next renewal. */
export const UpdateSubscriptionInputSchema = z.object({
  everyWeeks: EveryWeeksSchema.optional(),
  nextDate: z.iso
    .date({
      error: text(
        /*i18n*/ { id: 'validation.subscription.nextDate', message: 'Choose a day such as 2026-12-15' },
      ),
    })
    .optional(),
});
export type UpdateSubscriptionInput = z.infer<typeof UpdateSubscriptionInputSchema>;

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
  fulfillmentMethod: FulfillmentMethodSchema,
  deliveryMethod: DeliveryMethodSchema,
  address: OrderAddressSchema.nullable(),
  paymentMethod: PaymentMethodSchema,
  /** Since when a renewal waits for stock (null: not waiting). */
  waitingSince: TimestampSchema.nullable(),
  cancelReason: z.string().nullable(),
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
  cashOnly: /*i18n*/ {
    id: 'subscription.cashOnly',
    message: 'Subscriptions are paid in cash at the door or at pickup for now: choose cash to subscribe.',
  },
  dayOutOfRange: /*i18n*/ {
    id: 'subscription.dayOutOfRange',
    message: 'Choose a day from tomorrow to 12 weeks ahead.',
  },
} satisfies Record<string, Message>;

/** How far ahead the next renewal may be moved. */
export const NEXT_DATE_MAX_DAYS = 84;

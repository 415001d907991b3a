import { z } from './zod';
import {
  IdSchema,
  MoneySchema,
  PageInfoSchema,
  PageNumberSchema,
  PageSizeSchema,
  TimestampSchema,
} from './common';
import {
  FulfillmentMethodSchema,
  OrderStatusSchema,
  PAYMENT_METHODS,
  PaymentMethodSchema,
  PaymentStatusSchema,
} from './enums';
import { text } from './messages';
import { CANCEL_REASONS, SUBSCRIPTION_STATUSES, SubscriptionSchema } from './subscriptions';

/**
 * The owner's view of Subscribe & save (decision 022): every subscription with its customer,
 * one subscription's history and orders, the renewals expected in the next days (what to roast
 * and pack), and the dashboard's figures. Admins only.
 */

// ---- the list ----------------------------------------------------------------------------

export const ADMIN_SUBSCRIPTIONS_PAGE_SIZE = 20;

export const AdminSubscriptionListQuerySchema = z.object({
  page: PageNumberSchema,
  pageSize: PageSizeSchema.default(ADMIN_SUBSCRIPTIONS_PAGE_SIZE),
  status: z
    .enum(['all', ...SUBSCRIPTION_STATUSES], {
      error: text(
        /*i18n*/ {
          id: 'validation.subscriptionStatus.unknown',
          message: 'Status must be one of all, active, paused, cancelled',
        },
      ),
    })
    .default('all'),
  payment: z
    .enum(['all', ...PAYMENT_METHODS], {
      error: text(
        /*i18n*/ {
          id: 'validation.subscriptionPayment.unknown',
          message: 'Payment must be one of all, cash, stripe',
        },
      ),
    })
    .default('all'),
  /** Part of the customer's name or e-mail. */
  q: z
    .string()
    .trim()
    .max(
      100,
      text(
        /*i18n*/ {
          id: 'validation.search.tooLong',
          message: 'Search must be at most {max, number} characters',
          values: { max: 100 },
        },
      ),
    )
    .optional(),
});
export type AdminSubscriptionListQuery = z.output<typeof AdminSubscriptionListQuerySchema>;
export type AdminSubscriptionListQueryInput = z.input<typeof AdminSubscriptionListQuerySchema>;

export const AdminSubscriptionCustomerSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  email: z.string(),
});
export type AdminSubscriptionCustomer = z.infer<typeof AdminSubscriptionCustomerSchema>;

/** A line as the list sums it up: the coffee's name (empty when the product is gone) and how many. */
export const AdminSubscriptionLineSchema = z.object({
  productId: IdSchema,
  name: z.string(),
  quantity: z.number().int(),
});

export const AdminSubscriptionRowSchema = z.object({
  _id: IdSchema,
  customer: AdminSubscriptionCustomerSchema,
  status: z.enum(SUBSCRIPTION_STATUSES),
  everyWeeks: z.number().int(),
  /** The store day of the next renewal (`YYYY-MM-DD`). */
  nextDate: z.string(),
  lines: z.array(AdminSubscriptionLineSchema),
  fulfillmentMethod: FulfillmentMethodSchema,
  paymentMethod: PaymentMethodSchema,
  /** Since when a renewal waits for stock (null: not waiting). */
  waitingSince: TimestampSchema.nullable(),
  failedCharges: z.number().int(),
  createdAt: TimestampSchema,
  cancelledAt: TimestampSchema.nullable(),
  cancelReason: z.enum(CANCEL_REASONS).nullable(),
});
export type AdminSubscriptionRow = z.infer<typeof AdminSubscriptionRowSchema>;

export const AdminSubscriptionListResponseSchema = PageInfoSchema.extend({
  success: z.literal(true),
  data: z.array(AdminSubscriptionRowSchema),
});
export type AdminSubscriptionListResponse = z.infer<typeof AdminSubscriptionListResponseSchema>;

// ---- one subscription --------------------------------------------------------------------

export const AdminSubscriptionParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

/**
 * One row of `subscription_events`: `type` is one the server writes today (created, renewed,
 * skip, pause, resume, cancel, update, extras, waiting_for_stock, charge_failed, reminder_sent,
 * paused_after_failures) or a newer one, which a screen shows as it is.
 */
export const AdminSubscriptionEventSchema = z.object({
  _id: IdSchema,
  type: z.string(),
  actorRole: z.string(),
  data: z.record(z.string(), z.unknown()).nullable(),
  createdAt: TimestampSchema,
});
export type AdminSubscriptionEvent = z.infer<typeof AdminSubscriptionEventSchema>;

/** An order the subscription placed: its first one and each renewal (`renewalOf`: the day). */
export const AdminSubscriptionOrderSchema = z.object({
  _id: IdSchema,
  /** As printed everywhere: `IK-1042`. */
  number: z.string(),
  status: OrderStatusSchema,
  paymentStatus: PaymentStatusSchema,
  total: MoneySchema,
  renewalOf: z.string().nullable(),
  createdAt: TimestampSchema,
});
export type AdminSubscriptionOrder = z.infer<typeof AdminSubscriptionOrderSchema>;

export const AdminSubscriptionDetailSchema = z.object({
  subscription: SubscriptionSchema,
  customer: AdminSubscriptionCustomerSchema,
  /** Oldest first. */
  events: z.array(AdminSubscriptionEventSchema),
  /** Oldest first. */
  orders: z.array(AdminSubscriptionOrderSchema),
});
export type AdminSubscriptionDetail = z.infer<typeof AdminSubscriptionDetailSchema>;

export const AdminSubscriptionDetailResponseSchema = z.object({
  success: z.literal(true),
  data: AdminSubscriptionDetailSchema,
});

// ---- the forecast ------------------------------------------------------------------------

export const FORECAST_DAYS_DEFAULT = 14;
export const FORECAST_DAYS_MAX = 28;

const FORECAST_DAYS = text(
  /*i18n*/ {
    id: 'validation.forecast.days',
    message: 'Days must be a whole number from 1 to {max, number}',
    values: { max: FORECAST_DAYS_MAX },
  },
);
export const SubscriptionForecastQuerySchema = z.object({
  days: z.coerce
    .number({ error: FORECAST_DAYS })
    .int(FORECAST_DAYS)
    .min(1, FORECAST_DAYS)
    .max(FORECAST_DAYS_MAX, FORECAST_DAYS)
    .default(FORECAST_DAYS_DEFAULT),
});
export type SubscriptionForecastQuery = z.output<typeof SubscriptionForecastQuerySchema>;

/** How much of one product: bags (units ordered) and kilograms (bags × the product's weight). */
export const ForecastAmountSchema = z.object({
  productId: IdSchema,
  name: z.string(),
  bags: z.number().int(),
  /** 0 for a product without a weight (an accessory the owner gave none). */
  kg: z.number(),
});
export type ForecastAmount = z.infer<typeof ForecastAmountSchema>;

export const SubscriptionForecastSchema = z.object({
  /** The first and last store days of the window (`YYYY-MM-DD`), today first. */
  from: z.string(),
  to: z.string(),
  days: z.number().int(),
  /** Every day of the window, in order; a day without renewals has no products. */
  byDay: z.array(
    z.object({
      date: z.string(),
      renewals: z.number().int(),
      products: z.array(ForecastAmountSchema),
    }),
  ),
  /** Each product over the whole window, by name. */
  totals: z.array(ForecastAmountSchema),
  renewals: z.number().int(),
  bags: z.number().int(),
  kg: z.number(),
});
export type SubscriptionForecast = z.infer<typeof SubscriptionForecastSchema>;

export const SubscriptionForecastResponseSchema = z.object({
  success: z.literal(true),
  data: SubscriptionForecastSchema,
});

// ---- the dashboard -----------------------------------------------------------------------

/** Subscribe & save on the dashboard: who subscribes now, and who stopped in the last 30 days, why. */
export const SubscriptionFiguresSchema = z.object({
  active: z.number().int(),
  paused: z.number().int(),
  cancelledLast30Days: z.number().int(),
  /** The reasons given by those who cancelled in the last 30 days, most first (null: none given). */
  churnReasons: z.array(z.object({ reason: z.enum(CANCEL_REASONS).nullable(), count: z.number().int() })),
});
export type SubscriptionFigures = z.infer<typeof SubscriptionFiguresSchema>;

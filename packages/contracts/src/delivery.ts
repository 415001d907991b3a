import {
  DeliveryFailureNoteSchema,
  DeliveryFailurePhotoSchema,
  DeliveryFailureReasonSchema,
} from './missed-delivery';
import { PinSchema } from './handover';
import { PinExceptionInputSchema } from './pin-exceptions';
import { z } from './zod';
import { englishOf, type Message, text } from './messages';
import {
  IdSchema,
  PageNumberSchema,
  PageSizeSchema,
  MoneySchema,
  PageInfoSchema,
  TimestampSchema,
} from './common';
import { DEFAULT_ASSIGNMENT_FEE } from './constants';
import { EARNING_STATUSES, EarningStatusSchema, OrderStatusSchema } from './enums';
import { OrderSchema } from './orders';
import { PhoneSchema } from './users';
import { DELIVERY_PERSON_REQUIRED, LATITUDE_RANGE, LONGITUDE_RANGE } from './validation-messages';

/** The delivery area's calls (SPEC §7, `/delivery/*`) and the admin's courier calls. */

// ---- Entities ---------------------------------------------------------------------------

/**
 * An order as the courier sees it: the ordinary order answer plus what to collect at the door
 * (the total of a cash order not paid yet, else 0) and the courier's own timestamps.
 */
export const CourierOrderSchema = OrderSchema.extend({
  amountToCollect: MoneySchema,
  /**
   * The order's total when it was placed, when today's sales tax makes the invoice (and so the
   * cash to collect) different; else null.
   */
  placedTotal: MoneySchema.nullable(),
  /** The courier must type the customer's PIN to complete this delivery (never the PIN itself). */
  pinRequired: z.boolean(),
  /** Five wrong tries locked the PIN: the shop completes the hand-over. */
  pinLocked: z.boolean(),
  assignedAt: TimestampSchema,
  pickedUpAt: TimestampSchema.nullable(),
  deliveredAt: TimestampSchema.nullable(),
});
export type CourierOrder = z.infer<typeof CourierOrderSchema>;

/** SPEC §3: a delivery-history entry (order {_id, status}, amount, status, createdAt, paidAt). */
export const EarningEntrySchema = z.object({
  _id: IdSchema,
  order: z.object({
    _id: IdSchema,
    /** The order's number as printed everywhere: `IK-1042`. */
    number: z.string(),
    status: OrderStatusSchema,
    /** When this courier delivered it; null while under way. */
    deliveredAt: TimestampSchema.nullable(),
  }),
  amount: MoneySchema,
  status: EarningStatusSchema,
  createdAt: TimestampSchema,
  paidAt: TimestampSchema.nullable(),
  /** A pending earning may be paid out now (its order is delivered: the order life cycle's rule). */
  payable: z.boolean(),
  /** Why the shop should look at it, e.g. paid out and then the order was cancelled. */
  flag: z.string().nullable(),
});
export type EarningEntry = z.infer<typeof EarningEntrySchema>;

export const EarningsTotalsSchema = z.object({
  total: MoneySchema,
  pending: MoneySchema,
  paid: MoneySchema,
});
export type EarningsTotals = z.infer<typeof EarningsTotalsSchema>;

/** GET /delivery/earnings: totals, cash still to hand over, and the newest entries. */
export const EarningsSchema = EarningsTotalsSchema.extend({
  /** Cash collected on delivered cash orders and not yet handed to the shop. */
  cashHeld: MoneySchema,
  /** The newest {@link EARNINGS_HISTORY_LIMIT} entries; `GET /delivery/history` pages through all. */
  history: z.array(EarningEntrySchema),
});
export type Earnings = z.infer<typeof EarningsSchema>;

export const DeliveryLocationSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  updatedAt: TimestampSchema.nullable(),
});

/** SPEC §3: a delivery person has its own `_id` and a `user` object (DESIGN: delivery-person ids). */
export const DeliveryProfileSchema = z.object({
  _id: IdSchema,
  user: z.object({ _id: IdSchema, name: z.string(), email: z.string() }),
  isAvailable: z.boolean(),
  phone: z.string().nullable(),
  vehicle: z.string().nullable(),
  location: DeliveryLocationSchema.nullable(),
  earnings: EarningsTotalsSchema,
  cashHeld: MoneySchema,
});
export type DeliveryProfile = z.infer<typeof DeliveryProfileSchema>;

/** A delivery person in the admin's list. */
export const DeliveryPersonSchema = DeliveryProfileSchema.extend({
  /** Deliveries assigned or picked up, not delivered yet. */
  openDeliveries: z.number().int(),
  /**
   * The newest {@link ADMIN_HISTORY_PREVIEW} entries, newest first;
   * `GET /delivery/admin/delivery-persons/{personId}/history` pages through all of them.
   */
  deliveryHistory: z.array(EarningEntrySchema),
  /** How many history entries the courier has in all. */
  historyCount: z.number().int(),
});
export type DeliveryPerson = z.infer<typeof DeliveryPersonSchema>;

export const CourierSuggestionSchema = z.object({
  deliveryPersonId: IdSchema,
  name: z.string(),
  reason: z.string(),
});
export type CourierSuggestion = z.infer<typeof CourierSuggestionSchema>;

export const EARNINGS_HISTORY_LIMIT = 50;
/** History entries shown on each courier's card in the admin's list (a few, so it stays fast at scale). */
export const ADMIN_HISTORY_PREVIEW = 5;

// ---- Inputs -----------------------------------------------------------------------------

/** SPEC §4: the courier moves assigned → picked_up → delivered. */
export const UpdateDeliveryStatusInputSchema = z
  .object({
    status: z.enum(['picked_up', 'delivered', 'failed'], {
      error: text(
        /*i18n*/ {
          id: 'validation.deliveryStatus.unknownOrFailed',
          message: 'Status must be picked_up, delivered or failed',
        },
      ),
    }),
    /** Delivered: the customer's hand-over PIN, where the shop asks for it. */
    pin: PinSchema.optional(),
    /** Delivered without the PIN the order asks for: why, and the photo taken at the door. */
    pinException: PinExceptionInputSchema.optional(),
    /** Failed: why, and what the courier adds (README "Deliveries"). */
    reason: DeliveryFailureReasonSchema.optional(),
    note: DeliveryFailureNoteSchema.optional(),
    /** Failed: a photo taken at the door, sent first (`POST /delivery/orders/{id}/photos`). */
    photoId: DeliveryFailurePhotoSchema.optional(),
  })
  .refine((input) => input.status !== 'failed' || input.reason !== undefined, {
    path: ['reason'],
    error: text(
      /*i18n*/ {
        id: 'validation.deliveryFailure.reasonRequired',
        message: 'Say why the delivery failed: not home, wrong address, refused or unsafe',
      },
    ),
  });
export type UpdateDeliveryStatusInput = z.infer<typeof UpdateDeliveryStatusInputSchema>;

/** How far ahead of the server's clock a phone's time may be (clocks drift). */
export const MADE_AT_MAX_SKEW_MS = 2 * 60 * 1000;
/** How old a move kept in the phone's outbox may be when it arrives. */
export const MADE_AT_MAX_AGE_MS = 24 * 3600 * 1000;

/**
 * What the courier app adds to any move it sends: when the courier made it on the phone (a move
 * made offline reaches the shop later). Kept apart from the move's own fields so the move's body
 * can grow without touching it.
 */
export const CourierMoveMetaSchema = z.object({
  madeAt: z.iso
    .datetime({
      offset: true,
      error: text(
        /*i18n*/ {
          id: 'validation.madeAt.format',
          message: 'madeAt must be a date and time such as 2026-03-04T10:12:00Z',
        },
      ),
    })
    .optional(),
});
export type CourierMoveMeta = z.infer<typeof CourierMoveMetaSchema>;

/** PATCH /delivery/orders/{id}/status: the move, and when the phone made it. */
export const UpdateDeliveryStatusRequestSchema = z.intersection(
  UpdateDeliveryStatusInputSchema,
  CourierMoveMetaSchema,
);

export const VEHICLE_MAX_LENGTH = 60;

/** PATCH /delivery/profile: an empty string clears a field. */
export const UpdateDeliveryProfileInputSchema = z.object({
  phone: z.union([PhoneSchema, z.literal('')]).optional(),
  vehicle: z
    .string({ error: text(/*i18n*/ { id: 'validation.vehicle.text', message: 'Vehicle must be text' }) })
    .trim()
    .max(
      VEHICLE_MAX_LENGTH,
      text(
        /*i18n*/ {
          id: 'validation.vehicle.tooLong',
          message: 'Vehicle must be at most {max, number} characters',
          values: { max: VEHICLE_MAX_LENGTH },
        },
      ),
    )
    .optional(),
});
export type UpdateDeliveryProfileInput = z.infer<typeof UpdateDeliveryProfileInputSchema>;

export const UpdateAvailabilityInputSchema = z.object({
  isAvailable: z.boolean({
    error: text(
      /*i18n*/ { id: 'validation.isAvailable.boolean', message: 'isAvailable must be true or false' },
    ),
  }),
});
export type UpdateAvailabilityInput = z.infer<typeof UpdateAvailabilityInputSchema>;

export const UpdateLocationInputSchema = z.object({
  latitude: z
    .number({
      error: text(/*i18n*/ { id: 'validation.latitude.number', message: 'Latitude must be a number' }),
    })
    .min(-90, LATITUDE_RANGE)
    .max(90, LATITUDE_RANGE),
  longitude: z
    .number({
      error: text(/*i18n*/ { id: 'validation.longitude.number', message: 'Longitude must be a number' }),
    })
    .min(-180, LONGITUDE_RANGE)
    .max(180, LONGITUDE_RANGE),
});
export type UpdateLocationInput = z.infer<typeof UpdateLocationInputSchema>;

export const MAX_ASSIGNMENT_FEE = 10_000;

/** SPEC §5: the assignment fee is a number, at least 0, step 0.01 (default 10, SPEC §9). */
export const AssignDeliveryInputSchema = z.object({
  deliveryPersonId: z
    .string({
      error: DELIVERY_PERSON_REQUIRED,
    })
    .trim()
    .min(1, DELIVERY_PERSON_REQUIRED)
    .max(64),
  deliveryFee: z
    .number({
      error: text(/*i18n*/ { id: 'validation.deliveryFee.number', message: 'Delivery fee must be a number' }),
    })
    .min(0, text(/*i18n*/ { id: 'validation.deliveryFee.min', message: 'Delivery fee must be 0 or more' }))
    .max(
      MAX_ASSIGNMENT_FEE,
      text(
        /*i18n*/ {
          id: 'validation.deliveryFee.max',
          message: 'Delivery fee must be at most {max}',
          values: { max: MAX_ASSIGNMENT_FEE },
        },
      ),
    )
    .refine((fee) => Math.abs(fee * 100 - Math.round(fee * 100)) < 1e-6, {
      message: text(
        /*i18n*/ {
          id: 'validation.deliveryFee.decimals',
          message: 'Delivery fee can have at most 2 decimals',
        },
      ),
    })
    .default(DEFAULT_ASSIGNMENT_FEE),
});
export type AssignDeliveryInput = z.input<typeof AssignDeliveryInputSchema>;
export type AssignDeliveryCommand = z.output<typeof AssignDeliveryInputSchema>;

export const DeliveryHistoryQuerySchema = z.object({
  status: z
    .enum(['all', ...EARNING_STATUSES], {
      error: text(
        /*i18n*/ {
          id: 'validation.earningStatus.unknown',
          message: 'Status must be one of all, pending, paid',
        },
      ),
    })
    .default('all'),
  page: PageNumberSchema,
  pageSize: PageSizeSchema.default(20),
});
export type DeliveryHistoryQuery = z.output<typeof DeliveryHistoryQuerySchema>;

const id = z.string().trim().min(1).max(64);
export const CourierOrderParamsSchema = z.object({ id });
export const AdminOrderParamsSchema = z.object({ orderId: id });
export const DeliveryPersonParamsSchema = z.object({ personId: id });
export const PayoutParamsSchema = z.object({ personId: id, orderId: id });

// ---- Responses --------------------------------------------------------------------------

const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

export const CourierOrderListResponseSchema = ok(z.array(CourierOrderSchema));
export const CourierOrderResponseSchema = ok(CourierOrderSchema);
export const EarningsResponseSchema = ok(EarningsSchema);
export const DeliveryHistoryResponseSchema = PageInfoSchema.extend({
  success: z.literal(true),
  data: z.array(EarningEntrySchema),
});
export type DeliveryHistoryResponse = z.infer<typeof DeliveryHistoryResponseSchema>;
export const DeliveryProfileResponseSchema = ok(DeliveryProfileSchema);
export const DeliveryPersonListResponseSchema = ok(z.array(DeliveryPersonSchema));
/** `data: null` when no delivery person is available. */
export const CourierSuggestionResponseSchema = ok(CourierSuggestionSchema.nullable());
export const EarningEntryResponseSchema = ok(EarningEntrySchema);
export const CashSettlementResponseSchema = ok(z.object({ settled: MoneySchema }));

// ---- Messages ---------------------------------------------------------------------------

export const DELIVERY_MESSAGE_DESCRIPTORS = {
  orderNotFound: /*i18n*/ { id: 'delivery.orderNotFound', message: 'Order not found' },
  personNotFound: /*i18n*/ { id: 'delivery.personNotFound', message: 'Delivery person not found' },
  earningNotFound: /*i18n*/ {
    id: 'delivery.earningNotFound',
    message: 'No earning found for this order and delivery person',
  },
  alreadyPaid: /*i18n*/ { id: 'delivery.alreadyPaid', message: 'This earning has already been paid' },
  pickupNotAssignable: /*i18n*/ {
    id: 'delivery.pickupNotAssignable',
    message: 'Store pickup orders are collected at the store and cannot be assigned to a delivery person.',
  },
  cancelledNotAssignable: /*i18n*/ {
    id: 'delivery.cancelledNotAssignable',
    message: 'This order was cancelled and cannot be assigned.',
  },
  deliveredNotAssignable: /*i18n*/ {
    id: 'delivery.deliveredNotAssignable',
    message: 'This order has already been delivered.',
  },
  alreadyPickedUp: /*i18n*/ {
    id: 'delivery.alreadyPickedUp',
    message: 'This order has already been picked up and can no longer be re-assigned.',
  },
  alreadyPaidNotReassignable: /*i18n*/ {
    id: 'delivery.alreadyPaidNotReassignable',
    message: 'This delivery has already been paid out and can no longer be re-assigned.',
  },
  assignRace: /*i18n*/ {
    id: 'delivery.assignRace',
    message: 'This order was just assigned by someone else. Please refresh and try again.',
  },
  orderCancelled: /*i18n*/ {
    id: 'delivery.orderCancelled',
    message: 'This order was cancelled. Please do not deliver it.',
  },
  pickUpFirst: /*i18n*/ {
    id: 'delivery.pickUpFirst',
    message: 'Please mark the order as picked up before marking it as delivered.',
  },
  alreadyPickedUpByYou: /*i18n*/ {
    id: 'delivery.alreadyPickedUpByYou',
    message: 'This order has already been marked as picked up.',
  },
  alreadyDelivered: /*i18n*/ {
    id: 'delivery.alreadyDelivered',
    message: 'This order has already been marked as delivered.',
  },
  cannotGoBack: /*i18n*/ {
    id: 'delivery.cannotGoBack',
    message: 'A delivered order cannot be marked as picked up again.',
  },
  noCourier: /*i18n*/ { id: 'delivery.noCourier', message: 'No delivery person is available at the moment.' },
  noHistory: /*i18n*/ { id: 'delivery.noHistory', message: 'No delivery history found.' },
  noOrders: /*i18n*/ { id: 'delivery.noOrders', message: 'No orders assigned to you at the moment.' },
} satisfies Record<string, Message>;
export const DELIVERY_MESSAGES = englishOf(DELIVERY_MESSAGE_DESCRIPTORS);

// ---- Web Push (decision 020) ------------------------------------------------------------

const base64url = (what: string, length: { min: number; max: number }) =>
  z
    .string()
    .regex(
      /^[A-Za-z0-9_-]+$/,
      text(/*i18n*/ { id: 'validation.push.base64url', message: 'Push keys must be base64url text' }),
    )
    .min(
      length.min,
      text(/*i18n*/ { id: 'validation.push.keyLength', message: 'A push key has the wrong length' }),
    )
    .max(
      length.max,
      text(/*i18n*/ { id: 'validation.push.keyLength', message: 'A push key has the wrong length' }),
    )
    .describe(what);

/** A push service's address for one browser: always https. */
export const PushEndpointSchema = z
  .string()
  .max(2048, text(/*i18n*/ { id: 'validation.push.endpointLength', message: 'The push address is too long' }))
  .regex(
    /^https:\/\/[^\s/]+\/\S*$/,
    text(/*i18n*/ { id: 'validation.push.endpoint', message: 'The push address must be an https:// URL' }),
  );

/** PUT /delivery/push/subscription: what the browser's `PushSubscription.toJSON()` gives. */
export const PushSubscriptionInputSchema = z.object({
  endpoint: PushEndpointSchema,
  keys: z.object({
    // An uncompressed P-256 point (65 bytes) and a 16-byte secret, base64url without padding.
    p256dh: base64url('the browser’s P-256 public key', { min: 87, max: 88 }),
    auth: base64url('the browser’s auth secret', { min: 22, max: 24 }),
  }),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInputSchema>;

/** DELETE /delivery/push/subscription. */
export const PushEndpointInputSchema = z.object({ endpoint: PushEndpointSchema });

export const PushKeyResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ publicKey: z.string() }),
});

export const PushSubscriptionResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ subscribed: z.boolean() }),
});

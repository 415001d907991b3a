import { z } from './zod';
import { TIMELINE_KINDS, TimelineFactsSchema } from './order-timeline';
import { english, englishOf, type Message, text } from './messages';
import { ProductPhotoSchema } from './product-photos';
import {
  IdSchema,
  PageNumberSchema,
  PageSizeSchema,
  MoneySchema,
  PageInfoSchema,
  TimestampSchema,
} from './common';
import { formatPrice } from './display';
import { DEFAULT_LOCALE, type Locale } from './i18n';
import {
  DeliveryMethodSchema,
  DeliveryStatusSchema,
  FulfillmentMethodSchema,
  ORDER_STATUSES,
  OrderStatusSchema,
  PaymentMethodSchema,
  PaymentStatusSchema,
  ProductTypeSchema,
} from './enums';
import { CustomerOrderNoteSchema, DeliveryInstructionsSchema } from './order-notes';
import { PromoCodeSchema } from './promo-code';
import { OrderRefundSchema } from './refunds';
import { HandOverSchema } from './handover';
import { MissedDeliverySchema } from './missed-delivery';
import { PhoneSchema } from './users';
import { checkPostalCode, CountryCodeSchema } from './countries';
import { TaxCategorySchema, TaxSummarySchema } from './tax';
import {
  CITY_REQUIRED,
  IDEMPOTENCY_KEY_LENGTH,
  ONE_LINE,
  ONE_LINE_PATTERN,
  PHONE_REQUIRED,
  POSTAL_CODE_REQUIRED,
  STREET_REQUIRED,
} from './validation-messages';

const required = (messages: { required: string; tooLong: string }, max: number) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(max, messages.tooLong)
    .regex(ONE_LINE_PATTERN, ONE_LINE);

/** SPEC §5: street, city, postal code, country and phone are all required for home delivery. */
export const ShippingAddressFieldsSchema = z.object({
  street: required(
    {
      required: STREET_REQUIRED,
      tooLong: text(/*i18n*/ { id: 'validation.street.tooLong', message: 'Street is too long' }),
    },
    200,
  ),
  city: required(
    {
      required: CITY_REQUIRED,
      tooLong: text(/*i18n*/ { id: 'validation.city.tooLong', message: 'City is too long' }),
    },
    100,
  ),
  postalCode: required(
    {
      required: POSTAL_CODE_REQUIRED,
      tooLong: text(/*i18n*/ { id: 'validation.postalCode.tooLong', message: 'Postal code is too long' }),
    },
    20,
  ),
  /** An ISO 3166-1 alpha-2 code ("CA"), upper-cased; the server also checks the shop ships there. */
  country: CountryCodeSchema,
  phone: z.string({ error: PHONE_REQUIRED }).trim().min(1, PHONE_REQUIRED).pipe(PhoneSchema),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
});
export const ShippingAddressInputSchema = ShippingAddressFieldsSchema.superRefine(checkPostalCode);
export type ShippingAddressInput = z.infer<typeof ShippingAddressInputSchema>;

export const ProductIdSchema = z.uuid({
  error: text(/*i18n*/ { id: 'validation.productId.invalid', message: 'Invalid product id' }),
});

export const MAX_ORDER_LINES = 50;
export const MAX_LINE_QUANTITY = 1000;

/**
 * DESIGN's order creation payload. `price`, `cost`, `totalAmount` and `phone` at the top are
 * read and ignored: the server prices everything itself.
 */
export const CreateOrderInputSchema = z
  .object({
    products: z
      .array(
        z.object({
          product: ProductIdSchema,
          quantity: z
            .number({
              error: text(
                /*i18n*/ { id: 'validation.quantity.number', message: 'Quantity must be a number' },
              ),
            })
            .int(
              text(
                /*i18n*/ { id: 'validation.quantity.integer', message: 'Quantity must be a whole number' },
              ),
            )
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
          price: z.number().optional(),
        }),
        { error: text(/*i18n*/ { id: 'validation.products.required', message: 'Products are required' }) },
      )
      .min(1, text(/*i18n*/ { id: 'validation.cart.empty', message: 'Your cart is empty' }))
      .max(
        MAX_ORDER_LINES,
        text(
          /*i18n*/ {
            id: 'validation.cart.tooManyLines',
            message: 'An order can have at most {max, number} lines',
            values: { max: MAX_ORDER_LINES },
          },
        ),
      ),
    delivery: z.object(
      {
        fulfillmentMethod: FulfillmentMethodSchema.default('delivery'),
        method: DeliveryMethodSchema.default('standard'),
        address: z.unknown().optional(),
        cost: z.number().optional(),
        /** For the courier (gate code, where to leave it); home delivery only. */
        instructions: DeliveryInstructionsSchema,
      },
      {
        error: text(
          /*i18n*/ { id: 'validation.delivery.required', message: 'Delivery details are required' },
        ),
      },
    ),
    payment: z.object({ method: PaymentMethodSchema.default('cash') }).default({ method: 'cash' }),
    /** A discount code; priced and redeemed by the server, refused with a reason. */
    promoCode: PromoCodeSchema.optional(),
    totalAmount: z.number().optional(),
    phone: z.string().optional(),
  })
  .transform((input, ctx) => {
    // The address matters only for home delivery; a pickup order ignores whatever was sent.
    let address: ShippingAddressInput | null = null;
    if (input.delivery.fulfillmentMethod === 'delivery') {
      const parsed = ShippingAddressInputSchema.safeParse(input.delivery.address ?? {});
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          ctx.addIssue({
            code: 'custom',
            message: issue.message,
            path: ['delivery', 'address', ...issue.path],
            // The refusal's own code (`country_invalid`…) travels with it.
            ...('params' in issue && issue.params ? { params: issue.params } : {}),
          });
        }
        return z.NEVER;
      }
      address = parsed.data;
    }
    return {
      lines: input.products.map((line) => ({ productId: line.product, quantity: line.quantity })),
      fulfillmentMethod: input.delivery.fulfillmentMethod,
      deliveryMethod: input.delivery.method,
      address,
      deliveryInstructions:
        input.delivery.fulfillmentMethod === 'delivery' && input.delivery.instructions
          ? input.delivery.instructions
          : null,
      paymentMethod: input.payment.method,
      promoCode: input.promoCode ?? null,
    };
  });
export type CreateOrderInput = z.input<typeof CreateOrderInputSchema>;
export type CreateOrderCommand = z.output<typeof CreateOrderInputSchema>;

export const OrderAddressSchema = z.object({
  street: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
  phone: z.string().nullable().optional(),
  latitude: z.number().nullable().optional(),
  longitude: z.number().nullable().optional(),
});
export type OrderAddress = z.infer<typeof OrderAddressSchema>;

export const OrderPersonSchema = z.object({ _id: IdSchema, name: z.string(), email: z.string() });

export const OrderItemSchema = z.object({
  product: z.object({
    _id: IdSchema,
    name: z.string(),
    type: ProductTypeSchema,
    /** Kilograms as sold; null for an accessory sold without a weight. */
    weight: z.number().nullable(),
    price: MoneySchema,
    /** The product's main photo as it is now; null = its drawing is shown. */
    photo: ProductPhotoSchema.nullable(),
  }),
  quantity: z.number().int(),
  /** Unit price at the time of sale. */
  price: MoneySchema,
  /** The line's tax status when it was sold; null for orders from before taxes. */
  taxCategory: TaxCategorySchema.nullable(),
  /** How many of the line came back in returns so far. */
  returned: z.number().int(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

/** One step of the order's history as the customer sees it, read from the order event log. */
export const OrderTimelineEntrySchema = z.object({
  status: z.string(),
  /** The step in English; a reader's page writes it in its language from `kind` and `facts`. */
  label: z.string(),
  kind: z.enum(TIMELINE_KINDS),
  facts: TimelineFactsSchema,
  at: TimestampSchema,
});

/** The card a card order was paid with (brand and last 4 digits only). */
export const PaidCardSchema = z.object({ brand: z.string(), last4: z.string() });
export type PaidCard = z.infer<typeof PaidCardSchema>;

export const OrderSchema = z.object({
  _id: IdSchema,
  id: IdSchema,
  /** The order's number as people read it everywhere: `IK-1042` (order-number.ts). */
  number: z.string(),
  user: OrderPersonSchema,
  items: z.array(OrderItemSchema),
  subtotal: MoneySchema,
  /** The discount code the order was placed with and what it took off, or null. */
  discount: z.object({ code: z.string(), amount: MoneySchema }).nullable(),
  deliveryFee: MoneySchema,
  /** The sales tax of the order; null for orders placed before taxes were charged. */
  tax: TaxSummarySchema.nullable(),
  /** subtotal − discount + delivery fee (+ tax, unless prices include it). */
  totalAmount: MoneySchema,
  /**
   * The invoice number, given when the order is paid or delivered (gap-free), and
   * the credit note that cancels it when a paid order is cancelled and refunded.
   */
  invoice: z.object({ number: z.string(), issuedAt: TimestampSchema }).nullable(),
  creditNote: z.object({ number: z.string(), issuedAt: TimestampSchema }).nullable(),
  currency: z.string(),
  status: OrderStatusSchema,
  paymentStatus: PaymentStatusSchema,
  shippingAddress: OrderAddressSchema.nullable(),
  delivery: z.object({
    fulfillmentMethod: FulfillmentMethodSchema,
    method: DeliveryMethodSchema,
    cost: MoneySchema,
    address: OrderAddressSchema.nullable(),
    pickupAddress: OrderAddressSchema.nullable(),
    assignedTo: OrderPersonSchema.nullable(),
    status: DeliveryStatusSchema.nullable(),
    /** The courier's fee for this delivery, when assigned. */
    deliveryFee: MoneySchema.nullable(),
    /** The customer's delivery instructions. */
    instructions: z.string().nullable(),
    /** The delivery zone that priced a home delivery (its name then); null otherwise (decision 019). */
    zone: z.string().nullable(),
  }),
  payment: z.object({
    method: PaymentMethodSchema,
    status: PaymentStatusSchema,
    /** Card orders: the card that paid, once the provider confirmed it. */
    card: PaidCardSchema.nullable(),
  }),
  /**
   * The statuses the shop may set next (the order life cycle decides); empty once the order is
   * delivered or cancelled. The admin's status list offers only these and the current one.
   */
  nextStatuses: z.array(OrderStatusSchema),
  /** A courier may be assigned now (home delivery, not yet picked up, still open). */
  canAssign: z.boolean(),
  /** The customer may still cancel it (pending). */
  canCancel: z.boolean(),
  /**
   * The hand-over PIN of a delivery order, for its customer (and the shop): never sent to the
   * courier. Null for pickups and orders from before PINs.
   */
  handOver: HandOverSchema.nullable(),
  /** The last delivery the courier could not make, while the order waits for another (else null). */
  missedDelivery: MissedDeliverySchema.nullable(),
  /** The customer may choose another day or a pickup (a missed delivery not assigned again). */
  canReschedule: z.boolean(),
  /** Returns and partial refunds, oldest first, each with its credit note. */
  refunds: z.array(OrderRefundSchema),
  /** What they gave back so far, and what the shop can still refund (0 when it cannot). */
  refunded: MoneySchema,
  refundable: MoneySchema,
  isSubscriptionOrder: z.boolean(),
  estimatedDelivery: TimestampSchema,
  /** The shop's notes to the customer, oldest first; internal notes are never here. */
  notes: z.array(CustomerOrderNoteSchema),
  timeline: z.array(OrderTimelineEntrySchema),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderResponseSchema = z.object({ success: z.literal(true), data: OrderSchema });
export type OrderResponse = z.infer<typeof OrderResponseSchema>;

export const OrderListQuerySchema = z.object({
  page: PageNumberSchema,
  pageSize: PageSizeSchema.default(10),
  status: z
    .enum(['all', ...ORDER_STATUSES], {
      error: text(
        /*i18n*/ {
          id: 'validation.orderStatus.oneOf',
          message: 'Status must be one of all, {statuses}',
          values: { statuses: ORDER_STATUSES.join(', ') },
        },
      ),
    })
    .default('all'),
  /** Search by order id (the start of it, as shown on screen). */
  q: z.string().trim().max(64).optional(),
});
export type OrderListQuery = z.output<typeof OrderListQuerySchema>;

export const OrderListResponseSchema = PageInfoSchema.extend({
  success: z.literal(true),
  data: z.array(OrderSchema),
});
export type OrderListResponse = z.infer<typeof OrderListResponseSchema>;

export const OrderParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IdempotencyKeySchema = z
  .string()
  .trim()
  .min(8, IDEMPOTENCY_KEY_LENGTH)
  .max(255, IDEMPOTENCY_KEY_LENGTH);

export const ORDER_MESSAGE_DESCRIPTORS = {
  loginRequired: /*i18n*/ { id: 'order.loginRequired', message: 'You must be logged in to checkout' },
  pleaseLogin: /*i18n*/ { id: 'order.pleaseLogin', message: 'Please login to continue' },
  resolveStock: /*i18n*/ {
    id: 'order.resolveStock',
    message: 'Please resolve out-of-stock items before checkout',
  },
  createFailed: /*i18n*/ { id: 'order.createFailed', message: 'Failed to create order' },
  notFound: /*i18n*/ { id: 'order.notFound', message: 'Order not found' },
  productGone: /*i18n*/ {
    id: 'order.productGone',
    message: 'A product in your cart is no longer available. Please remove it and try again.',
  },
  cardViaPayment: /*i18n*/ {
    id: 'order.cardViaPayment',
    message: 'Card orders are placed through the card payment step.',
  },
  cancelOnlyPending: /*i18n*/ {
    id: 'order.cancelOnlyPending',
    message: 'Only a pending order can be cancelled.',
  },
  tooManyOpenCashOrders: (max: number): Message => /*i18n*/ ({
    id: 'order.tooManyOpenCashOrders',
    message:
      'You already have {max} cash orders waiting to be paid. Please pay one of them (on delivery or at pickup), cancel one, or pay this order by card.',
    values: { max },
  }),
  unpaidCashLimit: (
    cap: { maxUnits: number; maxValue: number; heldUnits: number; heldValue: number },
    locale: Locale = DEFAULT_LOCALE,
  ): Message =>
    cap.heldUnits === 0
      ? /*i18n*/ {
          id: 'order.unpaidCashLimit.first',
          message:
            'Unpaid cash orders are limited to {maxUnits} items and {maxValue} per account, and this order is over that. Please pay it by card, or order less.',
          values: { maxUnits: cap.maxUnits, maxValue: formatPrice(cap.maxValue, locale) },
        }
      : /*i18n*/ {
          id: 'order.unpaidCashLimit.held',
          message:
            'Unpaid cash orders are limited to {maxUnits} items and {maxValue} per account, and your cash orders waiting to be paid already hold {heldUnits} items ({heldValue}). Please pay this order by card, or place it once an earlier order has been delivered and paid.',
          values: {
            maxUnits: cap.maxUnits,
            maxValue: formatPrice(cap.maxValue, locale),
            heldUnits: cap.heldUnits,
            heldValue: formatPrice(cap.heldValue, locale),
          },
        },
  idempotencyMismatch: /*i18n*/ {
    id: 'order.idempotencyMismatch',
    message: 'This Idempotency-Key was already used for a different order.',
  },
  notAssigned: /*i18n*/ { id: 'order.notAssigned', message: 'Not yet assigned to a delivery person' },
  pickupOrder: /*i18n*/ { id: 'order.pickupOrder', message: 'Store Pickup Order' },
  loadFailed: /*i18n*/ { id: 'order.loadFailed', message: 'Error Loading Orders' },
};
export const ORDER_MESSAGES = englishOf(ORDER_MESSAGE_DESCRIPTORS);

/** "Only 2 left of Kayanza Kinyovu Ground Coffee (1/2 kg)" — names the product and what is left. */
export function outOfStockDescriptor(name: string, left: number): Message {
  return left <= 0
    ? /*i18n*/ { id: 'order.outOfStock', message: '{name} is out of stock.', values: { name } }
    : /*i18n*/ { id: 'order.onlyLeft', message: 'Only {left} left of {name}.', values: { name, left } };
}

export function outOfStockMessage(name: string, left: number): string {
  return english(outOfStockDescriptor(name, left));
}

/** Who did something to an order, as the order event log records it. */
export const ORDER_ACTOR_ROLES = ['customer', 'admin', 'delivery', 'system', 'provider'] as const;
export type OrderActorRole = (typeof ORDER_ACTOR_ROLES)[number];

/** What the order event log records (server/src/modules/orders/lifecycle.ts writes them). */
export const ORDER_EVENT_TYPES = [
  'placed',
  'payment_captured',
  'assigned',
  'reassigned',
  'picked_up',
  'delivered',
  'status_changed',
  'cash_collected',
  'cancelled',
  'refund_requested',
  'refunded',
  'refund_failed',
  'earning_paid',
  'earning_voided',
  'earning_flagged',
  'invoiced',
  'credit_note_issued',
  'returned',
  'tax_rerated',
  'pin_failed',
  'delivery_failed',
  'rescheduled',
  'switched_to_pickup',
  'pin_locked',
  'pin_exception',
  'pin_exception_accepted',
  'pin_exception_disputed',
] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

/** One entry of an order's activity (admin order detail): who, what, from → to, why, how much. */
export const OrderEventSchema = z.object({
  _id: IdSchema,
  type: z.enum(ORDER_EVENT_TYPES),
  at: TimestampSchema,
  actor: z.object({
    role: z.enum(ORDER_ACTOR_ROLES),
    _id: IdSchema.nullable(),
    name: z.string().nullable(),
  }),
  fromStatus: OrderStatusSchema.nullable(),
  toStatus: OrderStatusSchema.nullable(),
  paymentStatus: PaymentStatusSchema.nullable(),
  deliveryStatus: DeliveryStatusSchema.nullable(),
  amount: MoneySchema.nullable(),
  reason: z.string().nullable(),
  /** A one-line summary in plain words, e.g. "Assigned to Jean (fee $10.00)". */
  summary: z.string(),
  /**
   * A courier's move sent from the phone's outbox: when it was made on the phone (`at` is when it
   * reached the shop). Null otherwise.
   */
  madeAt: TimestampSchema.nullable().optional(),
});
export type OrderEvent = z.infer<typeof OrderEventSchema>;

export const OrderActivityResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(OrderEventSchema),
});

/** The order life cycle's refusals (409, code `order_locked` or `move_not_allowed`). */
export const LIFECYCLE_MESSAGE_DESCRIPTORS = {
  cancelled: /*i18n*/ {
    id: 'lifecycle.cancelled',
    message: 'This order was cancelled, so it can no longer change.',
  },
  delivered: /*i18n*/ {
    id: 'lifecycle.delivered',
    message: 'This order has been delivered, so it can no longer change.',
  },
  pickupNotShipped: /*i18n*/ {
    id: 'lifecycle.pickupNotShipped',
    message: 'A store pickup order is not shipped: mark it as Delivered when the customer collects it.',
  },
  courierAssignedNoPending: /*i18n*/ {
    id: 'lifecycle.courierAssignedNoPending',
    message:
      'A delivery person is assigned to this order, so it cannot go back to Pending. Cancel it, or let the delivery go ahead.',
  },
  pickedUpNoGoingBack: /*i18n*/ {
    id: 'lifecycle.pickedUpNoGoingBack',
    message:
      'The delivery person has already picked this order up, so it cannot go back to an earlier status.',
  },
  shippedNotAssignable: /*i18n*/ {
    id: 'lifecycle.shippedNotAssignable',
    message: 'This order has already been shipped and can no longer be assigned.',
  },
  earningNotPayable: /*i18n*/ {
    id: 'lifecycle.earningNotPayable',
    message: 'This delivery is not finished yet: an earning can be paid once the order is delivered.',
  },
  earningOfCancelledOrder: /*i18n*/ {
    id: 'lifecycle.earningOfCancelledOrder',
    message: 'This order was cancelled, so its delivery earning cannot be paid.',
  },
  refundFailed: /*i18n*/ {
    id: 'lifecycle.refundFailed',
    message:
      'The order is cancelled. The card refund did not go through yet; the shop will retry it automatically.',
  },
} satisfies Record<string, Message>;
export const LIFECYCLE_MESSAGES = englishOf(LIFECYCLE_MESSAGE_DESCRIPTORS);

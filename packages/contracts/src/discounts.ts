import { z } from './zod';
import { text } from './messages';
import { IdSchema, MoneySchema, TimestampSchema } from './common';
import { formatPrice, PRODUCT_TYPE_LABELS } from './display';
import { DeliveryMethodSchema, FulfillmentMethodSchema, ProductTypeSchema } from './enums';
import { PROMO_REFUSALS } from './error-codes';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES, ProductIdSchema } from './orders';
import { TaxCategorySchema, TaxSummarySchema } from './tax';
import { PromoCodeSchema } from './promo-code';

export { PromoCodeSchema };

/** Issue 17 §1: what a discount code gives. */
export const DISCOUNT_KINDS = ['percentage', 'fixed', 'free_delivery'] as const;
export const DiscountKindSchema = z.enum(DISCOUNT_KINDS);
export type DiscountKind = z.infer<typeof DiscountKindSchema>;

export const DISCOUNT_KIND_LABELS: Record<DiscountKind, string> = {
  percentage: 'Percentage off',
  fixed: 'Fixed amount off',
  free_delivery: 'Free delivery',
};

export { PROMO_REFUSALS };
export type PromoRefusal = (typeof PROMO_REFUSALS)[number];

export const isPromoRefusal = (code: string | undefined): code is PromoRefusal =>
  (PROMO_REFUSALS as readonly string[]).includes(code ?? '');

/** The sentences a shopper reads when a code does not apply. */
export const PROMO_MESSAGES = {
  unknown: (code: string) => `There is no code ${code}. Please check the spelling.`,
  inactive: (code: string) => `The code ${code} is no longer offered.`,
  notStarted: (code: string, startsAt: string) =>
    `The code ${code} can be used from ${new Date(startsAt).toLocaleDateString('en-CA', { dateStyle: 'medium', timeZone: 'UTC' })}.`,
  expired: (code: string) => `The code ${code} has expired.`,
  usedUp: (code: string) => `The code ${code} has been used as many times as it is offered.`,
  signInRequired: (code: string) =>
    `Sign in to use ${code}: it is checked against your account when you check out.`,
  firstOrderOnly: (code: string) => `The code ${code} is for the first order of an account only.`,
  customerLimit: (code: string, max: number) =>
    max === 1
      ? `You have already used the code ${code}.`
      : `You have already used the code ${code} ${max} times, as often as it is offered.`,
  minSubtotal: (code: string, min: number) =>
    `The code ${code} needs a subtotal of at least ${formatPrice(min)}.`,
  noEligibleProducts: (code: string, scope: string) =>
    `The code ${code} applies to ${scope} only, and there is none in your cart.`,
  nothingToDiscount: (code: string) => `Delivery is already free for this order, so ${code} changes nothing.`,
  codeTaken: 'A discount with this code already exists.',
  notFound: 'Discount not found',
  loadFailed: 'The discounts could not be loaded.',
  saveFailed: 'The discount could not be saved.',
} as const;

// ── Admin: the discount codes ──────────────────────────────────────────────────────────────

interface NumberMessages {
  notNumber: string;
  tooLarge: string;
}

const wholeCount = (messages: NumberMessages & { notWhole: string; tooSmall: string }) =>
  z
    .number({ error: messages.notNumber })
    .int(messages.notWhole)
    .min(1, messages.tooSmall)
    .max(1_000_000, messages.tooLarge);

const money = (messages: NumberMessages & { negative: string; decimals: string }) =>
  z
    .number({ error: messages.notNumber })
    .min(0, messages.negative)
    .max(100_000, messages.tooLarge)
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, messages.decimals);

const AMOUNT_MESSAGES = {
  notNumber: text(/*i18n*/ { id: 'validation.amount.number', message: 'Amount must be a number' }),
  negative: text(/*i18n*/ { id: 'validation.amount.negative', message: 'Amount cannot be negative' }),
  tooLarge: text(/*i18n*/ { id: 'validation.amount.tooLarge', message: 'Amount is too large' }),
  decimals: text(/*i18n*/ { id: 'validation.amount.decimals', message: 'Amount has at most 2 decimals' }),
};
const MIN_SUBTOTAL_MESSAGES = {
  notNumber: text(
    /*i18n*/ { id: 'validation.minSubtotal.number', message: 'Minimum subtotal must be a number' },
  ),
  negative: text(
    /*i18n*/ { id: 'validation.minSubtotal.negative', message: 'Minimum subtotal cannot be negative' },
  ),
  tooLarge: text(
    /*i18n*/ { id: 'validation.minSubtotal.tooLarge', message: 'Minimum subtotal is too large' },
  ),
  decimals: text(
    /*i18n*/ { id: 'validation.minSubtotal.decimals', message: 'Minimum subtotal has at most 2 decimals' },
  ),
};
const TOTAL_USES_MESSAGES = {
  notNumber: text(/*i18n*/ { id: 'validation.totalUses.number', message: 'Total uses must be a number' }),
  notWhole: text(
    /*i18n*/ { id: 'validation.totalUses.integer', message: 'Total uses must be a whole number' },
  ),
  tooSmall: text(/*i18n*/ { id: 'validation.totalUses.min', message: 'Total uses must be at least 1' }),
  tooLarge: text(/*i18n*/ { id: 'validation.totalUses.tooLarge', message: 'Total uses is too large' }),
};
const USES_PER_CUSTOMER_MESSAGES = {
  notNumber: text(
    /*i18n*/ { id: 'validation.usesPerCustomer.number', message: 'Uses per customer must be a number' },
  ),
  notWhole: text(
    /*i18n*/ {
      id: 'validation.usesPerCustomer.integer',
      message: 'Uses per customer must be a whole number',
    },
  ),
  tooSmall: text(
    /*i18n*/ { id: 'validation.usesPerCustomer.min', message: 'Uses per customer must be at least 1' },
  ),
  tooLarge: text(
    /*i18n*/ { id: 'validation.usesPerCustomer.tooLarge', message: 'Uses per customer is too large' },
  ),
};

const instant = z.iso.datetime({
  offset: true,
  error: text(/*i18n*/ { id: 'validation.instant.required', message: 'Enter a date and time' }),
});

const percent = z
  .number({
    error: text(/*i18n*/ { id: 'validation.percent.number', message: 'Percentage must be a number' }),
  })
  .int(text(/*i18n*/ { id: 'validation.percent.integer', message: 'Percentage must be a whole number' }))
  .min(1, text(/*i18n*/ { id: 'validation.percent.range', message: 'Percentage must be 1 to 100' }))
  .max(100, text(/*i18n*/ { id: 'validation.percent.range', message: 'Percentage must be 1 to 100' }));

const DiscountFieldsSchema = z.object({
  code: PromoCodeSchema,
  kind: DiscountKindSchema,
  /** percentage: 1 to 100 (whole percent). */
  percentOff: percent.nullable().default(null),
  /** fixed: the dollars taken off. */
  amountOff: money(AMOUNT_MESSAGES).nullable().default(null),
  startsAt: instant.nullable().default(null),
  endsAt: instant.nullable().default(null),
  /** The cart's subtotal (before any discount) must reach this. */
  minSubtotal: money(MIN_SUBTOTAL_MESSAGES).default(0),
  /** Uses across every customer; null = no limit. */
  maxUses: wholeCount(TOTAL_USES_MESSAGES).nullable().default(null),
  maxUsesPerCustomer: wholeCount(USES_PER_CUSTOMER_MESSAGES).nullable().default(null),
  firstOrderOnly: z.boolean().default(false),
  /** Empty lists = the whole cart; otherwise only lines of these products or types count. */
  productIds: z.array(ProductIdSchema).max(200).default([]),
  productTypes: z.array(ProductTypeSchema).max(3).default([]),
  active: z.boolean().default(true),
});

/** The rules between fields, for a new code and for a code after an edit. */
export function discountIssues(
  input: Pick<
    z.output<typeof DiscountFieldsSchema>,
    'kind' | 'percentOff' | 'amountOff' | 'startsAt' | 'endsAt'
  >,
): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (input.kind === 'percentage' && input.percentOff === null)
    issues.push({
      path: 'percentOff',
      message: text(
        /*i18n*/ { id: 'validation.percentOff.required', message: 'Enter the percentage taken off' },
      ),
    });
  if (input.kind === 'fixed' && (input.amountOff === null || input.amountOff <= 0))
    issues.push({
      path: 'amountOff',
      message: text(/*i18n*/ { id: 'validation.amountOff.required', message: 'Enter the amount taken off' }),
    });
  if (input.startsAt && input.endsAt && Date.parse(input.endsAt) <= Date.parse(input.startsAt))
    issues.push({
      path: 'endsAt',
      message: text(
        /*i18n*/ { id: 'validation.discountDates.order', message: 'The end must come after the start' },
      ),
    });
  return issues;
}

export const DiscountInputSchema = DiscountFieldsSchema.superRefine((input, ctx) => {
  for (const issue of discountIssues(input)) ctx.addIssue({ code: 'custom', ...issue, path: [issue.path] });
});
export type DiscountInput = z.input<typeof DiscountInputSchema>;
export type DiscountCommand = z.output<typeof DiscountInputSchema>;

/** PATCH: any subset; the cross-field rules are checked on the code as it would be saved. */
export const DiscountUpdateInputSchema = z.object({
  code: PromoCodeSchema.optional(),
  kind: DiscountKindSchema.optional(),
  percentOff: percent.nullable().optional(),
  amountOff: money(AMOUNT_MESSAGES).nullable().optional(),
  startsAt: instant.nullable().optional(),
  endsAt: instant.nullable().optional(),
  minSubtotal: money(MIN_SUBTOTAL_MESSAGES).optional(),
  maxUses: wholeCount(TOTAL_USES_MESSAGES).nullable().optional(),
  maxUsesPerCustomer: wholeCount(USES_PER_CUSTOMER_MESSAGES).nullable().optional(),
  firstOrderOnly: z.boolean().optional(),
  productIds: z.array(ProductIdSchema).max(200).optional(),
  productTypes: z.array(ProductTypeSchema).max(3).optional(),
  active: z.boolean().optional(),
});
export type DiscountUpdateInput = z.input<typeof DiscountUpdateInputSchema>;

export const DiscountParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

export const DiscountSchema = z.object({
  _id: IdSchema,
  code: z.string(),
  kind: DiscountKindSchema,
  percentOff: z.number().int().nullable(),
  amountOff: MoneySchema.nullable(),
  startsAt: TimestampSchema.nullable(),
  endsAt: TimestampSchema.nullable(),
  minSubtotal: MoneySchema,
  maxUses: z.number().int().nullable(),
  maxUsesPerCustomer: z.number().int().nullable(),
  firstOrderOnly: z.boolean(),
  productIds: z.array(IdSchema),
  productTypes: z.array(ProductTypeSchema),
  active: z.boolean(),
  /** Orders that hold a use now (a cancelled order gives its use back). */
  uses: z.number().int(),
  /** "15% off · first order only", for lists. */
  summary: z.string(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type Discount = z.infer<typeof DiscountSchema>;

export const DiscountResponseSchema = z.object({ success: z.literal(true), data: DiscountSchema });
export const DiscountListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(DiscountSchema),
});

/** What the landing banner may say about a code that is on offer now. */
export const DiscountOfferResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ code: z.string(), offer: z.string(), endsAt: TimestampSchema.nullable() }),
});

type Describable = Pick<
  Discount,
  'kind' | 'percentOff' | 'amountOff' | 'minSubtotal' | 'firstOrderOnly' | 'productTypes' | 'productIds'
>;

/** "15% off", "CA$5.00 off", "Free delivery". */
export function discountHeadline(discount: Pick<Discount, 'kind' | 'percentOff' | 'amountOff'>): string {
  if (discount.kind === 'percentage') return `${discount.percentOff ?? 0}% off`;
  if (discount.kind === 'fixed') return `${formatPrice(discount.amountOff ?? 0)} off`;
  return 'Free delivery';
}

/** The products a code is limited to, in words ("Powder and Sack coffee", "2 chosen products"). */
export function discountScope(discount: Pick<Discount, 'productTypes' | 'productIds'>): string | null {
  const parts: string[] = [];
  if (discount.productTypes.length > 0)
    parts.push(`${discount.productTypes.map((type) => PRODUCT_TYPE_LABELS[type]).join(' and ')} coffee`);
  if (discount.productIds.length > 0)
    parts.push(
      discount.productIds.length === 1 ? '1 chosen product' : `${discount.productIds.length} chosen products`,
    );
  return parts.length > 0 ? parts.join(' or ') : null;
}

/** "15% off · first order only · orders from CA$30.00": what a code gives, in one line. */
export function discountSummary(discount: Describable): string {
  const parts = [discountHeadline(discount)];
  const scope = discountScope(discount);
  if (scope) parts.push(scope);
  if (discount.firstOrderOnly) parts.push('first order only');
  if (discount.minSubtotal > 0) parts.push(`orders from ${formatPrice(discount.minSubtotal)}`);
  return parts.join(' · ');
}

/** The landing banner's words: "15% off your first order", "Free delivery on orders from CA$30.00". */
export function discountOffer(discount: Describable): string {
  const headline = discountHeadline(discount);
  const what = discount.firstOrderOnly
    ? discount.kind === 'free_delivery'
      ? `${headline} on your first order`
      : `${headline} your first order`
    : headline;
  return discount.minSubtotal > 0 ? `${what} (orders from ${formatPrice(discount.minSubtotal)})` : what;
}

// ── Checkout: the one server-side quote ────────────────────────────────────────────────────

/** `POST /api/checkout/quote`: the cart, how it is fulfilled, and an optional code. */
export const CheckoutQuoteInputSchema = z
  .object({
    products: z
      .array(
        z.object({
          product: ProductIdSchema,
          quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
        }),
      )
      .min(1, 'Your cart is empty')
      .max(MAX_ORDER_LINES),
    delivery: z
      .object({
        fulfillmentMethod: FulfillmentMethodSchema.default('delivery'),
        method: DeliveryMethodSchema.default('standard'),
        /**
         * Issue 16: where it goes decides the sales tax (province from the postal code; another
         * country is an export). Without it a delivery is estimated at the store's province.
         */
        address: z
          .object({
            postalCode: z.string().trim().max(20),
            country: z.string().trim().max(100),
          })
          .loose()
          .optional(),
      })
      .default({ fulfillmentMethod: 'delivery', method: 'standard' }),
    promoCode: PromoCodeSchema.optional(),
  })
  .transform((input) => ({
    lines: input.products.map((line) => ({ productId: line.product, quantity: line.quantity })),
    fulfillmentMethod: input.delivery.fulfillmentMethod,
    deliveryMethod: input.delivery.method,
    address:
      input.delivery.fulfillmentMethod === 'delivery' && input.delivery.address
        ? { postalCode: input.delivery.address.postalCode, country: input.delivery.address.country }
        : null,
    promoCode: input.promoCode ?? null,
  }));
export type CheckoutQuoteInput = z.input<typeof CheckoutQuoteInputSchema>;

export const PromoOutcomeSchema = z.object({
  code: z.string(),
  applied: z.boolean(),
  /** What it gives when it applies ("15% off · first order only"). */
  summary: z.string().nullable(),
  kind: DiscountKindSchema.nullable(),
  /** Why it does not apply, when it does not. */
  reason: z.object({ code: z.enum(PROMO_REFUSALS), message: z.string() }).nullable(),
});
export type PromoOutcome = z.infer<typeof PromoOutcomeSchema>;

export const CheckoutQuoteSchema = z.object({
  lines: z.array(
    z.object({
      product: z.object({ _id: IdSchema, name: z.string(), type: ProductTypeSchema, weight: z.number() }),
      quantity: z.number().int(),
      price: MoneySchema,
      lineTotal: MoneySchema,
      taxCategory: TaxCategorySchema,
    }),
  ),
  subtotal: MoneySchema,
  discount: MoneySchema,
  deliveryFee: MoneySchema,
  /** Issue 16: the sales tax lines (added to the total, or included in the prices). */
  tax: TaxSummarySchema,
  total: MoneySchema,
  currency: z.string(),
  promo: PromoOutcomeSchema.nullable(),
});
export type CheckoutQuote = z.infer<typeof CheckoutQuoteSchema>;
export const CheckoutQuoteResponseSchema = z.object({ success: z.literal(true), data: CheckoutQuoteSchema });

/** The shopper's code box (cart and review step). */
export const PromoCodeFormSchema = z.object({ promoCode: PromoCodeSchema });

import { z } from './zod';
import { english, englishOf, type Message, text, type Translator } from './messages';
import { IdSchema, MoneySchema, TimestampSchema } from './common';
import { formatPrice, PRODUCT_TYPE_MESSAGES } from './display';
import { DEFAULT_LOCALE, type Locale } from './i18n';
import { DeliveryMethodSchema, FulfillmentMethodSchema, ProductTypeSchema } from './enums';
import { PROMO_REFUSALS } from './error-codes';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES, ProductIdSchema } from './orders';
import { TaxCategorySchema, TaxSummarySchema } from './tax';
import { checkPostalCode, CountryCodeSchema } from './countries';
import { PromoCodeSchema } from './promo-code';
import { PERCENT_RANGE } from './validation-messages';

export { PromoCodeSchema };

/** What a discount code gives. */
export const DISCOUNT_KINDS = ['percentage', 'fixed', 'free_delivery'] as const;
export const DiscountKindSchema = z.enum(DISCOUNT_KINDS);
export type DiscountKind = z.infer<typeof DiscountKindSchema>;

export const DISCOUNT_KIND_MESSAGES: Record<DiscountKind, Message> = {
  percentage: /*i18n*/ { id: 'discount.kind.percentage', message: 'Percentage off' },
  fixed: /*i18n*/ { id: 'discount.kind.fixed', message: 'Fixed amount off' },
  free_delivery: /*i18n*/ { id: 'discount.kind.free_delivery', message: 'Free delivery' },
};
export const DISCOUNT_KIND_LABELS: Record<DiscountKind, string> = englishOf(DISCOUNT_KIND_MESSAGES);

export { PROMO_REFUSALS };
export type PromoRefusal = (typeof PROMO_REFUSALS)[number];

export const isPromoRefusal = (code: string | undefined): code is PromoRefusal =>
  (PROMO_REFUSALS as readonly string[]).includes(code ?? '');

/** The sentences a shopper reads when a code does not apply; money and dates in `locale`. */
export const PROMO_MESSAGE_DESCRIPTORS = {
  unknown: (code: string): Message => /*i18n*/ ({
    id: 'promo.unknown',
    message: 'There is no code {code}. Please check the spelling.',
    values: { code },
  }),
  inactive: (code: string): Message => /*i18n*/ ({
    id: 'promo.inactive',
    message: 'The code {code} is no longer offered.',
    values: { code },
  }),
  notStarted: (code: string, startsAt: string, locale: Locale = DEFAULT_LOCALE): Message => /*i18n*/ ({
    id: 'promo.notStarted',
    message: 'The code {code} can be used from {date}.',
    values: {
      code,
      date: new Date(startsAt).toLocaleDateString(locale, { dateStyle: 'medium', timeZone: 'UTC' }),
    },
  }),
  expired: (code: string): Message => /*i18n*/ ({
    id: 'promo.expired',
    message: 'The code {code} has expired.',
    values: { code },
  }),
  usedUp: (code: string): Message => /*i18n*/ ({
    id: 'promo.usedUp',
    message: 'The code {code} has been used as many times as it is offered.',
    values: { code },
  }),
  signInRequired: (code: string): Message => /*i18n*/ ({
    id: 'promo.signInRequired',
    message: 'Sign in to use {code}: it is checked against your account when you check out.',
    values: { code },
  }),
  firstOrderOnly: (code: string): Message => /*i18n*/ ({
    id: 'promo.firstOrderOnly',
    message: 'The code {code} is for the first order of an account only.',
    values: { code },
  }),
  customerLimit: (code: string, max: number): Message =>
    max === 1
      ? /*i18n*/ {
          id: 'promo.customerLimit.once',
          message: 'You have already used the code {code}.',
          values: { code },
        }
      : /*i18n*/ {
          id: 'promo.customerLimit.many',
          message: 'You have already used the code {code} {max} times, as often as it is offered.',
          values: { code, max },
        },
  minSubtotal: (code: string, min: number, locale: Locale = DEFAULT_LOCALE): Message => /*i18n*/ ({
    id: 'promo.minSubtotal',
    message: 'The code {code} needs a subtotal of at least {min}.',
    values: { code, min: formatPrice(min, locale) },
  }),
  /** `scope` is `discountScope…` in the reader's language. */
  noEligibleProducts: (code: string, scope: string): Message => /*i18n*/ ({
    id: 'promo.noEligibleProducts',
    message: 'The code {code} applies to {scope} only, and there is none in your cart.',
    values: { code, scope },
  }),
  nothingToDiscount: (code: string): Message => /*i18n*/ ({
    id: 'promo.nothingToDiscount',
    message: 'Delivery is already free for this order, so {code} changes nothing.',
    values: { code },
  }),
  codeTaken: /*i18n*/ { id: 'promo.codeTaken', message: 'A discount with this code already exists.' },
  notFound: /*i18n*/ { id: 'promo.notFound', message: 'Discount not found' },
  loadFailed: /*i18n*/ { id: 'promo.loadFailed', message: 'The discounts could not be loaded.' },
  saveFailed: /*i18n*/ { id: 'promo.saveFailed', message: 'The discount could not be saved.' },
};
export const PROMO_MESSAGES = englishOf(PROMO_MESSAGE_DESCRIPTORS);

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
  .min(1, PERCENT_RANGE)
  .max(100, PERCENT_RANGE);

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
  /** The subscriber discount (Subscribe & save): applied to subscription orders, never typed. */
  subscribersOnly: z.boolean(),
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

/** The facts a discount's summary is written from. */
export type Describable = Pick<
  Discount,
  'kind' | 'percentOff' | 'amountOff' | 'minSubtotal' | 'firstOrderOnly' | 'productTypes' | 'productIds'
>;

/** English, for the English exports below. */
const inEnglish: Translator = { _: english };

/** "15% off", "$5.00 off", "Free delivery"; fr-CA "15 % de rabais". */
export function discountHeadlineMessage(
  discount: Pick<Discount, 'kind' | 'percentOff' | 'amountOff'>,
  locale: Locale = DEFAULT_LOCALE,
): Message {
  if (discount.kind === 'percentage')
    return /*i18n*/ {
      id: 'discount.headline.percentage',
      message: '{percent}% off',
      values: { percent: discount.percentOff ?? 0 },
    };
  if (discount.kind === 'fixed')
    return /*i18n*/ {
      id: 'discount.headline.fixed',
      message: '{amount} off',
      values: { amount: formatPrice(discount.amountOff ?? 0, locale) },
    };
  return /*i18n*/ { id: 'discount.headline.freeDelivery', message: 'Free delivery' };
}

export function discountHeadline(discount: Pick<Discount, 'kind' | 'percentOff' | 'amountOff'>): string {
  return english(discountHeadlineMessage(discount));
}

/**
 * The products a code is limited to, in the words of `i18n` ("Powder and Sack coffee", "2 chosen
 * products"); the product types are translated through the same `i18n`.
 */
export function discountScopeIn(
  i18n: Translator,
  discount: Pick<Discount, 'productTypes' | 'productIds'>,
): string | null {
  const types =
    discount.productTypes.length > 0
      ? discount.productTypes.map((type) => i18n._(PRODUCT_TYPE_MESSAGES[type]))
      : [];
  const typesPart =
    types.length > 0
      ? i18n._(
          /*i18n*/ {
            id: 'discount.scope.types',
            message: '{types} coffee',
            values: {
              types: types.join(` ${i18n._(/*i18n*/ { id: 'discount.scope.and', message: 'and' })} `),
            },
          },
        )
      : null;
  const count = discount.productIds.length;
  const productsPart =
    count > 0
      ? i18n._(
          /*i18n*/ {
            id: 'discount.scope.products',
            message: '{count, plural, one {# chosen product} other {# chosen products}}',
            values: { count },
          },
        )
      : null;
  if (typesPart && productsPart)
    return i18n._(
      /*i18n*/ {
        id: 'discount.scope.either',
        message: '{types} or {products}',
        values: { types: typesPart, products: productsPart },
      },
    );
  return typesPart ?? productsPart;
}

export function discountScope(discount: Pick<Discount, 'productTypes' | 'productIds'>): string | null {
  return discountScopeIn(inEnglish, discount);
}

/** "15% off · first order only · orders from $30.00": what a code gives, in one line. */
export function discountSummaryIn(
  i18n: Translator,
  discount: Describable,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const parts = [i18n._(discountHeadlineMessage(discount, locale))];
  const scope = discountScopeIn(i18n, discount);
  if (scope) parts.push(scope);
  if (discount.firstOrderOnly)
    parts.push(i18n._(/*i18n*/ { id: 'discount.summary.firstOrderOnly', message: 'first order only' }));
  if (discount.minSubtotal > 0)
    parts.push(
      i18n._(
        /*i18n*/ {
          id: 'discount.summary.minSubtotal',
          message: 'orders from {min}',
          values: { min: formatPrice(discount.minSubtotal, locale) },
        },
      ),
    );
  return parts.join(' · ');
}

export function discountSummary(discount: Describable): string {
  return discountSummaryIn(inEnglish, discount);
}

/** The landing banner's words: "15% off your first order", "Free delivery on orders from $30.00". */
export function discountOfferIn(
  i18n: Translator,
  discount: Describable,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const headline = i18n._(discountHeadlineMessage(discount, locale));
  const what = discount.firstOrderOnly
    ? discount.kind === 'free_delivery'
      ? i18n._(
          /*i18n*/ {
            id: 'discount.offer.freeDeliveryFirstOrder',
            message: '{headline} on your first order',
            values: { headline },
          },
        )
      : i18n._(
          /*i18n*/ {
            id: 'discount.offer.firstOrder',
            message: '{headline} your first order',
            values: { headline },
          },
        )
    : headline;
  if (discount.minSubtotal <= 0) return what;
  return i18n._(
    /*i18n*/ {
      id: 'discount.offer.minSubtotal',
      message: '{offer} (orders from {min})',
      values: { offer: what, min: formatPrice(discount.minSubtotal, locale) },
    },
  );
}

export function discountOffer(discount: Describable): string {
  return discountOfferIn(inEnglish, discount);
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
         * Where it goes decides the sales tax (province from the postal code; another
         * country is an export). Without it a delivery is estimated at the store's province.
         */
        address: z
          .object({
            postalCode: z.string().trim().max(20),
            country: CountryCodeSchema,
          })
          .loose()
          .superRefine(checkPostalCode)
          .optional(),
      })
      .default({ fulfillmentMethod: 'delivery', method: 'standard' }),
    promoCode: PromoCodeSchema.optional(),
    /** Subscribe & save: priced with the subscriber discount instead of a code (decision 022). */
    subscribe: z.boolean().optional(),
  })
  .transform((input) => ({
    subscribe: input.subscribe ?? false,
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
      product: z.object({
        _id: IdSchema,
        name: z.string(),
        type: ProductTypeSchema,
        weight: z.number().nullable(),
      }),
      quantity: z.number().int(),
      price: MoneySchema,
      lineTotal: MoneySchema,
      taxCategory: TaxCategorySchema,
    }),
  ),
  subtotal: MoneySchema,
  discount: MoneySchema,
  deliveryFee: MoneySchema,
  /** The sales tax lines (added to the total, or included in the prices). */
  tax: TaxSummarySchema,
  /**
   * The part of `tax` charged on the lines alone, without the delivery fee's share: what the
   * cart shows, where no fee is shown yet. Each line's tax is rounded on its own, so this is
   * exactly `tax` less the fee's tax.
   */
  itemsTax: TaxSummarySchema,
  total: MoneySchema,
  currency: z.string(),
  promo: PromoOutcomeSchema.nullable(),
});
export type CheckoutQuote = z.infer<typeof CheckoutQuoteSchema>;
export const CheckoutQuoteResponseSchema = z.object({ success: z.literal(true), data: CheckoutQuoteSchema });

/** The shopper's code box (cart and review step). */
export const PromoCodeFormSchema = z.object({ promoCode: PromoCodeSchema });

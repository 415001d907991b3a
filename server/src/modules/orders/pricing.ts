import {
  type DiscountKind,
  discountScope,
  discountSummary,
  type Describable,
  PROMO_MESSAGES,
  type PromoRefusal,
} from '@ikawa/contracts/discounts';
import type { CreateOrderCommand } from '@ikawa/contracts/orders';
import type { ProductType } from '@ikawa/contracts/enums';
import { fromCents } from '@ikawa/contracts/money';
import {
  EXPORT_LABEL,
  isCanada,
  type PlaceOfSupply,
  PPM,
  PROVINCE_NAMES,
  type Province,
  provinceOfPostalCode,
  type TaxCategory,
  type TaxKind,
  isRegisteredOn,
  registrationFor,
  type TaxRegistrationKind,
  type TaxRegistrations,
} from '@ikawa/contracts/tax';
import { lineLabel, textIn } from '@ikawa/contracts/products';
import { subtotalCents } from '@ikawa/contracts/rules/cart-totals';
import { deliveryFeeCents, deliveryRefusal, type DeliveryTerms } from '@ikawa/contracts/rules/delivery-fee';
import { AppError } from '../../lib/app-error';
import type { SettingsRow } from '../settings/repo';
import { flatTermsOf } from '../settings/shipping';
import { ERRORS } from '../../lib/error-messages';
import type { Locale, MessageDescriptor } from '@ikawa/contracts/i18n';
import type { products } from '../../db/schema/products';
import { money } from '../../lib/i18n';

type ProductRow = typeof products.$inferSelect;

/**
 * The product facts the one pricing function reads, and the order line keeps: a sale priced from
 * a copy of the catalogue is taken only while the product still reads so, and `orders/repo.ts`
 * builds that guard, the sale's reads and the copy's columns from this list. Pricing from another
 * product field means adding it here, or `SaleProduct` does not have it and nothing compiles.
 */
export const PRICING_INPUTS = [
  'name',
  'type',
  'weightKg',
  'priceCents',
  'taxCategory',
  'translations',
] as const;
export type PricingInput = (typeof PRICING_INPUTS)[number];

/**
 * A product as it is sold: its id and the pricing inputs, as the products table holds them.
 * The owner's other-language texts (`translations`) name the line in the order's language; a
 * line priced from a card payment's record may not carry them.
 */
export type SaleProduct = { id: string } & Pick<ProductRow, Exclude<PricingInput, 'translations'>> &
  Partial<Pick<ProductRow, 'translations'>>;

export interface PricedLine {
  productId: string;
  name: string;
  type: ProductType;
  /** Null for an accessory sold without a weight. */
  weightKg: number | null;
  unitPriceCents: number;
  quantity: number;
  /** The line's tax status and its tax (absent in card records from before sales tax). */
  taxCategory?: TaxCategory;
  taxCents?: number;
  /** The discount code's share of the line (a return gives back the line net of it). */
  discountCents?: number;
}

/** One tax of a priced cart: what `order_tax_lines` keeps. */
export interface PricedTaxLine {
  tax: TaxKind;
  province: Province;
  ratePpm: number;
  /** The taxable amount, tax excluded (after discounts, with the taxed part of the fee). */
  baseCents: number;
  amountCents: number;
}

/** A rate in force at the place of supply (from `tax_rates`). */
export interface TaxRate {
  tax: TaxKind;
  ratePpm: number;
}

/**
 * Where the sale is taxed, the rates there on the day that the shop is registered to charge,
 * whether prices include them, and the registrations the place's other taxes would need.
 */
export interface TaxContext {
  place: PlaceOfSupply;
  rates: TaxRate[];
  pricesIncludeTax: boolean;
  notRegistered: TaxRegistrationKind[];
}

/**
 * A cart priced by the server: what an order is made of and what a card intent charges. Card
 * payments keep it with the intent (`payments.priced_cart`), so the order made after payment is
 * exactly what was paid for.
 */
export interface PricedCart {
  lines: PricedLine[];
  subtotalCents: number;
  /** What the discount code takes off (0 without one); total = subtotal − discount + fee. */
  discountCents?: number;
  feeCents: number;
  /**
   * The sales tax (absent in card records from before it) — where, one line per tax,
   * their sum, whether the prices include it, and the part of the fee that was taxed.
   * total = subtotal − discount + fee + tax (+ 0 when the prices include the tax).
   */
  place?: PlaceOfSupply;
  taxLines?: PricedTaxLine[];
  /** The part of `taxLines` charged on the lines alone (no fee): what the cart shows. */
  itemsTaxLines?: PricedTaxLine[];
  taxCents?: number;
  taxIncluded?: boolean;
  feeTaxableCents?: number;
  /** The taxable supplies, tax excluded, charged or not (absent in older card records). */
  taxableCents?: number;
  /** The taxes not charged for want of a registration (absent in older card records: none). */
  notRegistered?: TaxRegistrationKind[];
  totalCents: number;
  currency: string;
  /** The code asked for and what came of it; absent when none was asked for. */
  promo?: PromoResult | null;
  /**
   * The delivery zone that priced a home delivery, with the weekdays it is served (0 = Monday;
   * null: any business day); null for a pickup or the flat fees, absent in older card records.
   */
  deliveryZone?: { id: string; name: string; days: number[] | null } | null;
}

/** A discount code as the pricing function reads it (the `discount_codes` row). */
export interface DiscountRule {
  id: string;
  code: string;
  kind: DiscountKind;
  percentOff: number | null;
  amountOffCents: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  minSubtotalCents: number;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  firstOrderOnly: boolean;
  productIds: string[];
  productTypes: ProductType[];
  active: boolean;
  usesCount: number;
  /** Applied by the shop to subscription orders only (decision 022); unknown to a checkout. */
  subscribersOnly?: boolean;
}

/** What the shop knows about the customer when a code is checked; null when signed out. */
export interface CustomerFacts {
  /** Their orders that are not cancelled (a first-order code needs none). */
  liveOrders: number;
  /** Uses of this code their orders hold now. */
  usesOfCode: number;
}

/** A code asked for: the code as typed, its row (undefined when unknown), the customer, the time. */
export interface PromoRequest {
  code: string;
  rule: DiscountRule | undefined;
  customer: CustomerFacts | null;
  now: Date;
  /**
   * A subscription's order (decision 022): the subscriber discount is the shop's own, so when it
   * does not apply (under its minimum, used up) the order is priced without it, not refused.
   */
  subscriber?: boolean;
}

export type PromoResult =
  | {
      code: string;
      applied: true;
      discountId: string;
      kind: DiscountKind;
      /** In English; `described` writes it in a reader's language (`discountSummaryIn`). */
      summary: string;
      described: Describable;
    }
  | { code: string; applied: false; refusal: PromoRefusalInfo };

/** Why a code does not apply: its code, the English sentence, and the sentence to translate. */
export interface PromoRefusalInfo {
  code: PromoRefusal;
  message: string;
  text: MessageDescriptor;
}

const refuse = (
  code: PromoRefusal,
  message: string,
  text: MessageDescriptor,
  values: Record<string, unknown>,
) => ({
  code,
  message,
  text: { ...text, values },
});

export const PROMO_USED_UP = (code: string) =>
  refuse('promo_used_up', PROMO_MESSAGES.usedUp(code), ERRORS.promo.usedUp, { code });

/** Whether the code is on offer now: switched on and within its dates. */
export function availabilityRefusal(rule: DiscountRule, now: Date) {
  if (!rule.active)
    return refuse('promo_inactive', PROMO_MESSAGES.inactive(rule.code), ERRORS.promo.inactive, {
      code: rule.code,
    });
  if (rule.startsAt && now < rule.startsAt)
    return refuse(
      'promo_not_started',
      PROMO_MESSAGES.notStarted(rule.code, rule.startsAt.toISOString()),
      ERRORS.promo.notStarted,
      { code: rule.code, date: rule.startsAt },
    );
  if (rule.endsAt && now >= rule.endsAt)
    return refuse('promo_expired', PROMO_MESSAGES.expired(rule.code), ERRORS.promo.expired, {
      code: rule.code,
    });
  return null;
}

/**
 * The limits that hold under concurrency (checked again when the order is written, under a lock
 * on the customer's row and a conditional update of the code's use count).
 */
export function limitRefusal(rule: DiscountRule, customer: CustomerFacts | null) {
  if (rule.maxUses !== null && rule.usesCount >= rule.maxUses)
    return refuse('promo_used_up', PROMO_MESSAGES.usedUp(rule.code), ERRORS.promo.usedUp, {
      code: rule.code,
    });
  if (rule.firstOrderOnly || rule.maxUsesPerCustomer !== null) {
    if (!customer)
      return refuse(
        'promo_sign_in_required',
        PROMO_MESSAGES.signInRequired(rule.code),
        ERRORS.promo.signInRequired,
        {
          code: rule.code,
        },
      );
    if (rule.firstOrderOnly && customer.liveOrders > 0)
      return refuse(
        'promo_first_order_only',
        PROMO_MESSAGES.firstOrderOnly(rule.code),
        ERRORS.promo.firstOrderOnly,
        {
          code: rule.code,
        },
      );
    if (rule.maxUsesPerCustomer !== null && customer.usesOfCode >= rule.maxUsesPerCustomer)
      return refuse(
        'promo_customer_limit',
        PROMO_MESSAGES.customerLimit(rule.code, rule.maxUsesPerCustomer),
        ERRORS.promo.customerLimit,
        { code: rule.code, max: rule.maxUsesPerCustomer },
      );
  }
  return null;
}

const appliesTo = (rule: DiscountRule, line: PricedLine) =>
  (rule.productIds.length === 0 && rule.productTypes.length === 0) ||
  rule.productIds.includes(line.productId) ||
  rule.productTypes.includes(line.type);

/**
 * What a code takes off this cart (decision 013), in integer cents:
 * - percentage: of the subtotal of the lines it applies to, rounded to the nearest cent (half a
 *   cent up), computed once on that subtotal, never per line;
 * - fixed: its amount, at most the subtotal of the lines it applies to;
 * - free delivery: the delivery fee.
 * The minimum subtotal is compared with the whole cart before any discount, like the free
 * shipping threshold, so applying a code never makes delivery cost more.
 */
function discountOf(rule: DiscountRule, lines: PricedLine[], subtotal: number, fee: number) {
  if (subtotal < rule.minSubtotalCents)
    return refuse(
      'promo_min_subtotal',
      PROMO_MESSAGES.minSubtotal(rule.code, fromCents(rule.minSubtotalCents)),
      ERRORS.promo.minSubtotal,
      { code: rule.code, min: money(fromCents(rule.minSubtotalCents)) },
    );
  const scoped = rule.productIds.length > 0 || rule.productTypes.length > 0;
  const eligibleLines = lines.filter((line) => appliesTo(rule, line));
  const eligible = subtotalCents(eligibleLines);
  // A code limited to some products (free delivery included) needs one of them in the cart.
  if (scoped && eligibleLines.length === 0)
    return refuse(
      'promo_no_eligible_products',
      PROMO_MESSAGES.noEligibleProducts(rule.code, discountScope(rule) ?? 'some products'),
      ERRORS.promo.noEligibleProducts,
      { code: rule.code, scope: discountScope(rule) ?? 'some products' },
    );
  if (rule.kind === 'free_delivery') {
    if (fee === 0)
      return refuse(
        'promo_nothing_to_discount',
        PROMO_MESSAGES.nothingToDiscount(rule.code),
        ERRORS.promo.nothingToDiscount,
        {
          code: rule.code,
        },
      );
    return fee;
  }
  if (rule.kind === 'fixed') return Math.min(rule.amountOffCents ?? 0, eligible);
  return Math.floor((eligible * (rule.percentOff ?? 0) + 50) / 100);
}

/** The code as the one pricing function sees it: every rule, in the order a shopper would fix them. */
export function evaluatePromo(
  promo: PromoRequest,
  lines: PricedLine[],
  subtotal: number,
  fee: number,
): { result: PromoResult; discountCents: number } {
  const { rule, code } = promo;
  const refused = (refusal: PromoRefusalInfo) => ({
    result: { code, applied: false as const, refusal },
    discountCents: 0,
  });
  // A subscribers-only rule typed at an ordinary checkout is not a code the shopper may know.
  if (!rule || (rule.subscribersOnly && !promo.subscriber))
    return refused(refuse('promo_unknown', PROMO_MESSAGES.unknown(code), ERRORS.promo.unknown, { code }));
  const early = availabilityRefusal(rule, promo.now) ?? limitRefusal(rule, promo.customer);
  if (early) return refused(early);
  const amount = discountOf(rule, lines, subtotal, fee);
  if (typeof amount !== 'number') return refused(amount);
  const described: Describable = {
    ...rule,
    amountOff: fromCents(rule.amountOffCents ?? 0),
    minSubtotal: fromCents(rule.minSubtotalCents),
  };
  return {
    result: {
      code: rule.code,
      applied: true,
      discountId: rule.id,
      kind: rule.kind,
      summary: discountSummary(described),
      described,
    },
    discountCents: amount,
  };
}

export type Fulfilment = Pick<CreateOrderCommand, 'fulfillmentMethod' | 'deliveryMethod'>;

/**
 * The place of supply of goods: the province of the delivery address (from its
 * postal code's first letter), the store's province for a pickup, outside Canada for an export
 * (zero-rated). A delivery whose address is not known yet (the cart) is estimated at the store's
 * province. A Canadian address whose postal code names no province is refused.
 */
export function placeOfSupply(
  fulfillment: Fulfilment['fulfillmentMethod'],
  address: { postalCode: string; country: string } | null,
  storeProvince: Province,
): PlaceOfSupply {
  const inProvince = (province: Province, basis: PlaceOfSupply['basis']) => ({
    province,
    basis,
    label: PROVINCE_NAMES[province],
  });
  if (fulfillment === 'pickup') return inProvince(storeProvince, 'pickup');
  if (!address) return inProvince(storeProvince, 'estimate');
  if (!isCanada(address.country)) return { province: null, basis: 'export', label: EXPORT_LABEL };
  const province = provinceOfPostalCode(address.postalCode);
  if (!province)
    throw new AppError('business_rule', ERRORS.order.postalCodeNotCanadian, {
      values: { postalCode: address.postalCode },
      code: 'postal_code_not_canadian',
    });
  return inProvince(province, 'delivery');
}

/** Half a cent or more rounds up (CRA): `numerator / denominator` to the nearest whole cent. */
export const roundHalfUp = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

/**
 * Shares `amount` among `weights` in proportion, in whole cents that add up to it exactly: each
 * gets the floor of its share, and the cents left over go to the largest remainders (the first
 * line on a tie).
 */
export function apportion(amount: number, weights: number[]): number[] {
  const whole = weights.reduce((sum, weight) => sum + weight, 0);
  if (whole <= 0 || amount <= 0) return weights.map(() => 0);
  const shares = weights.map((weight) => Math.floor((amount * weight) / whole));
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = weights
    .map((weight, index) => ({ index, remainder: (amount * weight) % whole }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/**
 * One tax on one base, rounded half up to the cent: `base × rate`, or, when the prices include
 * the tax, the part of `base` that is this tax (`base × rate ÷ (1 + the sum of the rates)`). The
 * one rule for a line's tax: a sale (`computeTax`) and a return of its lines use it alike.
 */
export function baseTax(
  base: number,
  ratePpm: number,
  ratesSumPpm: number,
  pricesIncludeTax: boolean,
): number {
  return pricesIncludeTax ? roundHalfUp(base * ratePpm, PPM + ratesSumPpm) : roundHalfUp(base * ratePpm, PPM);
}

/**
 * The sales tax of a priced cart (decision 015 gives the sources):
 * - the discount reduces the taxable amount: a percentage or fixed code is shared among the lines
 *   it applies to in proportion to their amounts (`apportion`, exact to the cent), free delivery
 *   takes the fee off;
 * - the delivery fee follows the tax status of what it delivers: all of it is taxed when every
 *   line is taxable, none when every line is zero-rated, and in a mixed cart the share of the
 *   taxable lines' value (after discounts), rounded half up;
 * - each tax is computed per line (each taxable line, then the taxed part of the fee) and rounded
 *   half up to the cent, then added up per tax. When prices include tax, each line's tax is taken
 *   out of its amount: amount × rate ÷ (1 + the sum of the rates), rounded the same way.
 */
export function computeTax(
  lines: PricedLine[],
  discount: {
    cents: number;
    freeDelivery: boolean;
    appliesTo: (line: PricedLine) => boolean;
    /** Each line's share as a sale already settled it (an order taxed again): used as it is. */
    shares?: number[];
  },
  feeCents: number,
  context: TaxContext,
): {
  lines: PricedLine[];
  taxLines: PricedTaxLine[];
  itemsTaxLines: PricedTaxLine[];
  taxCents: number;
  feeTaxableCents: number;
  taxableCents: number;
} {
  const amounts = lines.map((line) => line.unitPriceCents * line.quantity);
  const lineDiscounts = discount.shares
    ? discount.shares
    : discount.freeDelivery
      ? lines.map(() => 0)
      : apportion(
          discount.cents,
          lines.map((line, index) => (discount.appliesTo(line) ? (amounts[index] ?? 0) : 0)),
        );
  const nets = amounts.map((amount, index) => amount - (lineDiscounts[index] ?? 0));
  const taxable = (line: PricedLine) => line.taxCategory === 'standard';
  const feeNet = feeCents - (discount.freeDelivery ? discount.cents : 0);
  // The fee's taxed share: by value after discounts (by list value if discounts took it all).
  const valueOf = (values: number[]) => ({
    taxable: values.reduce((sum, value, index) => sum + (taxable(lines[index]!) ? value : 0), 0),
    all: values.reduce((sum, value) => sum + value, 0),
  });
  const net = valueOf(nets);
  const basis = net.all > 0 ? net : valueOf(amounts);
  const feeTaxableCents = basis.all > 0 ? roundHalfUp(feeNet * basis.taxable, basis.all) : 0;

  const province = context.place.province;
  const rates = province ? context.rates : [];
  const ratesSum = rates.reduce((sum, rate) => sum + rate.ratePpm, 0);
  const taxOf = (base: number, rate: TaxRate) =>
    baseTax(base, rate.ratePpm, ratesSum, context.pricesIncludeTax);

  const bases = [...lines.map((line, index) => (taxable(line) ? (nets[index] ?? 0) : 0)), feeTaxableCents];
  const perBase = bases.map((base) => rates.map((rate) => taxOf(base, rate)));
  const taxed = lines.map((line, index) => ({
    ...line,
    taxCents: (perBase[index] ?? []).reduce((sum, tax) => sum + tax, 0),
    discountCents: lineDiscounts[index] ?? 0,
  }));
  /** One line per tax, added up over the bases `counted` keeps. */
  const taxLinesOf = (counted: (b: number) => boolean): PricedTaxLine[] =>
    rates.map((rate, r) => {
      const amountCents = perBase.reduce((sum, taxes, b) => sum + (counted(b) ? (taxes[r] ?? 0) : 0), 0);
      // The taxable amount without tax: as charged, or with every tax taken out when included.
      const baseCents = bases.reduce((sum, base, b) => {
        if (!counted(b)) return sum;
        return sum + (context.pricesIncludeTax ? base - (perBase[b] ?? []).reduce((a, t) => a + t, 0) : base);
      }, 0);
      return { tax: rate.tax, province: province as Province, ratePpm: rate.ratePpm, baseCents, amountCents };
    });
  const taxLines = taxLinesOf(() => true);
  // The taxable supplies, tax excluded, whether or not a tax was charged on them (the shop may not
  // be registered): the registration thresholds and the tax report count them. An export has none.
  const taxTaken = (b: number) =>
    context.pricesIncludeTax ? (perBase[b] ?? []).reduce((a, t) => a + t, 0) : 0;
  const taxableCents = province ? bases.reduce((sum, base, b) => sum + base - taxTaken(b), 0) : 0;
  return {
    lines: taxed,
    taxLines,
    // The fee is the last base: without it, the tax of the lines as the cart shows them.
    itemsTaxLines: taxLinesOf((b) => b < lines.length),
    taxCents: taxLines.reduce((sum, line) => sum + line.amountCents, 0),
    feeTaxableCents: province ? feeTaxableCents : 0,
    taxableCents,
  };
}

/**
 * Each line's share of an order's discount code as the sale settled it (`discountCents` kept per
 * line), or, for orders from before it was kept, the code's cents shared over all lines by amount
 * (`apportion`) — unless the code took exactly the fee (a free-delivery code). What a return
 * gives back and what a hand-over taxes again both read the shares from here.
 */
export function settledDiscountShares(
  lines: { amountCents: number; discountCents?: number | null }[],
  discountCents: number,
  feeCents: number,
): { shares: number[]; onFee: boolean } {
  if (lines.every((line) => typeof line.discountCents === 'number')) {
    const shares = lines.map((line) => line.discountCents ?? 0);
    const onLines = shares.reduce((sum, share) => sum + share, 0);
    return { shares, onFee: discountCents > 0 && onLines === 0 };
  }
  const onFee = discountCents > 0 && discountCents === feeCents;
  return {
    shares: onFee
      ? lines.map(() => 0)
      : apportion(
          discountCents,
          lines.map((line) => line.amountCents),
        ),
    onFee,
  };
}

/** The taxable base of a sale from its tax lines (every tax of a place shares it); 0 without any. */
export function taxableOfLines(lines: { baseCents: number }[]): number {
  return lines.reduce((most, line) => Math.max(most, line.baseCents), 0);
}

/** The same product twice in one cart is one line; lines in product-id order (lock order). */
export function mergeLines(lines: CreateOrderCommand['lines']): { productId: string; quantity: number }[] {
  const merged = new Map<string, number>();
  for (const line of lines) merged.set(line.productId, (merged.get(line.productId) ?? 0) + line.quantity);
  return [...merged]
    .map(([productId, quantity]) => ({ productId, quantity }))
    .sort((a, b) => a.productId.localeCompare(b.productId));
}

/** The rates the shop is registered to charge on the day, and the registrations it lacks. */
export function registeredRates(
  rates: TaxRate[],
  place: PlaceOfSupply,
  registrations: TaxRegistrations,
  day: string,
): Pick<TaxContext, 'rates' | 'notRegistered'> {
  const notRegistered = new Set<TaxRegistrationKind>();
  const charged = rates.filter((rate) => {
    const kind = registrationFor(rate.tax, place.province);
    if (kind && isRegisteredOn(registrations[kind], day)) return true;
    if (kind) notRegistered.add(kind);
    return false;
  });
  return { rates: charged, notRegistered: [...notRegistered] };
}

/** A delivery the terms refuse (decision 019), as the error a quote, an order or an intent gets. */
function deliveryRefused(refusal: NonNullable<ReturnType<typeof deliveryRefusal>>, terms: DeliveryTerms) {
  const zone = terms.zone?.name ?? '';
  if (refusal.code === 'express_not_offered')
    return new AppError('business_rule', ERRORS.deliveryZone.expressNotOffered, {
      code: 'express_not_offered',
      values: { zone },
    });
  return new AppError('business_rule', ERRORS.deliveryZone.belowMinimum, {
    code: 'below_delivery_minimum',
    values: {
      zone,
      minimum: money(fromCents(refusal.minimumCents)),
      missing: money(fromCents(refusal.missingCents)),
    },
  });
}

/**
 * The shop's one pricing function: catalogue unit prices times quantities, the delivery fee of
 * the delivery terms for the chosen fulfilment (the address's delivery zone, or the flat fees of
 * Settings), the discount code's share, the sales tax at the place of supply and the total. Every
 * price the shop states — a card intent's amount, a cash order, a quote — comes from here. A code
 * that does not apply takes nothing off and says why (`promo.refusal`); a delivery the terms do
 * not allow (express not offered, under the zone's minimum order) is refused with 422.
 */
export function priceCart(
  sold: { product: SaleProduct; quantity: number }[],
  fulfilment: Fulfilment,
  settings: SettingsRow,
  promo: PromoRequest | null | undefined,
  tax: TaxContext,
  delivery: DeliveryTerms = flatTermsOf(settings),
): PricedCart {
  const lines: PricedLine[] = sold.map(({ product, quantity }) => ({
    productId: product.id,
    name: product.name,
    type: product.type,
    weightKg: product.weightKg,
    unitPriceCents: product.priceCents,
    quantity,
    taxCategory: product.taxCategory,
  }));
  const subtotal = subtotalCents(lines);
  // The minimum order and the free-delivery threshold read the subtotal before any discount.
  const refusal = deliveryRefusal(
    fulfilment.fulfillmentMethod,
    fulfilment.deliveryMethod,
    subtotal,
    delivery,
  );
  if (refusal) throw deliveryRefused(refusal, delivery);
  const fee = deliveryFeeCents(fulfilment.fulfillmentMethod, fulfilment.deliveryMethod, subtotal, delivery);
  const evaluated = promo ? evaluatePromo(promo, lines, subtotal, fee) : null;
  // The subscriber discount that does not apply leaves the order at full price (`subscriber`).
  const discount = evaluated && !evaluated.result.applied && promo?.subscriber ? null : evaluated;
  const discountCents = discount?.discountCents ?? 0;
  const rule = discount?.result.applied ? promo?.rule : undefined;
  const taxed = computeTax(
    lines,
    {
      cents: discountCents,
      freeDelivery: rule?.kind === 'free_delivery',
      appliesTo: (line) => (rule ? appliesTo(rule, line) : false),
    },
    fee,
    tax,
  );
  return {
    lines: taxed.lines,
    subtotalCents: subtotal,
    discountCents,
    feeCents: fee,
    place: tax.place,
    taxLines: taxed.taxLines,
    itemsTaxLines: taxed.itemsTaxLines,
    taxCents: taxed.taxCents,
    taxIncluded: tax.pricesIncludeTax,
    feeTaxableCents: taxed.feeTaxableCents,
    taxableCents: taxed.taxableCents,
    notRegistered: tax.notRegistered,
    totalCents: subtotal - discountCents + fee + (tax.pricesIncludeTax ? 0 : taxed.taxCents),
    currency: settings.currency,
    promo: discount?.result ?? null,
    deliveryZone:
      fulfilment.fulfillmentMethod === 'delivery' && delivery.zone
        ? { ...delivery.zone, days: delivery.deliveryDays }
        : null,
  };
}

/** A code that does not apply, as the error an order or a card payment is refused with. */
export const promoRefused = (refusal: PromoRefusalInfo) =>
  new AppError('business_rule', refusal.text, { code: refusal.code });

/** The name an order line keeps: in the order's language where the owner wrote it, else English. */
export const lineName = (product: Pick<SaleProduct, 'name' | 'translations'>, locale: Locale) =>
  textIn(product, locale, 'name');

/** "Kayanza Ground Coffee (1/2 kg)", "Ikawa Stoneware Mug": how a product is named in a stock sentence. */
export const saleLabel = (product: Pick<SaleProduct, 'name' | 'type' | 'weightKg'>) =>
  lineLabel({ name: product.name, type: product.type, weight: product.weightKg });

export const outOfStock = (label: string, left: number) =>
  left <= 0
    ? new AppError('conflict', ERRORS.order.outOfStock, { code: 'out_of_stock', values: { name: label } })
    : new AppError('conflict', ERRORS.order.onlyLeft, {
        code: 'out_of_stock',
        values: { name: label, left },
      });

export const productUnavailable = (name?: string) =>
  name
    ? new AppError('business_rule', ERRORS.order.productNoLongerSold, {
        code: 'product_unavailable',
        values: { name },
      })
    : new AppError('business_rule', ERRORS.order.productGone, { code: 'product_unavailable' });

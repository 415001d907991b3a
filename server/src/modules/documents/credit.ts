import { REFUND_MESSAGE_DESCRIPTORS } from '@ikawa/contracts/refunds';
import type { TaxKind } from '@ikawa/contracts/tax';
import type { DocumentContent, DocumentTax, RefundLine } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { money } from '../../lib/i18n';
import { baseTax, roundHalfUp, settledDiscountShares } from '../orders/pricing';

/**
 * The figures of a partial credit note (a return of lines, or an amount given back), worked out
 * from the invoice as issued and the credit notes already issued against it (decision 015,
 * "Returns and partial refunds"). No database: `issue.ts` reads, this decides, `issue.ts` writes.
 */

/** An issued invoice as the credit note reads it. */
export interface IssuedInvoice {
  id: string;
  number: number;
  issuedAt: Date;
  zeroRatedCents: number;
  taxableCents: number;
  content: DocumentContent;
}

/** A credit note already issued, as the next one reads it. */
export interface IssuedCredit {
  zeroRatedCents: number;
  taxableCents: number;
  taxCents: number;
  totalCents: number;
  content: DocumentContent;
  taxes: DocumentTax[];
}

/** What the credit notes so far took back of an invoice. */
export interface CreditedSoFar {
  count: number;
  /** Items returned per product. */
  quantities: Map<string, number>;
  taxes: Map<TaxKind, number>;
  /** The taxable bases credited per tax (tax excluded). */
  taxBases: Map<TaxKind, number>;
  zeroRatedCents: number;
  taxableCents: number;
  totalCents: number;
}

export function creditedSoFar(credits: IssuedCredit[]): CreditedSoFar {
  const so: CreditedSoFar = {
    count: credits.length,
    quantities: new Map(),
    taxes: new Map(),
    taxBases: new Map(),
    zeroRatedCents: 0,
    taxableCents: 0,
    totalCents: 0,
  };
  for (const credit of credits) {
    for (const line of credit.content.lines)
      so.quantities.set(line.productId, (so.quantities.get(line.productId) ?? 0) + line.quantity);
    for (const tax of credit.taxes) {
      so.taxes.set(tax.tax, (so.taxes.get(tax.tax) ?? 0) + tax.amountCents);
      so.taxBases.set(tax.tax, (so.taxBases.get(tax.tax) ?? 0) + tax.baseCents);
    }
    so.zeroRatedCents += credit.zeroRatedCents;
    so.taxableCents += credit.taxableCents;
    so.totalCents += credit.totalCents;
  }
  return so;
}

export type CreditAsk =
  | { kind: 'lines'; lines: { productId: string; quantity: number }[] }
  | { kind: 'amount'; amountCents: number };

/** The figures of a credit note: its lines, taxes and totals, and the lines as a refund lists them. */
export interface CreditFigures {
  lines: DocumentContent['lines'];
  refundLines: RefundLine[];
  subtotalCents: number;
  discountCents: number;
  taxes: DocumentTax[];
  taxCents: number;
  totalCents: number;
  zeroRatedCents: number;
  taxableCents: number;
}

const refusal = (
  message: keyof typeof REFUND_MESSAGE_DESCRIPTORS,
  code: 'refund_too_much' | 'refund_unknown_line',
  values?: Record<string, unknown>,
) => new AppError('conflict', REFUND_MESSAGE_DESCRIPTORS[message], { code, values });

/** Each line's share of the discount code, as the sale settled it (`settledDiscountShares`). */
const lineDiscounts = (content: DocumentContent): number[] =>
  settledDiscountShares(content.lines, content.discount?.cents ?? 0, content.deliveryFeeCents).shares;

/** What is left to credit of an invoice: refuses a refund of more. */
export function leftToCredit(invoice: IssuedInvoice, so: CreditedSoFar): number {
  return invoice.content.totalCents - so.totalCents;
}

/**
 * A return of lines: each line given back net of its share of the discount, in proportion to
 * the quantity, and taxed as the sale taxed it (`baseTax`, per line). The delivery fee stays
 * earned. Refuses a product the order does not have, more items than are left, or more money
 * than is left to credit.
 */
export function creditOfLines(
  invoice: IssuedInvoice,
  so: CreditedSoFar,
  ask: { productId: string; quantity: number }[],
): CreditFigures {
  const content = invoice.content;
  const discounts = lineDiscounts(content);
  const rates = content.taxes;
  const ratesSum = rates.reduce((sum, rate) => sum + rate.ratePpm, 0);
  const taxAmounts = new Map<TaxKind, { base: number; amount: number }>();
  const lines: DocumentContent['lines'] = [];
  const refundLines: RefundLine[] = [];
  let subtotal = 0;
  let net = 0;
  let zeroRated = 0;
  let taxable = 0;
  // The same product asked twice is one line.
  const asked = new Map<string, number>();
  for (const line of ask) asked.set(line.productId, (asked.get(line.productId) ?? 0) + line.quantity);
  for (const [productId, quantity] of asked) {
    const index = content.lines.findIndex((line) => line.productId === productId);
    const line = content.lines[index];
    if (!line) throw refusal('unknownLine', 'refund_unknown_line');
    const left = line.quantity - (so.quantities.get(productId) ?? 0);
    if (quantity > left) throw refusal('tooManyItems', 'refund_too_much', { left, name: line.name });
    const share = discounts[index] ?? 0;
    const lineNet = roundHalfUp((line.amountCents - share) * quantity, line.quantity);
    const isTaxable = line.taxCategory === 'standard' && content.place.province !== null;
    let lineTax = 0;
    if (isTaxable) {
      for (const rate of rates) {
        const amount = baseTax(lineNet, rate.ratePpm, ratesSum, content.taxIncluded);
        lineTax += amount;
        const sum = taxAmounts.get(rate.tax) ?? { base: 0, amount: 0 };
        sum.amount += amount;
        taxAmounts.set(rate.tax, sum);
      }
    }
    const excluded = content.taxIncluded ? lineNet - lineTax : lineNet;
    if (isTaxable) {
      taxable += excluded;
      for (const rate of rates) taxAmounts.get(rate.tax)!.base += excluded;
    } else zeroRated += excluded;
    const amountCents = line.unitPriceCents * quantity;
    subtotal += amountCents;
    net += lineNet;
    lines.push({ ...line, quantity, amountCents, discountCents: amountCents - lineNet });
    refundLines.push({ productId, name: line.name, quantity, amountCents: lineNet });
  }
  const taxes = rates.map((rate) => {
    const sum = taxAmounts.get(rate.tax) ?? { base: 0, amount: 0 };
    return {
      ...rate,
      baseCents: sum.base,
      amountCents: Math.min(sum.amount, rate.amountCents - (so.taxes.get(rate.tax) ?? 0)),
    };
  });
  const taxCents = taxes.reduce((sum, tax) => sum + tax.amountCents, 0);
  const totalCents = net + (content.taxIncluded ? 0 : taxCents);
  const left = leftToCredit(invoice, so);
  if (totalCents > left) throw refusal('tooMuch', 'refund_too_much', { left: money(left / 100) });
  return {
    lines,
    refundLines,
    subtotalCents: subtotal,
    discountCents: subtotal - net,
    taxes: taxes.filter((tax) => tax.amountCents > 0 || tax.baseCents > 0),
    taxCents,
    totalCents,
    zeroRatedCents: zeroRated,
    taxableCents: taxable,
  };
}

/**
 * An amount given back (tax included): each tax and the zero-rated and taxable bases in
 * proportion to the invoice's, rounded half up, so that a partial refund credits the tax it
 * carried. Refuses more than is left to credit.
 */
export function creditOfAmount(
  invoice: IssuedInvoice,
  so: CreditedSoFar,
  amountCents: number,
): CreditFigures {
  const content = invoice.content;
  const left = leftToCredit(invoice, so);
  if (amountCents > left) throw refusal('tooMuch', 'refund_too_much', { left: money(left / 100) });
  const whole = content.totalCents;
  const taxes = content.taxes.map((tax) => {
    const amount = Math.min(
      roundHalfUp(tax.amountCents * amountCents, whole),
      tax.amountCents - (so.taxes.get(tax.tax) ?? 0),
    );
    return { ...tax, baseCents: roundHalfUp(tax.baseCents * amountCents, whole), amountCents: amount };
  });
  const taxCents = taxes.reduce((sum, tax) => sum + tax.amountCents, 0);
  const excluded = amountCents - taxCents;
  const bases = invoice.zeroRatedCents + invoice.taxableCents;
  const taxableCents = bases > 0 ? roundHalfUp(invoice.taxableCents * excluded, bases) : 0;
  return {
    lines: [],
    refundLines: [],
    subtotalCents: content.taxIncluded ? amountCents : excluded,
    discountCents: 0,
    taxes,
    taxCents,
    totalCents: amountCents,
    zeroRatedCents: excluded - taxableCents,
    taxableCents,
  };
}

/**
 * What a cancellation credits once partial credit notes were issued: the rest of each line, tax
 * and total, so that the invoice's credit notes add up to the invoice, never more.
 */
export function creditOfRemainder(invoice: IssuedInvoice, so: CreditedSoFar): CreditFigures {
  const content = invoice.content;
  const lines = content.lines.flatMap((line) => {
    const quantity = line.quantity - (so.quantities.get(line.productId) ?? 0);
    return quantity > 0 ? [{ ...line, quantity, amountCents: line.unitPriceCents * quantity }] : [];
  });
  const taxes = content.taxes.map((tax) => ({
    ...tax,
    baseCents: tax.baseCents - (so.taxBases.get(tax.tax) ?? 0),
    amountCents: tax.amountCents - (so.taxes.get(tax.tax) ?? 0),
  }));
  const taxCents = taxes.reduce((sum, tax) => sum + tax.amountCents, 0);
  const totalCents = content.totalCents - so.totalCents;
  const subtotalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  return {
    lines,
    refundLines: [],
    subtotalCents,
    discountCents: 0,
    taxes,
    taxCents,
    totalCents,
    zeroRatedCents: invoice.zeroRatedCents - so.zeroRatedCents,
    taxableCents: invoice.taxableCents - so.taxableCents,
  };
}

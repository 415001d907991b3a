import { PROVINCE_NAMES, type Province } from '@ikawa/contracts/tax';
import type { DbOrTx } from '../../db/client';
import { storeDay } from '../../lib/store-day';
import { getSettingsRow } from '../settings/repo';
import { findRatesOn, type OrderTaxLineRow } from '../tax/repo';
import {
  computeTax,
  type PricedLine,
  type PricedTaxLine,
  registeredRates,
  settledDiscountShares,
} from './pricing';
import type { OrderItemRow, OrderRow } from './repo';

/**
 * A cash order is invoiced when it is handed over (decision 015): the tax on its invoice is the
 * tax of that day — the rates then in force and the registrations the shop then holds — which
 * may differ from the day it was placed (a rate changed at midnight, a registration took effect).
 * The customer pays what the invoice says; the courier's screen shows it before the door.
 */

/** The order's tax and total as the hand-over day's rates make them. */
export interface HandOverTax {
  taxLines: PricedTaxLine[];
  /** Each item's tax, in the order of the items given. */
  itemTaxes: number[];
  taxCents: number;
  totalCents: number;
  taxableCents: number;
  feeTaxableCents: number;
  notRegistered: OrderRow['taxNotRegistered'];
}

const sameTaxes = (
  now: { tax: string; ratePpm: number }[],
  then: { tax: string; ratePpm: number }[],
): boolean =>
  now.length === then.length &&
  now.every((rate) => then.some((line) => line.tax === rate.tax && line.ratePpm === rate.ratePpm));

/**
 * The order's tax on the day of `at`, or null when nothing changes: a cash order not paid yet,
 * placed after taxes were kept, whose place of supply's rates or the shop's registrations are
 * not the ones it was placed with. The sale's lines, discount shares, fee and price convention
 * stay as sold; only the rates move (`computeTax`, the one pricing rule).
 */
export async function handOverTax(
  db: DbOrTx,
  order: OrderRow,
  items: OrderItemRow[],
  taxLines: Pick<OrderTaxLineRow, 'tax' | 'ratePpm'>[],
  at: Date,
): Promise<HandOverTax | null> {
  if (order.paymentMethod !== 'cash' || order.paymentStatus === 'completed') return null;
  if (order.taxBasis === null || order.taxBasis === 'export' || !order.taxProvince) return null;
  const settings = await getSettingsRow(db);
  const day = storeDay(at, settings.timeZone);
  const province = order.taxProvince as Province;
  const place = {
    province,
    basis: order.taxBasis === 'pickup' ? ('pickup' as const) : ('delivery' as const),
    label: PROVINCE_NAMES[province],
  };
  const context = {
    place,
    pricesIncludeTax: order.taxIncluded,
    ...registeredRates(await findRatesOn(db, province, day), place, settings.taxRegistrations, day),
  };
  const notRegisteredThen = [...order.taxNotRegistered].sort().join();
  if (sameTaxes(context.rates, taxLines) && [...context.notRegistered].sort().join() === notRegisteredThen)
    return null;

  const lines: PricedLine[] = items.map((item) => ({
    productId: item.productId,
    name: item.name,
    type: item.type,
    weightKg: item.weightKg,
    unitPriceCents: item.unitPriceCents,
    quantity: item.quantity,
    ...(item.taxCategory ? { taxCategory: item.taxCategory } : {}),
  }));
  const { shares, onFee } = settledDiscountShares(
    items.map((item) => ({
      amountCents: item.unitPriceCents * item.quantity,
      discountCents: item.discountCents,
    })),
    order.discountCents,
    order.deliveryFeeCents,
  );
  const taxed = computeTax(
    lines,
    { cents: order.discountCents, freeDelivery: onFee, appliesTo: () => true, shares },
    order.deliveryFeeCents,
    context,
  );
  return {
    taxLines: taxed.taxLines,
    itemTaxes: taxed.lines.map((line) => line.taxCents ?? 0),
    taxCents: taxed.taxCents,
    totalCents:
      order.subtotalCents -
      order.discountCents +
      order.deliveryFeeCents +
      (order.taxIncluded ? 0 : taxed.taxCents),
    taxableCents: taxed.taxableCents,
    feeTaxableCents: taxed.feeTaxableCents,
    notRegistered: context.notRegistered,
  };
}

import type { ForecastAmount, SubscriptionForecast } from '@ikawa/contracts/admin-subscriptions';
import { addDays } from '../../lib/store-day';
import { nextRenewalAfter } from '../subscriptions/rules';

/**
 * The renewals expected in a window of store days, with no database: what the owner roasts and
 * packs. The days follow the renewal job's own rule (`nextRenewalAfter`), so the forecast names
 * the days the job will write.
 */

export interface ForecastLine {
  productId: string;
  quantity: number;
}

export interface ForecastSubscription {
  nextDate: string;
  everyWeeks: number;
  lines: readonly ForecastLine[];
  /** One-off items for the next renewal only. */
  extras: readonly ForecastLine[];
}

export interface ForecastProduct {
  name: string;
  /** Kilograms of one unit; null when the owner gave none (counted as 0 kg). */
  weightKg: number | null;
}

/**
 * The days in [today, last] a subscription renews: its next day (one gone by is due now, so
 * today), then every `everyWeeks` weeks on its rhythm, as the job moves it on.
 */
export function renewalDaysWithin(
  subscription: Pick<ForecastSubscription, 'nextDate' | 'everyWeeks'>,
  today: string,
  last: string,
): string[] {
  const days: string[] = [];
  if (subscription.nextDate > last) return days;
  days.push(subscription.nextDate < today ? today : subscription.nextDate);
  let next = nextRenewalAfter(subscription.nextDate, subscription.everyWeeks, today);
  while (next <= last) {
    days.push(next);
    next = addDays(next, subscription.everyWeeks * 7);
  }
  return days;
}

/** Kilograms to the gram: sums of 0.1 and 0.2 read 0.3, not 0.30000000000000004. */
const grams = (kg: number) => Math.round(kg * 1000) / 1000;

/**
 * Per day and per product, bags (units) and kilograms (units × the product's weight), and each
 * product's total over the window. Extras count for the first renewal only; a product the
 * catalogue no longer has is named by nothing and weighs nothing, but still counted.
 */
export function buildForecast(
  subscriptions: readonly ForecastSubscription[],
  products: ReadonlyMap<string, ForecastProduct>,
  today: string,
  days: number,
): SubscriptionForecast {
  const last = addDays(today, days - 1);
  const window = Array.from({ length: days }, (_, index) => addDays(today, index));
  const byDay = new Map(window.map((date) => [date, { renewals: 0, bags: new Map<string, number>() }]));
  for (const subscription of subscriptions) {
    renewalDaysWithin(subscription, today, last).forEach((date, index) => {
      const day = byDay.get(date);
      if (!day) return;
      day.renewals += 1;
      const lines = index === 0 ? [...subscription.lines, ...subscription.extras] : subscription.lines;
      for (const line of lines)
        day.bags.set(line.productId, (day.bags.get(line.productId) ?? 0) + line.quantity);
    });
  }

  const amount = (productId: string, bags: number): ForecastAmount => {
    const product = products.get(productId);
    return { productId, name: product?.name ?? '', bags, kg: grams(bags * (product?.weightKg ?? 0)) };
  };
  const byName = (a: ForecastAmount, b: ForecastAmount) =>
    a.name.localeCompare(b.name) || a.productId.localeCompare(b.productId);

  const totals = new Map<string, number>();
  const dayRows = window.map((date) => {
    const day = byDay.get(date)!;
    for (const [productId, bags] of day.bags) totals.set(productId, (totals.get(productId) ?? 0) + bags);
    return {
      date,
      renewals: day.renewals,
      products: [...day.bags].map(([productId, bags]) => amount(productId, bags)).sort(byName),
    };
  });
  const totalRows = [...totals].map(([productId, bags]) => amount(productId, bags)).sort(byName);
  return {
    from: today,
    to: last,
    days,
    byDay: dayRows,
    totals: totalRows,
    renewals: dayRows.reduce((sum, day) => sum + day.renewals, 0),
    bags: totalRows.reduce((sum, row) => sum + row.bags, 0),
    kg: grams(totalRows.reduce((sum, row) => sum + row.kg, 0)),
  };
}

import { calendarDayIn } from '@ikawa/contracts/rules/store-hours';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/types';

/**
 * The store's day: the one rule for "which day" everywhere (dashboard, its charts and counts, the
 * order list's date filters, invoices, packing slips, exports, receipts, the tax date). A day is
 * a calendar day in the store's time zone (Settings → store hours), never UTC: an order at 20:00
 * in Toronto is on the same day on its packing slip and on the dashboard.
 *
 * The rule is written once for each side that needs it: here for the server's code (through
 * the contracts' `calendarDayIn`, which the web app uses too), and as SQL functions for queries
 * and the triggers that keep the daily totals (`store_zone()`, `store_day(at)`, migration 0029),
 * both reading the same setting. A test holds them to the same answers around midnight and a
 * change of daylight saving time (server/test/app/store-day.test.ts).
 */

/** `YYYY-MM-DD`: the store's day of an instant. */
export function storeDay(at: Date, timeZone: string): string {
  return calendarDayIn(timeZone, at);
}

/** The calendar day `count` days after `day` (before, when negative). */
export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** SQL: the store's day (a `date`) of a timestamp column or expression. */
export function storeDaySql(at: SQLWrapper): SQL<string> {
  return sql<string>`store_day(${at})`;
}

/**
 * SQL: the instant the store's day `day` begins (a `timestamptz`), so a filter on days stays a
 * range on `created_at` and keeps its index.
 */
export function storeDayStartSql(day: string): SQL<Date> {
  return sql<Date>`(${day}::date::timestamp at time zone store_zone())`;
}

/**
 * Recounts the daily totals (`order_counts_daily`, `product_sales_daily`) by the store's days:
 * run in the transaction that changes the store's time zone, since every day moves with it.
 */
export async function rebuildStoreDayTotals(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select rebuild_store_day_totals()`);
}

import type { Locale } from '@ikawa/contracts/i18n';
import { NEXT_DATE_MAX_DAYS } from '@ikawa/contracts/subscriptions';
import { formatDateWith, storeDayOf } from '@/lib/format';

const LONG_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'long' };

/**
 * A store day (`YYYY-MM-DD`) as the language writes it, "December 13, 2026" / "13 décembre 2026":
 * midday of that day reads as that day on the store's clock.
 */
export function formatStoreDay(day: string, locale: Locale): string {
  return formatDateWith(`${day}T12:00:00Z`, locale, LONG_DATE);
}

/** `day` plus `days` calendar days (`YYYY-MM-DD`). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The days the next renewal may be moved to: tomorrow to 12 weeks ahead, on the store's clock. */
export function nextDateRange(now: Date = new Date()): { min: string; max: string } {
  const today = storeDayOf(now);
  return { min: addDays(today, 1), max: addDays(today, NEXT_DATE_MAX_DAYS) };
}

import { DEFAULT_TIME_ZONE } from '@ikawa/contracts/constants';
import { DEFAULT_LOCALE, type Locale } from '@ikawa/contracts/i18n';
import { calendarDayIn } from '@ikawa/contracts/rules/store-hours';

export { formatPrice } from '@ikawa/contracts/display';

/**
 * Dates, moments and numbers in the page's language (README "Languages"): every formatter takes
 * the locale (`useLocale()` in components), and is built once per locale and style.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function memo<F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => F): F {
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
// A time names its zone: a reader in another zone would misread it (README "Dates as promises").
const DATE_TIME: Intl.DateTimeFormatOptions = {
  ...DATE,
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/**
 * The store's clock (Settings → time zone): order dates and times are written on it, whatever
 * the reader's own zone, as the e-mails, slips and receipts write them. Set when the settings
 * arrive (features/settings/api/get-settings.ts).
 */
let storeTimeZone = DEFAULT_TIME_ZONE;

export function setStoreTimeZone(timeZone: string): void {
  if (timeZone === storeTimeZone) return;
  storeTimeZone = timeZone;
  formatters.clear();
}

function toDate(value: string | Date): Date | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * A date and time on the store's clock as the language writes it: "Mar 4, 2026, 3:05 p.m. EST" /
 * "4 mars 2026, 15 h 05 HNE"; a dash when unreadable.
 */
export function formatDateTime(value: string | Date, locale: Locale = DEFAULT_LOCALE): string {
  const date = toDate(value);
  if (!date) return '—';
  const timeZone = storeTimeZone;
  return memo(`dt:${locale}`, () => new Intl.DateTimeFormat(locale, { ...DATE_TIME, timeZone })).format(date);
}

/** A date on the store's clock: "Mar 4, 2026" / "4 mars 2026"; a dash when unreadable. */
export function formatDate(value: string | Date, locale: Locale = DEFAULT_LOCALE): string {
  const date = toDate(value);
  if (!date) return '—';
  const timeZone = storeTimeZone;
  return memo(`d:${locale}`, () => new Intl.DateTimeFormat(locale, { ...DATE, timeZone })).format(date);
}

/** The store's calendar day of a moment ("2026-11-28"), whatever the reader's own zone. */
export function storeDayOf(value: Date): string {
  return calendarDayIn(storeTimeZone, value);
}

/**
 * Any date or time with its own options, e.g. `{ dateStyle: 'long' }`: "27 novembre 2026", on
 * the store's clock unless the options name another zone.
 */
export function formatDateWith(
  value: string | Date,
  locale: Locale,
  options: Intl.DateTimeFormatOptions,
): string {
  const date = toDate(value);
  if (!date) return '—';
  return memo(
    `x:${locale}:${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, { timeZone: storeTimeZone, ...options }),
  ).format(date);
}

/** A plain number: "1,234.5" / "1 234,5". */
export function formatNumber(
  value: number,
  locale: Locale = DEFAULT_LOCALE,
  options?: Intl.NumberFormatOptions,
): string {
  return memo(
    `n:${locale}:${JSON.stringify(options ?? {})}`,
    () => new Intl.NumberFormat(locale, options),
  ).format(value);
}

/** A share written as a percentage: 0.13 → "13%" / "13 %". */
export function formatPercent(
  share: number,
  locale: Locale = DEFAULT_LOCALE,
  maximumFractionDigits = 2,
): string {
  return formatNumber(share, locale, { style: 'percent', maximumFractionDigits });
}

/** DESIGN: weights are kilograms and 0.5 reads "1/2 kg"; other decimals in the language's way. */
export function formatWeight(kg: number, locale: Locale = DEFAULT_LOCALE): string {
  return kg === 0.5 ? '1/2 kg' : `${formatNumber(kg, locale)} kg`;
}

/** A list: "a, b and c" / "a, b et c". */
export function formatList(items: string[], locale: Locale = DEFAULT_LOCALE): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);
}

/** The first letter of a name, for avatars. */
export function initial(name: string): string {
  return name.trim().charAt(0).toUpperCase() || '?';
}

export function currentYear(): number {
  return new Date().getFullYear();
}

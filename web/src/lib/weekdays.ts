import { WEEKDAYS } from '@ikawa/contracts/store-hours';
import { formatList } from './format';
import { formattingLocale } from './i18n';

/** 1 January 2024 was a Monday: the store's week (Monday first) as dates to name the days by. */
const MONDAY = Date.UTC(2024, 0, 1);
const DAY_MS = 24 * 60 * 60 * 1000;

/** The store's weekdays, Monday first, as the page's language writes them, long and short. */
export function weekdayNames(locale: string): { long: string; short: string }[] {
  const long = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const short = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  // French writes weekdays in lower case; a row header starts with a capital.
  const capital = (name: string) => name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  return WEEKDAYS.map((_, i) => {
    const date = new Date(MONDAY + i * DAY_MS);
    return { long: capital(long.format(date)), short: capital(short.format(date)) };
  });
}

/**
 * The days a delivery zone is served, as a sentence's list in the page's language: "Tuesday,
 * Thursday and Saturday", "mardi, jeudi et samedi" (0 = Monday).
 */
export function servedDays(indexes: readonly number[], locale: string): string {
  const names = weekdayNames(locale);
  const lower = (name: string) => (locale.startsWith('fr') ? name.toLocaleLowerCase(locale) : name);
  return formatList(
    [...indexes].sort((a, b) => a - b).map((index) => lower(names[index]?.long ?? '')),
    formattingLocale(locale),
  );
}

import type { Locale } from '@ikawa/contracts/i18n';
import type { OrderAddress } from '@ikawa/contracts/orders';
import { formatDateWith } from '@/lib/format';

/** The dash shown for a date that has not happened yet (SPEC §2: "dash if unpaid"). */
export const NO_DATE = '—';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
const TIME: Intl.DateTimeFormatOptions = { timeStyle: 'short' };

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Mar 4, 2026, 10:12 a.m." / "4 mars 2026, 10 h 12": a courier plans by the hour, not only by the day. */
export function formatDateTime(value: string | Date | null | undefined, locale: Locale): string {
  const date = value ? toDate(value) : null;
  return date ? formatDateWith(date, locale, DATE_TIME) : NO_DATE;
}

/** "10:12 a.m." / "10 h 12" for today, the date and time otherwise. */
export function formatTimeOrDateTime(value: string | Date, locale: Locale, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return NO_DATE;
  return formatDateWith(date, locale, date.toDateString() === now.toDateString() ? TIME : DATE_TIME);
}

/** SPEC §2: street, city, postal code, country. */
export function addressLine(address: OrderAddress): string {
  return [address.street, address.city, address.postalCode, address.country]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/**
 * A plain link that the phone hands to its map app (no map SDK, no external script). The shop
 * only ever sends the address text; Google Maps' universal URL opens the app on Android and iOS.
 */
export function mapsUrl(address: OrderAddress): string {
  return `https://maps.google.com/?q=${encodeURIComponent(addressLine(address))}`;
}

/** `tel:` wants only the digits and a leading +. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

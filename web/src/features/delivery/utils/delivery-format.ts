import type { Locale } from '@ikawa/contracts/i18n';
import { addressLine } from '@ikawa/contracts/display';
import type { OrderAddress } from '@ikawa/contracts/orders';
import { formatDateTime as formatStoreDateTime, formatDateWith, storeDayOf } from '@/lib/format';

/** The dash shown for a date that has not happened yet (SPEC §2: "dash if unpaid"). */
export const NO_DATE = '—';

// On the store's clock, the zone named: a courier's phone may be set to another zone.
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Mar 4, 2026, 10:12 a.m. EST" / "4 mars 2026, 10 h 12 HNE": a courier plans by the hour. */
export function formatDateTime(value: string | Date | null | undefined, locale: Locale): string {
  return value ? formatStoreDateTime(value, locale) : NO_DATE;
}

/** "10:12 a.m. EST" / "10 h 12 HNE" for the store's today, the date and time otherwise. */
export function formatTimeOrDateTime(value: string | Date, locale: Locale, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return NO_DATE;
  return storeDayOf(date) === storeDayOf(now)
    ? formatDateWith(date, locale, TIME)
    : formatStoreDateTime(date, locale);
}

/**
 * A plain link that the phone hands to its map app (no map SDK, no external script). The shop
 * only ever sends the address text; Google Maps' universal URL opens the app on Android and iOS.
 */
export function mapsUrl(address: OrderAddress): string {
  return `https://maps.google.com/?q=${encodeURIComponent(addressLine(address))}`;
}

/**
 * Directions to the address in the phone's map app, from where the phone is: Google Maps'
 * universal directions URL (no API key) opens the app on Android and iOS, or the site elsewhere.
 */
export function directionsUrl(address: OrderAddress): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(addressLine(address))}&travelmode=driving`;
}

/** `tel:` wants only the digits and a leading +. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

import type { DeliveryMethod, FulfillmentMethod } from '../enums';
import type { Locale } from '../i18n';
import { addOpeningTime, businessDaysAfterShipping, onServedDay, type StoreSchedule } from './store-hours';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** SPEC §4: a pickup takes 4 hours to get ready. */
export const PICKUP_PREPARATION_MS = 4 * HOUR_MS;

/** SPEC §9: express 1-2 business days, standard 3-5; the promise is the longer of each. */
export const DELIVERY_BUSINESS_DAYS: Record<DeliveryMethod, number> = { express: 2, standard: 5 };

/** SPEC §9's footer: orders before 2PM ship the same day. */
export const DEFAULT_ORDER_CUTOFF = '14:00';

/** The store's calendar as the promise reads it: its week, zone, holidays and daily cut-off. */
export interface StoreCalendar extends StoreSchedule {
  /** "14:00": an order placed later on the store's clock ships the next business day. */
  cutoff?: string;
  /** The weekdays the address's delivery zone is served (0 = Monday); absent: any business day. */
  deliveryDays?: readonly number[] | null;
}

/** The settings the calendar is read from: the API's answer and the server's row name them alike. */
export interface CalendarSettings {
  storeHours: StoreSchedule['hours'];
  timeZone: string;
  holidays: readonly string[];
  orderCutoff: string;
}

/** The store's calendar from its settings, as the promise below reads it. */
export function calendarOf(settings: CalendarSettings): StoreCalendar {
  return {
    hours: settings.storeHours,
    timeZone: settings.timeZone,
    holidays: settings.holidays,
    cutoff: settings.orderCutoff,
  };
}

/**
 * What the shop promises for an order placed at `now` (README "Dates as promises"):
 * - a delivery arrives by the end of the business day that is 2 (express) or 5 (standard)
 *   business days after it ships: the same day before the cut-off on a business day, else the
 *   next business day. Business days are Monday to Friday, open in the store's week, not a
 *   holiday;
 * - a pickup is ready 4 hours of opening time later: ordered near closing it is finished the
 *   next opening day, never on a holiday.
 * Without the store's calendar (orders from before it was kept), the plain SPEC §4 figures.
 */
export function deliveryEstimate(
  fulfillment: FulfillmentMethod,
  method: DeliveryMethod,
  now: Date,
  calendar?: StoreCalendar,
): Date {
  if (fulfillment === 'pickup') {
    return calendar
      ? addOpeningTime(now, PICKUP_PREPARATION_MS, calendar)
      : new Date(now.getTime() + PICKUP_PREPARATION_MS);
  }
  const days = DELIVERY_BUSINESS_DAYS[method];
  const promised =
    calendar && businessDaysAfterShipping(now, days, calendar.cutoff ?? DEFAULT_ORDER_CUTOFF, calendar);
  if (!promised) return new Date(now.getTime() + days * DAY_MS);
  // A zone served on some weekdays only delivers on the first of them from the business-day promise.
  return calendar?.deliveryDays ? onServedDay(promised, calendar.deliveryDays, calendar) : promised;
}

const DAY_FORMAT: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric' };
const TIME_FORMAT: Intl.DateTimeFormatOptions = {
  ...DAY_FORMAT,
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};
const promiseFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The promise as every screen, e-mail and slip writes it, on the store's clock whatever the
 * reader's: a delivery's day ("Wednesday, December 2"), a pickup's day and time with the zone
 * named ("Monday, November 30 at 1:00 p.m. EST"), in the reader's language.
 */
export function formatDeliveryPromise(
  estimate: Date | string,
  fulfillment: FulfillmentMethod,
  locale: Locale,
  timeZone: string,
): string {
  const key = `${locale} ${timeZone} ${fulfillment}`;
  let format = promiseFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      ...(fulfillment === 'pickup' ? TIME_FORMAT : DAY_FORMAT),
      timeZone,
    });
    promiseFormats.set(key, format);
  }
  return format.format(typeof estimate === 'string' ? new Date(estimate) : estimate);
}

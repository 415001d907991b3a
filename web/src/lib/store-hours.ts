import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatDateWith } from '@/lib/format';
import { formattingLocale } from '@/lib/i18n';
import { calendarOf, deliveryEstimate, type StoreCalendar } from '@ikawa/contracts/rules/delivery-estimate';
import { calendarDayIn } from '@ikawa/contracts/rules/store-hours';
import type { StoreSettings } from '@ikawa/contracts/settings';

/** The store's calendar from GET /api/settings, once it has answered (contracts' `calendarOf`). */
export function scheduleOf(settings: StoreSettings | undefined): StoreCalendar | undefined {
  return settings && calendarOf(settings);
}

/**
 * When a pickup placed now is ready, on the store's clock (the rule the server applies), in the
 * page's language, the zone named (a reader elsewhere could misread it): "today around
 * 2:15 p.m. EST", "demain vers 13 h 00 HNE" or "Saturday around 2:00 p.m. EST".
 */
export function pickupReadyText(i18n: I18n, now: Date, schedule: StoreCalendar): string {
  const ready = deliveryEstimate('pickup', 'standard', now, schedule);
  const { timeZone } = schedule;
  const locale = formattingLocale(i18n.locale);
  const time = formatDateWith(ready, locale, {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  const tomorrow = new Date(now.getTime() + 24 * 60 * 60 * 1000);
  // The store's calendar days, read through the contracts' cached wall clock.
  const readyDay = calendarDayIn(timeZone, ready);
  if (readyDay === calendarDayIn(timeZone, now)) return i18n._(msg`today around ${time}`);
  if (readyDay === calendarDayIn(timeZone, tomorrow)) return i18n._(msg`tomorrow around ${time}`);
  const day = formatDateWith(ready, locale, { timeZone, weekday: 'long' });
  return i18n._(msg`${day} around ${time}`);
}

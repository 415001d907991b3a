import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formattingLocale } from '@/lib/i18n';
import { deliveryEstimate, type StoreCalendar } from '@ikawa/contracts/rules/delivery-estimate';
import type { StoreSettings } from '@ikawa/contracts/settings';

/** The store's calendar from GET /api/settings, as the delivery promise reads it. */
export function scheduleOf(
  settings: Pick<StoreSettings, 'storeHours' | 'timeZone' | 'holidays' | 'orderCutoff'> | undefined,
): StoreCalendar | undefined {
  return settings
    ? {
        hours: settings.storeHours,
        timeZone: settings.timeZone,
        holidays: settings.holidays,
        cutoff: settings.orderCutoff,
      }
    : undefined;
}

function dayKey(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
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
  const time = new Intl.DateTimeFormat(locale, {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(ready);
  const tomorrow = new Date(now.getTime() + 24 * 60 * 60 * 1000);
  if (dayKey(ready, timeZone) === dayKey(now, timeZone)) return i18n._(msg`today around ${time}`);
  if (dayKey(ready, timeZone) === dayKey(tomorrow, timeZone)) return i18n._(msg`tomorrow around ${time}`);
  const day = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long' }).format(ready);
  return i18n._(msg`${day} around ${time}`);
}

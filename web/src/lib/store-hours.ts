import { deliveryEstimate } from '@ikawa/contracts/rules/delivery-estimate';
import type { StoreSchedule } from '@ikawa/contracts/rules/store-hours';
import type { StoreSettings } from '@ikawa/contracts/settings';

/** The store's week and clock from GET /api/settings, as the estimate rule reads them. */
export function scheduleOf(settings: Pick<StoreSettings, 'storeHours' | 'timeZone'> | undefined) {
  return settings ? { hours: settings.storeHours, timeZone: settings.timeZone } : undefined;
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
 * When a pickup placed now is ready, on the store's clock (issue 17 §4, the rule the server
 * applies): "today around 2:15 PM", "tomorrow around 1:00 PM" or "Saturday around 2:00 PM".
 */
export function pickupReadyText(now: Date, schedule: StoreSchedule): string {
  const ready = deliveryEstimate('pickup', 'standard', now, schedule);
  const { timeZone } = schedule;
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(
    ready,
  );
  const tomorrow = new Date(now.getTime() + 24 * 60 * 60 * 1000);
  const day =
    dayKey(ready, timeZone) === dayKey(now, timeZone)
      ? 'today'
      : dayKey(ready, timeZone) === dayKey(tomorrow, timeZone)
        ? 'tomorrow'
        : new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long' }).format(ready);
  return `${day} around ${time}`;
}

import { calendarDayIn } from '@ikawa/contracts/rules/store-hours';

/**
 * Today on the store's clock (its time zone in Settings), as the local midnight of that calendar
 * day. The export dialog counts its presets from a date's local year, month and day, so giving it
 * this date makes "this month" and the others the store's days, whatever the browser's zone.
 */
export function storeToday(timeZone: string, now: Date = new Date()): Date {
  const [year = 0, month = 1, day = 1] = calendarDayIn(timeZone, now).split('-').map(Number);
  return new Date(year, month - 1, day);
}

import type { DeliveryMethod, FulfillmentMethod } from '../enums';
import { addOpeningTime, type StoreSchedule } from './store-hours';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** SPEC §4: a pickup takes 4 hours to get ready. */
export const PICKUP_PREPARATION_MS = 4 * HOUR_MS;

/**
 * SPEC §4: express now + 2 days, standard now + 5 days, pickup now + 4 hours — of the store's
 * opening hours when they are known: a pickup ordered after closing is ready on the
 * next opening day, one ordered near closing is finished the next opening day.
 */
export function deliveryEstimate(
  fulfillment: FulfillmentMethod,
  method: DeliveryMethod,
  now: Date,
  schedule?: StoreSchedule,
): Date {
  if (fulfillment === 'pickup') {
    return schedule
      ? addOpeningTime(now, PICKUP_PREPARATION_MS, schedule)
      : new Date(now.getTime() + PICKUP_PREPARATION_MS);
  }
  return new Date(now.getTime() + (method === 'express' ? 2 : 5) * DAY_MS);
}

import type { DeliveryMethod, FulfillmentMethod } from '../enums';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** SPEC §4: express now + 2 days, standard now + 5 days, pickup now + 4 hours. */
export function deliveryEstimate(fulfillment: FulfillmentMethod, method: DeliveryMethod, now: Date): Date {
  if (fulfillment === 'pickup') return new Date(now.getTime() + 4 * HOUR_MS);
  return new Date(now.getTime() + (method === 'express' ? 2 : 5) * DAY_MS);
}

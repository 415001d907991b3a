import { MISSED_DELIVERY_MESSAGE_DESCRIPTORS, rescheduleDays } from '@ikawa/contracts/missed-delivery';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { storeDay } from '../../lib/store-day';
import { coverageOf } from '../delivery-zones/terms';
import { getSettingsRow } from '../settings/repo';
import type { OrderRow } from './repo';

/**
 * The days a missed delivery can be made again (README "Deliveries"): from tomorrow in the
 * store's calendar, on the days the address's zone delivers (any day on flat fees).
 */
export async function offeredDays(
  db: DbOrTx,
  order: Pick<OrderRow, 'shipPostalCode' | 'shipCountry'>,
  at: Date,
): Promise<string[]> {
  const settings = await getSettingsRow(db);
  const address =
    order.shipPostalCode && order.shipCountry
      ? { postalCode: order.shipPostalCode, country: order.shipCountry }
      : null;
  const coverage = address ? await coverageOf(db, settings, address) : null;
  return rescheduleDays(storeDay(at, settings.timeZone), coverage?.terms?.deliveryDays ?? null);
}

/** A day the customer asked for that is not one of the days offered (409 `day_not_offered`). */
export function checkOfferedDay(day: string, offered: readonly string[]): void {
  if (!offered.includes(day))
    throw new AppError('conflict', MISSED_DELIVERY_MESSAGE_DESCRIPTORS.dayNotOffered, {
      code: 'day_not_offered',
    });
}

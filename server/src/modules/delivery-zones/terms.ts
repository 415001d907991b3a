import {
  fsaOf,
  patternOfPrefix,
  type DeliveryCoverage,
  type Weekday,
  weekdayIndexes,
  zoneForFsa,
} from '@ikawa/contracts/delivery-zones';
import type { FulfillmentMethod } from '@ikawa/contracts/enums';
import type { DeliveryTerms } from '@ikawa/contracts/rules/delivery-fee';
import { isCanada } from '@ikawa/contracts/tax';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ERRORS } from '../../lib/error-messages';
import type { SettingsRow } from '../settings/repo';
import { flatTermsOf } from '../settings/shipping';
import { listZones, type ZoneWithAreas } from './repo';

/** A zone's row as the terms a delivery is priced on. */
export const zoneTerms = (zone: ZoneWithAreas): DeliveryTerms => ({
  zone: { id: zone.id, name: zone.name },
  standardCents: zone.standardFeeCents,
  expressCents: zone.expressFeeCents,
  minimumOrderCents: zone.minimumOrderCents,
  freeThresholdCents: zone.freeThresholdCents,
  deliveryDays: weekdayIndexes(zone.deliveryDays as Weekday[]),
});

/** How an address is delivered, and on which terms (null: not delivered there, pickup only). */
export interface Coverage {
  coverage: DeliveryCoverage;
  fsa: string | null;
  terms: DeliveryTerms | null;
}

/**
 * Decision 019: an address in Canada is delivered on the terms of the zone serving its FSA (the
 * longest prefix wins); a shop with no zone at all keeps its flat fees for every address, and an
 * address outside Canada (a country of Settings → Countries we ship to) is delivered on the flat
 * fees too, the "everywhere else" rule. A Canadian address no zone serves is pickup only.
 */
export async function coverageOf(
  db: DbOrTx,
  settings: SettingsRow,
  address: { postalCode: string; country: string },
): Promise<Coverage> {
  if (!isCanada(address.country)) return { coverage: 'flat', fsa: null, terms: flatTermsOf(settings) };
  const fsa = fsaOf(address.postalCode);
  const zones = await listZones(db);
  if (zones.length === 0) return { coverage: 'flat', fsa, terms: flatTermsOf(settings) };
  const zone = fsa ? zoneForFsa(fsa, zones) : null;
  return zone ? { coverage: 'zone', fsa, terms: zoneTerms(zone) } : { coverage: 'outside', fsa, terms: null };
}

/**
 * The delivery terms the one pricing function is given for a quote, a card intent or an order: a
 * pickup and a delivery with no address yet (the cart's estimate) read the flat fees; a delivery
 * no zone serves is refused with 422 `outside_delivery_zones`, before anything is written.
 */
export async function deliveryTermsOf(
  db: DbOrTx,
  settings: SettingsRow,
  fulfillment: FulfillmentMethod,
  address: { postalCode: string; country: string } | null,
): Promise<DeliveryTerms> {
  if (fulfillment === 'pickup' || !address) return flatTermsOf(settings);
  const { terms } = await coverageOf(db, settings, address);
  if (terms) return terms;
  throw new AppError('business_rule', ERRORS.deliveryZone.outside, {
    code: 'outside_delivery_zones',
    values: { postalCode: address.postalCode.trim().toUpperCase() },
  });
}

/** "M5*", "M5H": a zone's areas as the owner writes them. */
export const patternsOf = (zone: ZoneWithAreas) => zone.prefixes.map(patternOfPrefix);

import type { DeliveryTermsDto, DeliveryZone, Weekday } from '@ikawa/contracts/delivery-zones';
import { WEEKDAYS } from '@ikawa/contracts/store-hours';
import { fromCents } from '@ikawa/contracts/money';
import type { DeliveryTerms } from '@ikawa/contracts/rules/delivery-fee';
import type { ZoneWithAreas } from './repo';
import { patternsOf } from './terms';

const dollarsOrNull = (cents: number | null) => (cents === null ? null : fromCents(cents));

export function toZoneDto(zone: ZoneWithAreas): DeliveryZone {
  return {
    _id: zone.id,
    name: zone.name,
    fsas: patternsOf(zone),
    standardFee: fromCents(zone.standardFeeCents),
    expressFee: dollarsOrNull(zone.expressFeeCents),
    minimumOrder: fromCents(zone.minimumOrderCents),
    freeDeliveryThreshold: dollarsOrNull(zone.freeThresholdCents),
    deliveryDays: zone.deliveryDays as Weekday[],
    createdAt: zone.createdAt.toISOString(),
    updatedAt: zone.updatedAt.toISOString(),
  };
}

export function toTermsDto(terms: DeliveryTerms): DeliveryTermsDto {
  return {
    zone: terms.zone?.name ?? null,
    standardFee: fromCents(terms.standardCents),
    expressFee: dollarsOrNull(terms.expressCents),
    minimumOrder: fromCents(terms.minimumOrderCents),
    freeDeliveryThreshold: dollarsOrNull(terms.freeThresholdCents),
    deliveryDays: terms.deliveryDays ? terms.deliveryDays.map((index) => WEEKDAYS[index] as Weekday) : null,
  };
}

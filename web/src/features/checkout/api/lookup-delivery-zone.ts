import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type DeliveryTermsDto,
  type DeliveryZoneLookup,
  DeliveryZoneLookupResponseSchema,
  weekdayIndexes,
} from '@ikawa/contracts/delivery-zones';
import { toCents } from '@ikawa/contracts/money';
import type { DeliveryTerms } from '@ikawa/contracts/rules/delivery-fee';
import { apiPaths } from '@/config/paths';
import { api } from '@/lib/api-client';

export type { DeliveryZoneLookup };

/** A postal code and country the address step would accept (`zoneAddress`). */
export interface ZoneAddress {
  postalCode: string;
  country: string;
}

/** GET /delivery-zones/lookup: how the server delivers to this postal code (decision 019). */
export async function lookupDeliveryZone(address: ZoneAddress, { signal }: { signal?: AbortSignal } = {}) {
  const query = new URLSearchParams({ postalCode: address.postalCode, country: address.country });
  const response = await api.get(
    `${apiPaths.deliveryZoneLookup}?${query}`,
    DeliveryZoneLookupResponseSchema,
    {
      signal,
    },
  );
  return response.data;
}

export function deliveryZoneQueryOptions(address: ZoneAddress | null) {
  const key = address
    ? { postalCode: address.postalCode.trim().toUpperCase(), country: address.country }
    : null;
  return queryOptions({
    queryKey: ['checkout', 'delivery-zone', key],
    queryFn: ({ signal }) => lookupDeliveryZone(key as ZoneAddress, { signal }),
    enabled: key !== null,
    // Zones change seldom; a minute spares a request per step while the shopper goes back and forth.
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/** The zone of the address being typed; nothing is asked until it is a whole postal code. */
export function useDeliveryZone(address: ZoneAddress | null) {
  return useQuery(deliveryZoneQueryOptions(address));
}

/** The server's terms in dollars as the contracts' fee rule reads them (cents). */
export function termsOf(dto: DeliveryTermsDto): DeliveryTerms {
  return {
    zone: dto.zone ? { id: dto.zone, name: dto.zone } : null,
    standardCents: toCents(dto.standardFee),
    expressCents: dto.expressFee === null ? null : toCents(dto.expressFee),
    minimumOrderCents: toCents(dto.minimumOrder),
    freeThresholdCents: dto.freeDeliveryThreshold === null ? null : toCents(dto.freeDeliveryThreshold),
    deliveryDays: dto.deliveryDays ? weekdayIndexes(dto.deliveryDays) : null,
  };
}

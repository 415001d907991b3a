import { Trans, useLingui } from '@lingui/react/macro';
import { MapPin, Store } from 'lucide-react';
import type { DeliveryZoneLookup } from '@ikawa/contracts/delivery-zones';
import { Button } from '@/components/ui/button';
import { formatPrice } from '@/lib/format';
import { formattingLocale } from '@/lib/i18n';
import { servedDays } from '@/lib/weekdays';
import { termsOf } from '../api/lookup-delivery-zone';

export const ZONE_NOTICE_ID = 'checkout-delivery-zone';

interface ZoneNoticeProps {
  /** The server's answer for the postal code typed; undefined while none was asked. */
  lookup: DeliveryZoneLookup | undefined;
  checking: boolean;
  onChoosePickup: () => void;
}

/**
 * What the address step says about the postal code as soon as it is whole (decision 019): the
 * zone that serves it with its fees, minimum and days; or that it is not delivered yet, with a
 * way to pick up instead. The flat fees (a shop without zones, an address abroad) say nothing new.
 */
export function ZoneNotice({ lookup, checking, onChoosePickup }: ZoneNoticeProps) {
  const { i18n } = useLingui();
  const locale = formattingLocale(i18n.locale);
  const price = (amount: number) => formatPrice(amount, locale);

  if (!lookup) {
    return checking ? (
      <p id={ZONE_NOTICE_ID} role="status" className="text-sm text-espresso-600">
        <Trans>Checking delivery to this postal code…</Trans>
      </p>
    ) : null;
  }
  if (lookup.coverage === 'outside')
    return (
      <div
        id={ZONE_NOTICE_ID}
        role="alert"
        tabIndex={-1}
        className="flex flex-col gap-3 rounded-2xl border border-cherry-100 bg-cherry-50 px-4 py-3 text-sm text-cherry-700 outline-none"
      >
        <p className="font-semibold">
          <Trans>We don’t deliver to this postal code yet — choose store pickup.</Trans>
        </p>
        <p>
          <Trans>Store pickup is free: your order is ready at the shop a few hours after you place it.</Trans>
        </p>
        <Button variant="secondary" onClick={onChoosePickup} className="self-start">
          <Store aria-hidden="true" className="size-4" />
          <Trans>Switch to store pickup</Trans>
        </Button>
      </div>
    );
  if (lookup.coverage !== 'zone' || !lookup.terms) return null;

  const terms = lookup.terms;
  const zone = terms.zone ?? '';
  const standard = price(terms.standardFee);
  const express = terms.expressFee === null ? null : price(terms.expressFee);
  const threshold = terms.freeDeliveryThreshold === null ? null : price(terms.freeDeliveryThreshold);
  const minimum = terms.minimumOrder > 0 ? price(terms.minimumOrder) : null;
  const days = termsOf(terms).deliveryDays;
  const daysText = days ? servedDays(days, i18n.locale) : null;
  return (
    <div
      id={ZONE_NOTICE_ID}
      role="status"
      className="flex gap-3 rounded-2xl border border-leaf-100 bg-leaf-50 px-4 py-3 text-sm text-leaf-700"
    >
      <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">
          <Trans>Delivery zone: {zone}</Trans>
        </p>
        <p>
          {express === null ? (
            <Trans>Standard delivery {standard} · no express delivery</Trans>
          ) : (
            <Trans>
              Standard delivery {standard} · express {express}
            </Trans>
          )}
        </p>
        {threshold !== null && (
          <p>
            <Trans>Free delivery from {threshold} of goods.</Trans>
          </p>
        )}
        {minimum !== null && (
          <p>
            <Trans>Minimum order for delivery: {minimum} of goods.</Trans>
          </p>
        )}
        {daysText && (
          <p>
            <Trans>Delivered on {daysText}.</Trans>
          </p>
        )}
      </div>
    </div>
  );
}

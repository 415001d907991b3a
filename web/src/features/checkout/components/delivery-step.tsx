import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MapPin, Store, Truck, Zap } from 'lucide-react';
import { DELIVERY_TIME_MESSAGES } from '@ikawa/contracts/constants';
import type { DeliveryMethod } from '@ikawa/contracts/enums';
import { fromCents } from '@ikawa/contracts/money';
import type { DeliveryRefusal, DeliveryTerms } from '@ikawa/contracts/rules/delivery-fee';
import {
  deliveryEstimate,
  formatDeliveryPromise,
  type StoreCalendar,
} from '@ikawa/contracts/rules/delivery-estimate';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { servedDays } from '@/lib/weekdays';
import { formattingLocale } from '@/lib/i18n';
import { formatPrice } from '@/lib/format';
import type { FeeQuote } from '../hooks/use-fees';
import { ChoiceCard } from './choice-card';

interface DeliveryStepProps {
  value: DeliveryMethod;
  onChange: (value: DeliveryMethod) => void;
  quote: (method: DeliveryMethod) => FeeQuote;
  /** Dollars still missing for free shipping, when it is on and not reached. */
  toFreeShipping: number | null;
  settingsError: boolean;
  onRetrySettings: () => void;
  /** The store's calendar, once the settings are in: each choice names the day it arrives by. */
  calendar?: StoreCalendar;
  /** The delivery zone of the address (decision 019); null or absent for the flat fees. */
  zone?: DeliveryTerms | null;
  /** The cart is under the zone's minimum order: delivery cannot be chosen yet. */
  belowMinimum?: Extract<DeliveryRefusal, { code: 'below_delivery_minimum' }> | null;
  onChoosePickup?: () => void;
}

/** A fee as the shopper reads it, in the page's language: "Free", "$10.00", or a dash while unknown. */
export function feeLabel(quote: FeeQuote, i18n: I18n): string {
  if (quote.amount === null) return '—';
  return quote.isFree ? i18n._(msg`Free`) : formatPrice(quote.amount, formattingLocale(i18n.locale));
}

/** SPEC §2: standard or express, with the fees from the store settings and DESIGN's times. */
export function DeliveryStep({
  value,
  onChange,
  quote,
  toFreeShipping,
  settingsError,
  onRetrySettings,
  calendar,
  zone = null,
  belowMinimum = null,
  onChoosePickup,
}: DeliveryStepProps) {
  const { t, i18n } = useLingui();
  const locale = formattingLocale(i18n.locale);
  const noExpress = zone !== null && zone.expressCents === null;
  const zoneName = zone?.zone?.name ?? '';
  const days = zone?.deliveryDays ? servedDays(zone.deliveryDays, i18n.locale) : null;
  const minimum = belowMinimum ? formatPrice(fromCents(belowMinimum.minimumCents), locale) : '';
  const short = belowMinimum ? formatPrice(fromCents(belowMinimum.missingCents), locale) : '';
  // The promise the server will store for an order placed now (README "Dates as promises").
  const arrivesBy = (method: DeliveryMethod) => {
    if (!calendar) return null;
    const day = formatDeliveryPromise(
      deliveryEstimate('delivery', method, new Date(), calendar),
      'delivery',
      locale,
      calendar.timeZone,
    );
    return (
      <span className="block font-medium text-espresso-800">
        <Trans>Arrives by {day}</Trans>
      </span>
    );
  };
  const missing = toFreeShipping === null ? null : formatPrice(toFreeShipping, formattingLocale(i18n.locale));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 text-sm text-espresso-600">
        <Trans>Choose how fast you want it.</Trans>
      </legend>
      {zone?.zone && (
        <div className="flex gap-3 rounded-2xl bg-cream-100 px-4 py-3 text-sm text-espresso-800">
          <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>
            <span className="block font-semibold">
              <Trans>Delivery zone: {zoneName}</Trans>
            </span>
            {days && <Trans>Delivered on {days}.</Trans>}
          </p>
        </div>
      )}
      {belowMinimum && (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-2xl border border-cherry-100 bg-cherry-50 px-4 py-3 text-sm text-cherry-700"
        >
          <p>
            <Trans>
              Delivery to {zoneName} needs an order of at least {minimum} of goods: add {short} more, or
              choose store pickup.
            </Trans>
          </p>
          {onChoosePickup && (
            <Button variant="secondary" onClick={onChoosePickup} className="self-start">
              <Store aria-hidden="true" className="size-4" />
              <Trans>Switch to store pickup</Trans>
            </Button>
          )}
        </div>
      )}
      {settingsError && (
        <Alert variant="info">
          <Trans>
            The delivery fees could not be loaded; the fee is calculated when you place the order.
          </Trans>{' '}
          <button
            type="button"
            onClick={onRetrySettings}
            className="min-h-11 font-semibold underline underline-offset-2"
          >
            <Trans>Try again</Trans>
          </button>
        </Alert>
      )}
      <ChoiceCard
        name="delivery-method"
        value="standard"
        checked={value === 'standard'}
        onChange={() => onChange('standard')}
        icon={Truck}
        title={t`Standard`}
        aside={feeLabel(quote('standard'), i18n)}
      >
        {i18n._(DELIVERY_TIME_MESSAGES.standard)}
        {arrivesBy('standard')}
      </ChoiceCard>
      <ChoiceCard
        name="delivery-method"
        value="express"
        checked={value === 'express'}
        onChange={() => onChange('express')}
        icon={Zap}
        title={t`Express`}
        aside={noExpress ? undefined : feeLabel(quote('express'), i18n)}
        disabled={noExpress}
      >
        {noExpress ? (
          <Trans>Not offered in {zoneName}.</Trans>
        ) : (
          <>
            {i18n._(DELIVERY_TIME_MESSAGES.express)}
            {arrivesBy('express')}
          </>
        )}
      </ChoiceCard>
      {/* Under the minimum, what is still missing for delivery at all is what matters. */}
      {missing !== null && !belowMinimum && (
        <p className="rounded-2xl bg-leaf-50 px-4 py-3 text-sm text-leaf-700">
          <Trans>Add {missing} more to your cart for free delivery.</Trans>
        </p>
      )}
    </fieldset>
  );
}

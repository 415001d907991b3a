import { Trans, useLingui } from '@lingui/react/macro';
import { Clock, Store, Truck } from 'lucide-react';
import type { FulfillmentMethod } from '@ikawa/contracts/enums';
import { type StoreSchedule, storeHoursMessages } from '@ikawa/contracts/rules/store-hours';
import type { StoreAddress } from '@ikawa/contracts/settings';
import { AddressText } from '@/components/ui/address-text';
import { Spinner } from '@/components/ui/spinner';
import { useLocale } from '@/hooks/use-locale';
import { pickupReadyText } from '@/lib/store-hours';
import { ChoiceCard } from './choice-card';

interface FulfillmentStepProps {
  value: FulfillmentMethod;
  onChange: (value: FulfillmentMethod) => void;
  storeAddress: StoreAddress | undefined;
  /** The store's hours; undefined while the settings load. */
  schedule: StoreSchedule | undefined;
  settingsLoading: boolean;
}

/** SPEC §2: home delivery or store pickup; pickup shows the store, its hours and the ready time. */
export function FulfillmentStep({
  value,
  onChange,
  storeAddress,
  schedule,
  settingsLoading,
}: FulfillmentStepProps) {
  const { t } = useLingui();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 text-sm text-espresso-600">
        <Trans>How would you like to receive your coffee?</Trans>
      </legend>
      <ChoiceCard
        name="fulfillment"
        value="delivery"
        checked={value === 'delivery'}
        onChange={() => onChange('delivery')}
        icon={Truck}
        title={t`Home Delivery`}
      >
        <Trans>We bring it to your door.</Trans>
      </ChoiceCard>
      <ChoiceCard
        name="fulfillment"
        value="pickup"
        checked={value === 'pickup'}
        onChange={() => onChange('pickup')}
        icon={Store}
        title={t`Store Pickup`}
        aside={t`Free`}
      >
        <Trans>Collect it from our shop.</Trans>
      </ChoiceCard>
      {value === 'pickup' && (
        <PickupDetails storeAddress={storeAddress} schedule={schedule} loading={settingsLoading} />
      )}
    </fieldset>
  );
}

export function PickupDetails({
  storeAddress,
  schedule,
  loading,
}: {
  storeAddress: StoreAddress | undefined;
  schedule: StoreSchedule | undefined;
  loading: boolean;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const when = schedule ? pickupReadyText(i18n, new Date(), schedule) : null;
  return (
    <div className="rounded-2xl bg-cream-200/70 p-4 text-sm text-espresso-800">
      <p className="font-semibold text-espresso-900">
        <Trans>Pickup point</Trans>
      </p>
      {storeAddress ? (
        <AddressText address={storeAddress} className="mt-1" />
      ) : loading ? (
        <Spinner size="sm" label={t`Loading the store address`} className="mt-1" />
      ) : (
        <p className="mt-1">
          <Trans>Our shop address is shown on your order confirmation.</Trans>
        </p>
      )}
      {schedule && (
        <>
          <p className="mt-3 font-semibold text-espresso-900">
            <Trans>Store hours</Trans>
          </p>
          <ul className="mt-1">
            {storeHoursMessages(schedule.hours, locale)
              .map((line) => i18n._(line))
              .map((hours) => (
                <li key={hours}>{hours}</li>
              ))}
          </ul>
          {/* The server's rule, so this is the time the order will promise. */}
          <p className="mt-3 flex items-center gap-2 font-medium text-leaf-700">
            <Clock aria-hidden="true" className="size-4" />
            <Trans>Ready {when}</Trans>
          </p>
        </>
      )}
    </div>
  );
}

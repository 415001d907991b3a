import { useLingui } from '@lingui/react/macro';
import { Clock, Store, Truck } from 'lucide-react';
import type { FulfillmentMethod } from '@ikawa/contracts/enums';
import { formatStoreHours, type StoreSchedule } from '@ikawa/contracts/rules/store-hours';
import type { StoreAddress } from '@ikawa/contracts/settings';
import { Spinner } from '@/components/ui/spinner';
import { pickupReadyText } from '@/lib/store-hours';
import { ChoiceCard } from './choice-card';

interface FulfillmentStepProps {
  value: FulfillmentMethod;
  onChange: (value: FulfillmentMethod) => void;
  storeAddress: StoreAddress | undefined;
  /** The store's hours (issue 17 §4); undefined while the settings load. */
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
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 text-sm text-espresso-600">How would you like to receive your coffee?</legend>
      <ChoiceCard
        name="fulfillment"
        value="delivery"
        checked={value === 'delivery'}
        onChange={() => onChange('delivery')}
        icon={Truck}
        title="Home Delivery"
      >
        We bring it to your door.
      </ChoiceCard>
      <ChoiceCard
        name="fulfillment"
        value="pickup"
        checked={value === 'pickup'}
        onChange={() => onChange('pickup')}
        icon={Store}
        title="Store Pickup"
        aside="Free"
      >
        Collect it from our shop.
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
  const { i18n } = useLingui();
  return (
    <div className="rounded-2xl bg-cream-200/70 p-4 text-sm text-espresso-800">
      <p className="font-semibold text-espresso-900">Pickup point</p>
      {storeAddress ? (
        <address className="mt-1 not-italic">
          {storeAddress.street}
          <br />
          {storeAddress.postalCode} {storeAddress.city}, {storeAddress.country}
        </address>
      ) : loading ? (
        <Spinner size="sm" label="Loading the store address" className="mt-1" />
      ) : (
        <p className="mt-1">Our shop address is shown on your order confirmation.</p>
      )}
      {schedule && (
        <>
          <p className="mt-3 font-semibold text-espresso-900">Store hours</p>
          <ul className="mt-1">
            {formatStoreHours(schedule.hours).map((hours) => (
              <li key={hours}>{hours}</li>
            ))}
          </ul>
          {/* Issue 17 §4: the server's rule, so this is the time the order will promise. */}
          <p className="mt-3 flex items-center gap-2 font-medium text-leaf-700">
            <Clock aria-hidden="true" className="size-4" />
            Ready {pickupReadyText(i18n, new Date(), schedule)}
          </p>
        </>
      )}
    </div>
  );
}

import { Clock, Store, Truck } from 'lucide-react';
import { PICKUP_READY, STORE_HOURS } from '@ikawa/contracts/constants';
import type { FulfillmentMethod } from '@ikawa/contracts/enums';
import type { StoreAddress } from '@ikawa/contracts/settings';
import { Spinner } from '@/components/ui/spinner';
import { ChoiceCard } from './choice-card';

interface FulfillmentStepProps {
  value: FulfillmentMethod;
  onChange: (value: FulfillmentMethod) => void;
  storeAddress: StoreAddress | undefined;
  settingsLoading: boolean;
}

/** SPEC §2: home delivery or store pickup; pickup shows the store, its hours and the ready time. */
export function FulfillmentStep({ value, onChange, storeAddress, settingsLoading }: FulfillmentStepProps) {
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
      {value === 'pickup' && <PickupDetails storeAddress={storeAddress} loading={settingsLoading} />}
    </fieldset>
  );
}

export function PickupDetails({
  storeAddress,
  loading,
}: {
  storeAddress: StoreAddress | undefined;
  loading: boolean;
}) {
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
      <p className="mt-3 font-semibold text-espresso-900">Store hours</p>
      <ul className="mt-1">
        {STORE_HOURS.map((hours) => (
          <li key={hours}>{hours}</li>
        ))}
      </ul>
      <p className="mt-3 flex items-center gap-2 font-medium text-leaf-700">
        <Clock aria-hidden="true" className="size-4" />
        Ready in {PICKUP_READY}
      </p>
    </div>
  );
}

import { Truck, Zap } from 'lucide-react';
import { DELIVERY_TIMES } from '@ikawa/contracts/constants';
import type { DeliveryMethod } from '@ikawa/contracts/enums';
import { Alert } from '@/components/ui/alert';
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
}

export function feeLabel(quote: FeeQuote): string {
  if (quote.amount === null) return '—';
  return quote.isFree ? 'Free' : formatPrice(quote.amount);
}

/** SPEC §2: standard or express, with the fees from the store settings and DESIGN's times. */
export function DeliveryStep({
  value,
  onChange,
  quote,
  toFreeShipping,
  settingsError,
  onRetrySettings,
}: DeliveryStepProps) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 text-sm text-espresso-600">Choose how fast you want it.</legend>
      {settingsError && (
        <Alert variant="info">
          The delivery fees could not be loaded; the fee is calculated when you place the order.{' '}
          <button
            type="button"
            onClick={onRetrySettings}
            className="min-h-11 font-semibold underline underline-offset-2"
          >
            Try again
          </button>
        </Alert>
      )}
      <ChoiceCard
        name="delivery-method"
        value="standard"
        checked={value === 'standard'}
        onChange={() => onChange('standard')}
        icon={Truck}
        title="Standard"
        aside={feeLabel(quote('standard'))}
      >
        {DELIVERY_TIMES.standard}
      </ChoiceCard>
      <ChoiceCard
        name="delivery-method"
        value="express"
        checked={value === 'express'}
        onChange={() => onChange('express')}
        icon={Zap}
        title="Express"
        aside={feeLabel(quote('express'))}
      >
        {DELIVERY_TIMES.express}
      </ChoiceCard>
      {toFreeShipping !== null && (
        <p className="rounded-2xl bg-leaf-50 px-4 py-3 text-sm text-leaf-700">
          Add {formatPrice(toFreeShipping)} more to your cart for free delivery.
        </p>
      )}
    </fieldset>
  );
}

import { Banknote, CreditCard } from 'lucide-react';
import type { PaymentMethod } from '@ikawa/contracts/enums';
import { ChoiceCard } from './choice-card';

/** The card path arrives with the payments issue; until then it is shown, disabled, with why. */
export const CARD_COMING_SOON = 'Card payments are coming soon';

interface PaymentStepProps {
  value: PaymentMethod;
  onChange: (value: PaymentMethod) => void;
  fulfillment: 'delivery' | 'pickup';
}

/** SPEC §2: cash or card (SPEC §9 default cash). */
export function PaymentStep({ value, onChange, fulfillment }: PaymentStepProps) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 text-sm text-espresso-600">How would you like to pay?</legend>
      <ChoiceCard
        name="payment-method"
        value="cash"
        checked={value === 'cash'}
        onChange={() => onChange('cash')}
        icon={Banknote}
        title="Cash"
      >
        {fulfillment === 'pickup' ? 'Pay when you collect your order.' : 'Pay the courier on delivery.'}
      </ChoiceCard>
      <ChoiceCard
        name="payment-method"
        value="stripe"
        checked={false}
        onChange={() => undefined}
        icon={CreditCard}
        title="Card"
        disabled
      >
        {CARD_COMING_SOON}
      </ChoiceCard>
    </fieldset>
  );
}

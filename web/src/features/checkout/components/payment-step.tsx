import { Trans, useLingui } from '@lingui/react/macro';
import { Banknote, CreditCard } from 'lucide-react';
import type { PaymentMethod } from '@ikawa/contracts/enums';
import { ChoiceCard } from './choice-card';

interface PaymentStepProps {
  value: PaymentMethod;
  onChange: (value: PaymentMethod) => void;
  fulfillment: 'delivery' | 'pickup';
}

/**
 * SPEC §2: cash or card (SPEC §9 default cash). The card itself is typed on the card step, after
 * the review.
 */
export function PaymentStep({ value, onChange, fulfillment }: PaymentStepProps) {
  const { t } = useLingui();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 text-sm text-espresso-600">
        <Trans>How would you like to pay?</Trans>
      </legend>
      <ChoiceCard
        name="payment-method"
        value="cash"
        checked={value === 'cash'}
        onChange={() => onChange('cash')}
        icon={Banknote}
        title={t`Cash`}
      >
        {fulfillment === 'pickup' ? (
          <Trans>Pay when you collect your order.</Trans>
        ) : (
          <Trans>Pay the courier on delivery.</Trans>
        )}
      </ChoiceCard>
      <ChoiceCard
        name="payment-method"
        value="stripe"
        checked={value === 'stripe'}
        onChange={() => onChange('stripe')}
        icon={CreditCard}
        title={t`Card`}
      >
        <Trans>Pay securely by card after reviewing your order.</Trans>
      </ChoiceCard>
    </fieldset>
  );
}

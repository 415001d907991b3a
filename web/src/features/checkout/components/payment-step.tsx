import { Trans, useLingui } from '@lingui/react/macro';
import { Banknote, CreditCard } from 'lucide-react';
import type { PaymentMethod } from '@ikawa/contracts/enums';
import { Spinner } from '@/components/ui/spinner';
import { useLocale } from '@/hooks/use-locale';
import { formatPrice } from '@/lib/format';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { usePaymentConfig } from '@/features/settings/api/get-payment-config';
import { useSavedCards } from '../api/get-saved-cards';
import type { CardIntentState } from '../hooks/checkout-machine';
import { useFinishCardPayment } from '../hooks/use-card-payment';
import { ChoiceCard } from './choice-card';
import { SimulatedCardForm } from './simulated-card-form';
import { StripeCardForm } from './stripe-card-form';

interface PaymentStepProps {
  value: PaymentMethod;
  onChange: (value: PaymentMethod) => void;
  fulfillment: 'delivery' | 'pickup';
  /** Set once Place Order opened a card payment (SPEC §4 card path): show the card form. */
  cardIntent: CardIntentState | null;
  onStockConflict: () => void;
}

/** SPEC §2: cash or card (SPEC §9 default cash); with an open intent, the card form. */
export function PaymentStep({ value, onChange, fulfillment, cardIntent, onStockConflict }: PaymentStepProps) {
  const { t } = useLingui();
  if (cardIntent && value === 'stripe') {
    return (
      <CardPayment intent={cardIntent} onStockConflict={onStockConflict} onUseCash={() => onChange('cash')} />
    );
  }
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

function CardPayment({
  intent,
  onStockConflict,
  onUseCash,
}: {
  intent: CardIntentState;
  onStockConflict: () => void;
  onUseCash: () => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const amount = formatPrice(intent.amount, locale);
  const config = usePaymentConfig();
  const { finish, finishing, error } = useFinishCardPayment({ onStockConflict });
  const { user } = useAuth();
  // Saved cards are offered in both modes (ADR 004): by token (simulated) or kept at Stripe.
  const savedCards = useSavedCards(user?._id, true);
  const loadingSaved = savedCards.isPending && savedCards.fetchStatus !== 'idle';
  const onPaid = (id: string) => void finish(id);

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-espresso-600">
        <Trans>
          Amount to pay: <strong className="text-espresso-900">{amount}</strong>
        </Trans>
      </p>
      {loadingSaved ? (
        <Spinner label={t`Loading your saved cards…`} />
      ) : intent.provider === 'stripe' ? (
        config.data?.publishableKey ? (
          <StripeCardForm
            intent={intent}
            publishableKey={config.data.publishableKey}
            finishing={finishing}
            serverError={error}
            onPaid={onPaid}
            savedCards={savedCards.data ?? []}
          />
        ) : (
          <Spinner label={t`Loading the payment form…`} />
        )
      ) : (
        // A failed read of the saved cards still leaves the new-card form.
        <SimulatedCardForm
          intent={intent}
          finishing={finishing}
          serverError={error}
          onPaid={onPaid}
          savedCards={savedCards.data ?? []}
        />
      )}
      <button
        type="button"
        onClick={onUseCash}
        className="self-center text-sm font-medium text-espresso-600 underline underline-offset-4 hover:text-espresso-900"
      >
        <Trans>Pay in cash instead</Trans>
      </button>
    </div>
  );
}

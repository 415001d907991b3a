import { Trans, useLingui } from '@lingui/react/macro';
import { Spinner } from '@/components/ui/spinner';
import { useLocale } from '@/hooks/use-locale';
import { formatPrice } from '@/lib/format';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { usePaymentConfig } from '@/features/settings/api/get-payment-config';
import { useSavedCards } from '../api/get-saved-cards';
import type { CardIntentState } from '../hooks/checkout-machine';
import { useFinishCardPayment } from '../hooks/use-card-payment';
import { SimulatedCardForm } from './simulated-card-form';
import { StripeCardForm } from './stripe-card-form';

interface CardStepProps {
  /** The payment opened from the review, for its reviewed total. */
  intent: CardIntentState;
  onStockConflict: () => void;
  onUseCash: () => void;
}

/**
 * SPEC §4 card path, after the review: the card form (a saved card or a new one), paying the
 * reviewed total at once, then the order is made.
 */
export function CardStep({ intent, onStockConflict, onUseCash }: CardStepProps) {
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

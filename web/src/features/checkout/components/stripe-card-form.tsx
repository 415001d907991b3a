import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { type FormEvent, useMemo, useState } from 'react';
import { type IntentStatus, intentStatusMessage, PAYMENT_MESSAGES } from '@ikawa/contracts/payments';
import type { PaymentMethod } from '@ikawa/contracts/users';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import { stripeErrorMessage, stripeFor } from '@/lib/stripe';
import { type CardIntent, paySavedCard } from '../api/card-payments';
import { paymentErrorMessage } from '../hooks/use-card-payment';
import { NEW_CARD, SavedCardChoice, useSavedCardChoice } from './saved-card-choice';

interface Props {
  intent: CardIntent;
  publishableKey: string;
  finishing: boolean;
  serverError: string | null;
  onPaid: (paymentIntentId: string) => void;
  /** The shopper's saved cards (kept at Stripe), default first: offered above 'Use a new card'. */
  savedCards?: readonly PaymentMethod[];
}

/** What an intent's status means once a card attempt is over: paid (null), or a sentence. */
export function statusMessage(status: IntentStatus): string | null {
  return status === 'succeeded' ? null : intentStatusMessage(status);
}

/**
 * Stripe Elements: the card is typed into Stripe's own frame and never touches this shop.
 * A bank's extra step may redirect to /payment-success, which asks the server what happened.
 */
export function StripeCardForm({ intent, publishableKey, ...rest }: Props) {
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  return (
    <Elements
      stripe={stripe}
      options={{ clientSecret: intent.clientSecret, appearance: { theme: 'stripe' } }}
    >
      <StripeForm intent={intent} {...rest} />
    </Elements>
  );
}

function StripeForm({
  intent,
  finishing,
  serverError,
  onPaid,
  savedCards = [],
}: Omit<Props, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { savedChoice, selected, pick } = useSavedCardChoice(savedCards, () => setError(null));

  function settle(paymentIntentId: string, status: IntentStatus) {
    const message = statusMessage(status);
    if (message) setError(message);
    else onPaid(paymentIntentId);
  }

  /**
   * A saved card: the server confirms the intent with it (Stripe keeps the card). If the bank
   * asks for its extra step, Stripe.js shows it (`handleNextAction`), then the status decides.
   */
  async function payWithSaved(card: PaymentMethod) {
    setSending(true);
    setError(null);
    try {
      const attempt = await paySavedCard(intent, card._id);
      if (attempt.status === 'requires_payment_method') {
        return setError(attempt.error ?? PAYMENT_MESSAGES.declined);
      }
      if (attempt.status !== 'requires_action') return settle(attempt.id, attempt.status);
      if (!stripe) return setError(PAYMENT_MESSAGES.notReady);
      const result = await stripe.handleNextAction({ clientSecret: intent.clientSecret });
      if (result.error) return setError(stripeErrorMessage(result.error));
      if (result.paymentIntent) settle(result.paymentIntent.id, result.paymentIntent.status as IntentStatus);
    } catch (failure) {
      setError(paymentErrorMessage(failure));
    } finally {
      setSending(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (savedChoice) return payWithSaved(savedChoice);
    if (!stripe || !elements) return setError(PAYMENT_MESSAGES.notReady);
    if (!elements.getElement('payment')) return setError(PAYMENT_MESSAGES.formMissing);
    setSending(true);
    setError(null);
    try {
      const result = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}${paths.paymentSuccess}` },
        redirect: 'if_required',
      });
      // SPEC §8: card and validation errors show the provider's message.
      if (result.error) return setError(stripeErrorMessage(result.error));
      settle(result.paymentIntent.id, result.paymentIntent.status as IntentStatus);
    } catch {
      setError(PAYMENT_MESSAGES.unexpected);
    } finally {
      setSending(false);
    }
  }

  const shown = error ?? serverError;
  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" aria-label="Card details">
      {shown && <Alert>{shown}</Alert>}
      <SavedCardChoice savedCards={savedCards} selected={selected} onPick={pick} />
      {selected === NEW_CARD && <PaymentElement />}
      <Button
        type="submit"
        size="lg"
        fullWidth
        isLoading={sending || finishing}
        // A saved card is charged by the server: it does not wait for Stripe.js to load.
        disabled={!stripe && !savedChoice}
        variant="accent"
      >
        {sending || finishing ? 'Processing…' : `Pay ${formatPrice(intent.amount)}`}
      </Button>
    </form>
  );
}

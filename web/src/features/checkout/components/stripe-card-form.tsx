import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
// The pure entry loads Stripe's script only when a Stripe form is shown (not on every page).
import { loadStripe } from '@stripe/stripe-js/pure';
import { type FormEvent, useMemo, useState } from 'react';
import { PAYMENT_MESSAGES } from '@ikawa/contracts/payments';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import type { CardIntent } from '../api/card-payments';

const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let promise = stripeByKey.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, promise);
  }
  return promise;
}

interface Props {
  intent: CardIntent;
  publishableKey: string;
  finishing: boolean;
  serverError: string | null;
  onPaid: (paymentIntentId: string) => void;
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

function StripeForm({ intent, finishing, serverError, onPaid }: Omit<Props, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
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
      if (result.error) {
        // SPEC §8: card and validation errors show the provider's message.
        const known = result.error.type === 'card_error' || result.error.type === 'validation_error';
        setError(known ? (result.error.message ?? PAYMENT_MESSAGES.issue) : PAYMENT_MESSAGES.issue);
        return;
      }
      switch (result.paymentIntent.status) {
        case 'succeeded':
          onPaid(result.paymentIntent.id);
          break;
        case 'processing':
          setError(PAYMENT_MESSAGES.processing);
          break;
        case 'requires_payment_method':
          setError(PAYMENT_MESSAGES.declined);
          break;
        case 'requires_confirmation':
          setError(PAYMENT_MESSAGES.requiresConfirmation);
          break;
        default:
          setError(PAYMENT_MESSAGES.status(result.paymentIntent.status));
      }
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
      <PaymentElement />
      <Button
        type="submit"
        size="lg"
        fullWidth
        isLoading={sending || finishing}
        disabled={!stripe}
        variant="accent"
      >
        {sending || finishing ? 'Processing…' : `Pay ${formatPrice(intent.amount)}`}
      </Button>
    </form>
  );
}

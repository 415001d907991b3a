import { Trans, useLingui } from '@lingui/react/macro';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeElementLocale, StripeError } from '@stripe/stripe-js';
import { type FormEvent, useMemo, useState } from 'react';
import type { I18n } from '@lingui/core';
import type { Locale } from '@ikawa/contracts/i18n';
import {
  intentStatusDescriptor,
  type IntentStatus,
  PAYMENT_MESSAGE_DESCRIPTORS,
} from '@ikawa/contracts/payments';
import type { PaymentMethod } from '@ikawa/contracts/users';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useLocale } from '@/hooks/use-locale';
import { formatPrice } from '@/lib/format';
import { stripeFor } from '@/lib/stripe';
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
export function statusMessage(status: IntentStatus, i18n: I18n): string | null {
  return status === 'succeeded' ? null : i18n._(intentStatusDescriptor(status));
}

/** Stripe's own texts (labels, card errors) in the page's language: Stripe knows "fr-CA", and "en". */
const STRIPE_LOCALES: Record<Locale, StripeElementLocale> = { 'en-CA': 'en', 'fr-CA': 'fr-CA' };

/**
 * SPEC §8: card and validation errors show Stripe's message (in the locale Elements was given);
 * anything else the shop's own sentence.
 */
function stripeErrorMessage(error: StripeError, i18n: I18n): string {
  const known = error.type === 'card_error' || error.type === 'validation_error';
  return (known && error.message) || i18n._(PAYMENT_MESSAGE_DESCRIPTORS.issue);
}

/**
 * Stripe Elements: the card is typed into Stripe's own frame and never touches this shop.
 * A bank's extra step may redirect to /payment-success, which asks the server what happened.
 */
export function StripeCardForm({ intent, publishableKey, ...rest }: Props) {
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  const locale = useLocale();
  return (
    <Elements
      stripe={stripe}
      options={{
        clientSecret: intent.clientSecret,
        appearance: { theme: 'stripe' },
        locale: STRIPE_LOCALES[locale],
      }}
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
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { savedChoice, selected, pick } = useSavedCardChoice(savedCards, () => setError(null));

  function settle(paymentIntentId: string, status: IntentStatus) {
    const message = statusMessage(status, i18n);
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
        return setError(attempt.error ?? i18n._(PAYMENT_MESSAGE_DESCRIPTORS.declined));
      }
      if (attempt.status !== 'requires_action') return settle(attempt.id, attempt.status);
      if (!stripe) return setError(i18n._(PAYMENT_MESSAGE_DESCRIPTORS.notReady));
      const result = await stripe.handleNextAction({ clientSecret: intent.clientSecret });
      if (result.error) return setError(stripeErrorMessage(result.error, i18n));
      if (result.paymentIntent) settle(result.paymentIntent.id, result.paymentIntent.status as IntentStatus);
    } catch (failure) {
      setError(paymentErrorMessage(failure, i18n));
    } finally {
      setSending(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (savedChoice) return payWithSaved(savedChoice);
    if (!stripe || !elements) return setError(i18n._(PAYMENT_MESSAGE_DESCRIPTORS.notReady));
    if (!elements.getElement('payment')) return setError(i18n._(PAYMENT_MESSAGE_DESCRIPTORS.formMissing));
    setSending(true);
    setError(null);
    try {
      const result = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}${paths.paymentSuccess}` },
        redirect: 'if_required',
      });
      // SPEC §8: card and validation errors show the provider's message.
      if (result.error) return setError(stripeErrorMessage(result.error, i18n));
      settle(result.paymentIntent.id, result.paymentIntent.status as IntentStatus);
    } catch {
      setError(i18n._(PAYMENT_MESSAGE_DESCRIPTORS.unexpected));
    } finally {
      setSending(false);
    }
  }

  const shown = error ?? serverError;
  const amount = formatPrice(intent.amount, locale);
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
      aria-label={t`Card details`}
    >
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
        {sending || finishing ? <Trans>Processing…</Trans> : <Trans>Pay {amount}</Trans>}
      </Button>
    </form>
  );
}

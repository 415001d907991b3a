import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { PAYMENT_MESSAGE_DESCRIPTORS } from '@ikawa/contracts/payments';
import { digitsOnly, isExpiryInFuture, passesLuhn } from '@ikawa/contracts/rules/card';
import type { PaymentMethod } from '@ikawa/contracts/users';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { useLocale } from '@/hooks/use-locale';
import { formatPrice } from '@/lib/format';
import {
  authenticateSimulated,
  type CardIntent,
  paySavedCard,
  paySimulated,
  type SimulatedAttempt,
} from '../api/card-payments';
import { paymentErrorMessage } from '../hooks/use-card-payment';
import { NEW_CARD, SavedCardChoice, useSavedCardChoice } from './saved-card-choice';

const EMPTY = { number: '', expiry: '', cvc: '', name: '' };

/** "4242424242424242" → "4242 4242 4242 4242" as it is typed. */
export function formatCardNumber(value: string): string {
  return digitsOnly(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1230" → "12/30" as it is typed. */
export function formatExpiryInput(value: string): string {
  const digits = digitsOnly(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** SPEC §5: the card form is checked before anything is sent (Luhn, expiry in the future). */
export function validateCard(card: typeof EMPTY, i18n: I18n): string | null {
  if (!card.number.trim() || !card.expiry.trim() || !card.cvc.trim() || !card.name.trim()) {
    return i18n._(PAYMENT_MESSAGE_DESCRIPTORS.incomplete);
  }
  if (!passesLuhn(card.number)) return i18n._(msg`Your card number is invalid.`);
  if (!/^\d{2}\/\d{2}$/.test(card.expiry) || !isExpiryInFuture(card.expiry))
    return i18n._(msg`Your card’s expiry date is not valid or has passed.`);
  if (!/^\d{3,4}$/.test(card.cvc)) return i18n._(msg`Your card’s security code is incomplete.`);
  return null;
}

interface Props {
  intent: CardIntent;
  finishing: boolean;
  serverError: string | null;
  onPaid: (paymentIntentId: string) => void;
  /** The shopper's saved cards, default first: offered above 'Use a new card'. */
  savedCards?: PaymentMethod[];
}

/**
 * The offline provider's card form. The number goes only to the simulated provider's endpoint,
 * which keeps brand and last 4; this form forgets it as soon as the card is accepted.
 */
export function SimulatedCardForm({ intent, finishing, serverError, onPaid, savedCards = [] }: Props) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const amount = formatPrice(intent.amount, locale);
  const [card, setCard] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  // Until the shopper picks, the default saved card (listed first) is the choice.
  const { savedChoice, selected, pick } = useSavedCardChoice(savedCards, () => setError(null));
  const [sending, setSending] = useState(false);
  const [needsConfirmation, setNeedsConfirmation] = useState(false);

  function handle(attempt: SimulatedAttempt) {
    if (attempt.status === 'succeeded') {
      setCard(EMPTY);
      onPaid(attempt.id);
    } else if (attempt.status === 'requires_action') {
      setNeedsConfirmation(true);
    } else if (attempt.status === 'processing') {
      setError(i18n._(PAYMENT_MESSAGE_DESCRIPTORS.processing));
    } else if (attempt.status === 'requires_payment_method') {
      // SPEC §8: card errors show the provider's message.
      setError(attempt.error ?? i18n._(PAYMENT_MESSAGE_DESCRIPTORS.declined));
    } else {
      setError(i18n._(PAYMENT_MESSAGE_DESCRIPTORS.status(attempt.status)));
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = savedChoice ? null : validateCard(card, i18n);
    if (problem) return setError(problem);
    setError(null);
    setSending(true);
    try {
      handle(
        savedChoice
          ? await paySavedCard(intent, savedChoice._id)
          : await paySimulated(intent, { ...card, number: digitsOnly(card.number) }),
      );
    } catch (failure) {
      setError(paymentErrorMessage(failure, i18n));
    } finally {
      setSending(false);
    }
  }

  async function authenticate(approve: boolean) {
    setSending(true);
    try {
      setNeedsConfirmation(false);
      handle(await authenticateSimulated(intent, approve));
    } catch (failure) {
      setError(paymentErrorMessage(failure, i18n));
    } finally {
      setSending(false);
    }
  }

  const shown = error ?? serverError;
  if (needsConfirmation) {
    return (
      <section
        aria-labelledby="confirm-payment-title"
        className="flex flex-col gap-4 rounded-2xl border border-espresso-100 bg-white p-5"
      >
        <ShieldCheck aria-hidden="true" className="size-8 text-leaf-600" />
        <h3 id="confirm-payment-title" className="font-display text-lg font-semibold">
          <Trans>Confirm this payment</Trans>
        </h3>
        <p className="text-sm text-espresso-600">
          <Trans>
            Your bank asks you to confirm a payment of <strong>{amount}</strong> to Ikawa Coffee. (This is the
            test bank of the simulated provider.)
          </Trans>
        </p>
        <div className="flex gap-3">
          <Button variant="secondary" onClick={() => void authenticate(false)} disabled={sending}>
            <Trans>Decline</Trans>
          </Button>
          <Button className="flex-1" onClick={() => void authenticate(true)} isLoading={sending}>
            <Trans>Confirm payment</Trans>
          </Button>
        </div>
      </section>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
      aria-label={t`Card details`}
    >
      {shown && <Alert>{shown}</Alert>}
      <SavedCardChoice savedCards={savedCards} selected={selected} onPick={pick} />
      {selected === NEW_CARD && (
        <>
          <Field
            label={t`Card number`}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            value={card.number}
            onChange={(event) => setCard({ ...card, number: formatCardNumber(event.target.value) })}
          />
          <div className="grid grid-cols-2 gap-4">
            <Field
              label={t`Expiry (MM/YY)`}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder={t`MM/YY`}
              value={card.expiry}
              onChange={(event) => setCard({ ...card, expiry: formatExpiryInput(event.target.value) })}
            />
            <Field
              label={t`CVC`}
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              maxLength={4}
              value={card.cvc}
              onChange={(event) => setCard({ ...card, cvc: digitsOnly(event.target.value).slice(0, 4) })}
            />
          </div>
          <Field
            label={t`Name on card`}
            autoComplete="cc-name"
            value={card.name}
            onChange={(event) => setCard({ ...card, name: event.target.value })}
          />
          <details className="rounded-xl bg-cream-100 px-4 py-3 text-xs text-espresso-600">
            <summary className="cursor-pointer font-medium text-espresso-800">
              <Trans>Test cards (no real money moves)</Trans>
            </summary>
            <ul className="mt-2 flex flex-col gap-1 font-mono">
              <li>
                <Trans>4242 4242 4242 4242 — succeeds</Trans>
              </li>
              <li>
                <Trans>4000 0000 0000 0002 — declined</Trans>
              </li>
              <li>
                <Trans>4000 0000 0000 9995 — insufficient funds</Trans>
              </li>
              <li>
                <Trans>4000 0025 0000 3155 — asks to confirm</Trans>
              </li>
            </ul>
            <p className="mt-2">
              <Trans>Any future expiry, any 3-digit CVC.</Trans>
            </p>
          </details>
        </>
      )}
      <Button type="submit" size="lg" fullWidth isLoading={sending || finishing} variant="accent">
        {sending || finishing ? t`Processing…` : t`Pay ${amount}`}
      </Button>
    </form>
  );
}

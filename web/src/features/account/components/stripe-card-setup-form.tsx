import { Trans, useLingui } from '@lingui/react/macro';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { PAYMENT_MESSAGE_DESCRIPTORS } from '@ikawa/contracts/payments';
import { ACCOUNT_MESSAGE_DESCRIPTORS } from '@ikawa/contracts/users';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/input';
import { stripeErrorMessage, stripeFor } from '@/lib/stripe';
import { createCardSetup } from '../api/create-card-setup';
import type { NewStripeCard } from '../api/create-payment-method';
import { useAccountSession } from '../hooks/account-session';
import { useFocusFirstField } from '../hooks/use-focus-first-field';
import { actionErrorMessage } from '../utils/server-errors';

interface Props {
  publishableKey: string;
  /** Whether the new card can be offered as the default (it is anyway when it is the first). */
  canChooseDefault: boolean;
  onSubmit: (card: NewStripeCard) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * Stripe mode's "Add card": the card is typed into Stripe's own field and confirmed against a
 * SetupIntent for the shopper's Stripe Customer (`confirmCardSetup`); only the resulting payment
 * method id and the holder's name reach the shop, which asks Stripe for brand, last 4 and expiry.
 */
export function StripeCardSetupForm({ publishableKey, ...rest }: Props) {
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe}>
      <SetupForm {...rest} />
    </Elements>
  );
}

function SetupForm({ canChooseDefault, onSubmit, onCancel }: Omit<Props, 'publishableKey'>) {
  const { t, i18n } = useLingui();
  const stripe = useStripe();
  const elements = useElements();
  const { user } = useAccountSession();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [isDefault, setIsDefault] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const cardLabelId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstField(formRef);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const holder = name.trim();
    setNameError(holder ? null : t`Cardholder name is required`);
    if (!holder) return;
    if (!user) return setFormError(i18n._(ACCOUNT_MESSAGE_DESCRIPTORS.paymentsLogin));
    if (!stripe || !elements) return setFormError(i18n._(PAYMENT_MESSAGE_DESCRIPTORS.notReady));
    const card = elements.getElement(CardElement);
    if (!card) return setFormError(i18n._(PAYMENT_MESSAGE_DESCRIPTORS.formMissing));
    setFormError(null);
    setSending(true);
    try {
      const setup = await createCardSetup(user._id);
      const result = await stripe.confirmCardSetup(setup.clientSecret, {
        payment_method: { card, billing_details: { name: holder } },
      });
      if (result.error) return setFormError(stripeErrorMessage(result.error));
      const method = result.setupIntent.payment_method;
      const paymentMethodId = typeof method === 'string' ? method : method?.id;
      if (!paymentMethodId) return setFormError(i18n._(PAYMENT_MESSAGE_DESCRIPTORS.issue));
      await onSubmit({ paymentMethodId, cardholderName: holder, ...(isDefault ? { isDefault } : {}) });
      card.clear();
    } catch (error) {
      setFormError(actionErrorMessage(error, i18n._(ACCOUNT_MESSAGE_DESCRIPTORS.paymentError)));
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t`Add card`}
      className="flex flex-col gap-4 rounded-2xl border border-espresso-100 bg-white p-4 sm:p-5"
    >
      <h3 className="text-lg font-semibold text-espresso-900">
        <Trans>New card</Trans>
      </h3>
      {formError && <Alert>{formError}</Alert>}
      <Field
        label={t`Cardholder name`}
        autoComplete="cc-name"
        value={name}
        error={nameError ?? undefined}
        onChange={(event) => setName(event.target.value)}
      />
      <div className="flex flex-col gap-1.5">
        <span id={cardLabelId} className="text-sm font-medium text-espresso-800">
          <Trans>Card details</Trans>
        </span>
        <div
          role="group"
          aria-labelledby={cardLabelId}
          className="min-h-12 rounded-xl border border-espresso-200 bg-white px-3 py-3"
        >
          <CardElement options={{ hidePostalCode: true }} />
        </div>
        <p className="text-xs text-espresso-500">
          <Trans>Typed into Stripe’s secure field: this shop never sees it.</Trans>
        </p>
      </div>
      {canChooseDefault && (
        <Checkbox
          label={t`Use as my default card`}
          checked={isDefault}
          onChange={(event) => setIsDefault(event.target.checked)}
        />
      )}
      <p className="text-xs text-espresso-500">
        <Trans>
          Stripe keeps the card. We keep only the brand, the last 4 digits, the expiry date and the name.
        </Trans>
      </p>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" isLoading={sending} disabled={!stripe}>
          <Trans>Save card</Trans>
        </Button>
        <Button variant="secondary" disabled={sending} onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ChangeEvent, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { SavePaymentMethodInputSchema } from '@ikawa/contracts/payment-methods';
import { CARD_BRAND_MESSAGES, cardBrand } from '@ikawa/contracts/rules/card';
import { ACCOUNT_MESSAGE_DESCRIPTORS } from '@ikawa/contracts/users';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/input';
import type { NewCard } from '../api/create-payment-method';
import { formatCardNumberInput } from '../utils/card-input';
import { useFocusFirstField } from '../hooks/use-focus-first-field';
import { ExpiryAndHolderFields } from './card-fields';
import { actionErrorMessage, showServerFieldErrors } from '../utils/server-errors';

type CardFormInput = z.input<typeof SavePaymentMethodInputSchema>;

const CARD_FIELDS = ['cardNumber', 'expiryDate', 'cardholderName'] as const;
const EMPTY: CardFormInput = { cardNumber: '', expiryDate: '', cardholderName: '', isDefault: false };

interface CardFormProps {
  /** Whether the new card can be offered as the default (it is anyway when it is the first). */
  canChooseDefault: boolean;
  onSubmit: (card: NewCard) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * Adds a card. The contract checks the number (Luhn) and that the expiry is still ahead before
 * anything is sent; the form is emptied as soon as the card is saved.
 */
export function CardForm({ canChooseDefault, onSubmit, onCancel }: CardFormProps) {
  const { t, i18n } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<CardFormInput, unknown, NewCard>({
    resolver: zodResolver(SavePaymentMethodInputSchema),
    defaultValues: EMPTY,
  });

  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstField(formRef);

  const brand = cardBrand(useWatch({ control, name: 'cardNumber' }));
  const cardNumber = register('cardNumber');

  const submit = handleSubmit(
    async ({ cardNumber: number, expiryDate: expiry, cardholderName, isDefault }) => {
      setFormError(null);
      try {
        await onSubmit({
          cardNumber: number,
          expiryDate: expiry,
          cardholderName,
          ...(isDefault ? { isDefault } : {}),
        });
        // The number must not outlive the save (DESIGN: saved cards).
        reset(EMPTY);
      } catch (error) {
        if (!showServerFieldErrors(error, setError, CARD_FIELDS)) {
          setFormError(actionErrorMessage(error, i18n._(ACCOUNT_MESSAGE_DESCRIPTORS.paymentError)));
        }
      }
    },
  );

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-label={t`Add card`}
      className="flex flex-col gap-4 rounded-2xl border border-espresso-100 bg-white p-4 sm:p-5"
    >
      <h3 className="text-lg font-semibold text-espresso-900">
        <Trans>New card</Trans>
      </h3>
      {formError && <Alert>{formError}</Alert>}
      <Field
        label={t`Card number`}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        hint={
          brand !== 'unknown'
            ? i18n._(CARD_BRAND_MESSAGES[brand])
            : t`Visa, Mastercard, American Express and more.`
        }
        error={errors.cardNumber?.message}
        {...cardNumber}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          event.target.value = formatCardNumberInput(event.target.value);
          void cardNumber.onChange(event);
        }}
      />
      <ExpiryAndHolderFields
        expiryDate={register('expiryDate')}
        cardholderName={register('cardholderName')}
        errors={errors}
      />
      {canChooseDefault && <Checkbox label={t`Use as my default card`} {...register('isDefault')} />}
      <p className="text-xs text-espresso-500">
        <Trans>
          We keep only the brand, the last 4 digits, the expiry date and the name. The full number is never
          stored.
        </Trans>
      </p>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" isLoading={isSubmitting}>
          <Trans>Save card</Trans>
        </Button>
        <Button
          variant="secondary"
          disabled={isSubmitting}
          onClick={() => {
            reset(EMPTY);
            onCancel();
          }}
        >
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}

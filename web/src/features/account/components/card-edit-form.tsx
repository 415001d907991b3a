import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type UpdatePaymentMethodInput,
  UpdatePaymentMethodInputSchema,
} from '@ikawa/contracts/payment-methods';
import { ACCOUNT_MESSAGE_DESCRIPTORS, type PaymentMethod } from '@ikawa/contracts/users';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { useFocusFirstField } from '../hooks/use-focus-first-field';
import { ExpiryAndHolderFields } from './card-fields';
import { actionErrorMessage, showServerFieldErrors } from '../utils/server-errors';
import { brandLabel } from '../utils/card-brand';

/** Editing keeps both boxes filled: the contract's rules, with the two fields required. */
const CardEditSchema = UpdatePaymentMethodInputSchema.required({ expiryDate: true, cardholderName: true });
type CardEditInput = z.input<typeof CardEditSchema>;
type CardEditOutput = z.output<typeof CardEditSchema>;

const EDIT_FIELDS = ['expiryDate', 'cardholderName'] as const;

interface CardEditFormProps {
  card: PaymentMethod;
  onSubmit: (input: UpdatePaymentMethodInput) => Promise<unknown>;
  onCancel: () => void;
}

/** Edits the holder, the expiry and the default flag; the number cannot change (DESIGN). */
export function CardEditForm({ card, onSubmit, onCancel }: CardEditFormProps) {
  const { t, i18n } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const initial: CardEditInput = {
    expiryDate: card.expiryDate,
    cardholderName: card.cardholderName,
    isDefault: false,
  };
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CardEditInput, unknown, CardEditOutput>({
    resolver: zodResolver(CardEditSchema),
    defaultValues: initial,
  });

  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstField(formRef);

  const submit = handleSubmit(async ({ isDefault, ...values }) => {
    setFormError(null);
    try {
      await onSubmit({ ...values, ...(isDefault && !card.isDefault ? { isDefault: true } : {}) });
    } catch (error) {
      if (!showServerFieldErrors(error, setError, EDIT_FIELDS)) {
        setFormError(actionErrorMessage(error, i18n._(ACCOUNT_MESSAGE_DESCRIPTORS.paymentError)));
      }
    }
  });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-label={t`Edit card`}
      className="flex flex-col gap-4 rounded-2xl border border-espresso-100 bg-white p-4 sm:p-5"
    >
      <div>
        <h3 className="text-lg font-semibold text-espresso-900">
          <Trans>Edit card</Trans>
        </h3>
        <p className="mt-1 text-sm text-espresso-600">
          {brandLabel(card.brand, i18n)} {card.cardNumber}
        </p>
      </div>
      {formError && <Alert>{formError}</Alert>}
      <ExpiryAndHolderFields
        expiryDate={register('expiryDate')}
        cardholderName={register('cardholderName')}
        errors={errors}
      />
      {!card.isDefault && <Checkbox label={t`Use as my default card`} {...register('isDefault')} />}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" isLoading={isSubmitting}>
          <Trans>Save</Trans>
        </Button>
        <Button
          variant="secondary"
          disabled={isSubmitting}
          onClick={() => {
            reset(initial);
            onCancel();
          }}
        >
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}

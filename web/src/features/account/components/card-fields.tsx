import { useLingui } from '@lingui/react/macro';
import type { ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/ui/input';
import { formatExpiryInput } from '../utils/card-input';

interface ExpiryAndHolderFieldsProps {
  expiryDate: UseFormRegisterReturn<'expiryDate'>;
  cardholderName: UseFormRegisterReturn<'cardholderName'>;
  errors: { expiryDate?: { message?: string }; cardholderName?: { message?: string } };
}

/** A card's expiry (typed as MM/YY) and holder, side by side: adding and editing a card. */
export function ExpiryAndHolderFields({ expiryDate, cardholderName, errors }: ExpiryAndHolderFieldsProps) {
  const { t } = useLingui();
  return (
    <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
      <Field
        label={t`Expiry date`}
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder={t({
          message: 'MM/YY',
          comment: 'Placeholder of a card expiry: month and year, typed as digits',
        })}
        maxLength={5}
        error={errors.expiryDate?.message}
        {...expiryDate}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          event.target.value = formatExpiryInput(event.target.value);
          void expiryDate.onChange(event);
        }}
      />
      <Field
        label={t`Cardholder name`}
        autoComplete="cc-name"
        error={errors.cardholderName?.message}
        {...cardholderName}
      />
    </div>
  );
}

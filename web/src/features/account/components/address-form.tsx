import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  ACCOUNT_MESSAGE_DESCRIPTORS,
  type Address,
  PhoneSchema,
  type SavedAddressInput,
  SavedAddressFieldsSchema,
} from '@ikawa/contracts/users';
import { checkPostalCode } from '@ikawa/contracts/countries';
import { PHONE_HINT } from '@ikawa/contracts/rules/phone';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { CountrySelect } from '@/components/ui/country-select';
import { Field } from '@/components/ui/input';
import { useShippingCountries } from '@/features/settings/api/get-settings';
import { useFocusFirstField } from '../hooks/use-focus-first-field';
import { actionErrorMessage, showServerFieldErrors } from '../utils/server-errors';

/** The contract's address; an empty phone box means "no phone" rather than a bad number. */
const AddressFormSchema = SavedAddressFieldsSchema.extend({
  phone: z.union([PhoneSchema, z.literal('')]).optional(),
}).superRefine(checkPostalCode);
type AddressFormInput = z.input<typeof AddressFormSchema>;
type AddressFormOutput = z.output<typeof AddressFormSchema>;

const ADDRESS_FIELDS = ['street', 'city', 'postalCode', 'country', 'phone'] as const;

/** A new address starts in the first country the shop ships to (Canada unless it ships elsewhere only). */
function initialValues(address: Address | undefined, countries: readonly string[]): AddressFormInput {
  return {
    street: address?.street ?? '',
    city: address?.city ?? '',
    postalCode: address?.postalCode ?? '',
    // An address saved before countries were chosen from a list keeps its text until one is chosen.
    country: address?.country ?? countries[0] ?? '',
    phone: address?.phone ?? '',
    isDefault: false,
  };
}

/** What PUT needs to keep an address as it is (the coordinates have no box in the form). */
export function addressInput(address: Address, changes: Partial<SavedAddressInput> = {}): SavedAddressInput {
  return {
    street: address.street,
    city: address.city,
    postalCode: address.postalCode,
    // The server refuses a country typed before codes: it is chosen again in the form.
    country: address.country as SavedAddressInput['country'],
    ...(address.phone ? { phone: address.phone } : {}),
    ...(address.latitude != null ? { latitude: address.latitude } : {}),
    ...(address.longitude != null ? { longitude: address.longitude } : {}),
    ...changes,
  };
}

interface AddressFormProps {
  /** The address being edited; none when adding. */
  address?: Address;
  onSubmit: (input: SavedAddressInput) => Promise<unknown>;
  onCancel: () => void;
}

/** SPEC §4: one form for add and edit; Cancel drops the changes. */
export function AddressForm({ address, onSubmit, onCancel }: AddressFormProps) {
  const { t, i18n } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const countries = useShippingCountries();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AddressFormInput, unknown, AddressFormOutput>({
    resolver: zodResolver(AddressFormSchema),
    defaultValues: initialValues(address, countries),
  });

  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstField(formRef);

  const submit = handleSubmit(async ({ phone, isDefault, ...values }) => {
    setFormError(null);
    const input: SavedAddressInput = address
      ? addressInput(address, { ...values, phone: phone || undefined })
      : { ...values, ...(phone ? { phone } : {}) };
    if (!address?.isDefault && isDefault) input.isDefault = true;
    try {
      await onSubmit(input);
    } catch (error) {
      if (!showServerFieldErrors(error, setError, ADDRESS_FIELDS)) {
        setFormError(actionErrorMessage(error, i18n._(ACCOUNT_MESSAGE_DESCRIPTORS.addressError)));
      }
    }
  });

  const isEdit = Boolean(address);

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-label={isEdit ? t`Edit address` : t`Add address`}
      className="flex flex-col gap-4 rounded-2xl border border-espresso-100 bg-white p-4 sm:p-5"
    >
      <h3 className="text-lg font-semibold text-espresso-900">
        {isEdit ? <Trans>Edit address</Trans> : <Trans>New address</Trans>}
      </h3>
      {formError && <Alert>{formError}</Alert>}
      <Field
        label={t`Street`}
        autoComplete="street-address"
        error={errors.street?.message}
        {...register('street')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t`City`}
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
        <Field
          label={t`Postal Code`}
          autoComplete="postal-code"
          error={errors.postalCode?.message}
          {...register('postalCode')}
        />
        <CountrySelect
          countries={countries}
          placeholder={t`Choose a country`}
          error={errors.country?.message}
          {...register('country')}
        />
        <Field
          label={t`Phone (optional)`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+1 416 555 0199"
          hint={i18n._(PHONE_HINT)}
          error={errors.phone?.message}
          {...register('phone')}
        />
      </div>
      {!address?.isDefault && <Checkbox label={t`Use as my default address`} {...register('isDefault')} />}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" isLoading={isSubmitting}>
          {isEdit ? <Trans>Save</Trans> : <Trans>Add address</Trans>}
        </Button>
        <Button
          variant="secondary"
          disabled={isSubmitting}
          onClick={() => {
            reset(initialValues(address, countries));
            onCancel();
          }}
        >
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { type UseFormRegisterReturn, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { translateText } from '@ikawa/contracts/messages';
import { PHONE_HINT } from '@ikawa/contracts/rules/phone';
import { DELIVERY_INSTRUCTIONS_MAX, DeliveryInstructionsSchema } from '@ikawa/contracts/order-notes';
import { checkPostalCode } from '@ikawa/contracts/countries';
import { ShippingAddressFieldsSchema } from '@ikawa/contracts/orders';
import type { User } from '@ikawa/contracts/users';
import { Alert } from '@/components/ui/alert';
import { TextareaField } from '@/components/admin/textarea-field';
import { CountrySelect } from '@/components/ui/country-select';
import { Field } from '@/components/ui/input';
import { useShippingCountries } from '@/features/settings/api/get-settings';
import { cn } from '@/lib/cn';
import { useDeliveryZone } from '../api/lookup-delivery-zone';
import { ADDRESS_FIELDS, type AddressDraft, type AddressField } from '../hooks/checkout-machine';
import { quotableAddress } from '../hooks/quotable-address';
import { ZONE_NOTICE_ID, ZoneNotice } from './zone-notice';

export const ADDRESS_FORM_ID = 'checkout-address-form';

const EMPTY: AddressDraft = { street: '', city: '', postalCode: '', country: '', phone: '' };

/** The phone is typed after a fixed '+' (SPEC §2), so a stored '+' is not typed twice. */
function withoutPlus(phone: string | null | undefined): string {
  return (phone ?? '').trim().replace(/^\+/, '');
}

/**
 * SPEC §2 (DESIGN): the form starts from the shopper's default address, or in the first country
 * the shop ships to (Canada unless it ships elsewhere only).
 */
export function prefillAddress(user: User | null, shippingCountries: readonly string[] = []): AddressDraft {
  const saved = user?.address;
  if (!saved) return { ...EMPTY, country: shippingCountries[0] ?? '', phone: withoutPlus(user?.phone) };
  return {
    street: saved.street,
    city: saved.city,
    postalCode: saved.postalCode,
    country: saved.country,
    phone: withoutPlus(saved.phone ?? user?.phone),
  };
}

/** The address the order needs, plus the customer's optional delivery instructions. */
const AddressFormSchema = ShippingAddressFieldsSchema.extend({
  instructions: DeliveryInstructionsSchema,
}).superRefine(checkPostalCode);
type FormValues = z.input<typeof AddressFormSchema>;
type FormOutput = z.output<typeof AddressFormSchema>;

interface AddressStepProps {
  defaultValues: AddressDraft;
  /** The server's sentence when it refused the address. */
  notice: string | null;
  serverErrors: Partial<Record<AddressField, string>>;
  /** Every keystroke is kept, so Back, closing the panel or signing in loses nothing. */
  onDraftChange: (draft: AddressDraft) => void;
  onServerErrorsShown: () => void;
  onSubmit: (address: AddressDraft) => void;
  /** "Switch to store pickup", offered when no delivery zone serves the postal code. */
  onChoosePickup: () => void;
}

/** SPEC §2/§5: street, city, postal code, country and phone, all required. */
export function AddressStep({
  defaultValues,
  notice,
  serverErrors,
  onDraftChange,
  onServerErrorsShown,
  onSubmit,
  onChoosePickup,
}: AddressStepProps) {
  const { t } = useLingui();
  const countries = useShippingCountries();
  const {
    register,
    control,
    handleSubmit,
    setError,
    subscribe,
    formState: { errors },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(AddressFormSchema),
    defaultValues,
    mode: 'onTouched',
  });

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => onDraftChange({ ...EMPTY, ...values } as AddressDraft),
      }),
    [subscribe, onDraftChange],
  );

  // The server's `details` land on the fields they name, beside what must be fixed.
  useEffect(() => {
    let shown = false;
    for (const field of ADDRESS_FIELDS) {
      const message = serverErrors[field];
      if (message) {
        setError(field, { type: 'server', message }, { shouldFocus: !shown });
        shown = true;
      }
    }
    if (shown) onServerErrorsShown();
  }, [serverErrors, setError, onServerErrorsShown]);

  // Once the postal code is whole, the server says which zone delivers it (decision 019).
  const [postalCode = '', country = ''] = useWatch({ control, name: ['postalCode', 'country'] });
  const zone = useDeliveryZone(quotableAddress({ postalCode, country }, countries));
  const outside = zone.data?.coverage === 'outside' && !zone.isPlaceholderData;

  const submit = handleSubmit((values) => {
    // No zone delivers there: the notice and its pickup button say what to do instead.
    if (outside) {
      document.getElementById(ZONE_NOTICE_ID)?.focus();
      return;
    }
    onSubmit({
      street: values.street,
      city: values.city,
      postalCode: values.postalCode,
      country: values.country,
      phone: withoutPlus(values.phone),
      ...(values.instructions ? { instructions: values.instructions } : {}),
    });
  });

  return (
    <form id={ADDRESS_FORM_ID} noValidate onSubmit={submit} className="flex flex-col gap-4">
      {notice && <Alert>{notice}</Alert>}
      <p className="text-sm text-espresso-600">
        <Trans>Where should we deliver your order?</Trans>
      </p>
      <Field
        label={t`Street`}
        autoComplete="shipping street-address"
        data-step-focus
        required
        error={errors.street?.message}
        {...register('street')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t`City`}
          autoComplete="shipping address-level2"
          required
          error={errors.city?.message}
          {...register('city')}
        />
        <Field
          label={t`Postal Code`}
          autoComplete="shipping postal-code"
          required
          error={errors.postalCode?.message}
          {...register('postalCode')}
        />
      </div>
      <CountrySelect
        countries={countries}
        placeholder={t`Choose a country`}
        autoComplete="shipping country"
        required
        error={errors.country?.message}
        {...register('country')}
      />
      <ZoneNotice
        lookup={zone.isPlaceholderData ? undefined : zone.data}
        checking={zone.isFetching}
        onChoosePickup={onChoosePickup}
      />
      <PhoneField error={errors.phone?.message} registration={register('phone')} />
      <TextareaField
        label={t`Delivery instructions (optional)`}
        placeholder={t`Gate code, buzzer, where to leave the parcel…`}
        maxLength={DELIVERY_INSTRUCTIONS_MAX}
        rows={2}
        className="min-h-16"
        error={errors.instructions?.message}
        {...register('instructions')}
      />
    </form>
  );
}

function PhoneField({
  error,
  registration,
}: {
  error: string | undefined;
  registration: UseFormRegisterReturn<'phone'>;
}) {
  const { i18n } = useLingui();
  const id = 'checkout-phone';
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-espresso-800">
        <Trans>Phone</Trans>
      </label>
      <div
        className={cn(
          'flex min-h-11 items-stretch overflow-hidden rounded-xl border bg-white shadow-xs focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-[var(--focus-ring)]',
          error ? 'border-cherry-500' : 'border-espresso-200 hover:border-espresso-300',
        )}
      >
        {/* SPEC §2: the phone is shown with a '+' prefix. */}
        <span
          aria-hidden="true"
          className="flex items-center border-r border-espresso-100 bg-cream-100 px-3 text-espresso-600"
        >
          +
        </span>
        <input
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="shipping tel"
          placeholder="1 416 555 0199"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="min-w-0 flex-1 bg-transparent px-3 py-2 text-base text-espresso-900 outline-none placeholder:text-espresso-300 sm:text-sm"
          {...registration}
        />
      </div>
      {/* A 10-digit North American number typed without its 1 is given one (normalizePhone). */}
      <p id={`${id}-hint`} className="text-xs text-espresso-500">
        {i18n._(PHONE_HINT)}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm text-cherry-700">
          {translateText(i18n, error)}
        </p>
      )}
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { DeliveryZoneInputSchema, FSA_PATTERN, type Weekday } from '@ikawa/contracts/delivery-zones';
import { translateText } from '@ikawa/contracts/messages';
import { WEEKDAYS } from '@ikawa/contracts/store-hours';
import { actionErrorMessage } from '@/components/admin/action-error';
import { TextareaField } from '@/components/admin/textarea-field';
import { Alert } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/input';
import { useLocale } from '@/hooks/use-locale';
import { ApiError } from '@/lib/api-client';
import { weekdayNames } from '@/lib/weekdays';
import type { DeliveryZone, DeliveryZoneInput } from '../api/delivery-zones';

/** The form as the admin fills it: the areas in one box, express and free delivery as ticks. */
export interface ZoneFormValues {
  name: string;
  /** "M5*, M4*, M7A": separated by commas, spaces or lines. */
  areas: string;
  standardFee: number | null;
  expressOffered: boolean;
  expressFee: number | null;
  minimumOrder: number | null;
  freeDelivery: boolean;
  freeDeliveryThreshold: number | null;
  deliveryDays: Weekday[];
}

export const NEW_ZONE_VALUES: ZoneFormValues = {
  name: '',
  areas: '',
  standardFee: 10,
  expressOffered: true,
  expressFee: 15,
  minimumOrder: 0,
  freeDelivery: true,
  freeDeliveryThreshold: 50,
  deliveryDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
};

export function zoneValues(zone: DeliveryZone): ZoneFormValues {
  return {
    name: zone.name,
    areas: zone.fsas.join(', '),
    standardFee: zone.standardFee,
    expressOffered: zone.expressFee !== null,
    expressFee: zone.expressFee,
    minimumOrder: zone.minimumOrder,
    freeDelivery: zone.freeDeliveryThreshold !== null,
    freeDeliveryThreshold: zone.freeDeliveryThreshold,
    deliveryDays: zone.deliveryDays,
  };
}

/** The areas typed, one entry each, upper case. */
export const areasOf = (areas: string) =>
  areas
    .split(/[\s,;]+/)
    .map((area) => area.trim().toUpperCase())
    .filter(Boolean);

/** What the API is sent: an unticked express or free delivery is null. */
export function toZoneInput(values: ZoneFormValues): DeliveryZoneInput {
  return {
    name: values.name,
    fsas: areasOf(values.areas),
    standardFee: values.standardFee as number,
    expressFee: values.expressOffered ? (values.expressFee as number) : null,
    minimumOrder: values.minimumOrder ?? 0,
    freeDeliveryThreshold: values.freeDelivery ? (values.freeDeliveryThreshold as number) : null,
    deliveryDays: values.deliveryDays,
  };
}

/** The form field an API path names ("fsas.2" is the areas box). */
function fieldOf(path: string): keyof ZoneFormValues | null {
  const [head] = path.replace(/^\//, '').split(/[./]/);
  if (head === 'fsas') return 'areas';
  const fields: (keyof ZoneFormValues)[] = [
    'name',
    'standardFee',
    'expressFee',
    'minimumOrder',
    'freeDeliveryThreshold',
    'deliveryDays',
  ];
  return fields.find((field) => field === head) ?? null;
}

/** The contract's schema judges the form, as the server will. */
const resolver: Resolver<ZoneFormValues> = async (values) => {
  const result = DeliveryZoneInputSchema.safeParse(toZoneInput(values));
  if (result.success) return { values, errors: {} };
  const errors: FieldErrors<ZoneFormValues> = {};
  for (const issue of result.error.issues) {
    const field = fieldOf(issue.path.join('.'));
    if (field && !errors[field]) errors[field] = { type: 'validation', message: issue.message };
  }
  return { values: {}, errors };
};

/** An empty box means "none" (null); anything else is left for the schema to judge. */
function toNumberOrNull(value: unknown): unknown {
  if (value === '' || value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  const parsed = Number(value);
  return Number.isNaN(parsed) ? value : parsed;
}

interface ZoneFormProps {
  id: string;
  defaultValues: ZoneFormValues;
  /** The sentence shown when saving fails without the server's own, translated. */
  failureMessage: string;
  onSubmit: (input: DeliveryZoneInput) => Promise<unknown>;
  onDirtyChange?: (dirty: boolean) => void;
}

/** The admin's delivery zone form (decision 019), validated by the contract's schema. */
export function ZoneForm({ id, defaultValues, failureMessage, onSubmit, onDirtyChange }: ZoneFormProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const days = weekdayNames(locale);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ZoneFormValues>({ resolver, defaultValues });
  const [areas = '', expressOffered, freeDelivery] = useWatch({
    control,
    name: ['areas', 'expressOffered', 'freeDelivery'],
  });
  const badAreas = areasOf(areas).filter((area) => !FSA_PATTERN.test(area));
  const bad = badAreas.join(', ');

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(toZoneInput(values));
    } catch (error) {
      setFormError(actionErrorMessage(error, failureMessage));
      if (error instanceof ApiError)
        for (const detail of error.details) {
          const field = fieldOf(detail.path);
          if (field) setError(field, { type: 'server', message: detail.message });
        }
    }
  });

  return (
    <form
      id={id}
      noValidate
      onSubmit={submit}
      onChange={() => {
        setFormError(null);
        onDirtyChange?.(true);
      }}
      className="flex flex-col gap-4"
    >
      {formError && <Alert>{formError}</Alert>}
      <Field
        label={t`Zone name`}
        autoComplete="off"
        data-autofocus
        error={errors.name?.message}
        {...register('name')}
      />
      <TextareaField
        label={t`Postal areas`}
        rows={3}
        spellCheck={false}
        autoCapitalize="characters"
        hint={
          bad ? (
            <span className="text-cherry-700">
              <Trans>Not a postal area: {bad}</Trans>
            </span>
          ) : (
            t`The first 3 characters of postal codes (M5H), or a prefix with * (M5* is every code starting M5). Separate them with commas. A longer prefix in another zone wins over a shorter one here.`
          )
        }
        error={errors.areas?.message}
        {...register('areas')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t`Standard fee (CAD)`}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          error={errors.standardFee?.message}
          {...register('standardFee', { setValueAs: toNumberOrNull })}
        />
        <Field
          label={t`Minimum order (CAD)`}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          hint={t`The goods before any discount; 0 for none.`}
          error={errors.minimumOrder?.message}
          {...register('minimumOrder', { setValueAs: (value) => toNumberOrNull(value) ?? 0 })}
        />
        <div className="flex flex-col gap-1">
          <Checkbox label={t`Express delivery offered`} {...register('expressOffered')} />
          {expressOffered && (
            <Field
              label={t`Express fee (CAD)`}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              error={errors.expressFee?.message}
              {...register('expressFee', { setValueAs: toNumberOrNull })}
            />
          )}
        </div>
        <div className="flex flex-col gap-1">
          <Checkbox label={t`Free delivery from an amount`} {...register('freeDelivery')} />
          {freeDelivery && (
            <Field
              label={t`Free from (CAD)`}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              hint={t`The goods before any discount.`}
              error={errors.freeDeliveryThreshold?.message}
              {...register('freeDeliveryThreshold', { setValueAs: toNumberOrNull })}
            />
          )}
        </div>
      </div>
      <fieldset aria-describedby={errors.deliveryDays ? `${id}-days-error` : undefined}>
        <legend className="text-sm font-semibold text-espresso-900">
          <Trans>Delivery days</Trans>
        </legend>
        <div className="flex flex-wrap gap-x-5">
          {WEEKDAYS.map((day, index) => (
            <Checkbox key={day} label={days[index]?.long ?? day} value={day} {...register('deliveryDays')} />
          ))}
        </div>
        {errors.deliveryDays?.message && (
          <p id={`${id}-days-error`} className="text-sm text-cherry-700">
            <TranslatedError message={errors.deliveryDays.message} />
          </p>
        )}
      </fieldset>
    </form>
  );
}

/** A contracts sentence in the page's language. */
function TranslatedError({ message }: { message: string }) {
  const { i18n } = useLingui();
  return <>{translateText(i18n, message)}</>;
}

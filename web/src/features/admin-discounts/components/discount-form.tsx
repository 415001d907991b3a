import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Controller, type Path, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  DISCOUNT_KIND_MESSAGES,
  DISCOUNT_KINDS,
  type DiscountInput,
  DiscountInputSchema,
} from '@ikawa/contracts/discounts';
import { PRODUCT_TYPE_MESSAGES } from '@ikawa/contracts/display';
import { PRODUCT_TYPES } from '@ikawa/contracts/enums';
import { actionErrorMessage } from '@/components/admin/action-error';
import { SelectField } from '@/components/admin/select-field';
import { Alert } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/input';
import { applyServerFieldErrors } from '@/lib/form-errors';
import type { Discount, ProductChoice } from '../api/get-discounts';

type Values = z.input<typeof DiscountInputSchema>;
type Output = z.output<typeof DiscountInputSchema>;

const FIELDS = [
  'code',
  'kind',
  'percentOff',
  'amountOff',
  'startsAt',
  'endsAt',
  'minSubtotal',
  'maxUses',
  'maxUsesPerCustomer',
] as const satisfies readonly Path<Values>[];

export const NEW_DISCOUNT_VALUES: Values = {
  code: '',
  kind: 'percentage',
  percentOff: 10,
  amountOff: null,
  startsAt: null,
  endsAt: null,
  minSubtotal: 0,
  maxUses: null,
  maxUsesPerCustomer: null,
  firstOrderOnly: false,
  productIds: [],
  productTypes: [],
  active: true,
};

export function discountValues(discount: Discount): Values {
  return {
    code: discount.code,
    kind: discount.kind,
    percentOff: discount.percentOff,
    amountOff: discount.amountOff,
    startsAt: discount.startsAt,
    endsAt: discount.endsAt,
    minSubtotal: discount.minSubtotal,
    maxUses: discount.maxUses,
    maxUsesPerCustomer: discount.maxUsesPerCustomer,
    firstOrderOnly: discount.firstOrderOnly,
    productIds: discount.productIds,
    productTypes: discount.productTypes,
    active: discount.active,
  };
}

/** An empty box means "no limit" (null); anything else is left for the schema to judge. */
function toNumberOrNull(value: unknown): unknown {
  if (value === '' || value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  const parsed = Number(value);
  return Number.isNaN(parsed) ? value : parsed;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the browser's `datetime-local` box shows it, in the admin's own time zone. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** What the admin typed (their local time) as the instant the API stores. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

interface DiscountFormProps {
  id: string;
  defaultValues: Values;
  products: readonly ProductChoice[];
  /** The sentence shown when saving fails without the server's own, translated. */
  failureMessage: string;
  onSubmit: (input: DiscountInput) => Promise<unknown>;
  onDirtyChange?: (dirty: boolean) => void;
}

/** The admin's discount code form, validated by the contract's schema. */
export function DiscountForm({
  id,
  defaultValues,
  products,
  failureMessage,
  onSubmit,
  onDirtyChange,
}: DiscountFormProps) {
  const { t, i18n } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, Output>({ resolver: zodResolver(DiscountInputSchema), defaultValues });
  const kind = useWatch({ control, name: 'kind' });
  const chosenProducts = useWatch({ control, name: 'productIds' });
  const chosen = chosenProducts?.length ?? 0;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setFormError(actionErrorMessage(error, failureMessage));
      applyServerFieldErrors(error, setError, FIELDS);
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
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t`Code`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          data-autofocus
          hint={t`Letters, digits, - and _; shoppers may type it in any case.`}
          error={errors.code?.message}
          {...register('code')}
        />
        <SelectField
          label={t`Gives`}
          options={DISCOUNT_KINDS.map((each) => ({
            value: each,
            label: i18n._(DISCOUNT_KIND_MESSAGES[each]),
          }))}
          error={errors.kind?.message}
          {...register('kind')}
        />
        {kind === 'percentage' && (
          <Field
            label={t`Percentage off`}
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            step={1}
            error={errors.percentOff?.message}
            {...register('percentOff', { setValueAs: toNumberOrNull })}
          />
        )}
        {kind === 'fixed' && (
          <Field
            label={t`Amount off (CAD)`}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            error={errors.amountOff?.message}
            {...register('amountOff', { setValueAs: toNumberOrNull })}
          />
        )}
        <Field
          label={t`Minimum subtotal (CAD)`}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          hint={t`The cart before any discount; 0 for none.`}
          error={errors.minSubtotal?.message}
          {...register('minSubtotal', { setValueAs: (value) => toNumberOrNull(value) ?? 0 })}
        />
      </div>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-espresso-900">
          <Trans>When</Trans>
        </legend>
        {(['startsAt', 'endsAt'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <Field
                label={name === 'startsAt' ? t`Starts` : t`Ends`}
                type="datetime-local"
                hint={name === 'startsAt' ? t`Empty: from now on.` : t`Empty: no end.`}
                error={errors[name]?.message}
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={toLocalInput(field.value)}
                onChange={(event) => field.onChange(fromLocalInput(event.target.value))}
              />
            )}
          />
        ))}
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-espresso-900">
          <Trans>Limits</Trans>
        </legend>
        <Field
          label={t`Total uses`}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          hint={t`Empty: no limit.`}
          error={errors.maxUses?.message}
          {...register('maxUses', { setValueAs: toNumberOrNull })}
        />
        <Field
          label={t`Uses per customer`}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          hint={t`Empty: no limit.`}
          error={errors.maxUsesPerCustomer?.message}
          {...register('maxUsesPerCustomer', { setValueAs: toNumberOrNull })}
        />
        <Checkbox label={t`First order of an account only`} {...register('firstOrderOnly')} />
        <Checkbox label={t`Active (offered to shoppers)`} {...register('active')} />
      </fieldset>

      <fieldset>
        <legend className="text-sm font-semibold text-espresso-900">
          <Trans>Applies to</Trans>
        </legend>
        <p className="mb-1 text-sm text-espresso-600">
          <Trans>Nothing ticked: the whole cart.</Trans>
        </p>
        <div className="flex flex-wrap gap-x-6">
          {PRODUCT_TYPES.map((type) => (
            <Checkbox
              key={type}
              label={i18n._(PRODUCT_TYPE_MESSAGES[type])}
              value={type}
              {...register('productTypes')}
            />
          ))}
        </div>
        {products.length > 0 && (
          <details className="mt-1 rounded-xl border border-espresso-100 px-3 py-1">
            <summary className="min-h-11 cursor-pointer content-center text-sm font-medium text-espresso-800">
              <Trans>Chosen products ({chosen})</Trans>
            </summary>
            <div className="grid max-h-56 overflow-y-auto sm:grid-cols-2">
              {products.map((product) => (
                <Checkbox
                  key={product._id}
                  label={product.label}
                  value={product._id}
                  {...register('productIds')}
                />
              ))}
            </div>
          </details>
        )}
      </fieldset>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { type Path, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { type ProductInput, ProductInputSchema } from '@ikawa/contracts/admin';
import type { ProductWithTexts } from '@ikawa/contracts/products';
import { PRODUCT_WEIGHTS_KG } from '@ikawa/contracts/constants';
import { PRODUCT_TYPES } from '@ikawa/contracts/enums';
import { defaultTaxCategory, TAX_CATEGORIES, TAX_CATEGORY_MESSAGES } from '@ikawa/contracts/tax';
import { isCoffee, PRODUCT_TYPE_MESSAGES } from '@ikawa/contracts/display';
import { actionErrorMessage } from '@/components/admin/action-error';
import { SelectField } from '@/components/admin/select-field';
import { Alert } from '@/components/ui/alert';
import { Field } from '@/components/ui/input';
import { useFormat } from '@/hooks/use-locale';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { ProductTextsTabs, tabHoldingError, type TextsTab } from './product-texts-tabs';

export type ProductFormValues = z.input<typeof ProductInputSchema>;
type ProductFormOutput = z.output<typeof ProductInputSchema>;

const FIELDS = [
  'name',
  'description',
  'translations.fr-CA.name',
  'translations.fr-CA.description',
  'type',
  'taxCategory',
  'weight',
  'price',
  'stock',
] as const satisfies readonly Path<ProductFormValues>[];

/**
 * SPEC §5: new products start as granule, price 0, stock 0. SPEC's 250 g default predates the
 * kilogram weights (DESIGN), so the smallest bag, 1/2 kg, is preselected.
 */
export const NEW_PRODUCT_VALUES: ProductFormValues = {
  name: '',
  description: '',
  translations: { 'fr-CA': { name: '', description: '' } },
  type: 'granule',
  taxCategory: defaultTaxCategory('granule'),
  weight: 0.5,
  price: 0,
  stock: 0,
};

/** A product's values for the form: its texts as the owner wrote them, not as the admin's page reads them. */
export function productFormValues(product: ProductWithTexts): ProductFormValues {
  return {
    name: product.texts['en-CA'].name,
    description: product.texts['en-CA'].description,
    translations: { 'fr-CA': { ...product.texts['fr-CA'] } },
    type: product.type,
    taxCategory: product.taxCategory,
    weight: product.weight,
    price: product.price,
    stock: product.stock,
  };
}

/** An empty box is "required", anything else is left for the schema to judge. */
function toNumber(value: unknown): unknown {
  if (value === '' || value === null || value === undefined) return undefined;
  if (typeof value === 'number') return value;
  const parsed = Number(value);
  return Number.isNaN(parsed) ? value : parsed;
}

/** An accessory's weight: an empty box is no weight (null, which also clears a saved one). */
function toOptionalNumber(value: unknown): unknown {
  return toNumber(value) ?? null;
}

const isBagWeight = (value: unknown): value is number =>
  (PRODUCT_WEIGHTS_KG as readonly unknown[]).includes(value);

interface ProductFormProps {
  id: string;
  defaultValues: ProductFormValues;
  /** SPEC §8 fallback when the save fails without a sentence from the server. */
  failureMessage: string;
  onSubmit: (input: ProductInput) => Promise<unknown>;
  onDirtyChange?: (dirty: boolean) => void;
}

/** The admin product form (SPEC §5 rules and messages, from the contract's schema). */
export function ProductForm({
  id,
  defaultValues,
  failureMessage,
  onSubmit,
  onDirtyChange,
}: ProductFormProps) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const typeOptions = PRODUCT_TYPES.map((type) => ({
    value: type,
    label: i18n._(PRODUCT_TYPE_MESSAGES[type]),
  }));
  const taxOptions = TAX_CATEGORIES.map((category) => ({
    value: category,
    label: i18n._(TAX_CATEGORY_MESSAGES[category]),
  }));
  const weightOptions = [
    { value: '', label: t`Choose a weight` },
    ...PRODUCT_WEIGHTS_KG.map((kg) => ({ value: String(kg), label: f.weight(kg) })),
  ];
  const [formError, setFormError] = useState<string | null>(null);
  // The admin's own choice of tax category is never overridden by a change of type.
  const [taxChosen, setTaxChosen] = useState(false);
  const [textsTab, setTextsTab] = useState<TextsTab>('en-CA');
  const {
    control,
    register,
    handleSubmit,
    getValues,
    setError,
    setFocus,
    setValue,
    formState: { errors },
  } = useForm<ProductFormValues, unknown, ProductFormOutput>({
    resolver: zodResolver(ProductInputSchema),
    defaultValues,
  });
  const type = useWatch({ control, name: 'type' }) ?? 'granule';
  const coffee = isCoffee(type);
  // The bag last chosen, given back when an accessory turns into coffee again.
  const [lastBag, setLastBag] = useState(
    isBagWeight(defaultValues.weight) ? defaultValues.weight : NEW_PRODUCT_VALUES.weight,
  );
  const shownKind = useRef(coffee);
  // Coffee takes a bag, an accessory its own weight or none. The value is set once the other
  // field is in place: the field that leaves would otherwise read it with its own rule.
  useEffect(() => {
    if (shownKind.current === coffee) return;
    shownKind.current = coffee;
    setValue('weight', coffee ? lastBag : null);
  }, [coffee, lastBag, setValue]);

  // A field in a hidden tab cannot be focused or read: its tab is shown before the form focuses it.
  function showTabHolding(fields: readonly string[]) {
    const tab = tabHoldingError(fields);
    if (tab) flushSync(() => setTextsTab(tab));
  }

  const submit = handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        await onSubmit(values);
      } catch (error) {
        setFormError(actionErrorMessage(error, failureMessage));
        const fields = applyServerFieldErrors(error, setError, FIELDS);
        showTabHolding(fields);
        if (fields[0]) setFocus(fields[0]);
      }
    },
    (invalid) => showTabHolding(Object.keys(invalid)),
  );

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
      <ProductTextsTabs tab={textsTab} onTab={setTextsTab} register={register} errors={errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t`Type`}
          options={typeOptions}
          error={errors.type?.message}
          {...register('type', {
            // Coffee is zero-rated, an accessory taxable — unless the admin chose otherwise.
            onChange: (event: { target: { value: string } }) => {
              if (!taxChosen) setValue('taxCategory', defaultTaxCategory(event.target.value));
              const bag = getValues('weight');
              if (coffee && isBagWeight(bag)) setLastBag(bag);
            },
          })}
        />
        <SelectField
          label={t`Tax category`}
          options={taxOptions}
          error={errors.taxCategory?.message}
          {...register('taxCategory', {
            onChange: () => setTaxChosen(true),
          })}
        />
        {coffee ? (
          <SelectField
            key="bag"
            label={t`Weight`}
            options={weightOptions}
            error={errors.weight?.message}
            {...register('weight', { setValueAs: toNumber })}
          />
        ) : (
          <Field
            key="free"
            label={t`Weight in kg`}
            hint={t`Optional. Left empty, no weight is shown.`}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.001}
            error={errors.weight?.message}
            {...register('weight', { setValueAs: toOptionalNumber })}
          />
        )}
        <Field
          label={t`Price (CAD)`}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          error={errors.price?.message}
          {...register('price', { setValueAs: toNumber })}
        />
        <Field
          label={t`Stock`}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          error={errors.stock?.message}
          {...register('stock', { setValueAs: toNumber })}
        />
      </div>
    </form>
  );
}

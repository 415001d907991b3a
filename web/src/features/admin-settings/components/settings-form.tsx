import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import {
  SETTINGS_MESSAGE_DESCRIPTORS,
  type StoreSettings,
  type UpdateSettingsInput,
  UpdateSettingsInputSchema,
} from '@ikawa/contracts/settings';
import { WEEKDAYS } from '@ikawa/contracts/store-hours';
import { TAX_REGISTRATION_KINDS } from '@ikawa/contracts/tax';
import { CANADA } from '@ikawa/contracts/country-names';
import { actionErrorMessage } from '@/components/admin/action-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { CashOrdersSection } from './cash-orders-section';
import { HandOverPinSection } from './hand-over-pin-section';
import { DeliveryCalendarSection } from './delivery-calendar-section';
import { InventorySection } from './inventory-section';
import { NotificationsSection } from './notifications-section';
import { SalesTaxSection } from './sales-tax-section';
import type { SettingsValues } from './settings-values';
import { FEE_FIELDS, type FeeField, ShippingSection } from './shipping-section';
import { ShippingCountriesSection } from './shipping-countries-section';
import { StoreAddressSection } from './store-address-section';
import { StoreHoursSection } from './store-hours-section';
import { StoreInformationSection } from './store-information-section';

export function settingsToValues(settings: StoreSettings): SettingsValues {
  return {
    storeName: settings.storeName,
    storeEmail: settings.storeEmail,
    storePhone: settings.storePhone,
    currency: settings.currency,
    enableFreeShipping: settings.enableFreeShipping,
    freeShippingThreshold: settings.freeShippingThreshold,
    standardShippingCost: settings.standardShippingCost,
    expressShippingCost: settings.expressShippingCost,
    notifyNewOrder: settings.notifyNewOrder,
    notifyOrderStatus: settings.notifyOrderStatus,
    notifyLowStock: settings.notifyLowStock,
    lowStockThreshold: settings.lowStockThreshold,
    maxOpenCashOrders: settings.maxOpenCashOrders,
    maxUnpaidCashUnits: settings.maxUnpaidCashUnits,
    maxUnpaidCashValue: settings.maxUnpaidCashValue,
    cashOrderExpiryHours: settings.cashOrderExpiryHours,
    // The store is in Canada: the form has no country box (the migration made every store 'CA').
    storeAddress: { ...settings.storeAddress, country: CANADA },
    storeHours: settings.storeHours.map((day) => ({ ...day })),
    timeZone: settings.timeZone,
    holidays: [...settings.holidays],
    orderCutoff: settings.orderCutoff,
    shippingCountries: [...settings.shippingCountries],
    taxRegistrations: Object.fromEntries(
      TAX_REGISTRATION_KINDS.map((kind) => {
        const held = settings.taxRegistrations[kind];
        return [kind, held ? { ...held } : null];
      }),
    ) as SettingsValues['taxRegistrations'],
    pricesIncludeTax: settings.pricesIncludeTax,
    handOverPin: { ...settings.handOverPin },
  };
}

/** The fields a refusal of the server may name, so its message shows under the field. */
const FIELDS = [
  'storeName',
  'storeEmail',
  'storePhone',
  'freeShippingThreshold',
  'standardShippingCost',
  'expressShippingCost',
  'lowStockThreshold',
  'maxOpenCashOrders',
  'maxUnpaidCashUnits',
  'maxUnpaidCashValue',
  'cashOrderExpiryHours',
  'storeAddress.street',
  'storeAddress.city',
  'storeAddress.postalCode',
  'storeAddress.country',
  'timeZone',
  'orderCutoff',
  'holidays',
  'shippingCountries',
  ...TAX_REGISTRATION_KINDS.flatMap(
    (kind) => [`taxRegistrations.${kind}.number`, `taxRegistrations.${kind}.effectiveFrom`] as const,
  ),
  ...WEEKDAYS.flatMap((_, i) => [`storeHours.${i}.open`, `storeHours.${i}.close`] as const),
] as const satisfies readonly Path<SettingsValues>[];

interface SettingsFormProps {
  settings: StoreSettings;
  onSave: (input: UpdateSettingsInput) => Promise<StoreSettings>;
}

/**
 * SPEC §3 store settings (plus the pickup address); the full object is sent on save. Each card
 * is a section of its own file; this form holds their values, saves them and shows the outcome.
 */
export function SettingsForm({ settings, onSave }: SettingsFormProps) {
  const { t, i18n } = useLingui();
  const [result, setResult] = useState<{ ok: true } | { ok: false; message: string } | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<SettingsValues, unknown, UpdateSettingsInput>({
    resolver: zodResolver(UpdateSettingsInputSchema),
    defaultValues: settingsToValues(settings),
  });
  const section = { register, errors };
  const [emptyFees, setEmptyFees] = useState<ReadonlySet<FeeField>>(new Set());
  /** The emptied boxes the admin is asked about before saving; null when not asking. */
  const [askFreeDelivery, setAskFreeDelivery] = useState<FeeField[] | null>(null);

  function markFeeEmpty(field: FeeField, empty: boolean) {
    setEmptyFees((current) => {
      if (current.has(field) === empty) return current;
      const next = new Set(current);
      if (empty) next.add(field);
      else next.delete(field);
      return next;
    });
  }

  function resetForm(values: SettingsValues) {
    reset(values);
    setEmptyFees(new Set());
  }

  async function save(values: UpdateSettingsInput) {
    setResult(null);
    try {
      const saved = await onSave(values);
      resetForm(settingsToValues(saved));
      setResult({ ok: true });
    } catch (error) {
      setResult({
        ok: false,
        message: actionErrorMessage(error, i18n._(SETTINGS_MESSAGE_DESCRIPTORS.updateFailed)),
      });
      applyServerFieldErrors(error, setError, FIELDS);
    }
  }

  const submit = handleSubmit(async (values) => {
    // SPEC §5 keeps an empty fee as 0 (free delivery); the admin confirms that first. An empty
    // threshold only frees deliveries while free shipping is on.
    const freed = FEE_FIELDS.filter(
      (field) => emptyFees.has(field) && (field !== 'freeShippingThreshold' || values.enableFreeShipping),
    );
    if (freed.length > 0) setAskFreeDelivery(freed);
    else await save(values);
  });

  return (
    <>
      <form
        noValidate
        onSubmit={submit}
        // A new edit makes the "saved" note stale; an error stays until the next save.
        onChange={() => setResult((current) => (current?.ok ? null : current))}
        className="flex flex-col gap-6"
      >
        <div className="grid items-start gap-6 xl:grid-cols-2">
          <StoreInformationSection {...section} />
          <StoreAddressSection {...section} control={control} />
          <SalesTaxSection {...section} control={control} setValue={setValue} />
          <StoreHoursSection {...section} control={control} />
          <ShippingSection {...section} emptyFees={emptyFees} onFeeEmptied={markFeeEmpty} />
          <ShippingCountriesSection {...section} control={control} setValue={setValue} />
          <DeliveryCalendarSection {...section} control={control} setValue={setValue} />
          <div className="flex flex-col gap-6">
            <CashOrdersSection {...section} />
            <HandOverPinSection {...section} />
            <InventorySection {...section} />
            <NotificationsSection register={register} />
          </div>
        </div>

        {/* The outcome shows beside the Save button, where the admin is looking. */}
        <div className="sticky bottom-0 z-10 -mx-4 flex flex-col border-t border-espresso-100 bg-cream-100/95 px-4 py-3 backdrop-blur lg:-mx-8 lg:px-8">
          <div aria-live="polite" className="not-empty:mb-3">
            {result?.ok && (
              <Alert variant="info" onDismiss={() => setResult(null)}>
                {i18n._(SETTINGS_MESSAGE_DESCRIPTORS.saved)}
              </Alert>
            )}
            {result && !result.ok && (
              <Alert title={t`Error saving settings`} onDismiss={() => setResult(null)}>
                {result.message}
              </Alert>
            )}
          </div>

          <div className="flex flex-wrap items-center justify-end gap-3">
            {isDirty && (
              <p className="mr-auto text-sm text-espresso-600">
                <Trans>You have unsaved changes.</Trans>
              </p>
            )}
            <Button
              variant="secondary"
              disabled={!isDirty || isSubmitting}
              onClick={() => {
                resetForm(settingsToValues(settings));
                setResult(null);
              }}
            >
              <Trans>Discard changes</Trans>
            </Button>
            <Button type="submit" isLoading={isSubmitting}>
              <Trans>Save settings</Trans>
            </Button>
          </div>
        </div>
      </form>

      <ConfirmDialog
        open={askFreeDelivery !== null}
        title={t`Save with free delivery?`}
        description={t`An empty amount is saved as 0, so customers will pay nothing for delivery:`}
        confirmLabel={t`Save with free delivery`}
        confirmVariant="primary"
        onConfirm={() => {
          setAskFreeDelivery(null);
          void handleSubmit(save)();
        }}
        onClose={() => setAskFreeDelivery(null)}
      >
        <ul className="list-disc space-y-1 pl-5 text-sm text-espresso-800">
          {askFreeDelivery?.map((field) => (
            <li key={field}>
              {field === 'standardShippingCost' ? (
                <Trans>Standard delivery will be free.</Trans>
              ) : field === 'expressShippingCost' ? (
                <Trans>Express delivery will be free.</Trans>
              ) : (
                <Trans>Every home delivery will be free: the free-shipping threshold is 0.</Trans>
              )}
            </li>
          ))}
        </ul>
      </ConfirmDialog>
    </>
  );
}

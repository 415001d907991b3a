import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Banknote, Bell, Clock, Landmark, MapPin, Package, Store, Truck } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId, useMemo, useState } from 'react';
import {
  type FieldErrors,
  type Path,
  type UseFormRegister,
  useForm,
  useWatch,
  type Control,
} from 'react-hook-form';
import type { z } from 'zod';
import { CURRENCY } from '@ikawa/contracts/constants';
import { translateText } from '@ikawa/contracts/messages';
import {
  SETTINGS_MESSAGE_DESCRIPTORS,
  type StoreSettings,
  type UpdateSettingsInput,
  UpdateSettingsInputSchema,
} from '@ikawa/contracts/settings';
import { STORE_TIME_ZONE_MESSAGES, WEEKDAYS } from '@ikawa/contracts/store-hours';
import { PROVINCE_NAME_MESSAGES, PROVINCES } from '@ikawa/contracts/tax';
import { actionErrorMessage } from '@/components/admin/action-error';
import { SelectField } from '@/components/admin/select-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { useLocale } from '@/hooks/use-locale';
import { applyServerFieldErrors } from '@/lib/form-errors';

type SettingsValues = z.input<typeof UpdateSettingsInputSchema>;

/** SPEC §5: an empty or unreadable number counts as 0 (the minimum of 0 is the schema's). */
export function toSettingsNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value !== 'string' || value.trim() === '') return 0;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : 0;
}

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
    storeAddress: { ...settings.storeAddress },
    storeHours: settings.storeHours.map((day) => ({ ...day })),
    timeZone: settings.timeZone,
    storeProvince: settings.storeProvince,
    gstHstNumber: settings.gstHstNumber,
    qstNumber: settings.qstNumber,
    pricesIncludeTax: settings.pricesIncludeTax,
  };
}

const CURRENCY_NAME = msg`CAD — Canadian dollar`;

/** 1 January 2024 was a Monday: the store's week (Monday first) as dates to name the days by. */
const MONDAY = Date.UTC(2024, 0, 1);
const DAY_MS = 24 * 60 * 60 * 1000;

/** The store's weekdays, Monday first, as the page's language writes them, long and short. */
export function weekdayNames(locale: string): { long: string; short: string }[] {
  const long = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const short = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  // French writes weekdays in lower case; a row header starts with a capital.
  const capital = (name: string) => name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  return WEEKDAYS.map((_, i) => {
    const date = new Date(MONDAY + i * DAY_MS);
    return { long: capital(long.format(date)), short: capital(short.format(date)) };
  });
}

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
  'storeProvince',
  'gstHstNumber',
  'qstNumber',
  ...WEEKDAYS.flatMap((_, i) => [`storeHours.${i}.open`, `storeHours.${i}.close`] as const),
] as const satisfies readonly Path<SettingsValues>[];

function Card({
  title,
  icon: Icon,
  description,
  children,
}: {
  title: string;
  icon: typeof Store;
  description?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-3xl border border-espresso-100 bg-cream-50 p-5 shadow-xs md:p-6"
    >
      <div className="mb-4 flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-2xl bg-cream-200 text-espresso-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id={id} className="text-xl font-semibold text-espresso-900">
            {title}
          </h2>
          {description && <p className="text-sm text-espresso-600">{description}</p>}
        </div>
      </div>
      {children}
    </section>
  );
}

interface ToggleProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: string;
  description?: string;
}

/** A checkbox announced as a switch, with the whole row as its 44 px target. */
function Toggle({ label, description, ...props }: ToggleProps) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center justify-between gap-4 py-1">
      <span>
        <span className="block text-sm font-medium text-espresso-900">{label}</span>
        {description && <span className="block text-xs text-espresso-500">{description}</span>}
      </span>
      <input
        type="checkbox"
        role="switch"
        className="peer relative h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-full bg-espresso-200 transition-colors before:absolute before:top-1 before:left-1 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-leaf-600 checked:before:translate-x-5"
        {...props}
      />
    </label>
  );
}

interface SettingsFormProps {
  settings: StoreSettings;
  onSave: (input: UpdateSettingsInput) => Promise<StoreSettings>;
}

/** SPEC §3 store settings (plus the pickup address); the full object is sent on save. */
export function SettingsForm({ settings, onSave }: SettingsFormProps) {
  const { t, i18n } = useLingui();
  const [result, setResult] = useState<{ ok: true } | { ok: false; message: string } | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<SettingsValues, unknown, UpdateSettingsInput>({
    resolver: zodResolver(UpdateSettingsInputSchema),
    defaultValues: settingsToValues(settings),
  });
  const number = { setValueAs: toSettingsNumber };

  const submit = handleSubmit(async (values) => {
    setResult(null);
    try {
      const saved = await onSave(values);
      reset(settingsToValues(saved));
      setResult({ ok: true });
    } catch (error) {
      setResult({
        ok: false,
        message: actionErrorMessage(error, i18n._(SETTINGS_MESSAGE_DESCRIPTORS.updateFailed)),
      });
      applyServerFieldErrors(error, setError, FIELDS);
    }
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      // A new edit makes the "saved" note stale; an error stays until the next save.
      onChange={() => setResult((current) => (current?.ok ? null : current))}
      className="flex flex-col gap-6"
    >
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <Card title={t`Store information`} icon={Store} description={t`Shown in the footer and on receipts.`}>
          <div className="grid gap-4">
            <Field label={t`Store name`} error={errors.storeName?.message} {...register('storeName')} />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label={t`Store email`}
                type="email"
                error={errors.storeEmail?.message}
                {...register('storeEmail')}
              />
              <Field
                label={t`Store phone`}
                type="tel"
                error={errors.storePhone?.message}
                {...register('storePhone')}
              />
            </div>
            <SelectField
              label={t`Currency`}
              options={[{ value: CURRENCY, label: i18n._(CURRENCY_NAME) }]}
              hint={t`Only Canadian dollars are offered.`}
              {...register('currency')}
            />
          </div>
        </Card>

        <Card title={t`Store address`} icon={MapPin} description={t`Where customers collect pickup orders.`}>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label={t`Street`}
              containerClassName="sm:col-span-2"
              error={errors.storeAddress?.street?.message}
              {...register('storeAddress.street')}
            />
            <Field
              label={t`City`}
              error={errors.storeAddress?.city?.message}
              {...register('storeAddress.city')}
            />
            <Field
              label={t`Postal code`}
              error={errors.storeAddress?.postalCode?.message}
              {...register('storeAddress.postalCode')}
            />
            <Field
              label={t`Country`}
              containerClassName="sm:col-span-2"
              error={errors.storeAddress?.country?.message}
              {...register('storeAddress.country')}
            />
          </div>
        </Card>

        <Card
          title={t`Sales tax`}
          icon={Landmark}
          description={t`Coffee is zero-rated; other goods are taxed at the rates of the province they go to (pickups: the store's province). The numbers are printed on receipts.`}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label={t`Store province`}
              options={PROVINCES.map((code) => ({
                value: code,
                label: i18n._(PROVINCE_NAME_MESSAGES[code]),
              }))}
              containerClassName="sm:col-span-2"
              error={errors.storeProvince?.message}
              {...register('storeProvince')}
            />
            <Field
              label={t`GST/HST number`}
              placeholder="123456789 RT 0001"
              autoComplete="off"
              error={errors.gstHstNumber?.message}
              {...register('gstHstNumber')}
            />
            <Field
              label={t`QST number`}
              placeholder="1234567890 TQ 0001"
              autoComplete="off"
              hint={t`Only if registered with Revenu Québec.`}
              error={errors.qstNumber?.message}
              {...register('qstNumber')}
            />
            <div className="sm:col-span-2">
              <Toggle
                label={t`Prices include tax`}
                description={t`Catalogue prices already contain the sales tax; receipts show how much of them is tax.`}
                {...register('pricesIncludeTax')}
              />
            </div>
          </div>
        </Card>

        <Card
          title={t`Store hours`}
          icon={Clock}
          description={t`Shown in the footer, on Contact, in the FAQ and at pickup; a pickup ordered after closing is ready the next opening day.`}
        >
          <StoreHoursFields register={register} control={control} errors={errors} />
        </Card>

        <Card title={t`Shipping`} icon={Truck} description={t`Fees charged at checkout, in CAD.`}>
          <div className="grid gap-4">
            <Toggle
              label={t`Free shipping`}
              description={t`Home delivery is free when the subtotal reaches the threshold.`}
              {...register('enableFreeShipping')}
            />
            <Field
              label={t`Free shipping threshold (CAD)`}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              error={errors.freeShippingThreshold?.message}
              {...register('freeShippingThreshold', number)}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label={t`Standard shipping (CAD)`}
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                error={errors.standardShippingCost?.message}
                {...register('standardShippingCost', number)}
              />
              <Field
                label={t`Express shipping (CAD)`}
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                error={errors.expressShippingCost?.message}
                {...register('expressShippingCost', number)}
              />
            </div>
          </div>
        </Card>

        <div className="flex flex-col gap-6">
          <Card
            title={t`Cash orders`}
            icon={Banknote}
            description={t`Orders paid in cash at the door or the counter.`}
          >
            <div className="grid gap-4">
              <Field
                label={t`Open cash orders per customer`}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                hint={t`Unpaid cash orders one account may have at once.`}
                error={errors.maxOpenCashOrders?.message}
                {...register('maxOpenCashOrders', number)}
              />
              <Field
                label={t`Unpaid items per customer`}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                hint={t`Items one account may hold in unpaid cash orders at once. A bigger order is asked to pay by card.`}
                error={errors.maxUnpaidCashUnits?.message}
                {...register('maxUnpaidCashUnits', number)}
              />
              <Field
                label={t`Unpaid value per customer (CAD)`}
                type="number"
                inputMode="decimal"
                min={1}
                step={0.01}
                hint={t`Total of one account's unpaid cash orders, tax and delivery included. A bigger order is asked to pay by card.`}
                error={errors.maxUnpaidCashValue?.message}
                {...register('maxUnpaidCashValue', number)}
              />
              <Field
                label={t`Cancel unconfirmed after (hours)`}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                hint={t`A cash order still pending this long is cancelled and its stock returned.`}
                error={errors.cashOrderExpiryHours?.message}
                {...register('cashOrderExpiryHours', number)}
              />
            </div>
          </Card>
          <Card title={t`Inventory`} icon={Package}>
            <Field
              label={t`Low-stock threshold`}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              hint={t`Products with less stock than this are flagged on the dashboard.`}
              error={errors.lowStockThreshold?.message}
              {...register('lowStockThreshold', number)}
            />
          </Card>
          <Card title={t`Notifications`} icon={Bell}>
            <div className="flex flex-col divide-y divide-espresso-100">
              <Toggle
                label={t`New orders`}
                description={t`Tell the shop about each new order.`}
                {...register('notifyNewOrder')}
              />
              <Toggle
                label={t`Order status changes`}
                description={t`Tell customers when their order moves on.`}
                {...register('notifyOrderStatus')}
              />
              <Toggle
                label={t`Low stock`}
                description={t`Warn the shop when a product runs low.`}
                {...register('notifyLowStock')}
              />
            </div>
          </Card>
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
              reset(settingsToValues(settings));
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
  );
}

/** One row per weekday (open and close on the store's clock, or closed) and the zone. */
function StoreHoursFields({
  register,
  control,
  errors,
}: {
  register: UseFormRegister<SettingsValues>;
  control: Control<SettingsValues, unknown, UpdateSettingsInput>;
  errors: FieldErrors<SettingsValues>;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const days = useMemo(() => weekdayNames(locale), [locale]);
  const hours = useWatch({ control, name: 'storeHours' });
  return (
    <div className="grid gap-4">
      <table className="w-full table-fixed text-sm">
        <caption className="sr-only">
          <Trans>Opening hours per weekday</Trans>
        </caption>
        <thead>
          <tr className="text-left text-xs text-espresso-500">
            <th scope="col" className="w-11 pb-1 font-medium sm:w-24">
              <Trans>Day</Trans>
            </th>
            <th scope="col" className="w-14 pb-1 font-medium max-sm:w-13">
              <Trans>Closed</Trans>
            </th>
            <th scope="col" className="pb-1 font-medium">
              <Trans>Opens</Trans>
            </th>
            <th scope="col" className="pb-1 font-medium">
              <Trans>Closes</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {WEEKDAYS.map((day, i) => {
            const closed = hours?.[i]?.closed ?? false;
            const error = errors.storeHours?.[i]?.close?.message ?? errors.storeHours?.[i]?.open?.message;
            const { long: dayName, short: dayShort } = days[i] ?? { long: day, short: day };
            return (
              <tr key={day} className="align-top">
                <th scope="row" className="py-1.5 pr-2 text-left font-medium text-espresso-900">
                  {/* Three letters on phones, so the row fits 390 px. */}
                  <span className="inline-flex min-h-11 items-center">
                    <span className="sm:hidden">{dayShort}</span>
                    <span className="hidden sm:inline">{dayName}</span>
                  </span>
                </th>
                <td className="py-1.5 pr-2">
                  <input
                    type="checkbox"
                    aria-label={t`${dayName} closed`}
                    className="size-5 translate-y-3 accent-leaf-600"
                    {...register(`storeHours.${i}.closed`)}
                  />
                </td>
                <td className="py-1.5 pr-2">
                  <input
                    type="time"
                    aria-label={t`${dayName} opens`}
                    disabled={closed}
                    aria-invalid={error ? true : undefined}
                    className="min-h-11 w-full min-w-0 rounded-xl border border-espresso-200 bg-white px-1.5 text-sm disabled:opacity-40 max-sm:[&::-webkit-calendar-picker-indicator]:hidden sm:px-2"
                    {...register(`storeHours.${i}.open`)}
                  />
                </td>
                <td className="py-1.5">
                  <input
                    type="time"
                    aria-label={t`${dayName} closes`}
                    disabled={closed}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `hours-error-${i}` : undefined}
                    className="min-h-11 w-full min-w-0 rounded-xl border border-espresso-200 bg-white px-1.5 text-sm disabled:opacity-40 max-sm:[&::-webkit-calendar-picker-indicator]:hidden sm:px-2"
                    {...register(`storeHours.${i}.close`)}
                  />
                  {error && (
                    <p id={`hours-error-${i}`} className="mt-1 text-xs text-cherry-700">
                      {translateText(i18n, error)}
                    </p>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <SelectField
        label={t`Time zone`}
        options={STORE_TIME_ZONE_MESSAGES.map((zone) => ({ value: zone.value, label: i18n._(zone.message) }))}
        hint={t`The store's clock: decides what “after closing” means.`}
        error={errors.timeZone?.message}
        {...register('timeZone')}
      />
    </div>
  );
}

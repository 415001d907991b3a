import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays, X } from 'lucide-react';
import { useId, useState } from 'react';
import { type Control, type UseFormSetValue, useWatch } from 'react-hook-form';
import { translateText } from '@ikawa/contracts/messages';
import type { UpdateSettingsInput } from '@ikawa/contracts/settings';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { useLocale } from '@/hooks/use-locale';
import { formatDateWith } from '@/lib/format';
import { SettingsSection } from './settings-section';
import type { SettingsSectionProps, SettingsValues } from './settings-values';

interface DeliveryCalendarSectionProps extends SettingsSectionProps {
  control: Control<SettingsValues, unknown, UpdateSettingsInput>;
  setValue: UseFormSetValue<SettingsValues>;
}

const HOLIDAY: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  // The date as typed: a calendar day, not an instant in the reader's zone.
  timeZone: 'UTC',
};

/**
 * What the delivery promise counts by (README "Dates as promises"): the daily cut-off after
 * which an order ships the next business day, and the holidays the store is closed.
 */
export function DeliveryCalendarSection({
  register,
  errors,
  control,
  setValue,
}: DeliveryCalendarSectionProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const holidays = useWatch({ control, name: 'holidays' }) ?? [];
  const [draft, setDraft] = useState('');
  const listId = useId();
  const holidayError = errors.holidays?.message ?? errors.holidays?.find?.((error) => error)?.message;

  const change = (next: string[]) =>
    setValue('holidays', [...new Set(next)].sort(), { shouldDirty: true, shouldValidate: true });

  return (
    <SettingsSection title={t`Delivery calendar`} icon={CalendarDays}>
      <div className="flex flex-col gap-4">
        <Field
          label={t`Same-day cut-off`}
          type="time"
          hint={t`Orders placed after this time ship the next business day (Monday to Friday, on the store's clock).`}
          error={errors.orderCutoff?.message}
          {...register('orderCutoff')}
        />
        <div className="flex flex-col gap-2">
          <div className="flex items-end gap-2">
            <div className="flex-1">
              <Field
                label={t`Holiday`}
                type="date"
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                hint={t`The store is closed: no delivery day is counted and no pickup is ready that day.`}
              />
            </div>
            <Button
              variant="secondary"
              className="mb-6"
              disabled={!draft}
              onClick={() => {
                change([...holidays, draft]);
                setDraft('');
              }}
            >
              <Trans>Add holiday</Trans>
            </Button>
          </div>
          {holidayError && (
            <p role="alert" className="text-xs text-cherry-700">
              {translateText(i18n, holidayError)}
            </p>
          )}
          <p id={listId} className="text-sm font-medium text-espresso-900">
            <Trans>Holidays</Trans>
          </p>
          {holidays.length === 0 ? (
            <p className="text-sm text-espresso-600">
              <Trans>No holidays listed.</Trans>
            </p>
          ) : (
            <ul
              aria-labelledby={listId}
              className="flex flex-col divide-y divide-espresso-100 rounded-xl ring-1 ring-espresso-100"
            >
              {holidays.map((day) => {
                const label = formatDateWith(`${day}T00:00:00Z`, locale, HOLIDAY);
                return (
                  <li key={day} className="flex items-center justify-between gap-3 py-1 pl-3 text-sm">
                    <span>{label}</span>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t`Remove ${label}`}
                      onClick={() => change(holidays.filter((other) => other !== day))}
                    >
                      <X aria-hidden="true" className="size-4" />
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </div>
    </SettingsSection>
  );
}

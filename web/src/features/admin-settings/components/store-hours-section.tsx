import { Trans, useLingui } from '@lingui/react/macro';
import { Clock } from 'lucide-react';
import { useMemo } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { translateText } from '@ikawa/contracts/messages';
import type { UpdateSettingsInput } from '@ikawa/contracts/settings';
import { STORE_TIME_ZONE_MESSAGES, WEEKDAYS } from '@ikawa/contracts/store-hours';
import { SelectField } from '@/components/admin/select-field';
import { useLocale } from '@/hooks/use-locale';
import { weekdayNames } from '@/lib/weekdays';
import { SettingsSection } from './settings-section';
import type { SettingsSectionProps, SettingsValues } from './settings-values';

export { weekdayNames };

interface StoreHoursSectionProps extends SettingsSectionProps {
  /** The closed boxes are watched: a closed day's times are disabled. */
  control: Control<SettingsValues, unknown, UpdateSettingsInput>;
}

/** One row per weekday (open and close on the store's clock, or closed) and the zone. */
export function StoreHoursSection({ register, control, errors }: StoreHoursSectionProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const days = useMemo(() => weekdayNames(locale), [locale]);
  const hours = useWatch({ control, name: 'storeHours' });
  return (
    <SettingsSection
      title={t`Store hours`}
      icon={Clock}
      description={t`Shown in the footer, on Contact, in the FAQ and at pickup; a pickup ordered after closing is ready the next opening day.`}
    >
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
          options={STORE_TIME_ZONE_MESSAGES.map((zone) => ({
            value: zone.value,
            label: i18n._(zone.message),
          }))}
          hint={t`The store's clock: decides what “after closing” means.`}
          error={errors.timeZone?.message}
          {...register('timeZone')}
        />
      </div>
    </SettingsSection>
  );
}

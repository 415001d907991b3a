import { useLingui } from '@lingui/react/macro';
import { Banknote } from 'lucide-react';
import { Field } from '@/components/ui/input';
import { SettingsSection } from './settings-section';
import { SETTINGS_NUMBER, type SettingsSectionProps } from './settings-values';

/** The limits on orders paid in cash, per customer, and when an unconfirmed one is cancelled. */
export function CashOrdersSection({ register, errors }: SettingsSectionProps) {
  const { t } = useLingui();
  return (
    <SettingsSection
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
          {...register('maxOpenCashOrders', SETTINGS_NUMBER)}
        />
        <Field
          label={t`Unpaid items per customer`}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          hint={t`Items one account may hold in unpaid cash orders at once. A bigger order is asked to pay by card.`}
          error={errors.maxUnpaidCashUnits?.message}
          {...register('maxUnpaidCashUnits', SETTINGS_NUMBER)}
        />
        <Field
          label={t`Unpaid value per customer (CAD)`}
          type="number"
          inputMode="decimal"
          min={1}
          step={0.01}
          hint={t`Total of one account's unpaid cash orders, tax and delivery included. A bigger order is asked to pay by card.`}
          error={errors.maxUnpaidCashValue?.message}
          {...register('maxUnpaidCashValue', SETTINGS_NUMBER)}
        />
        <Field
          label={t`Cancel unconfirmed after (hours)`}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          hint={t`A cash order still pending this long is cancelled and its stock returned.`}
          error={errors.cashOrderExpiryHours?.message}
          {...register('cashOrderExpiryHours', SETTINGS_NUMBER)}
        />
      </div>
    </SettingsSection>
  );
}

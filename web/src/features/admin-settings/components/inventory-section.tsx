import { useLingui } from '@lingui/react/macro';
import { Package } from 'lucide-react';
import { Field } from '@/components/ui/input';
import { SettingsSection } from './settings-section';
import { SETTINGS_NUMBER, type SettingsSectionProps } from './settings-values';

/** The stock under which a product is flagged on the dashboard. */
export function InventorySection({ register, errors }: SettingsSectionProps) {
  const { t } = useLingui();
  return (
    <SettingsSection title={t`Inventory`} icon={Package}>
      <Field
        label={t`Low-stock threshold`}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        hint={t`Products with less stock than this are flagged on the dashboard.`}
        error={errors.lowStockThreshold?.message}
        {...register('lowStockThreshold', SETTINGS_NUMBER)}
      />
    </SettingsSection>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Truck } from 'lucide-react';
import { Field } from '@/components/ui/input';
import { SettingsSection, SettingsToggle } from './settings-section';
import { SETTINGS_NUMBER, type SettingsSectionProps } from './settings-values';

/** The delivery fees charged at checkout, and the subtotal from which delivery is free. */
export function ShippingSection({ register, errors }: SettingsSectionProps) {
  const { t } = useLingui();
  return (
    <SettingsSection title={t`Shipping`} icon={Truck} description={t`Fees charged at checkout, in CAD.`}>
      <div className="grid gap-4">
        <SettingsToggle
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
          {...register('freeShippingThreshold', SETTINGS_NUMBER)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t`Standard shipping (CAD)`}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            error={errors.standardShippingCost?.message}
            {...register('standardShippingCost', SETTINGS_NUMBER)}
          />
          <Field
            label={t`Express shipping (CAD)`}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            error={errors.expressShippingCost?.message}
            {...register('expressShippingCost', SETTINGS_NUMBER)}
          />
        </div>
      </div>
    </SettingsSection>
  );
}

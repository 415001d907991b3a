import { useLingui } from '@lingui/react/macro';
import { MapPin } from 'lucide-react';
import { Field } from '@/components/ui/input';
import { SettingsSection } from './settings-section';
import type { SettingsSectionProps } from './settings-values';

/** The pickup address: where customers collect their orders. */
export function StoreAddressSection({ register, errors }: SettingsSectionProps) {
  const { t } = useLingui();
  return (
    <SettingsSection
      title={t`Store address`}
      icon={MapPin}
      description={t`Where customers collect pickup orders.`}
    >
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
    </SettingsSection>
  );
}

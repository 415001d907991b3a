import { Trans, useLingui } from '@lingui/react/macro';
import { MapPin } from 'lucide-react';
import { type Control, useWatch } from 'react-hook-form';
import { CANADA, countryName } from '@ikawa/contracts/country-names';
import type { UpdateSettingsInput } from '@ikawa/contracts/settings';
import { PROVINCE_NAME_MESSAGES, provinceOfPostalCode } from '@ikawa/contracts/tax';
import { Field } from '@/components/ui/input';
import { useLocale } from '@/hooks/use-locale';
import { SettingsSection } from './settings-section';
import type { SettingsSectionProps, SettingsValues } from './settings-values';

interface StoreAddressSectionProps extends SettingsSectionProps {
  control: Control<SettingsValues, unknown, UpdateSettingsInput>;
}

/**
 * The pickup address: where customers collect their orders. The store is in Canada (the shop
 * charges Canada's sales taxes), and its province, where pickups are taxed, is read from the
 * postal code as it is typed: there is no province to set beside it.
 */
export function StoreAddressSection({ register, errors, control }: StoreAddressSectionProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const postalCode = useWatch({ control, name: 'storeAddress.postalCode' }) ?? '';
  const province = provinceOfPostalCode(postalCode);
  const country = countryName(CANADA, locale);
  const provinceName = province ? i18n._(PROVINCE_NAME_MESSAGES[province]) : null;
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
        <dl className="grid gap-1 text-sm sm:col-span-2">
          <div className="flex flex-wrap gap-x-2">
            <dt className="font-medium text-espresso-800">
              <Trans>Country</Trans>
            </dt>
            <dd className="text-espresso-900">
              <Trans>{country} (the shop’s sales taxes are Canada’s)</Trans>
            </dd>
          </div>
          <div className="flex flex-wrap gap-x-2" aria-live="polite">
            <dt className="font-medium text-espresso-800">
              <Trans>Province</Trans>
            </dt>
            <dd className="text-espresso-900">
              {provinceName ? (
                <Trans>{provinceName} (from the postal code)</Trans>
              ) : (
                <Trans>Enter a Canadian postal code to set it</Trans>
              )}
            </dd>
          </div>
          {errors.storeAddress?.country?.message && (
            <p role="alert" className="text-xs text-cherry-700">
              {errors.storeAddress.country.message}
            </p>
          )}
        </dl>
      </div>
    </SettingsSection>
  );
}

import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Store } from 'lucide-react';
import { CURRENCY } from '@ikawa/contracts/constants';
import { SelectField } from '@/components/admin/select-field';
import { Field } from '@/components/ui/input';
import { SettingsSection } from './settings-section';
import type { SettingsSectionProps } from './settings-values';

const CURRENCY_NAME = msg`CAD — Canadian dollar`;

/** The store's name and contact, and its currency (only Canadian dollars). */
export function StoreInformationSection({ register, errors }: SettingsSectionProps) {
  const { t, i18n } = useLingui();
  return (
    <SettingsSection
      title={t`Store information`}
      icon={Store}
      description={t`Shown in the footer and on receipts.`}
    >
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
    </SettingsSection>
  );
}

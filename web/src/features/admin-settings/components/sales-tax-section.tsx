import { useLingui } from '@lingui/react/macro';
import { Landmark } from 'lucide-react';
import { PROVINCE_NAME_MESSAGES, PROVINCES } from '@ikawa/contracts/tax';
import { SelectField } from '@/components/admin/select-field';
import { Field } from '@/components/ui/input';
import { SettingsSection, SettingsToggle } from './settings-section';
import type { SettingsSectionProps } from './settings-values';

/** The store's province, its tax numbers for receipts, and whether prices include the tax. */
export function SalesTaxSection({ register, errors }: SettingsSectionProps) {
  const { t, i18n } = useLingui();
  return (
    <SettingsSection
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
          <SettingsToggle
            label={t`Prices include tax`}
            description={t`Catalogue prices already contain the sales tax; receipts show how much of them is tax.`}
            {...register('pricesIncludeTax')}
          />
        </div>
      </div>
    </SettingsSection>
  );
}

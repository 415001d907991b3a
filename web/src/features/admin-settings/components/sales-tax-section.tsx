import { useLingui } from '@lingui/react/macro';
import { Landmark } from 'lucide-react';
import { type Control, type UseFormSetValue, useWatch } from 'react-hook-form';
import type { UpdateSettingsInput } from '@ikawa/contracts/settings';
import {
  TAX_REGISTRATION_KINDS,
  TAX_REGISTRATION_MESSAGES,
  type TaxRegistrationKind,
} from '@ikawa/contracts/tax';
import { Field } from '@/components/ui/input';
import { SettingsSection, SettingsToggle } from './settings-section';
import type { SettingsSectionProps, SettingsValues } from './settings-values';

interface SalesTaxSectionProps extends SettingsSectionProps {
  control: Control<SettingsValues, unknown, UpdateSettingsInput>;
  setValue: UseFormSetValue<SettingsValues>;
}

/** How each agency prints its numbers, as the placeholder of its box. */
const PLACEHOLDERS: Record<TaxRegistrationKind, string> = {
  gstHst: '123456789 RT 0001',
  qst: '1234567890 TQ 0001',
  bcPst: 'PST-1234-5678',
  skPst: '1234567',
  mbRst: '123456-7',
};

/**
 * The sales-tax registrations the shop holds (each with its number and the
 * day it took effect: a tax is charged only from then), and whether prices include the tax.
 */
export function SalesTaxSection({ register, errors, control, setValue }: SalesTaxSectionProps) {
  const { t } = useLingui();
  return (
    <SettingsSection
      title={t`Sales tax`}
      icon={Landmark}
      description={t`Coffee is zero-rated; other goods are taxed at the rates of the province they go to (pickups: the store's province), but only under a registration the shop holds, from the day it takes effect. Until then no such tax is charged and receipts say why.`}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {TAX_REGISTRATION_KINDS.map((kind) => (
          <RegistrationFields
            key={kind}
            kind={kind}
            register={register}
            errors={errors}
            control={control}
            setValue={setValue}
          />
        ))}
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

/** One registration: a switch, then its number and effective day while it is on. */
function RegistrationFields({
  kind,
  register,
  errors,
  control,
  setValue,
}: SalesTaxSectionProps & { kind: TaxRegistrationKind }) {
  const { t, i18n } = useLingui();
  const held = useWatch({ control, name: `taxRegistrations.${kind}` });
  const name = i18n._(TAX_REGISTRATION_MESSAGES[kind]);
  const fieldErrors = errors.taxRegistrations?.[kind];
  const hints: Partial<Record<TaxRegistrationKind, string>> = {
    gstHst: t`Required once taxable sales, zero-rated coffee included, pass $30,000 over four calendar quarters.`,
    qst: t`A general QST number, or NR and 8 digits under Québec's specified system for sellers outside Québec.`,
    bcPst: t`Sellers outside British Columbia register above $10,000 of sales there over 12 months.`,
  };
  return (
    <fieldset className="flex flex-col gap-3 rounded-2xl border border-espresso-100 p-3 sm:col-span-2">
      <legend className="sr-only">{name}</legend>
      <SettingsToggle
        label={t`Registered for ${name}`}
        description={hints[kind]}
        checked={Boolean(held)}
        onChange={(event) =>
          setValue(
            `taxRegistrations.${kind}`,
            event.currentTarget.checked ? { number: '', effectiveFrom: '' } : null,
            { shouldDirty: true },
          )
        }
      />
      {held && (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            label={t`${name} number`}
            placeholder={PLACEHOLDERS[kind]}
            autoComplete="off"
            error={fieldErrors?.number?.message}
            {...register(`taxRegistrations.${kind}.number`)}
          />
          <Field
            label={t`In effect from`}
            type="date"
            hint={t`Tax is charged on sales from this day.`}
            error={fieldErrors?.effectiveFrom?.message}
            {...register(`taxRegistrations.${kind}.effectiveFrom`)}
          />
        </div>
      )}
    </fieldset>
  );
}

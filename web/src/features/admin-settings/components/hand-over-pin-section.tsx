import { useLingui } from '@lingui/react/macro';
import { KeyRound } from 'lucide-react';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/input';
import { SettingsSection } from './settings-section';
import type { SettingsSectionProps } from './settings-values';

/** An empty box is no value rule; anything else is read as a number (the schema checks it). */
const optionalNumber = {
  setValueAs: (value: unknown) =>
    value === '' || value === null || value === undefined ? null : Number(value),
};

/**
 * When the courier must type the customer's hand-over PIN to complete a delivery (README
 * "Deliveries"): any rule ticked that matches the order asks for it. Decided as each order is
 * placed.
 */
export function HandOverPinSection({ register, errors }: SettingsSectionProps) {
  const { t } = useLingui();
  return (
    <SettingsSection
      title={t`Hand-over PIN`}
      icon={KeyRound}
      description={t`The customer sees a 4-digit PIN on their order page and gives it to the courier at the door. Ask for it on:`}
    >
      <div className="grid gap-1">
        <Checkbox label={t`Every delivery`} {...register('handOverPin.always')} />
        <Checkbox
          label={t`Cash orders (the courier carries the customer’s money)`}
          {...register('handOverPin.cashOrders')}
        />
        <Checkbox label={t`Orders with a 60 kg sack`} {...register('handOverPin.sacks')} />
        <Field
          label={t`Orders from this total (CAD)`}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          hint={t`Leave empty for no such rule. Applies to orders placed from now on.`}
          error={errors.handOverPin?.aboveValue?.message}
          containerClassName="mt-2 max-w-xs"
          {...register('handOverPin.aboveValue', optionalNumber)}
        />
      </div>
    </SettingsSection>
  );
}

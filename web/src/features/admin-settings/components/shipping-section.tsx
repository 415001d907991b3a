import { useLingui } from '@lingui/react/macro';
import { TriangleAlert, Truck } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { Field } from '@/components/ui/input';
import { SettingsSection, SettingsToggle } from './settings-section';
import { SETTINGS_NUMBER, type SettingsSectionProps } from './settings-values';

/**
 * The numbers an empty box makes free: an empty fee is saved as 0, which makes that delivery
 * free, and an empty threshold as 0, which (with free shipping on) makes every delivery free.
 */
export const FEE_FIELDS = ['standardShippingCost', 'expressShippingCost', 'freeShippingThreshold'] as const;
export type FeeField = (typeof FEE_FIELDS)[number];

interface ShippingSectionProps extends SettingsSectionProps {
  /** The fee boxes the admin has emptied. */
  emptyFees: ReadonlySet<FeeField>;
  onFeeEmptied: (field: FeeField, empty: boolean) => void;
}

/** The delivery fees charged at checkout, and the subtotal from which delivery is free. */
export function ShippingSection({ register, errors, emptyFees, onFeeEmptied }: ShippingSectionProps) {
  const { t } = useLingui();

  /**
   * SPEC §5 counts an empty number as 0, so an emptied fee box would quietly make that delivery
   * free: the box says so as soon as it is empty (an unreadable number reads as empty too).
   */
  function feeField(field: FeeField) {
    const registered = register(field, SETTINGS_NUMBER);
    return {
      ...registered,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        onFeeEmptied(field, event.target.value.trim() === '');
        return registered.onChange(event);
      },
    };
  }

  const freeWarning = (message: string) => (
    <span className="flex items-start gap-1.5 text-sm font-medium text-cherry-700">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {message}
    </span>
  );

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
          hint={
            emptyFees.has('freeShippingThreshold')
              ? freeWarning(
                  t`An empty threshold is saved as 0: with free shipping on, every delivery will be free.`,
                )
              : undefined
          }
          error={errors.freeShippingThreshold?.message}
          {...feeField('freeShippingThreshold')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t`Standard shipping (CAD)`}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            hint={
              emptyFees.has('standardShippingCost')
                ? freeWarning(t`An empty fee is saved as 0: standard delivery will be free.`)
                : undefined
            }
            error={errors.standardShippingCost?.message}
            {...feeField('standardShippingCost')}
          />
          <Field
            label={t`Express shipping (CAD)`}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            hint={
              emptyFees.has('expressShippingCost')
                ? freeWarning(t`An empty fee is saved as 0: express delivery will be free.`)
                : undefined
            }
            error={errors.expressShippingCost?.message}
            {...feeField('expressShippingCost')}
          />
        </div>
      </div>
    </SettingsSection>
  );
}

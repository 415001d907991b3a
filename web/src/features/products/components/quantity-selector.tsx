import { Trans, useLingui } from '@lingui/react/macro';
import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';

interface QuantitySelectorProps {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
}

const STEP_BUTTON =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-espresso-800 transition-colors hover:bg-espresso-50 disabled:cursor-not-allowed disabled:opacity-40';

/** A quantity from 1 to what is in stock: minus, a number field, plus (like the cart, SPEC §5). */
export function QuantitySelector({ value, max, onChange, disabled = false }: QuantitySelectorProps) {
  const { t } = useLingui();
  const id = useId();
  const clamp = (quantity: number) => Math.min(Math.max(1, Math.round(quantity)), Math.max(1, max));
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-espresso-800">
        <Trans>Quantity</Trans>
      </label>
      <div className="inline-flex w-fit items-center rounded-full bg-white ring-1 ring-espresso-200 ring-inset">
        <button
          type="button"
          aria-label={t`Decrease quantity`}
          onClick={() => onChange(clamp(value - 1))}
          disabled={disabled || value <= 1}
          className={STEP_BUTTON}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, max)}
          step={1}
          value={value}
          disabled={disabled}
          onChange={(event) => {
            const next = event.target.valueAsNumber;
            if (Number.isFinite(next)) onChange(clamp(next));
          }}
          className="h-11 w-14 [appearance:textfield] bg-transparent text-center text-base font-semibold text-espresso-900 tabular-nums [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          type="button"
          aria-label={t`Increase quantity`}
          onClick={() => onChange(clamp(value + 1))}
          disabled={disabled || value >= max}
          className={STEP_BUTTON}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}

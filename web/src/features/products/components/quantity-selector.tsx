import { Trans, useLingui } from '@lingui/react/macro';
import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';

interface QuantitySelectorProps {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
  /**
   * The id of the sentence that says why the quantity can go no higher ("Only 3 in stock"),
   * which the page shows at `max`: the plus button is described by it there.
   */
  limitNoteId?: string;
}

const STEP_BUTTON =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-espresso-800 transition-colors hover:bg-espresso-50 disabled:cursor-not-allowed disabled:opacity-40 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent';

/** A quantity from 1 to what is in stock: minus, a number field, plus (like the cart, SPEC §5). */
export function QuantitySelector({
  value,
  max,
  onChange,
  disabled = false,
  limitNoteId,
}: QuantitySelectorProps) {
  const { t } = useLingui();
  const id = useId();
  const clamp = (quantity: number) => Math.min(Math.max(1, Math.round(quantity)), Math.max(1, max));
  const atMin = value <= 1;
  const atMax = value >= max;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-espresso-800">
        <Trans>Quantity</Trans>
      </label>
      <div className="inline-flex w-fit items-center rounded-full bg-white ring-1 ring-espresso-200 ring-inset">
        {/*
          At 1 and at the stock the step buttons are aria-disabled rather than disabled: the
          button keeps the focus (a disabled one drops it to the page), and the plus button
          still says why it does nothing.
        */}
        <button
          type="button"
          aria-label={t`Decrease quantity`}
          onClick={() => {
            if (!atMin) onChange(clamp(value - 1));
          }}
          disabled={disabled}
          aria-disabled={atMin || undefined}
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
          onClick={() => {
            if (!atMax) onChange(clamp(value + 1));
          }}
          disabled={disabled}
          aria-disabled={atMax || undefined}
          aria-describedby={atMax && !disabled ? limitNoteId : undefined}
          className={STEP_BUTTON}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}

import { useLingui } from '@lingui/react/macro';
import { type ChangeEvent, useId } from 'react';
import type { Locale } from '@ikawa/contracts/i18n';
import { useLocale } from '@/hooks/use-locale';
import { cn } from '@/lib/cn';
import { formatNumber, formatPrice } from '@/lib/format';

interface PriceRangeSliderProps {
  /**
   * The prices a thumb stops at, rising from 0 to the right end of the track (`priceStops`).
   * They need not be evenly spread: each is one step of the track.
   */
  stops: readonly number[];
  /** In dollars; a value between two stops (a hand-written URL) is kept as it is. */
  value: readonly [number, number];
  onChange: (value: [number, number]) => void;
  disabled?: boolean;
  label?: string;
}

/*
 * Two native range inputs on one track: each thumb is a real slider for the keyboard (arrows,
 * Page Up/Down, Home/End) and for screen readers. The inputs count stops (0, 1, 2…), so one arrow
 * press moves one stop however far apart the prices are; `aria-valuetext` says the price. The inputs ignore the pointer except on their
 * thumbs, whose 44 px hit area is drawn as a 24 px knob. (Tailwind needs the class names
 * written out in full, hence the repetition for WebKit and Firefox.)
 */
const INPUT = [
  'pointer-events-none absolute inset-0 h-11 w-full appearance-none bg-transparent outline-none disabled:opacity-50',
  '[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:size-11 [&::-webkit-slider-thumb]:cursor-grab [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-0',
  '[&::-webkit-slider-thumb]:bg-[radial-gradient(circle,var(--color-cream-50)_0_8px,var(--color-espresso-900)_8.5px_12px,transparent_12.5px)]',
  '[&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:size-11 [&::-moz-range-thumb]:cursor-grab [&::-moz-range-thumb]:appearance-none [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-0',
  '[&::-moz-range-thumb]:bg-[radial-gradient(circle,var(--color-cream-50)_0_8px,var(--color-espresso-900)_8.5px_12px,transparent_12.5px)]',
  'focus-visible:[&::-webkit-slider-thumb]:outline-3 focus-visible:[&::-webkit-slider-thumb]:outline-solid focus-visible:[&::-webkit-slider-thumb]:outline-(--focus-ring) focus-visible:[&::-webkit-slider-thumb]:-outline-offset-8',
  'focus-visible:[&::-moz-range-thumb]:outline-3 focus-visible:[&::-moz-range-thumb]:outline-solid focus-visible:[&::-moz-range-thumb]:outline-(--focus-ring) focus-visible:[&::-moz-range-thumb]:-outline-offset-8',
].join(' ');

/** The stops are whole dollars, so the labels leave out the cents ("$1,320", "1 320 $"). */
function formatAmount(amount: number, locale: Locale): string {
  return Number.isInteger(amount)
    ? formatNumber(amount, locale, { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 })
    : formatPrice(amount, locale);
}

/** The stop a price sits at, or the nearest one below (`down`) or above (`up`) it. */
function stopIndex(stops: readonly number[], price: number, round: 'down' | 'up'): number {
  if (round === 'up') {
    const above = stops.findIndex((stop) => stop >= price);
    return above === -1 ? stops.length - 1 : above;
  }
  const below = stops.findLastIndex((stop) => stop <= price);
  return Math.max(below, 0);
}

export function PriceRangeSlider({ stops, value, onChange, disabled = false, label }: PriceRangeSliderProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const labelId = useId();
  const [low, high] = value;
  const last = stops.length - 1;
  const max = stops[last] ?? 0;
  const lowIndex = stopIndex(stops, low, 'down');
  const highIndex = stopIndex(stops, high, 'up');
  const percent = (index: number) => (last > 0 ? (index / last) * 100 : 0);
  const priceAt = (event: ChangeEvent<HTMLInputElement>) => stops[Number(event.target.value)] ?? 0;

  // A thumb pushed past the other stops at its price: the two never cross.
  function changeLow(event: ChangeEvent<HTMLInputElement>) {
    onChange([Math.min(priceAt(event), high), high]);
  }
  function changeHigh(event: ChangeEvent<HTMLInputElement>) {
    onChange([low, Math.max(priceAt(event), low)]);
  }

  return (
    <div role="group" aria-labelledby={labelId}>
      <span id={labelId} className="block text-sm font-semibold text-espresso-900">
        {label ?? t`Price range`}
      </span>
      <span aria-hidden="true" className="mt-1 block text-sm text-espresso-600 tabular-nums">
        {formatAmount(low, locale)} – {formatAmount(high, locale)}
      </span>
      <div className="relative mt-1 h-11">
        <div className="absolute inset-x-[22px] top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-espresso-100">
          <div
            className="absolute inset-y-0 rounded-full bg-espresso-700"
            style={{ left: `${percent(lowIndex)}%`, right: `${100 - percent(highIndex)}%` }}
          />
        </div>
        <input
          type="range"
          aria-label={t`Minimum price`}
          aria-valuetext={formatPrice(low, locale)}
          min={0}
          max={last}
          step={1}
          value={lowIndex}
          disabled={disabled}
          onChange={changeLow}
          // Near the right end the low thumb goes on top, or it could not be pulled back out.
          className={cn(INPUT, lowIndex >= last - 1 ? 'z-20' : 'z-10')}
        />
        <input
          type="range"
          aria-label={t`Maximum price`}
          aria-valuetext={formatPrice(high, locale)}
          min={0}
          max={last}
          step={1}
          value={highIndex}
          disabled={disabled}
          onChange={changeHigh}
          className={cn(INPUT, 'z-10')}
        />
      </div>
      <div aria-hidden="true" className="flex justify-between text-xs text-espresso-500 tabular-nums">
        <span>{formatAmount(0, locale)}</span>
        <span>{formatAmount(max, locale)}</span>
      </div>
    </div>
  );
}

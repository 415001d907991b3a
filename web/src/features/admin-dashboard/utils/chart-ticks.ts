/** The steps an axis counts in, times a power of ten: 1, 2, 5, 10, 20, 50, 100… */
const NICE_STEPS = [1, 2, 5, 10] as const;

/** The scale of a chart with nothing to show yet, so its baseline does not float. */
const EMPTY_TOP = 100;

/**
 * The y-axis ticks of an amount chart: from 0 to the first round value at or above `max`, in
 * equal round steps (0, 50, 100, 150), at most `count` steps, never finer than 1.
 */
export function amountTicks(max: number, count = 5): number[] {
  const top = Number.isFinite(max) && max > 0 ? max : EMPTY_TOP;
  const rough = Math.max(top / count, 1);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = (NICE_STEPS.find((nice) => nice * power >= rough) ?? 10) * power;
  const steps = Math.max(1, Math.ceil(top / step - 1e-9));
  return Array.from({ length: steps + 1 }, (_, index) => index * step);
}

/**
 * The x-axis labels of a chart of consecutive days: every `n`-th day counted back from the last
 * (today stays labelled), so the labels stand at equal distances. Over more than two weeks the
 * step is a whole number of weeks, so every label falls on the same weekday.
 */
export function dayTicks<T extends string>(days: readonly T[], maxLabels = 6): T[] {
  if (days.length <= 1) return [...days];
  let step = Math.max(1, Math.ceil((days.length - 1) / Math.max(1, maxLabels - 1)));
  if (days.length > 14) step = Math.ceil(step / 7) * 7;
  const ticks: T[] = [];
  for (let index = days.length - 1; index >= 0; index -= step) ticks.unshift(days[index] as T);
  return ticks;
}

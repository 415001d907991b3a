import { describe, expect, it } from 'vitest';
import { amountTicks, dayTicks } from './chart-ticks';

/** Consecutive calendar days, oldest first, as the dashboard receives them. */
function days(count: number): string[] {
  return Array.from({ length: count }, (_, index) =>
    new Date(Date.UTC(2026, 2, 1 + index)).toISOString().slice(0, 10),
  );
}

const gaps = (values: readonly number[]) => values.slice(1).map((value, index) => value - values[index]!);

describe('amountTicks', () => {
  it.each([
    [143.5, [0, 50, 100, 150]],
    [150, [0, 50, 100, 150]],
    [151, [0, 50, 100, 150, 200]],
    [38, [0, 10, 20, 30, 40]],
    [912.75, [0, 200, 400, 600, 800, 1000]],
    [2480, [0, 500, 1000, 1500, 2000, 2500]],
    [3.2, [0, 1, 2, 3, 4]],
  ])('counts up to %s in round, even steps', (max, ticks) => {
    expect(amountTicks(max)).toEqual(ticks);
  });

  it('never has more steps than asked, all equal, from 0 to at least the largest amount', () => {
    for (const max of [0.4, 7, 19.99, 64, 99, 101, 333, 1234.5, 98_765]) {
      const ticks = amountTicks(max);
      expect(ticks[0]).toBe(0);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
      expect(ticks.length - 1).toBeLessThanOrEqual(5);
      expect(new Set(gaps(ticks)).size).toBe(1);
      expect(gaps(ticks)[0]).toBeGreaterThanOrEqual(1);
    }
  });

  it('gives an empty chart a scale of its own', () => {
    expect(amountTicks(0)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(amountTicks(Number.NaN)).toEqual([0, 20, 40, 60, 80, 100]);
  });
});

describe('dayTicks', () => {
  it('labels 30 days once a week, ending on the last day', () => {
    const month = days(30);
    const ticks = dayTicks(month);
    expect(ticks).toEqual(['2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23', '2026-03-30']);
    const positions = ticks.map((day) => month.indexOf(day));
    expect(new Set(gaps(positions))).toEqual(new Set([7]));
  });

  it('keeps short ranges evenly spaced too, within the number of labels asked', () => {
    for (const count of [2, 5, 7, 10, 14, 15, 31, 90]) {
      const range = days(count);
      const positions = dayTicks(range).map((day) => range.indexOf(day));
      expect(positions.at(-1)).toBe(count - 1);
      expect(positions.length).toBeLessThanOrEqual(6);
      expect(new Set(gaps(positions)).size).toBeLessThanOrEqual(1);
    }
    expect(dayTicks(days(7))).toEqual(days(7).filter((_, index) => index % 2 === 0));
  });

  it('labels a single day, and nothing when there is no day', () => {
    expect(dayTicks(['2026-03-04'])).toEqual(['2026-03-04']);
    expect(dayTicks([])).toEqual([]);
  });
});

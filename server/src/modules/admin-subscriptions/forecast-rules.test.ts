import { describe, expect, it } from 'vitest';
import { buildForecast, renewalDaysWithin } from './forecast-rules';

describe('renewalDaysWithin', () => {
  it('takes the next day, then every interval on, inside the window', () => {
    expect(renewalDaysWithin({ nextDate: '2026-12-02', everyWeeks: 2 }, '2026-12-01', '2026-12-28')).toEqual([
      '2026-12-02',
      '2026-12-16',
    ]);
    expect(renewalDaysWithin({ nextDate: '2026-12-01', everyWeeks: 4 }, '2026-12-01', '2026-12-29')).toEqual([
      '2026-12-01',
      '2026-12-29',
    ]);
    expect(renewalDaysWithin({ nextDate: '2026-12-29', everyWeeks: 2 }, '2026-12-01', '2026-12-28')).toEqual(
      [],
    );
  });

  it('counts a day gone by as today, then keeps the rhythm from the day it was due', () => {
    // Due on Nov 24, renewed today (Dec 1): the job moves it to Dec 8, not Dec 15.
    expect(renewalDaysWithin({ nextDate: '2026-11-24', everyWeeks: 2 }, '2026-12-01', '2026-12-28')).toEqual([
      '2026-12-01',
      '2026-12-08',
      '2026-12-22',
    ]);
  });
});

describe('buildForecast', () => {
  it('adds extras to the first renewal only and weighs each product', () => {
    const forecast = buildForecast(
      [
        {
          nextDate: '2026-12-01',
          everyWeeks: 2,
          lines: [{ productId: 'a', quantity: 3 }],
          extras: [{ productId: 'b', quantity: 1 }],
        },
      ],
      new Map([
        ['a', { name: 'Kayanza', weightKg: 0.1 }],
        ['b', { name: 'Mug', weightKg: null }],
      ]),
      '2026-12-01',
      15,
    );
    expect(forecast.byDay.filter((day) => day.renewals > 0)).toEqual([
      {
        date: '2026-12-01',
        renewals: 1,
        products: [
          { productId: 'a', name: 'Kayanza', bags: 3, kg: 0.3 },
          { productId: 'b', name: 'Mug', bags: 1, kg: 0 },
        ],
      },
      { date: '2026-12-15', renewals: 1, products: [{ productId: 'a', name: 'Kayanza', bags: 3, kg: 0.3 }] },
    ]);
    expect(forecast).toMatchObject({ from: '2026-12-01', to: '2026-12-15', renewals: 2, bags: 7, kg: 0.6 });
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_STORE_HOURS, type StoreHours } from '../store-hours';
import { deliveryEstimate } from './delivery-estimate';
import { addOpeningTime, calendarDayIn, formatStoreHours, isOpenAt, type StoreSchedule } from './store-hours';

const toronto: StoreSchedule = { hours: DEFAULT_STORE_HOURS, timeZone: 'America/Toronto' };
const pickup = (iso: string, schedule: StoreSchedule = toronto) =>
  deliveryEstimate('pickup', 'standard', new Date(iso), schedule).toISOString();

describe('store hours', () => {
  it('writes the seeded week as the two lines the shop always showed', () => {
    expect(formatStoreHours(DEFAULT_STORE_HOURS)).toEqual(['Mon-Fri 9AM-7PM', 'Sat-Sun 10AM-6PM']);
  });

  it('names closed days and odd minutes', () => {
    const hours: StoreHours = [
      { closed: true, open: '09:00', close: '17:00' },
      ...Array.from({ length: 4 }, () => ({ closed: false, open: '08:30', close: '17:45' })),
      { closed: false, open: '10:00', close: '12:00' },
      { closed: true, open: '09:00', close: '17:00' },
    ];
    expect(formatStoreHours(hours)).toEqual([
      'Mon Closed',
      'Tue-Fri 8:30AM-5:45PM',
      'Sat 10AM-12PM',
      'Sun Closed',
    ]);
  });

  it('knows when the store is open, on its own clock', () => {
    // Wednesday 2026-03-04, Toronto is UTC-5: 18:59 open, 19:00 closed.
    expect(isOpenAt(new Date('2026-03-04T23:59:00Z'), toronto)).toBe(true);
    expect(isOpenAt(new Date('2026-03-05T00:00:00Z'), toronto)).toBe(false);
    expect(isOpenAt(new Date('2026-03-04T13:59:00Z'), toronto)).toBe(false);
  });
});

describe('pickup estimate across a closing time', () => {
  it('is 4 hours later when the store stays open that long', () => {
    // Wednesday 10:00 in Toronto → 14:00.
    expect(pickup('2026-03-04T15:00:00Z')).toBe('2026-03-04T19:00:00.000Z');
  });

  it('finishes at closing time exactly when the 4 hours end then', () => {
    // Wednesday 15:00 → 19:00, the closing time.
    expect(pickup('2026-03-04T20:00:00Z')).toBe('2026-03-05T00:00:00.000Z');
  });

  it('carries what is left past closing to the next opening', () => {
    // Wednesday 17:00: 2 hours today, 2 more from Thursday 09:00 → Thursday 11:00.
    expect(pickup('2026-03-04T22:00:00Z')).toBe('2026-03-05T16:00:00.000Z');
  });

  it('is ready the next opening day when ordered after closing', () => {
    // Wednesday 19:01 → Thursday 09:00 + 4 h = 13:00.
    expect(pickup('2026-03-05T00:01:00Z')).toBe('2026-03-05T18:00:00.000Z');
    // Thursday 02:00 (the small hours) → the same Thursday 13:00.
    expect(pickup('2026-03-05T07:00:00Z')).toBe('2026-03-05T18:00:00.000Z');
  });

  it('waits for the weekend hours and skips closed days', () => {
    // Friday 20:00 → Saturday 10:00 + 4 h = 14:00.
    expect(pickup('2026-03-07T01:00:00Z')).toBe('2026-03-07T19:00:00.000Z');
    const closedWeekend: StoreSchedule = {
      timeZone: 'America/Toronto',
      hours: DEFAULT_STORE_HOURS.map((day, i) => (i >= 5 ? { ...day, closed: true } : day)),
    };
    // Friday 20:00 with Saturday and Sunday closed → Monday 09:00 + 4 h = 13:00.
    expect(pickup('2026-03-07T01:00:00Z', closedWeekend)).toBe('2026-03-09T17:00:00.000Z');
  });

  it('follows the store’s clock over a daylight-saving change', () => {
    // Saturday 2026-03-07 20:00 EST; clocks go forward on Sunday 03-08: Sunday 10:00 EDT is 14:00 UTC.
    expect(pickup('2026-03-08T01:00:00Z')).toBe('2026-03-08T18:00:00.000Z');
  });

  it('reads the hours in the store’s zone, not the buyer’s', () => {
    const vancouver: StoreSchedule = { ...toronto, timeZone: 'America/Vancouver' };
    // 22:00 UTC Wednesday is 17:00 in Toronto (2 hours left) but 14:00 in Vancouver (5 left).
    expect(pickup('2026-03-04T22:00:00Z')).toBe('2026-03-05T16:00:00.000Z');
    expect(pickup('2026-03-04T22:00:00Z', vancouver)).toBe('2026-03-05T02:00:00.000Z');
  });

  it('adds plain hours when no day is open, and without a schedule', () => {
    const never: StoreSchedule = {
      timeZone: 'America/Toronto',
      hours: DEFAULT_STORE_HOURS.map((day) => ({ ...day, closed: true })),
    };
    expect(addOpeningTime(new Date('2026-03-04T00:00:00Z'), 3_600_000, never).toISOString()).toBe(
      '2026-03-04T01:00:00.000Z',
    );
    expect(deliveryEstimate('pickup', 'standard', new Date('2026-03-04T00:00:00Z')).toISOString()).toBe(
      '2026-03-04T04:00:00.000Z',
    );
  });
});

describe('calendarDayIn', () => {
  it("reads the day on the zone's clock, padded, on both sides of its midnight", () => {
    // 04:59 UTC is 23:59 the day before in Toronto (EST); 05:00 UTC is its midnight.
    expect(calendarDayIn('America/Toronto', new Date('2026-03-02T04:59:00Z'))).toBe('2026-03-01');
    expect(calendarDayIn('America/Toronto', new Date('2026-03-02T05:00:00Z'))).toBe('2026-03-02');
    expect(calendarDayIn('Africa/Bujumbura', new Date('2026-01-04T22:30:00Z'))).toBe('2026-01-05');
  });
});

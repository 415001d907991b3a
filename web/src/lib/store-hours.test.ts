import { describe, expect, it } from 'vitest';
import { DEFAULT_STORE_HOURS } from '@ikawa/contracts/store-hours';
import { testI18n } from '@/testing/i18n';
import { pickupReadyText } from './store-hours';

const en = testI18n('en-CA');

const schedule = { hours: DEFAULT_STORE_HOURS, timeZone: 'America/Toronto' };

describe('pickupReadyText', () => {
  it('says today when the store has 4 hours left', () => {
    // Wednesday 10:00 in Toronto.
    expect(pickupReadyText(en, new Date('2026-03-04T15:00:00Z'), schedule)).toBe(
      'today around 2:00 p.m. EST',
    );
  });

  it('says tomorrow for an order after closing', () => {
    // Wednesday 20:00 in Toronto.
    expect(pickupReadyText(en, new Date('2026-03-05T01:00:00Z'), schedule)).toBe(
      'tomorrow around 1:00 p.m. EST',
    );
  });

  it('names the day when the next opening is further away', () => {
    const closedWeekend = DEFAULT_STORE_HOURS.map((day, i) => (i >= 5 ? { ...day, closed: true } : day));
    // Friday 20:00 → Monday.
    expect(pickupReadyText(en, new Date('2026-03-07T01:00:00Z'), { ...schedule, hours: closedWeekend })).toBe(
      'Monday around 1:00 p.m. EDT',
    );
  });
});

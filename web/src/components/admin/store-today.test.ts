import { describe, expect, it } from 'vitest';
import { dayOf, exportPresets } from '@/components/admin/export-dialog';
import { testI18n } from '@/testing/i18n';
import { storeToday } from './store-today';

/** 28 November 2026 at 02:00 UTC: still the evening of the 27th in Toronto. */
const LATE_EVENING_IN_TORONTO = new Date('2026-11-28T02:00:00Z');

describe('storeToday', () => {
  it('is the store’s calendar day, not the browser’s or UTC’s', () => {
    expect(dayOf(storeToday('America/Toronto', LATE_EVENING_IN_TORONTO))).toBe('2026-11-27');
    expect(dayOf(storeToday('Europe/Paris', LATE_EVENING_IN_TORONTO))).toBe('2026-11-28');
  });

  it('counts the export presets from the store’s day, across the end of a month and a year', () => {
    const i18n = testI18n();
    const presets = (now: string) =>
      exportPresets(storeToday('America/Toronto', new Date(now))).map(({ label, range }) => [
        i18n._(label),
        range.from,
        range.to,
      ]);
    expect(presets('2026-11-28T02:00:00Z')).toEqual([
      ['This month', '2026-11-01', '2026-11-27'],
      ['Last month', '2026-10-01', '2026-10-31'],
      ['This year', '2026-01-01', '2026-11-27'],
      ['Last year', '2025-01-01', '2025-12-31'],
    ]);
    // New Year's Eve, 21:30 in Toronto: 2027 has begun in UTC but not at the store.
    expect(presets('2027-01-01T02:30:00Z')).toEqual([
      ['This month', '2026-12-01', '2026-12-31'],
      ['Last month', '2026-11-01', '2026-11-30'],
      ['This year', '2026-01-01', '2026-12-31'],
      ['Last year', '2025-01-01', '2025-12-31'],
    ]);
  });
});

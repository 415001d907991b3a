import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '@ikawa/contracts/constants';
import { setStoreTimeZone } from '@/lib/format';
import { formatDateTime, formatTimeOrDateTime, NO_DATE } from './delivery-format';

afterEach(() => setStoreTimeZone(DEFAULT_TIME_ZONE));

describe('the courier’s times', () => {
  it('writes the time alone for the store’s today, whatever the phone’s own zone', () => {
    setStoreTimeZone('America/Vancouver');
    // 23:30 on Nov 27 in Vancouver, already Nov 28 in UTC and in Toronto.
    const now = new Date('2026-11-28T07:30:00Z');
    expect(formatTimeOrDateTime('2026-11-28T06:00:00Z', 'en-CA', now)).toBe('10:00 p.m. PST');
    // 01:00 on Nov 28 in Vancouver: another store day, so the date too.
    expect(formatTimeOrDateTime('2026-11-28T09:00:00Z', 'en-CA', now)).toBe('Nov 28, 2026, 1:00 a.m. PST');
  });

  it('names the store’s zone in French, and writes a dash for a moment still to come', () => {
    expect(formatDateTime('2026-03-04T15:12:00Z', 'fr-CA')).toBe('4 mars 2026, 10 h 12 HNE');
    expect(formatDateTime(null, 'fr-CA')).toBe(NO_DATE);
  });
});

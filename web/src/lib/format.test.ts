import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDateWith,
  setStoreTimeZone,
  formatList,
  formatPercent,
  formatPrice,
  formatWeight,
  initial,
} from './format';

describe('format', () => {
  it('shows prices in CAD with two decimals', () => {
    expect(formatPrice(12.5)).toBe('$12.50');
    expect(formatPrice(0)).toBe('$0.00');
  });

  it("shows half a kilo as '1/2 kg'", () => {
    expect(formatWeight(0.5)).toBe('1/2 kg');
    expect(formatWeight(60)).toBe('60 kg');
  });

  it('formats dates and tolerates bad ones', () => {
    expect(formatDate('2026-03-04T12:00:00.000Z')).toBe('Mar 4, 2026');
    expect(formatDate('not a date')).toBe('—');
  });

  it('takes the first letter of a name for avatars', () => {
    expect(initial(' aline ')).toBe('A');
    expect(initial('')).toBe('?');
  });

  it('writes money, dates and numbers as each language does', () => {
    const nbsp = '\u00a0';
    expect(formatPrice(1234.5, 'en-CA')).toBe('$1,234.50');
    expect(formatPrice(1234.5, 'fr-CA').replace(/[\u00a0\u202f]/g, ' ')).toBe('1 234,50 $');
    expect(
      formatDateWith('2026-11-27T17:00:00Z', 'fr-CA', { dateStyle: 'long', timeZone: 'America/Toronto' }),
    ).toBe('27 novembre 2026');
    expect(formatDate('2026-03-04T12:00:00.000Z', 'fr-CA')).toBe('4 mars 2026');
    expect(formatDateTime('2026-03-04T20:05:00.000Z', 'fr-CA')).toMatch(/^4 mars 2026.*15 h 05 HNE$/);
    expect(formatPercent(0.13, 'en-CA')).toBe('13%');
    expect(formatPercent(0.13, 'fr-CA')).toBe(`13${nbsp}%`);
    expect(formatWeight(1.5, 'fr-CA')).toBe('1,5 kg');
    expect(formatList(['a', 'b', 'c'], 'fr-CA')).toBe('a, b et c');
  });
});

describe('dates on the store clock', () => {
  it('writes an order placed at 23:30 in Toronto on that day, with the zone of its time named', () => {
    // 04:30 UTC on the 27th is 23:30 on the 26th in Toronto, whatever the browser's own zone.
    expect(formatDate('2026-11-27T04:30:00.000Z')).toBe('Nov 26, 2026');
    expect(formatDateTime('2026-11-27T04:30:00.000Z')).toBe('Nov 26, 2026, 11:30 p.m. EST');
  });

  it('follows the zone the owner set', () => {
    setStoreTimeZone('America/Vancouver');
    try {
      expect(formatDateTime('2026-11-27T04:30:00.000Z')).toBe('Nov 26, 2026, 8:30 p.m. PST');
    } finally {
      setStoreTimeZone('America/Toronto');
    }
  });
});

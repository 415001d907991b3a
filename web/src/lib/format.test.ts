import { describe, expect, it } from 'vitest';
import { formatDate, formatPrice, formatWeight, initial } from './format';

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
});

import { describe, expect, it } from 'vitest';
import { toSettingsNumber } from './settings-values';

describe('toSettingsNumber', () => {
  it('counts an empty or unreadable number as 0 (SPEC §5)', () => {
    expect(toSettingsNumber('')).toBe(0);
    expect(toSettingsNumber('abc')).toBe(0);
    expect(toSettingsNumber('12.5')).toBe(12.5);
  });
});

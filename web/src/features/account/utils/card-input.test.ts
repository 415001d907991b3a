import { describe, expect, it } from 'vitest';
import { formatCardNumberInput, formatExpiryInput } from './card-input';

describe('formatCardNumberInput', () => {
  it('groups digits in fours as they are typed', () => {
    expect(formatCardNumberInput('4242')).toBe('4242');
    expect(formatCardNumberInput('42424')).toBe('4242 4');
    expect(formatCardNumberInput('4242-4242 42424242')).toBe('4242 4242 4242 4242');
  });

  it('groups American Express numbers 4-6-5', () => {
    expect(formatCardNumberInput('378282246310005')).toBe('3782 822463 10005');
  });

  it('drops letters and stops at 19 digits', () => {
    expect(formatCardNumberInput('4a2b4c2')).toBe('4242');
    expect(formatCardNumberInput('1'.repeat(25)).replaceAll(' ', '')).toHaveLength(19);
  });
});

describe('formatExpiryInput', () => {
  it('adds the slash once the year starts', () => {
    expect(formatExpiryInput('1')).toBe('1');
    expect(formatExpiryInput('12')).toBe('12');
    expect(formatExpiryInput('123')).toBe('12/3');
    expect(formatExpiryInput('12/34')).toBe('12/34');
    expect(formatExpiryInput('12345')).toBe('12/34');
  });
});

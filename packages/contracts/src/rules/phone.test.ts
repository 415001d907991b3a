import { describe, expect, it } from 'vitest';
import { PhoneSchema } from '../users';
import { normalizePhone } from './phone';

describe('normalizePhone', () => {
  it('gives a 10-digit North American number its +1, however it was typed', () => {
    expect(normalizePhone('4165550199')).toBe('+14165550199');
    expect(normalizePhone(' (416) 555-0199 ')).toBe('+14165550199');
    expect(normalizePhone('514 555 0142')).toBe('+15145550142');
  });

  it('reads 1 and a North American number as the country code and the number', () => {
    expect(normalizePhone('14165550199')).toBe('+14165550199');
    expect(normalizePhone('1 416 555 0199')).toBe('+14165550199');
  });

  it('keeps a number that already starts with its country code after a +', () => {
    expect(normalizePhone('+1 416 555 0199')).toBe('+1 416 555 0199');
    expect(normalizePhone(' +25779000000 ')).toBe('+25779000000');
  });

  it('keeps what it cannot read as North American as typed', () => {
    // A Burundi number with its country code, typed after the checkout's fixed "+".
    expect(normalizePhone('25779000000')).toBe('25779000000');
    // 10 digits, but an area code cannot start with 1, nor an exchange with 0.
    expect(normalizePhone('1234567890')).toBe('1234567890');
    expect(normalizePhone('4160550199')).toBe('4160550199');
    expect(normalizePhone('')).toBe('');
  });

  it('is the rule of the contract’s phone schema, so the server keeps the same number', () => {
    expect(PhoneSchema.parse(' 416-555-0199 ')).toBe('+14165550199');
    expect(PhoneSchema.parse('+257 79 123 456')).toBe('+257 79 123 456');
    expect(PhoneSchema.safeParse('call me').success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { cardBrand, formatExpiry, isExpiryInFuture, parseExpiry, passesLuhn } from './card';

describe('card rules', () => {
  it('accepts the provider test cards and refuses a mistyped digit', () => {
    for (const card of [
      '4242 4242 4242 4242',
      '4000000000000002',
      '4000 0000 0000 9995',
      '4000002500003155',
      '5555555555554444',
      '378282246310005',
    ]) {
      expect(passesLuhn(card), card).toBe(true);
    }
    expect(passesLuhn('4242 4242 4242 4241')).toBe(false);
    expect(passesLuhn('1234')).toBe(false);
  });

  it('tells the brand from the number', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
    expect(cardBrand('9999999999999995')).toBe('unknown');
  });

  it('reads MM/YY and knows whether it is still valid', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(parseExpiry('04/29')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry('13/29')).toBeUndefined();
    expect(parseExpiry('0429')).toBeUndefined();
    expect(isExpiryInFuture('11/26', now)).toBe(true);
    expect(isExpiryInFuture('10/26', now)).toBe(false);
    expect(isExpiryInFuture('12/99', now)).toBe(false);
    expect(formatExpiry(4, 2029)).toBe('04/29');
  });
});

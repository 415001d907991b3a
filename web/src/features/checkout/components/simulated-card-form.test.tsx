import { describe, expect, it } from 'vitest';
import { testI18n } from '@/testing/i18n';
import { formatCardNumber, formatExpiryInput, validateCard as validateIn } from './simulated-card-form';

const english = testI18n('en-CA');
const validateCard = (card: Parameters<typeof validateIn>[0]) => validateIn(card, english);

const good = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Sarah Thompson' };

describe('simulated card form checks (SPEC §5: pre-validated before confirmation)', () => {
  it('asks for every field with SPEC’s sentence', () => {
    expect(validateCard({ ...good, cvc: '' })).toBe('Please complete all payment fields.');
    expect(validateCard({ ...good, name: '  ' })).toBe('Please complete all payment fields.');
  });

  it('checks the number with Luhn, the expiry against today, and the CVC length', () => {
    expect(validateCard(good)).toBeNull();
    expect(validateCard({ ...good, number: '4242 4242 4242 4241' })).toBe('Your card number is invalid.');
    expect(validateCard({ ...good, expiry: '01/20' })).toMatch(/expiry date/);
    expect(validateCard({ ...good, cvc: '12' })).toMatch(/security code/);
  });

  it('formats the number and the expiry as they are typed', () => {
    expect(formatCardNumber('4242424242424242999')).toBe('4242 4242 4242 4242 999');
    expect(formatCardNumber('4242-42')).toBe('4242 42');
    expect(formatExpiryInput('1239')).toBe('12/39');
    expect(formatExpiryInput('1')).toBe('1');
  });

  it('says what is wrong in French on a French page', () => {
    const french = testI18n('fr-CA');
    expect(validateIn({ ...good, number: '4242 4242 4242 4241' }, french)).toBe(
      'Votre numéro de carte n’est pas valide.',
    );
  });
});

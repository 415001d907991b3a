import { cardBrand, digitsOnly } from '@ikawa/contracts/rules/card';

const MAX_CARD_DIGITS = 19;

/** The card number as it is typed, in groups: 4-6-5 for American Express, else fours. */
export function formatCardNumberInput(value: string): string {
  const digits = digitsOnly(value).slice(0, MAX_CARD_DIGITS);
  if (cardBrand(digits) === 'amex') {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** MM/YY as it is typed: the slash appears once the year starts, so Backspace never sticks. */
export function formatExpiryInput(value: string): string {
  const digits = digitsOnly(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Card checks shared by the card forms and the server. No I/O. */

import { englishOf, type Message } from '../messages';

export type CardBrand =
  'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown';

export const CARD_BRAND_MESSAGES: Record<CardBrand, Message> = {
  visa: /*i18n*/ { id: 'card.brand.visa', message: 'Visa' },
  mastercard: /*i18n*/ { id: 'card.brand.mastercard', message: 'Mastercard' },
  amex: /*i18n*/ { id: 'card.brand.amex', message: 'American Express' },
  discover: /*i18n*/ { id: 'card.brand.discover', message: 'Discover' },
  diners: /*i18n*/ { id: 'card.brand.diners', message: 'Diners Club' },
  jcb: /*i18n*/ { id: 'card.brand.jcb', message: 'JCB' },
  unionpay: /*i18n*/ { id: 'card.brand.unionpay', message: 'UnionPay' },
  unknown: /*i18n*/ { id: 'card.brand.unknown', message: 'Card' },
};
export const CARD_BRAND_LABELS: Record<CardBrand, string> = englishOf(CARD_BRAND_MESSAGES);

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** The Luhn checksum every real card number passes. */
export function passesLuhn(cardNumber: string): boolean {
  const digits = digitsOnly(cardNumber);
  if (digits.length < 12 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(cardNumber: string): CardBrand {
  const d = digitsOnly(cardNumber);
  if (/^4/.test(d)) return 'visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(d)) return 'mastercard';
  if (/^3[47]/.test(d)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(d)) return 'discover';
  if (/^3(0[0-5]|[68])/.test(d)) return 'diners';
  if (/^35(2[89]|[3-8])/.test(d)) return 'jcb';
  if (/^62/.test(d)) return 'unionpay';
  return 'unknown';
}

/** "MM/YY" → month and four-digit year, or undefined when malformed. */
export function parseExpiry(expiry: string): { month: number; year: number } | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return undefined;
  return { month, year };
}

/** A card is good through the last day of its expiry month. */
export function isExpiryInFuture(expiry: string, now: Date = new Date()): boolean {
  const parsed = parseExpiry(expiry);
  if (!parsed) return false;
  const endOfMonth = new Date(Date.UTC(parsed.year, parsed.month, 1));
  return endOfMonth.getTime() > now.getTime() && parsed.year <= now.getUTCFullYear() + 20;
}

export function formatExpiry(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}

export function maskCard(last4: string): string {
  return `•••• ${last4}`;
}

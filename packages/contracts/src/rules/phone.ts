/** Phone numbers as the shop keeps them. No I/O. */

import type { Message } from '../messages';

/**
 * A North American number without its country code: a 3-digit area code and a 3-digit exchange,
 * neither starting with 0 or 1, then 4 digits (the North American Numbering Plan).
 */
const NORTH_AMERICAN = /^[2-9]\d{2}[2-9]\d{6}$/;

/**
 * A phone number with its country code, as typed or made so. The shop is Canadian, and Canadians
 * usually leave out the 1: "416 555 0199" would otherwise be kept as "+416…", a number in no
 * country, so a 10-digit North American number (or 1 and such a number) becomes "+1…". Anything
 * else is kept as typed (trimmed): a number that starts with "+" already names its country, and
 * the rest is not ours to guess. The forms and the server's schemas (`PhoneSchema`) both use it.
 */
export function normalizePhone(phone: string): string {
  const typed = phone.trim();
  if (typed === '' || typed.startsWith('+')) return typed;
  const digits = typed.replace(/\D/g, '');
  if (NORTH_AMERICAN.test(digits)) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1') && NORTH_AMERICAN.test(digits.slice(1)))
    return `+${digits}`;
  return typed;
}

/** The hint beside a phone box: the country code goes first (`normalizePhone` adds a missing 1). */
export const PHONE_HINT: Message = /*i18n*/ {
  id: 'phone.hint',
  message: 'Country code first: 1 for Canada and the US',
};

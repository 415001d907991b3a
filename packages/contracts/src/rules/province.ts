/**
 * Canada's provinces and territories, and which one a postal code belongs to: the first letter
 * of a Canadian postal code names it (Canada Post's forward sortation areas; X0A–X0C are Nunavut,
 * the rest of X the Northwest Territories).
 */
export const PROVINCES = [
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NS',
  'NT',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
] as const;
export type Province = (typeof PROVINCES)[number];

const BY_FIRST_LETTER: Record<string, Province> = {
  A: 'NL',
  B: 'NS',
  C: 'PE',
  E: 'NB',
  G: 'QC',
  H: 'QC',
  J: 'QC',
  K: 'ON',
  L: 'ON',
  M: 'ON',
  N: 'ON',
  P: 'ON',
  R: 'MB',
  S: 'SK',
  T: 'AB',
  V: 'BC',
  X: 'NT',
  Y: 'YT',
};

const CANADA = /^(canada|ca|can)$/i;

/** The province of a Canadian address, or null outside Canada or for a code that is not Canadian. */
export function provinceOf(address: { postalCode: string; country: string }): Province | null {
  if (!CANADA.test(address.country.trim())) return null;
  const code = address.postalCode.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]\d[A-Z]\d[A-Z]\d$/.test(code)) return null;
  if (/^X0[ABC]/.test(code)) return 'NU';
  return BY_FIRST_LETTER[code.charAt(0)] ?? null;
}

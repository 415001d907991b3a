import type { Localizable } from './messages';

/**
 * Countries by their ISO 3166-1 alpha-2 codes: every address of the shop names its country by
 * code, so that "Canada" is one value the tax rules can trust (decision 015), and the name is
 * written in the reader's language by the runtime's own table (`Intl.DisplayNames`), not by ours.
 */

/** The officially assigned ISO 3166-1 alpha-2 codes (249). */
// prettier-ignore
export const COUNTRY_CODES = [
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ',
  'BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS',
  'BT', 'BV', 'BW', 'BY', 'BZ', 'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN',
  'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE',
  'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF',
  'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY', 'HK', 'HM',
  'HN', 'HR', 'HT', 'HU', 'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM',
  'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC',
  'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK',
  'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA',
  'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG',
  'PH', 'PK', 'PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW',
  'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS',
  'ST', 'SV', 'SX', 'SY', 'SZ', 'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO',
  'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI',
  'VN', 'VU', 'WF', 'WS', 'YE', 'YT', 'ZA', 'ZM', 'ZW',
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(COUNTRY_CODES);

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && KNOWN.has(value);
}

/** Canada: the shop's own country, first in every list. */
export const CANADA: CountryCode = 'CA';

/** A shop that never chose ships to Canada only. */
export const DEFAULT_SHIPPING_COUNTRIES: CountryCode[] = ['CA'];

const displayNames = new Map<string, Intl.DisplayNames>();

/** The runtime's region names in a locale (a locale it cannot read, like the pseudo one: English). */
function namesIn(locale: string): Intl.DisplayNames {
  let names = displayNames.get(locale);
  if (!names) {
    try {
      names = new Intl.DisplayNames([locale, 'en-CA'], { type: 'region', fallback: 'code' });
    } catch {
      names = new Intl.DisplayNames(['en-CA'], { type: 'region', fallback: 'code' });
    }
    displayNames.set(locale, names);
  }
  return names;
}

/**
 * A country's name in a locale ("United States", fr-CA "États-Unis"). Anything that is not a
 * code (an order's country typed before codes) comes back as it is, so it stays readable.
 */
export function countryName(country: string, locale = 'en-CA'): string {
  if (!isCountryCode(country)) return country;
  return namesIn(locale).of(country) ?? country;
}

/** A country among a message's values: its name in the reader's language (`Localizable`). */
export function countryValue(code: string): Localizable {
  return { localize: (locale) => countryName(code, locale), toString: () => countryName(code) };
}

/** The codes as a list shows them: Canada first, then the rest by their name in `locale`. */
export function sortCountries<T extends string>(codes: readonly T[], locale = 'en-CA'): T[] {
  const collator = new Intl.Collator(locale);
  return [...new Set(codes)].sort((a, b) => {
    if (a === b) return 0;
    if (a === CANADA) return -1;
    if (b === CANADA) return 1;
    return collator.compare(countryName(a, locale), countryName(b, locale));
  });
}

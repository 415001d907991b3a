import { z } from './zod';
import { type Message, text, transientText } from './messages';
import { CANADA, type CountryCode, countryValue, isCountryCode } from './country-names';
import { CANADIAN_POSTAL_CODE, provinceOfPostalCode, TAX_MESSAGE_DESCRIPTORS } from './tax';
import { COUNTRY_REQUIRED } from './validation-messages';

/**
 * Addresses by country: the ISO codes and their names (`country-names.ts`, light enough for the
 * storefront's first page), the schema an address's country goes through, and each country's
 * postal codes.
 */
export * from './country-names';

export const COUNTRY_CHOOSE = text(
  /*i18n*/ { id: 'validation.country.choose', message: 'Choose a country from the list' },
);

/** A country as an address takes it: two letters, any case and spaces around, one of the list. */
export const CountryCodeSchema = z
  .string({ error: COUNTRY_REQUIRED })
  .trim()
  .min(1, COUNTRY_REQUIRED)
  .toUpperCase()
  // An empty box is said once, as missing, not also as a country off the list.
  .refine((value) => value === '' || isCountryCode(value), {
    message: COUNTRY_CHOOSE,
    params: { code: 'country_invalid' },
  })
  .transform((value) => value as CountryCode);

/** A country's postal codes: their shape (on the code upper-cased, spaces as typed) and the sentence that shows one. */
interface PostalCodeRule {
  pattern: RegExp;
  message: string;
}

const rule = (pattern: RegExp, message: Message): PostalCodeRule => ({ pattern, message: text(message) });

/**
 * The postal codes of the countries the shop is most likely to ship to; any other country's are
 * letters, digits, spaces and hyphens (`GENERIC_POSTAL_CODE`). Canada's are checked with its
 * provinces (`provinceOfPostalCode`).
 */
export const POSTAL_CODE_RULES: Partial<Record<CountryCode, PostalCodeRule>> = {
  US: rule(
    /^\d{5}(-\d{4})?$/,
    /*i18n*/ {
      id: 'validation.postalCode.US',
      message: 'A postal code in the United States looks like 12345 or 12345-6789',
    },
  ),
  FR: rule(
    /^\d{5}$/,
    /*i18n*/ { id: 'validation.postalCode.FR', message: 'A postal code in France has 5 digits, like 75001' },
  ),
  BE: rule(
    /^\d{4}$/,
    /*i18n*/ { id: 'validation.postalCode.BE', message: 'A postal code in Belgium has 4 digits, like 1000' },
  ),
  DE: rule(
    /^\d{5}$/,
    /*i18n*/ {
      id: 'validation.postalCode.DE',
      message: 'A postal code in Germany has 5 digits, like 10115',
    },
  ),
  CH: rule(
    /^\d{4}$/,
    /*i18n*/ {
      id: 'validation.postalCode.CH',
      message: 'A postal code in Switzerland has 4 digits, like 1201',
    },
  ),
  NL: rule(
    /^\d{4} ?[A-Z]{2}$/,
    /*i18n*/ {
      id: 'validation.postalCode.NL',
      message: 'A postal code in the Netherlands looks like 1012 AB',
    },
  ),
  GB: rule(
    /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/,
    /*i18n*/ {
      id: 'validation.postalCode.GB',
      message: 'A postcode in the United Kingdom looks like SW1A 1AA',
    },
  ),
  IT: rule(
    /^\d{5}$/,
    /*i18n*/ { id: 'validation.postalCode.IT', message: 'A postal code in Italy has 5 digits, like 00184' },
  ),
  ES: rule(
    /^\d{5}$/,
    /*i18n*/ { id: 'validation.postalCode.ES', message: 'A postal code in Spain has 5 digits, like 28001' },
  ),
  JP: rule(
    /^\d{3}-?\d{4}$/,
    /*i18n*/ {
      id: 'validation.postalCode.JP',
      message: 'A postal code in Japan looks like 100-0001',
    },
  ),
  AU: rule(
    /^\d{4}$/,
    /*i18n*/ {
      id: 'validation.postalCode.AU',
      message: 'A postal code in Australia has 4 digits, like 2000',
    },
  ),
};

/** Any other country's postal code: 2 to 10 letters, digits, spaces or hyphens. */
export const GENERIC_POSTAL_CODE = /^[A-Z0-9][A-Z0-9 -]{0,8}[A-Z0-9]$/;
const GENERIC_POSTAL_CODE_MESSAGE = text(
  /*i18n*/ {
    id: 'validation.postalCode.generic',
    message: 'A postal code has 2 to 10 letters, digits, spaces or hyphens',
  },
);

export const COUNTRY_MESSAGE_DESCRIPTORS = {
  /** A Canadian postal code given with another country: a slip of the list, or an address in Canada. */
  canadianPostalCodeElsewhere: (postalCode: string, country: string): Message => /*i18n*/ ({
    id: 'validation.postalCode.canadianElsewhere',
    message:
      '{postalCode} is a Canadian postal code, but the country chosen is {country}: choose Canada, or enter a postal code of that country',
    values: { postalCode, country: countryValue(country) },
  }),
  /** The server's answer to a country missing from Settings → Countries we ship to. */
  notShipped: (country: string): Message => /*i18n*/ ({
    id: 'validation.country.notShipped',
    message: 'We do not ship to {country} yet',
    values: { country: countryValue(country) },
  }),
};

/** What is wrong with a postal code and the stable code of the refusal; null when it fits. */
export interface PostalCodeProblem {
  code: 'postal_code_not_canadian' | 'postal_code_canadian' | 'postal_code_invalid';
  message: string;
}

/**
 * Checks a postal code against its country: a Canadian address needs a Canadian postal code (its
 * first letter names the province whose sales tax applies); a Canadian code with another country
 * is refused, since it almost always means the wrong country was picked and would make a sale in
 * Canada look like a zero-rated export; other countries' codes follow `POSTAL_CODE_RULES`.
 */
export function postalCodeProblem(country: CountryCode, postalCode: string): PostalCodeProblem | null {
  const code = postalCode.trim().toUpperCase();
  if (country === CANADA) {
    return provinceOfPostalCode(code)
      ? null
      : {
          code: 'postal_code_not_canadian',
          message: transientText(TAX_MESSAGE_DESCRIPTORS.postalCodeNotCanadian(postalCode.trim())),
        };
  }
  if (CANADIAN_POSTAL_CODE.test(code.replace(/\s+/g, ' ')) && provinceOfPostalCode(code)) {
    return {
      code: 'postal_code_canadian',
      message: transientText(
        COUNTRY_MESSAGE_DESCRIPTORS.canadianPostalCodeElsewhere(postalCode.trim(), country),
      ),
    };
  }
  const known = POSTAL_CODE_RULES[country];
  if (known) return known.pattern.test(code) ? null : { code: 'postal_code_invalid', message: known.message };
  return GENERIC_POSTAL_CODE.test(code)
    ? null
    : { code: 'postal_code_invalid', message: GENERIC_POSTAL_CODE_MESSAGE };
}

/**
 * The postal code against the country, for any address schema with the two fields (a country
 * that is not a code is already refused by `CountryCodeSchema`).
 */
export function checkPostalCode(
  address: { postalCode: string; country: string },
  ctx: {
    addIssue(issue: {
      code: 'custom';
      message: string;
      path: string[];
      params?: Record<string, unknown>;
    }): void;
  },
) {
  if (!isCountryCode(address.country) || !address.postalCode.trim()) return;
  const problem = postalCodeProblem(address.country, address.postalCode);
  if (problem)
    ctx.addIssue({
      code: 'custom',
      message: problem.message,
      path: ['postalCode'],
      params: { code: problem.code },
    });
}

import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  COUNTRY_CODES,
  CountryCodeSchema,
  countryName,
  countryValue,
  isCountryCode,
  postalCodeProblem,
  sortCountries,
} from './countries';
import { english, translateText } from './messages';
import { ShippingAddressInputSchema } from './orders';
import { SavedAddressInputSchema } from './users';
import { UpdateSettingsInputSchema } from './settings';
import { CheckoutQuoteInputSchema } from './discounts';

const address = (country: string, postalCode = 'M5H 2M9') => ({
  street: '100 King St W',
  city: 'Toronto',
  postalCode,
  country,
  phone: '416-555-0100',
});

describe('country codes', () => {
  it('lists the 249 ISO 3166-1 alpha-2 codes once each', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect(COUNTRY_CODES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(isCountryCode('CA')).toBe(true);
    expect(isCountryCode('EU')).toBe(false);
  });

  it('takes a code in any case with spaces around, and nothing else', () => {
    expect(CountryCodeSchema.parse(' ca ')).toBe('CA');
    expect(CountryCodeSchema.parse('bi')).toBe('BI');
    for (const typo of ['Canada', 'Canda', 'Canadá', 'Canada (ON)', 'Toronto', 'CAN', 'XX', '']) {
      expect(CountryCodeSchema.safeParse(typo).success, typo).toBe(false);
    }
    expect(CountryCodeSchema.safeParse('Canda').error?.issues[0]?.message).toBe(
      'Choose a country from the list',
    );
    expect(CountryCodeSchema.safeParse(' ').error?.issues.map((issue) => issue.message)).toEqual([
      'Country is required',
    ]);
  });
});

describe('country names', () => {
  it('names a country in English and in French', () => {
    expect(countryName('US')).toBe('United States');
    expect(countryName('US', 'fr-CA')).toBe('États-Unis');
    expect(countryName('BI', 'fr-CA')).toBe('Burundi');
    expect(countryName('DE', 'fr-CA')).toBe('Allemagne');
  });

  it('leaves a country typed before codes as it was typed', () => {
    expect(countryName('Canada')).toBe('Canada');
    expect(countryName('Burundi (Bujumbura)', 'fr-CA')).toBe('Burundi (Bujumbura)');
  });

  it('reads a locale it does not know in English', () => {
    expect(countryName('US', 'pseudo')).toBe('United States');
  });

  it('puts Canada first, then the others by their name in the reader’s language', () => {
    expect(sortCountries(['US', 'DE', 'CA', 'BI'])).toEqual(['CA', 'BI', 'DE', 'US']);
    // Allemagne, Burundi, États-Unis: sorted by their French names, accents as letters.
    expect(sortCountries(['US', 'DE', 'CA', 'BI'], 'fr-CA')).toEqual(['CA', 'DE', 'BI', 'US']);
  });
});

describe('postal codes by country', () => {
  it.each([
    ['CA', 'M5H 2M9'],
    ['CA', 'h2x1y4'],
    ['US', '10001'],
    ['US', '10001-1234'],
    ['FR', '75001'],
    ['BE', '1000'],
    ['DE', '10115'],
    ['GB', 'SW1A 1AA'],
    ['GB', 'm1 1ae'],
    ['NL', '1012 AB'],
    ['BI', 'BP 1234'],
    ['KE', '00100'],
  ])('accepts %s %s', (country, postalCode) => {
    expect(postalCodeProblem(country as never, postalCode)).toBeNull();
  });

  it.each([
    ['US', '1000', 'A postal code in the United States looks like 12345 or 12345-6789'],
    ['US', '10001-12', 'A postal code in the United States looks like 12345 or 12345-6789'],
    ['FR', '7500', 'A postal code in France has 5 digits, like 75001'],
    ['GB', '12345', 'A postcode in the United Kingdom looks like SW1A 1AA'],
    ['KE', '1', 'A postal code has 2 to 10 letters, digits, spaces or hyphens'],
    ['KE', '12345678901', 'A postal code has 2 to 10 letters, digits, spaces or hyphens'],
    ['KE', '12#45', 'A postal code has 2 to 10 letters, digits, spaces or hyphens'],
  ])('refuses %s %s with a sentence that shows one', (country, postalCode, message) => {
    expect(postalCodeProblem(country as never, postalCode)).toEqual({ code: 'postal_code_invalid', message });
  });

  it('refuses a Canadian address without a Canadian postal code', () => {
    expect(postalCodeProblem('CA', '10001')?.code).toBe('postal_code_not_canadian');
  });

  it('refuses a Canadian postal code with another country, naming that country', () => {
    expect(postalCodeProblem('US', 'M5H 2M9')).toEqual({
      code: 'postal_code_canadian',
      message:
        'M5H 2M9 is a Canadian postal code, but the country chosen is United States: choose Canada, or enter a postal code of that country',
    });
    expect(postalCodeProblem('BI', 'm5h2m9')?.code).toBe('postal_code_canadian');
  });

  it('translates that refusal with the country named in the reader’s language', () => {
    const problem = postalCodeProblem('US', 'M5H 2M9')!;
    const i18n = setupI18n({
      locale: 'fr-CA',
      messages: {
        'fr-CA': {
          'validation.postalCode.canadianElsewhere': [
            ['postalCode'],
            ' est un code postal canadien : choisissez le Canada, ou entrez le code postal de ce pays : ',
            ['country'],
          ],
        },
      },
    });
    expect(translateText(i18n, problem.message)).toBe(
      'M5H 2M9 est un code postal canadien : choisissez le Canada, ou entrez le code postal de ce pays : États-Unis',
    );
    expect(english({ id: 'x', message: 'To {country}', values: { country: countryValue('DE') } })).toBe(
      'To Germany',
    );
  });
});

describe('address schemas', () => {
  it('take the country as a code, upper-cased', () => {
    expect(ShippingAddressInputSchema.parse(address(' ca ')).country).toBe('CA');
    expect(SavedAddressInputSchema.parse(address('us', '10001')).country).toBe('US');
  });

  it.each(['Canda', 'Canadá', 'Canada (ON)', 'Toronto'])('refuse the country %s', (country) => {
    for (const schema of [ShippingAddressInputSchema, SavedAddressInputSchema]) {
      const result = schema.safeParse(address(country));
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['country']);
    }
  });

  it('refuse a US address with a Canadian postal code, with a code of its own', () => {
    const issue = ShippingAddressInputSchema.safeParse(address('US')).error?.issues[0];
    expect(issue?.path).toEqual(['postalCode']);
    expect(issue).toMatchObject({ params: { code: 'postal_code_canadian' } });
  });

  it('check the quote’s address the same way', () => {
    const quote = (country: string, postalCode: string) =>
      CheckoutQuoteInputSchema.safeParse({
        products: [{ product: '00000000-0000-4000-8000-000000000000', quantity: 1 }],
        delivery: { address: { postalCode, country } },
      });
    expect(quote('Canda', 'M5H 2M9').success).toBe(false);
    expect(quote('US', 'M5H 2M9').success).toBe(false);
    expect(quote('us', '10001').data?.address).toEqual({ postalCode: '10001', country: 'US' });
  });

  it('keep the store in Canada and its shipping countries once each, Canada first', () => {
    const settings = (storeCountry: string, shippingCountries: string[]) =>
      UpdateSettingsInputSchema.safeParse({
        storeName: 'Ikawa',
        storeEmail: 'shop@ikawa.test',
        storePhone: '416-555-0100',
        enableFreeShipping: true,
        freeShippingThreshold: 100,
        standardShippingCost: 10,
        expressShippingCost: 20,
        notifyNewOrder: true,
        notifyOrderStatus: true,
        notifyLowStock: true,
        lowStockThreshold: 5,
        storeAddress: {
          street: '1 Rue Sainte-Catherine',
          city: 'Montréal',
          postalCode: 'H2X 1Y4',
          country: storeCountry,
        },
        shippingCountries,
      });
    expect(settings('ca', ['us', 'CA', 'US']).data?.shippingCountries).toEqual(['CA', 'US']);
    expect(settings('US', ['CA']).error?.issues[0]).toMatchObject({
      path: ['storeAddress', 'country'],
      params: { code: 'store_country_not_canada' },
    });
    expect(settings('CA', []).error?.issues[0]?.message).toBe('Choose at least one country to ship to');
    expect(settings('CA', ['Canada']).success).toBe(false);
  });
});

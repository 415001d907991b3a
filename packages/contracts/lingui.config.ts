import { defineConfig } from '@lingui/cli';

/**
 * The contracts' catalogs. `display` holds what the storefront's first page shows (product types,
 * weights, prices, payment words, delivery times, store hours) and is loaded on every first visit,
 * so it stays small; `contracts` holds the rest (validation messages, admin and e-mail labels).
 * `pseudo` is compiled too, so a page can be checked for text that escaped the catalogs.
 */
export default defineConfig({
  sourceLocale: 'en-CA',
  locales: ['en-CA', 'fr-CA', 'pseudo'],
  pseudoLocale: 'pseudo',
  format: 'po',
  orderBy: 'messageId',
  // Origins without line numbers: a moved line does not rewrite the catalogs.
  formatOptions: { lineNumbers: false },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/display',
      include: [
        '<rootDir>/src/display.ts',
        '<rootDir>/src/constants.ts',
        '<rootDir>/src/rules/store-hours.ts',
      ],
      exclude: ['**/*.test.ts'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/contracts',
      include: ['<rootDir>/src'],
      exclude: [
        '**/*.test.ts',
        '<rootDir>/src/locales/**',
        '<rootDir>/src/display.ts',
        '<rootDir>/src/constants.ts',
        '<rootDir>/src/rules/store-hours.ts',
      ],
    },
  ],
});

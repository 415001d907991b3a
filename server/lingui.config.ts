import { defineConfig } from '@lingui/cli';

/**
 * The server's own texts (API error sentences, e-mails, receipts, packing slips). Server code has
 * no Lingui macros (tsx and tsup cannot run them): it writes `/*i18n*\/ { id, message }` objects,
 * which the extractor finds by that comment.
 */
export default defineConfig({
  sourceLocale: 'en-CA',
  locales: ['en-CA', 'fr-CA'],
  format: 'po',
  orderBy: 'messageId',
  // No line numbers: moving code must not make the committed catalogs stale.
  formatOptions: { lineNumbers: false },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/node_modules/**'],
    },
  ],
});

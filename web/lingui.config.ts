import { defineConfig } from '@lingui/cli';

/**
 * The web app's catalogs (README "Languages"). Two parts so a first visit loads only the
 * storefront's words: `storefront` (the layout, the shop, the product pages, the sign-in dialog)
 * and `areas` (account, checkout, admin, courier), loaded with the first page outside the
 * storefront. `pseudo` is the pseudo-locale the browser tests render to find text that bypasses
 * the catalogs. The compiled `.ts` files are committed: `npm run i18n` writes them, and the check
 * in `npm test` (scripts/check-i18n.mjs) fails when they are stale or a French text is missing.
 */
const AREAS = [
  'src/features/account',
  'src/features/orders',
  'src/features/receipts',
  'src/features/payments',
  'src/features/checkout',
  'src/features/delivery',
  'src/features/admin-*',
  'src/components/admin',
  'src/app/routes/account',
  'src/app/routes/admin',
  'src/app/routes/delivery',
  'src/app/routes/receipt-link.tsx',
  'src/app/routes/reset-password.tsx',
  'src/app/routes/payment-result.tsx',
  'src/app/routes/newsletter-link.tsx',
];
const TESTS = ['**/*.test.ts', '**/*.test.tsx', 'src/testing'];

export default defineConfig({
  sourceLocale: 'en-CA',
  locales: ['en-CA', 'fr-CA', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en-CA' },
  format: 'po',
  compileNamespace: 'ts',
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/storefront',
      include: ['src'],
      exclude: [...AREAS, ...TESTS, 'src/locales'],
    },
    { path: '<rootDir>/src/locales/{locale}/areas', include: AREAS, exclude: TESTS },
  ],
});

import { defineConfig } from '@lingui/cli';

/**
 * The web app's catalogs (README "Languages"), one per part of the app so a page loads only the
 * words it can show: `storefront` with every page (layout, shop, products, information pages),
 * `account` and `checkout` with the sign-in dialog, the cart's checkout and the account pages,
 * `admin`, `admin-settings` and `delivery` with the pages outside the storefront
 * (src/lib/i18n.ts). `pseudo` is the pseudo-locale the browser tests render to find text that
 * bypasses the catalogs. The compiled `.ts` files are committed: `npm run i18n -w @ikawa/web`
 * writes them, and the check in `npm test` fails when they are stale or a French text is missing.
 */
const PARTS = {
  checkout: [
    'src/features/checkout',
    'src/features/payments',
    'src/features/receipts',
    'src/features/orders',
    'src/app/routes/payment-result.tsx',
    'src/app/routes/receipt-link.tsx',
  ],
  account: [
    'src/features/account',
    'src/features/auth',
    'src/features/newsletter',
    'src/app/routes/account',
    'src/app/routes/reset-password.tsx',
    'src/app/routes/newsletter-link.tsx',
  ],
  admin: ['src/features/admin-products', 'src/features/admin-orders', 'src/features/admin-dashboard'],
  'admin-settings': [
    'src/features/admin-settings',
    'src/features/admin-users',
    'src/features/admin-discounts',
    'src/features/admin-delivery-zones',
    'src/features/admin-taxes',
    'src/features/admin-mail',
    'src/features/admin-delivery',
    'src/features/admin-pin-exceptions',
    'src/components/admin',
    'src/app/routes/admin',
  ],
  delivery: ['src/features/delivery', 'src/app/routes/delivery'],
};
/** A path and, when it is a folder, everything inside it (`exclude` patterns are globs). */
const inside = (path: string) => (/\.tsx?$/.test(path) ? path : `${path}/**`);
const TESTS = ['**/*.test.ts', '**/*.test.tsx', 'src/testing', '**/testing/**'];

export default defineConfig({
  sourceLocale: 'en-CA',
  locales: ['en-CA', 'fr-CA', 'pseudo'],
  pseudoLocale: 'pseudo',
  format: 'po',
  orderBy: 'messageId',
  formatOptions: { lineNumbers: false },
  compileNamespace: 'ts',
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/storefront',
      include: ['src'],
      // A folder is excluded with what is inside it: glob ignores only what the pattern matches.
      exclude: [...Object.values(PARTS).flat().map(inside), ...TESTS, 'src/locales/**'],
    },
    ...Object.entries(PARTS).map(([part, include]) => ({
      path: `<rootDir>/src/locales/{locale}/${part}`,
      include,
      exclude: TESTS,
    })),
  ],
});

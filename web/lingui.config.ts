import { defineConfig } from '@lingui/cli';

/**
 * The web app's catalogs (README "Languages"), one per part of the app so a page loads only the
 * words it can show: `storefront` with every page (layout, landing page, product cards),
 * `catalogue` with the shop, `product` with a product page, `info` with the about, FAQ, contact
 * and policy pages (each loaded with its page's module: src/app/router.tsx), `account` and
 * `checkout` with the sign-in dialog, the cart's checkout and the account pages, `admin`,
 * `admin-settings` and `delivery` with the pages outside the storefront, and `page-head` with the
 * server's render only (the page's `<head>`, which the browser never writes) (src/lib/i18n.ts).
 * A storefront page's part comes with its route's module, before the page hydrates: a part loaded
 * after that re-renders the app (Lingui's `change`), which hydrates the deferred header and footer
 * at once, their code with them.
 * `pseudo` is the pseudo-locale the browser tests render to find text that bypasses the catalogs.
 * The compiled `.ts` files are committed: `npm run i18n -w @ikawa/web` writes them, and the check
 * in `npm test` fails when they are stale or a French text is missing.
 */
const PARTS = {
  catalogue: [
    'src/features/products/components/catalogue.tsx',
    'src/features/products/components/catalogue-states.tsx',
    'src/features/products/components/catalogue-filters-panel.tsx',
    'src/features/products/components/price-range-slider.tsx',
    'src/features/products/components/search-box.tsx',
    'src/features/products/components/sort-select.tsx',
    'src/features/products/components/type-filter.tsx',
  ],
  product: [
    'src/features/products/components/product-details.tsx',
    'src/features/products/components/quantity-selector.tsx',
    // Also in `checkout`: the cart offers the same choice.
    'src/components/ui/subscribe-choice.tsx',
  ],
  info: ['src/features/info'],
  'page-head': ['src/app/page-head.ts'],
  // The order summaries' parts (statuses, totals, taxes, invoices) show only in the checkout, the
  // account, the admin and the courier's pages, which all load this part.
  checkout: [
    'src/components/ui/status-badges.tsx',
    'src/components/ui/order-totals.tsx',
    'src/components/ui/tax-rows.tsx',
    'src/components/ui/invoice-numbers.tsx',
    'src/components/ui/revoke-receipt-links.tsx',
    'src/components/ui/address-text.tsx',
    'src/components/ui/subscribe-choice.tsx',
    'src/features/checkout',
    'src/features/payments',
    'src/features/receipts',
    'src/features/orders',
    'src/app/routes/payment-result.tsx',
    'src/app/routes/receipt-link.tsx',
  ],
  account: [
    'src/features/account',
    'src/features/subscriptions',
    'src/features/auth',
    'src/components/layouts/sidebar-layout.tsx',
    // Forms of the sign-in dialog, the checkout and the account pages, which all load this part.
    'src/components/ui/country-select.tsx',
    'src/lib/password-confirmation.ts',
    'src/features/newsletter',
    'src/app/routes/account',
    'src/app/routes/reset-password.tsx',
    'src/app/routes/newsletter-link.tsx',
  ],
  admin: [
    'src/features/admin-products',
    'src/features/admin-orders',
    'src/features/admin-dashboard',
    'src/features/admin-subscriptions',
  ],
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
    'src/components/layouts/admin-layout.tsx',
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

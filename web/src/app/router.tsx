import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  createBrowserRouter,
  data,
  type HydrationState,
  redirect,
  type RouteObject,
  RouterProvider,
} from 'react-router';
import type { PolicySlug } from '@ikawa/contracts/pages';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { RequireAdmin, RequireAuth, RequireDelivery } from '@/features/auth/components/route-guards';
import { productQueryOptions } from '@/features/products/api/get-product';
import { productsQueryOptions } from '@/features/products/api/get-products';
import { settingsQueryOptions } from '@/features/settings/api/get-settings';
import { parseCatalogueFilters, toProductListFilters } from '@/features/products/utils/catalogue-filters';
import { ApiError } from '@/lib/api-client';
import type { PageHandle } from '@/lib/page-title';
import { LandingRoute } from './routes/landing';
import { NotFoundRoute } from './routes/not-found';
import { PageError } from './routes/page-error';
import { AppRoot } from './routes/root';
import { RouteError } from './routes/route-error';
import { StorefrontLayout } from './routes/storefront-layout';

export interface AppRoutesOptions {
  /**
   * On the server (web/src/entry-server.tsx) a storefront page's loader waits for the data the
   * page shows, so it is in the HTML; in the browser it only starts the request (issue 3 §8).
   */
  awaitData?: boolean;
}

/**
 * Starts a page's data request beside the download of its code, instead of after it (issue 3
 * §8: one round trip less before a phone sees the catalogue or a product). In the browser it
 * never waits: the page reads the same query from the cache, or shows its own loading and
 * error states. On the server it waits, and a missing product becomes a 404 (issue 14).
 */
async function load(
  queryClient: QueryClient | undefined,
  awaitData: boolean,
  start: (client: QueryClient) => Promise<unknown>,
): Promise<null> {
  if (!queryClient) return null;
  const started = start(queryClient);
  if (!awaitData) {
    started.catch(() => undefined);
    return null;
  }
  try {
    await started;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    // Anything else: the page renders its own error state, and the browser asks again.
  }
  return null;
}

const handle = (value: PageHandle) => value;

/**
 * SPEC §2 route table. Pages other than the landing page load on demand; each guarded area
 * sits under its guard (spinner while the session is checked, then `<Navigate replace>`).
 */
/** The policy pages' usual titles (issue 17 §3), kept here as plain strings for the first page. */
const POLICY_PAGE_TITLES: Record<PolicySlug, string> = {
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
  shipping: 'Shipping Policy',
  returns: 'Returns',
};

export function createAppRoutes(
  queryClient?: QueryClient,
  { awaitData = false }: AppRoutesOptions = {},
): RouteObject[] {
  const fetchFirst = (start: (client: QueryClient) => Promise<unknown>) =>
    load(queryClient, awaitData, start);
  return [
    {
      path: paths.home,
      element: <AppRoot />,
      errorElement: <RouteError />,
      HydrateFallback: AppLoading,
      // Every storefront page shows the store's settings (banner, footer, contact, FAQ fees).
      loader: awaitData
        ? () => fetchFirst((client) => client.ensureQueryData(settingsQueryOptions()))
        : undefined,
      children: [
        {
          element: <StorefrontLayout />,
          children: [
            // An empty title: the landing page's is the shop's own (SITE_TITLE).
            { index: true, element: <LandingRoute />, handle: handle({ ssr: true, title: '' }) },
            {
              path: paths.shop,
              // The catalogue sets its own title, from its type filter.
              handle: handle({ ssr: true }),
              loader: ({ request }) =>
                fetchFirst((client) =>
                  client.ensureQueryData(
                    productsQueryOptions(
                      toProductListFilters(parseCatalogueFilters(new URL(request.url).searchParams)),
                    ),
                  ),
                ),
              lazy: async () => ({ Component: (await import('./routes/shop')).ShopRoute }),
            },
            {
              path: `${paths.shop}/:slug`,
              // The product page sets its own title once the product is known.
              handle: handle({ ssr: true }),
              errorElement: <PageError />,
              loader: ({ params }) =>
                fetchFirst(async (client) => {
                  const product = await client.ensureQueryData(productQueryOptions(params.slug ?? ''));
                  // 'More … coffee' below the product.
                  if (awaitData) await client.prefetchQuery(productsQueryOptions({ type: product.type }));
                }),
              lazy: async () => ({ Component: (await import('./routes/product')).ProductRoute }),
            },
            // Product links from before the product pages moved under /shop keep working.
            {
              path: '/products/:slug',
              handle: handle({ ssr: true }),
              loader: ({ params }) => redirect(paths.product(params.slug ?? ''), 301),
            },
            {
              path: paths.about,
              handle: handle({ ssr: true, title: 'About' }),
              lazy: async () => ({ Component: (await import('./routes/about')).AboutRoute }),
            },
            {
              path: paths.faq,
              handle: handle({ ssr: true, title: 'FAQ' }),
              lazy: async () => ({ Component: (await import('./routes/faq')).FaqRoute }),
            },
            {
              path: paths.contact,
              handle: handle({ ssr: true, title: 'Contact' }),
              lazy: async () => ({ Component: (await import('./routes/contact')).ContactRoute }),
            },
            // Keys of paths.policy, not the contract's list: that would bring zod into the first page.
            ...(Object.keys(paths.policy) as PolicySlug[]).map((slug) => ({
              path: paths.policy[slug],
              handle: handle({ title: POLICY_PAGE_TITLES[slug] }),
              lazy: async () => {
                const { PolicyRoute } = await import('./routes/policy');
                return { Component: () => <PolicyRoute slug={slug} /> };
              },
            })),
            {
              path: paths.account.root,
              element: <RequireAuth />,
              children: [
                {
                  lazy: async () => ({ Component: (await import('./routes/account/root')).AccountRoot }),
                  children: [
                    {
                      index: true,
                      handle: handle({ title: 'My Account' }),
                      lazy: async () => ({
                        Component: (await import('./routes/account/overview')).AccountOverviewRoute,
                      }),
                    },
                    {
                      path: paths.account.orders,
                      handle: handle({ title: 'My Orders' }),
                      lazy: async () => ({
                        Component: (await import('./routes/account/orders')).AccountOrdersRoute,
                      }),
                    },
                    {
                      path: `${paths.account.orders}/:orderId/receipt`,
                      handle: handle({ title: 'Receipt' }),
                      lazy: async () => ({
                        Component: (await import('./routes/account/receipt')).AccountReceiptRoute,
                      }),
                    },
                    {
                      path: paths.account.addresses,
                      handle: handle({ title: 'Addresses' }),
                      lazy: async () => ({
                        Component: (await import('./routes/account/addresses')).AccountAddressesRoute,
                      }),
                    },
                    {
                      path: paths.account.payment,
                      handle: handle({ title: 'Payment Methods' }),
                      lazy: async () => ({
                        Component: (await import('./routes/account/payment')).AccountPaymentRoute,
                      }),
                    },
                  ],
                },
              ],
            },
            {
              path: paths.delivery.root,
              element: <RequireDelivery />,
              children: [
                {
                  lazy: async () => ({ Component: (await import('./routes/delivery/root')).DeliveryRoot }),
                  children: [
                    // SPEC §2: index and orders both show Assigned Orders.
                    {
                      index: true,
                      handle: handle({ title: 'Assigned Orders' }),
                      lazy: async () => ({
                        Component: (await import('./routes/delivery/assigned-orders')).AssignedOrdersRoute,
                      }),
                    },
                    {
                      path: paths.delivery.orders,
                      handle: handle({ title: 'Assigned Orders' }),
                      lazy: async () => ({
                        Component: (await import('./routes/delivery/assigned-orders')).AssignedOrdersRoute,
                      }),
                    },
                    {
                      path: paths.delivery.earnings,
                      handle: handle({ title: 'Earnings' }),
                      lazy: async () => ({
                        Component: (await import('./routes/delivery/earnings')).EarningsRoute,
                      }),
                    },
                    {
                      path: paths.delivery.history,
                      handle: handle({ title: 'Delivery History' }),
                      lazy: async () => ({
                        Component: (await import('./routes/delivery/history')).DeliveryHistoryRoute,
                      }),
                    },
                  ],
                },
              ],
            },
            {
              path: paths.resetPassword,
              handle: handle({ title: 'Reset password' }),
              lazy: async () => ({ Component: (await import('./routes/reset-password')).ResetPasswordRoute }),
            },
            {
              path: paths.newsletterConfirm,
              handle: handle({ title: 'Newsletter' }),
              lazy: async () => ({
                Component: (await import('./routes/newsletter-link')).NewsletterConfirmRoute,
              }),
            },
            {
              path: paths.newsletterUnsubscribe,
              handle: handle({ title: 'Newsletter' }),
              lazy: async () => ({
                Component: (await import('./routes/newsletter-link')).NewsletterUnsubscribeRoute,
              }),
            },
            {
              path: paths.paymentSuccess,
              handle: handle({ title: 'Payment' }),
              lazy: async () => ({ Component: (await import('./routes/payment-result')).PaymentResultRoute }),
            },
            {
              path: paths.paymentCanceled,
              handle: handle({ title: 'Payment' }),
              lazy: async () => ({ Component: (await import('./routes/payment-result')).PaymentResultRoute }),
            },
            {
              path: '*',
              element: <NotFoundRoute />,
              handle: handle({ ssr: true, status: 404, title: 'Page not found' }),
            },
          ],
        },
        {
          path: paths.admin.root,
          element: <RequireAdmin />,
          children: [
            {
              lazy: async () => ({ Component: (await import('./routes/admin/root')).AdminRoot }),
              children: [
                {
                  index: true,
                  handle: handle({ title: 'Dashboard · Admin' }),
                  lazy: async () => ({
                    Component: (await import('./routes/admin/dashboard')).AdminDashboardRoute,
                  }),
                },
                {
                  path: paths.admin.products,
                  handle: handle({ title: 'Products · Admin' }),
                  lazy: async () => ({
                    Component: (await import('./routes/admin/products')).AdminProductsRoute,
                  }),
                },
                {
                  path: paths.admin.orders,
                  handle: handle({ title: 'Orders · Admin' }),
                  lazy: async () => ({ Component: (await import('./routes/admin/orders')).AdminOrdersRoute }),
                },
                {
                  path: `${paths.admin.orders}/:orderId/receipt`,
                  handle: handle({ title: 'Receipt · Admin' }),
                  lazy: async () => ({
                    Component: (await import('./routes/admin/order-receipt')).AdminOrderReceiptRoute,
                  }),
                },
                {
                  path: paths.admin.users,
                  handle: handle({ title: 'Users · Admin' }),
                  lazy: async () => ({ Component: (await import('./routes/admin/users')).AdminUsersRoute }),
                },
                {
                  path: paths.admin.settings,
                  handle: handle({ title: 'Settings · Admin' }),
                  lazy: async () => ({
                    Component: (await import('./routes/admin/settings')).AdminSettingsRoute,
                  }),
                },
                {
                  path: paths.admin.deliveryPersons,
                  handle: handle({ title: 'Delivery Persons · Admin' }),
                  lazy: async () => ({
                    Component: (await import('./routes/admin/delivery-persons')).AdminDeliveryPersonsRoute,
                  }),
                },
                {
                  path: paths.admin.outbox,
                  handle: handle({ title: 'Outbox · Admin' }),
                  lazy: async () => ({ Component: (await import('./routes/admin/outbox')).AdminOutboxRoute }),
                },
                {
                  path: paths.admin.discounts,
                  lazy: async () => ({
                    Component: (await import('./routes/admin/discounts')).AdminDiscountsRoute,
                  }),
                },
                {
                  path: paths.admin.newsletter,
                  handle: handle({ title: 'Newsletter · Admin' }),
                  lazy: async () => ({
                    Component: (await import('./routes/admin/newsletter')).AdminNewsletterRoute,
                  }),
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}

function AppLoading() {
  return <LoadingState label="Loading Ikawa…" />;
}

/**
 * The browser's router. On a page the server rendered, `routes` already hold the page's loaded
 * modules and `hydrationData` the loaders' results (web/src/app/main.tsx), so the first render
 * matches the server's HTML.
 */
export function AppRouter({
  routes,
  hydrationData,
}: {
  routes?: RouteObject[];
  hydrationData?: HydrationState;
}) {
  const queryClient = useQueryClient();
  const [router] = useState(() =>
    createBrowserRouter(routes ?? createAppRoutes(queryClient), { hydrationData }),
  );
  return <RouterProvider router={router} />;
}

import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import {
  createBrowserRouter,
  data,
  type HydrationState,
  redirect,
  type RouteObject,
  RouterProvider,
} from 'react-router';
import type { PolicySlug } from '@ikawa/contracts/pages';
import { paths } from '@/config/paths';
import { settingsQueryOptions } from '@/features/settings/api/get-settings';
import { ApiError } from '@/lib/api-client';
import { AREA_PARTS, loadCatalog } from '@/lib/i18n';
import type { PageHandle } from '@/lib/page-title';
import type { AreaPage } from './routes/area-pages';
import { LandingRoute } from './routes/landing';
import { AppRoot } from './routes/root';
import { RouteError } from './routes/route-error';
import { StorefrontLayout } from './routes/storefront-layout';

export interface AppRoutesOptions {
  /**
   * On the server (web/src/entry-server.tsx) a storefront page's loader waits for the data the
   * page shows, so it is in the HTML; in the browser it only starts the request.
   */
  awaitData?: boolean;
  /** The page's language: pages outside the storefront load their part of its catalog first. */
  i18n?: I18n;
}

/**
 * Starts a page's data request beside the download of its code, instead of after it
 * (one round trip less before a phone sees the catalogue or a product). In the browser it
 * never waits: the page reads the same query from the cache, or shows its own loading and
 * error states. On the server it waits, and a missing product becomes a 404.
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
/** The policy pages' usual titles, kept here for the first page. */
const POLICY_PAGE_TITLES = {
  privacy: msg`Privacy Policy`,
  terms: msg`Terms of Service`,
  shipping: msg`Shipping Policy`,
  returns: msg`Returns`,
} satisfies Record<PolicySlug, PageHandle['title']>;

export function createAppRoutes(
  queryClient?: QueryClient,
  { awaitData = false, i18n }: AppRoutesOptions = {},
): RouteObject[] {
  /** A page outside the storefront, loaded through the list of those pages (routes/area-pages.ts). */
  const areaPage = (name: AreaPage) => async () => {
    const [pages] = await Promise.all([
      import('./routes/area-pages'),
      i18n ? loadCatalog(i18n, AREA_PARTS) : undefined,
    ]);
    return { Component: await pages.AREA_PAGES[name]() };
  };
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
            // The landing page's title is the shop's own (SITE_TITLE).
            {
              index: true,
              element: <LandingRoute />,
              handle: handle({ ssr: true, title: 'site' }),
              loader: () =>
                fetchFirst(async (client) => (await import('./routes/page-data')).landingData(client)),
            },
            {
              path: paths.shop,
              // The catalogue sets its own title, from its type filter.
              handle: handle({ ssr: true }),
              loader: ({ request }) =>
                fetchFirst(async (client) =>
                  (await import('./routes/page-data')).catalogueData(
                    client,
                    new URL(request.url).searchParams,
                  ),
                ),
              lazy: async () => ({ Component: (await import('./routes/shop')).ShopRoute }),
            },
            {
              path: `${paths.shop}/:slug`,
              // The product page sets its own title once the product is known.
              handle: handle({ ssr: true }),
              loader: ({ params }) =>
                fetchFirst(async (client) =>
                  // On the server, 'More … coffee' below the product too.
                  (await import('./routes/page-data')).productData(client, params.slug ?? '', awaitData),
                ),
              // A missing product (the server's loader answers 404) shows the shop's not-found page.
              lazy: async () => {
                const { ProductRoute, ProductError } = await import('./routes/product');
                return { Component: ProductRoute, ErrorBoundary: ProductError };
              },
            },
            // Product links from before the product pages moved under /shop keep working.
            {
              path: '/products/:slug',
              handle: handle({ ssr: true }),
              loader: ({ params }) => redirect(paths.product(params.slug ?? ''), 301),
            },
            {
              path: paths.about,
              handle: handle({ ssr: true, title: msg`About` }),
              lazy: async () => ({ Component: (await import('./routes/about')).AboutRoute }),
            },
            {
              path: paths.faq,
              handle: handle({ ssr: true, title: msg`FAQ` }),
              lazy: async () => ({ Component: (await import('./routes/faq')).FaqRoute }),
            },
            {
              path: paths.contact,
              handle: handle({ ssr: true, title: msg`Contact` }),
              lazy: async () => ({ Component: (await import('./routes/contact')).ContactRoute }),
            },
            // Keys of paths.policy, not the contract's list: that would bring zod into the first page.
            ...(Object.keys(paths.policy) as PolicySlug[]).map((slug) => ({
              path: paths.policy[slug],
              // Rendered on the server too, the page's text in the HTML.
              handle: handle({ ssr: true, title: POLICY_PAGE_TITLES[slug] }),
              loader: () =>
                fetchFirst(async (client) => (await import('./routes/page-data')).policyData(client, slug)),
              // Its fallback title is one of the contracts' words the storefront's catalog lacks.
              lazy: async () => {
                const [{ PolicyRoute }] = await Promise.all([
                  import('./routes/policy'),
                  i18n ? loadCatalog(i18n, 'contracts') : undefined,
                ]);
                return { Component: () => <PolicyRoute slug={slug} /> };
              },
            })),
            {
              path: paths.account.root,
              lazy: areaPage('RequireAuth'),
              children: [
                {
                  lazy: areaPage('AccountRoot'),
                  children: [
                    {
                      index: true,
                      handle: handle({ title: msg`My Account` }),
                      lazy: areaPage('AccountOverviewRoute'),
                    },
                    {
                      path: paths.account.orders,
                      handle: handle({ title: msg`My Orders` }),
                      lazy: areaPage('AccountOrdersRoute'),
                    },
                    {
                      path: `${paths.account.orders}/:orderId/receipt`,
                      handle: handle({ title: msg`Receipt` }),
                      lazy: areaPage('AccountReceiptRoute'),
                    },
                    {
                      path: paths.account.addresses,
                      handle: handle({ title: msg`Addresses` }),
                      lazy: areaPage('AccountAddressesRoute'),
                    },
                    {
                      path: paths.account.payment,
                      handle: handle({ title: msg`Payment Methods` }),
                      lazy: areaPage('AccountPaymentRoute'),
                    },
                  ],
                },
              ],
            },
            {
              path: paths.delivery.root,
              lazy: areaPage('RequireDelivery'),
              children: [
                {
                  lazy: areaPage('DeliveryRoot'),
                  children: [
                    // SPEC §2: index and orders both show Assigned Orders.
                    {
                      index: true,
                      handle: handle({ title: msg`Assigned Orders` }),
                      lazy: areaPage('AssignedOrdersRoute'),
                    },
                    {
                      path: paths.delivery.orders,
                      handle: handle({ title: msg`Assigned Orders` }),
                      lazy: areaPage('AssignedOrdersRoute'),
                    },
                    {
                      path: paths.delivery.earnings,
                      handle: handle({ title: msg`Earnings` }),
                      lazy: areaPage('EarningsRoute'),
                    },
                    {
                      path: paths.delivery.history,
                      handle: handle({ title: msg`Delivery History` }),
                      lazy: areaPage('DeliveryHistoryRoute'),
                    },
                  ],
                },
              ],
            },
            {
              path: paths.receiptLink,
              handle: handle({ title: msg`Receipt` }),
              lazy: areaPage('ReceiptLinkRoute'),
            },
            {
              path: paths.resetPassword,
              handle: handle({ title: msg`Reset password` }),
              lazy: areaPage('ResetPasswordRoute'),
            },
            {
              path: paths.newsletterConfirm,
              handle: handle({ title: msg`Newsletter` }),
              lazy: areaPage('NewsletterConfirmRoute'),
            },
            {
              path: paths.newsletterUnsubscribe,
              handle: handle({ title: msg`Newsletter` }),
              lazy: areaPage('NewsletterUnsubscribeRoute'),
            },
            {
              path: paths.paymentSuccess,
              handle: handle({ title: msg`Payment` }),
              lazy: areaPage('PaymentResultRoute'),
            },
            {
              path: paths.paymentCanceled,
              handle: handle({ title: msg`Payment` }),
              lazy: areaPage('PaymentResultRoute'),
            },
            {
              path: '*',
              handle: handle({ ssr: true, status: 404, title: msg`Page not found` }),
              lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
            },
          ],
        },
        {
          path: paths.admin.root,
          lazy: areaPage('RequireAdmin'),
          children: [
            {
              lazy: areaPage('AdminRoot'),
              children: [
                {
                  index: true,
                  handle: handle({ title: msg`Dashboard · Admin` }),
                  lazy: areaPage('AdminDashboardRoute'),
                },
                {
                  path: paths.admin.products,
                  handle: handle({ title: msg`Products · Admin` }),
                  lazy: areaPage('AdminProductsRoute'),
                },
                {
                  path: paths.admin.orders,
                  handle: handle({ title: msg`Orders · Admin` }),
                  lazy: areaPage('AdminOrdersRoute'),
                },
                {
                  path: `${paths.admin.orders}/:orderId/receipt`,
                  handle: handle({ title: msg`Receipt · Admin` }),
                  lazy: areaPage('AdminOrderReceiptRoute'),
                },
                {
                  path: paths.admin.users,
                  handle: handle({ title: msg`Users · Admin` }),
                  lazy: areaPage('AdminUsersRoute'),
                },
                {
                  path: paths.admin.settings,
                  handle: handle({ title: msg`Settings · Admin` }),
                  lazy: areaPage('AdminSettingsRoute'),
                },
                {
                  path: paths.admin.deliveryPersons,
                  handle: handle({ title: msg`Delivery Persons · Admin` }),
                  lazy: areaPage('AdminDeliveryPersonsRoute'),
                },
                {
                  path: paths.admin.outbox,
                  handle: handle({ title: msg`Outbox · Admin` }),
                  lazy: areaPage('AdminOutboxRoute'),
                },
                {
                  path: paths.admin.discounts,
                  handle: handle({ title: msg`Discounts · Admin` }),
                  lazy: areaPage('AdminDiscountsRoute'),
                },
                {
                  path: paths.admin.newsletter,
                  handle: handle({ title: msg`Newsletter · Admin` }),
                  lazy: areaPage('AdminNewsletterRoute'),
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}

// Only pages rendered in the browser (account, admin, delivery) show it, while their modules
// load; the spinner comes beside them instead of in every page's first JavaScript.
const LoadingState = lazy(async () => ({ default: (await import('@/components/ui/spinner')).LoadingState }));

function AppLoadingState() {
  const { t } = useLingui();
  return <LoadingState label={t`Loading Ikawa…`} />;
}

function AppLoading() {
  return (
    <Suspense fallback={null}>
      <AppLoadingState />
    </Suspense>
  );
}

/**
 * The browser's router. On a page the server rendered, `routes` already hold the page's loaded
 * modules and `hydrationData` the loaders' results (web/src/app/main.tsx), so the first render
 * matches the server's HTML.
 */
export function AppRouter({
  routes,
  hydrationData,
  basename,
}: {
  routes?: RouteObject[];
  hydrationData?: HydrationState;
  /** `/fr` on French pages (lib/i18n.ts `basenameFor`). */
  basename?: string;
}) {
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  const [router] = useState(() =>
    createBrowserRouter(routes ?? createAppRoutes(queryClient, { i18n }), { hydrationData, basename }),
  );
  return <RouterProvider router={router} />;
}

import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, Navigate, type RouteObject, RouterProvider, useParams } from 'react-router';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { RequireAdmin, RequireAuth, RequireDelivery } from '@/features/auth/components/route-guards';
import { productQueryOptions } from '@/features/products/api/get-product';
import { productsQueryOptions } from '@/features/products/api/get-products';
import { parseCatalogueFilters, toProductListFilters } from '@/features/products/utils/catalogue-filters';
import { LandingRoute } from './routes/landing';
import { NotFoundRoute } from './routes/not-found';
import { AppRoot } from './routes/root';
import { RouteError } from './routes/route-error';
import { StorefrontLayout } from './routes/storefront-layout';

/**
 * Starts a page's data request beside the download of its code, instead of after it (issue 3
 * §8: one round trip less before a phone sees the catalogue or a product). Never waits: the
 * page reads the same query from the cache, or shows its own loading and error states.
 */
function prefetch(queryClient: QueryClient | undefined, start: (client: QueryClient) => Promise<void>) {
  if (queryClient) void start(queryClient);
  return null;
}

/** Product links from before the product pages moved under /shop keep working. */
function LegacyProductRedirect() {
  const { slug = '' } = useParams();
  return <Navigate to={paths.product(slug)} replace />;
}

/**
 * SPEC §2 route table. Pages other than the landing page load on demand; each guarded area
 * sits under its guard (spinner while the session is checked, then `<Navigate replace>`).
 */
export function createAppRoutes(queryClient?: QueryClient): RouteObject[] {
  return [
    {
      path: paths.home,
      element: <AppRoot />,
      errorElement: <RouteError />,
      HydrateFallback: AppLoading,
      children: [
        {
          element: <StorefrontLayout />,
          children: [
            { index: true, element: <LandingRoute /> },
            {
              path: paths.shop,
              loader: ({ request }) =>
                prefetch(queryClient, (client) =>
                  client.prefetchQuery(
                    productsQueryOptions(
                      toProductListFilters(parseCatalogueFilters(new URL(request.url).searchParams)),
                    ),
                  ),
                ),
              lazy: async () => ({ Component: (await import('./routes/shop')).ShopRoute }),
            },
            {
              path: `${paths.shop}/:slug`,
              loader: ({ params }) =>
                prefetch(queryClient, (client) =>
                  client.prefetchQuery(productQueryOptions(params.slug ?? '')),
                ),
              lazy: async () => ({ Component: (await import('./routes/product')).ProductRoute }),
            },
            { path: '/products/:slug', element: <LegacyProductRedirect /> },
            {
              path: paths.about,
              lazy: async () => ({ Component: (await import('./routes/about')).AboutRoute }),
            },
            {
              path: paths.faq,
              lazy: async () => ({ Component: (await import('./routes/faq')).FaqRoute }),
            },
            {
              path: paths.contact,
              lazy: async () => ({ Component: (await import('./routes/contact')).ContactRoute }),
            },
            {
              path: paths.account.root,
              element: <RequireAuth />,
              children: [
                {
                  lazy: async () => ({ Component: (await import('./routes/account/root')).AccountRoot }),
                  children: [
                    {
                      index: true,
                      lazy: async () => ({
                        Component: (await import('./routes/account/overview')).AccountOverviewRoute,
                      }),
                    },
                    {
                      path: paths.account.orders,
                      lazy: async () => ({
                        Component: (await import('./routes/account/orders')).AccountOrdersRoute,
                      }),
                    },
                    {
                      path: paths.account.addresses,
                      lazy: async () => ({
                        Component: (await import('./routes/account/addresses')).AccountAddressesRoute,
                      }),
                    },
                    {
                      path: paths.account.payment,
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
                      lazy: async () => ({
                        Component: (await import('./routes/delivery/assigned-orders')).AssignedOrdersRoute,
                      }),
                    },
                    {
                      path: paths.delivery.orders,
                      lazy: async () => ({
                        Component: (await import('./routes/delivery/assigned-orders')).AssignedOrdersRoute,
                      }),
                    },
                    {
                      path: paths.delivery.earnings,
                      lazy: async () => ({
                        Component: (await import('./routes/delivery/earnings')).EarningsRoute,
                      }),
                    },
                    {
                      path: paths.delivery.history,
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
              lazy: async () => ({ Component: (await import('./routes/reset-password')).ResetPasswordRoute }),
            },
            {
              path: paths.newsletterConfirm,
              lazy: async () => ({
                Component: (await import('./routes/newsletter-link')).NewsletterConfirmRoute,
              }),
            },
            {
              path: paths.newsletterUnsubscribe,
              lazy: async () => ({
                Component: (await import('./routes/newsletter-link')).NewsletterUnsubscribeRoute,
              }),
            },
            {
              path: paths.paymentSuccess,
              lazy: async () => ({ Component: (await import('./routes/payment-result')).PaymentResultRoute }),
            },
            {
              path: paths.paymentCanceled,
              lazy: async () => ({ Component: (await import('./routes/payment-result')).PaymentResultRoute }),
            },
            { path: '*', element: <NotFoundRoute /> },
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
                  lazy: async () => ({
                    Component: (await import('./routes/admin/dashboard')).AdminDashboardRoute,
                  }),
                },
                {
                  path: paths.admin.products,
                  lazy: async () => ({
                    Component: (await import('./routes/admin/products')).AdminProductsRoute,
                  }),
                },
                {
                  path: paths.admin.orders,
                  lazy: async () => ({ Component: (await import('./routes/admin/orders')).AdminOrdersRoute }),
                },
                {
                  path: paths.admin.users,
                  lazy: async () => ({ Component: (await import('./routes/admin/users')).AdminUsersRoute }),
                },
                {
                  path: paths.admin.settings,
                  lazy: async () => ({
                    Component: (await import('./routes/admin/settings')).AdminSettingsRoute,
                  }),
                },
                {
                  path: paths.admin.deliveryPersons,
                  lazy: async () => ({
                    Component: (await import('./routes/admin/delivery-persons')).AdminDeliveryPersonsRoute,
                  }),
                },
                {
                  path: paths.admin.outbox,
                  lazy: async () => ({ Component: (await import('./routes/admin/outbox')).AdminOutboxRoute }),
                },
                {
                  path: paths.admin.newsletter,
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

export function AppRouter() {
  const queryClient = useQueryClient();
  const [router] = useState(() => createBrowserRouter(createAppRoutes(queryClient)));
  return <RouterProvider router={router} />;
}

import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import {
  type ComponentType,
  type ReactNode,
  Suspense,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useTransition,
} from 'react';
import {
  type Location,
  matchRoutes,
  Navigate,
  type Navigator,
  type Params,
  type RouteMatch,
  type RouteObject,
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  useLocation,
  useParams,
  useRoutes,
} from 'react-router';
import type { PolicySlug } from '@ikawa/contracts/pages';
import { paths } from '@/config/paths';
import { settingsQueryOptions } from '@/features/settings/api/get-settings';
import { usePageTitle } from '@/hooks/use-page-title';
import { isUnreachable, reportReachable, subscribeConnection } from '@/lib/connection';
import { AREA_PARTS, type CatalogPart, loadCatalog } from '@/lib/i18n';
import { handleTitle, type PageHandle } from '@/lib/page-title';
import {
  errorPageOf,
  type LoadedRoute,
  MissingRouteContext,
  NavigationPendingProvider,
  type RouteHandle,
  routeHandle,
  routeModule,
  RouteView,
} from './route-view';
import type { AreaPage } from './routes/area-pages';
import { LandingRoute } from './routes/landing';
import type * as PageData from './routes/page-data';
import { AppRoot } from './routes/root';
import { RouteError } from './routes/route-error';
import { StorefrontLayout } from './routes/storefront-layout';
import { ScrollPositions, ScrollStateProvider, type ShownPage } from './use-scroll-restoration';
import { lazyPart } from '@/components/ui/lazy-part';

/*
 * The app's routes, in React Router's declarative mode (decision 012): the browser's router is
 * `<Router>` over the browser's history with `useRoutes`, the server's `<StaticRouter>` with the
 * same routes and elements (web/src/entry-server.tsx), so both render one tree. What the data mode
 * did for us is done here, with less code in every page's first JavaScript: route modules loaded on
 * demand, page data started beside them, the error pages, titles, scroll restoration and the
 * loading bar.
 */

export interface AppRoutesOptions {
  /** The page's language: pages outside the storefront load their part of its catalog first. */
  i18n?: I18n;
}

/** A route as the table below writes it; `toRouteObjects` makes React Router's routes of it. */
interface AppRoute {
  path?: string;
  index?: true;
  children?: AppRoute[];
  handle?: PageHandle;
  /** The route's page, in the first JavaScript. */
  element?: ReactNode;
  /** The route's module, loaded on demand (code split per page). */
  lazy?: () => Promise<LoadedRoute>;
  ErrorBoundary?: ComponentType;
  data?: RouteHandle['data'];
  redirect?: RouteHandle['redirect'];
}

/** A moved page in the browser (the server answers 301 before rendering it). */
function Moved({ to }: { to: (params: Params) => string }) {
  return <Navigate to={to(useParams())} replace />;
}

function toRouteObjects(routes: AppRoute[]): RouteObject[] {
  return routes.map(
    ({ path, index, children, handle: page, element, lazy, ErrorBoundary, data, redirect }) => {
      const handle: RouteHandle = {
        ...page,
        data,
        redirect,
        ErrorBoundary,
        module: lazy && routeModule(lazy),
      };
      let shown = redirect ? <Moved to={redirect} /> : element;
      // Only routes with code to load or an error page of their own need the wrapper.
      if (handle.module || ErrorBoundary) shown = <RouteView handle={handle}>{shown}</RouteView>;
      return index
        ? { index, handle, element: shown }
        : { path, handle, element: shown, children: children && toRouteObjects(children) };
    },
  );
}

/** Runs one of the pages' data functions (app/routes/page-data.ts), a module of its own. */
async function withPageData(run: (pages: typeof PageData) => Promise<unknown>): Promise<unknown> {
  return run(await import('./routes/page-data'));
}

const handle = (value: PageHandle) => value;

/** The policy pages' usual titles, kept here for the first page. */
const POLICY_PAGE_TITLES = {
  privacy: msg`Privacy Policy`,
  terms: msg`Terms of Service`,
  shipping: msg`Shipping Policy`,
  returns: msg`Returns`,
} satisfies Record<PolicySlug, PageHandle['title']>;

/**
 * SPEC §2 route table. Pages other than the landing page load on demand; each guarded area
 * sits under its guard (spinner while the session is checked, then `<Navigate replace>`).
 */
export function createAppRoutes({ i18n }: AppRoutesOptions = {}): RouteObject[] {
  /** A page outside the storefront, loaded through the list of those pages (routes/area-pages.ts). */
  const areaPage = (name: AreaPage) => async () => {
    const [pages] = await Promise.all([
      import('./routes/area-pages'),
      i18n ? loadCatalog(i18n, AREA_PARTS) : undefined,
    ]);
    return { Component: await pages.AREA_PAGES[name]() };
  };
  /**
   * A storefront page's module with its own part of the catalog (the shop's filters, a product's
   * details, the information pages' long answers and story), loaded together: not every page
   * downloads every page's words.
   */
  const withWords = async <Module,>(part: CatalogPart, module: Promise<Module>): Promise<Module> => {
    const [loaded] = await Promise.all([module, i18n ? loadCatalog(i18n, part) : undefined]);
    return loaded;
  };
  return toRouteObjects([
    {
      path: paths.home,
      element: <AppRoot />,
      ErrorBoundary: RouteError,
      // Every storefront page shows the store's settings (banner, footer, contact, FAQ fees): the
      // server waits for them; in the browser the page's parts ask for them.
      data: (client, { awaitData }) =>
        awaitData ? client.ensureQueryData(settingsQueryOptions()) : undefined,
      children: [
        {
          element: <StorefrontLayout />,
          children: [
            // The landing page's title is the shop's own (SITE_TITLE).
            {
              index: true,
              element: <LandingRoute />,
              handle: handle({ ssr: true, title: 'site' }),
              data: (client) => withPageData((pages) => pages.landingData(client)),
            },
            {
              path: paths.shop,
              // The catalogue sets its own title, from its type filter.
              handle: handle({ ssr: true }),
              data: (client, { search }) => withPageData((pages) => pages.catalogueData(client, search)),
              lazy: async () => ({
                Component: (await withWords('catalogue', import('./routes/shop'))).ShopRoute,
              }),
            },
            {
              path: `${paths.shop}/:slug`,
              // The product page sets its own title once the product is known.
              handle: handle({ ssr: true }),
              // On the server, 'More … coffee' below the product too.
              data: (client, { params, awaitData }) =>
                withPageData((pages) => pages.productData(client, params.slug ?? '', awaitData)),
              // A missing product (the API answers the server 404) shows the shop's not-found page.
              lazy: async () => {
                const { ProductRoute, ProductError } = await withWords('product', import('./routes/product'));
                return { Component: ProductRoute, ErrorBoundary: ProductError };
              },
            },
            // Product links from before the product pages moved under /shop keep working.
            {
              path: '/products/:slug',
              handle: handle({ ssr: true }),
              redirect: (params) => paths.product(params.slug ?? ''),
            },
            {
              path: paths.about,
              handle: handle({ ssr: true, title: msg`About` }),
              lazy: async () => ({
                Component: (await withWords('info', import('./routes/about'))).AboutRoute,
              }),
            },
            {
              path: paths.faq,
              handle: handle({ ssr: true, title: msg`FAQ` }),
              lazy: async () => ({ Component: (await withWords('info', import('./routes/faq'))).FaqRoute }),
            },
            {
              path: paths.contact,
              handle: handle({ ssr: true, title: msg`Contact` }),
              lazy: async () => ({
                Component: (await withWords('info', import('./routes/contact'))).ContactRoute,
              }),
            },
            // Keys of paths.policy, not the contract's list: that would bring zod into the first page.
            ...(Object.keys(paths.policy) as PolicySlug[]).map((slug) => ({
              path: paths.policy[slug],
              // Rendered on the server too, the page's text in the HTML.
              handle: handle({ ssr: true, title: POLICY_PAGE_TITLES[slug] }),
              data: (client: QueryClient) => withPageData((pages) => pages.policyData(client, slug)),
              // Its fallback title is one of the contracts' words the storefront's catalog lacks.
              lazy: async () => {
                const [{ PolicyRoute }] = await Promise.all([
                  withWords('info', import('./routes/policy')),
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
                    {
                      path: paths.account.subscriptions,
                      handle: handle({ title: msg`My Subscriptions` }),
                      lazy: areaPage('AccountSubscriptionsRoute'),
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
                    {
                      path: paths.delivery.route,
                      handle: handle({ title: msg`Route` }),
                      lazy: areaPage('DeliveryRouteRoute'),
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
                  path: paths.admin.subscriptions,
                  handle: handle({ title: msg`Subscriptions · Admin` }),
                  lazy: areaPage('AdminSubscriptionsRoute'),
                },
                {
                  path: paths.admin.subscriptionsForecast,
                  handle: handle({ title: msg`Subscription forecast · Admin` }),
                  lazy: areaPage('AdminSubscriptionsForecastRoute'),
                },
                {
                  path: `${paths.admin.subscriptions}/:subscriptionId`,
                  handle: handle({ title: msg`Subscription · Admin` }),
                  lazy: areaPage('AdminSubscriptionRoute'),
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
                  path: paths.admin.deliveryZones,
                  handle: handle({ title: msg`Delivery Zones · Admin` }),
                  lazy: areaPage('AdminDeliveryZonesRoute'),
                },
                {
                  path: paths.admin.pinExceptions,
                  handle: handle({ title: msg`PIN Exceptions · Admin` }),
                  lazy: areaPage('AdminPinExceptionsRoute'),
                },
                {
                  path: paths.admin.discounts,
                  handle: handle({ title: msg`Discounts · Admin` }),
                  lazy: areaPage('AdminDiscountsRoute'),
                },
                {
                  path: paths.admin.taxes,
                  handle: handle({ title: msg`Taxes · Admin` }),
                  lazy: areaPage('AdminTaxesRoute'),
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
  ]);
}

/** The routes an address opens, outermost first (none outside the basename). */
export function pageMatches(
  routes: RouteObject[],
  location: Partial<Location> | string,
  basename?: string,
): RouteMatch[] {
  return matchRoutes(routes, location, basename) ?? [];
}

/** The modules of a page's routes, loaded together (a guard and its page, not one after the other). */
export async function loadRouteModules(matches: RouteMatch[]): Promise<void> {
  await Promise.all(matches.map(({ route }) => routeHandle(route)?.module?.load()));
}

/**
 * Starts a page's data requests beside the download of its code, instead of after it (one
 * round trip less before a phone sees the catalogue or a product). Never waited for: the page
 * reads the same queries from the cache, or shows its own loading and error states.
 */
export function startPageData(matches: RouteMatch[], client: QueryClient, search: string): void {
  const searchParams = new URLSearchParams(search);
  for (const { route, params } of matches) {
    routeHandle(route)
      ?.data?.(client, { params, search: searchParams, awaitData: false })
      ?.catch(() => undefined);
  }
}

/** The route whose error page shows the page's missing data: the nearest one at or above it. */
function missingRouteOf(matches: RouteMatch[], depth: number): RouteHandle | undefined {
  for (let index = Math.min(depth, matches.length - 1); index >= 0; index -= 1) {
    const found = routeHandle(matches[index]?.route);
    if (errorPageOf(found)) return found;
  }
  return undefined;
}

// Only pages rendered in the browser (account, admin, delivery) show it, while their modules
// load; the spinner comes beside them instead of in every page's first JavaScript.
const LoadingState = lazyPart(async () => ({
  default: (await import('@/components/ui/spinner')).LoadingState,
}));

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

interface AppRoutesProps {
  routes: RouteObject[];
  /**
   * The page came rendered by the server, with its modules loaded before: its first render has
   * nothing to wait for. A page the browser renders shows a spinner while its modules load.
   */
  serverRendered?: boolean;
  /** The depth of the matched route whose data the API answered 404 for (SsrState `missing`). */
  missing?: number;
}

/** The page for the router's address: the same tree on the server and in the browser. */
export function AppRoutes({ routes, serverRendered = false, missing }: AppRoutesProps) {
  const location = useLocation();
  const { i18n } = useLingui();
  const [firstLocation] = useState(location);
  const matches = useMemo(() => pageMatches(routes, location), [routes, location]);
  // The deepest route names the page; the product page and the catalogue name themselves.
  usePageTitle(handleTitle(i18n, routeHandle(matches.at(-1)?.route)));
  const page = useRoutes(routes);
  const missingRoute =
    missing !== undefined && location === firstLocation ? missingRouteOf(matches, missing) : undefined;
  const shown = <MissingRouteContext.Provider value={missingRoute}>{page}</MissingRouteContext.Provider>;
  return serverRendered ? shown : <Suspense fallback={<AppLoading />}>{shown}</Suspense>;
}

interface AppRouterProps extends AppRoutesProps {
  /** `/fr` on French pages (lib/i18n.ts `basenameFor`). */
  basename?: string;
}

/**
 * The browser's router: React Router's `<Router>` over the browser's history, as its
 * `<BrowserRouter>` is, with what the data router did on a navigation: the next page's modules
 * and data are asked for together, the page changes in a transition (the previous page stays,
 * under the loading bar, until the next one's code has come), and the scroll is kept per entry.
 */
export function AppRouter({ routes, basename, serverRendered = false, missing }: AppRouterProps) {
  const queryClient = useQueryClient();
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [positions] = useState(() => new ScrollPositions());
  const [page, setPage] = useState<ShownPage>(() => ({
    action: history.action,
    location: history.location,
    preventScrollReset: false,
  }));
  const [pending, startTransition] = useTransition();
  // `navigate(to, { preventScrollReset })`, read by the listener the navigation calls at once.
  const keepScroll = useRef(false);
  const latestNavigation = useRef(0);
  /** The last navigation whose code could not be downloaded, made again once the shop answers. */
  const failedNavigation = useRef<(() => void) | null>(null);
  const navigator = useMemo<Navigator>(() => {
    const scrolling =
      (change: typeof history.push): Navigator['push'] =>
      (to, state, options) => {
        keepScroll.current = options?.preventScrollReset === true;
        change(to, state);
      };
    return {
      createHref: history.createHref,
      createURL: history.createURL,
      encodeLocation: history.encodeLocation,
      go: history.go,
      push: scrolling(history.push),
      replace: scrolling(history.replace),
    };
  }, [history]);

  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        const matches = pageMatches(routes, location, basename);
        startPageData(matches, queryClient, location.search);
        positions.remember();
        const preventScrollReset = keepScroll.current;
        keepScroll.current = false;
        const navigation = ++latestNavigation.current;
        failedNavigation.current = null;
        const show = () =>
          // Pending (the previous page on screen) while the next page's code comes.
          startTransition(async () => {
            try {
              await loadRouteModules(matches);
            } catch {
              // Its code did not come: the shop is out of reach. The page stays as it was under
              // the banner (README "Unreachable server"), and the move is made once a call is
              // answered again.
              if (navigation !== latestNavigation.current) return;
              failedNavigation.current = () => {
                for (const { route } of matches) routeHandle(route)?.module?.forgetFailure();
                show();
              };
              reportReachable(false);
              return;
            }
            // A later navigation wins over one whose code came late.
            if (navigation !== latestNavigation.current) return;
            startTransition(() => setPage({ action, location, preventScrollReset }));
          });
        show();
      }),
    [history, routes, basename, queryClient, positions],
  );

  useEffect(
    () =>
      subscribeConnection(() => {
        const retry = failedNavigation.current;
        if (!retry || isUnreachable()) return;
        failedNavigation.current = null;
        retry();
      }),
    [],
  );

  const scroll = useMemo(() => ({ page, positions, serverRendered }), [page, positions, serverRendered]);
  const router = useMemo(
    () => (
      <Router basename={basename} location={page.location} navigationType={page.action} navigator={navigator}>
        <ScrollStateProvider value={scroll}>
          <AppRoutes routes={routes} serverRendered={serverRendered} missing={missing} />
        </ScrollStateProvider>
      </Router>
    ),
    [basename, page, navigator, scroll, routes, serverRendered, missing],
  );
  return <NavigationPendingProvider value={pending}>{router}</NavigationPendingProvider>;
}

import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@/testing/render';
import { Link, type Location, MemoryRouter, Outlet, type RouteObject, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@ikawa/contracts/enums';
import { makeUser, MockAuthProvider } from '@/features/auth/testing/mock-auth-provider';
import { productListKey } from '@/features/products/api/get-products';
import { settingsQueryOptions } from '@/features/settings/api/get-settings';
import { ConnectionBanner } from '@/components/ui/connection-banner';
import { reportReachable } from '@/lib/connection';
import { createQueryClient } from '@/lib/query-client';
import { storeSettings } from '@/testing/settings';
import type { PageHandle } from '@/lib/page-title';
import { routeModule, RouteView } from './route-view';
import { AppRouter, AppRoutes, createAppRoutes, loadRouteModules, pageMatches } from './router';
import { RouteError } from './routes/route-error';

const SETTINGS = storeSettings({ storeEmail: 'hello@ikawa.example' });

/**
 * The real route table, as the browser's router renders it (declarative mode), with a chosen
 * session; settings come from the cache, so no request is made. Returns where the app now is.
 * The first render waits for the page's module (React's `use`): an awaited `act` lets it finish.
 */
async function renderApp(path: string, role?: Role) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(settingsQueryOptions().queryKey, SETTINGS);
  const shown: { location?: Location } = {};
  function Address() {
    shown.location = useLocation();
    return null;
  }
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <MockAuthProvider user={role ? makeUser({ role, name: 'Aline Niyonzima' }) : null}>
          <MemoryRouter initialEntries={[path]}>
            <AppRoutes routes={createAppRoutes()} />
            <Address />
          </MemoryRouter>
        </MockAuthProvider>
      </QueryClientProvider>,
    );
  });
  return { pathname: () => shown.location?.pathname };
}

describe('app routes', () => {
  it('renders the landing page with the navigation bar and the footer', async () => {
    await renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: /high hills of Burundi/i }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/shop');
    expect(screen.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '#story');
    // The footer's code loads apart from the hero's, so the test waits for it.
    expect(await screen.findByRole('link', { name: 'hello@ikawa.example' })).toHaveAttribute(
      'href',
      'mailto:hello@ikawa.example',
    );
    expect(screen.getByText('Express: 1-2 business days')).toBeInTheDocument();
    expect(screen.getByText('Standard: 3-5 business days')).toBeInTheDocument();
  });

  it('shows the shop heading', async () => {
    await renderApp('/shop');
    expect(await screen.findByRole('heading', { name: 'Our Coffee Selection' })).toBeInTheDocument();
  });

  it('greets signed-in users in their account', async () => {
    await renderApp('/account', 'customer');
    expect(await screen.findByText('Welcome back, Aline Niyonzima')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Account sections' })).toBeInTheDocument();
  });

  it('redirects signed-out visitors from /account/orders to the landing page', async () => {
    const app = await renderApp('/account/orders');
    expect(
      await screen.findByRole('heading', { level: 1, name: /high hills of Burundi/i }),
    ).toBeInTheDocument();
    expect(app.pathname()).toBe('/');
  });

  it('sends customers from /admin/products to /account', async () => {
    const app = await renderApp('/admin/products', 'customer');
    expect(await screen.findByText('Welcome back, Aline Niyonzima')).toBeInTheDocument();
    expect(app.pathname()).toBe('/account');
  });

  it('shows admins the admin layout', async () => {
    await renderApp('/admin/delivery-persons', 'admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery Persons' })).toBeInTheDocument();
    expect(screen.getByText('Administrator')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Store' })).toHaveAttribute('href', '/');
  });

  it('shows delivery persons their dashboard on /delivery', async () => {
    await renderApp('/delivery', 'delivery');
    expect(await screen.findByRole('heading', { name: 'Delivery Dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Assigned Orders' })).toBeInTheDocument();
  });

  it('sends customers away from /delivery', async () => {
    const app = await renderApp('/delivery/earnings', 'customer');
    expect(
      await screen.findByRole('heading', { level: 1, name: /high hills of Burundi/i }),
    ).toBeInTheDocument();
    expect(app.pathname()).toBe('/');
  });

  it.each(['/payment-success', '/payment-canceled'])(
    'serves the payment result page on %s (Payment Failed without its parameters)',
    async (path) => {
      await renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    },
  );

  it('shows Page not found for unknown paths', async () => {
    await renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('gives every page its own title', () => {
    // The catalogue and the product page name themselves (their filter, their product).
    const namesItself = new Set(['/shop', '/shop/:slug', '/products/:slug']);
    const untitled: string[] = [];
    const walk = (routes: RouteObject[], parent: string) => {
      for (const route of routes) {
        const path = route.path?.startsWith('/') ? route.path : `${parent}/${route.path ?? ''}`;
        const isPage = route.index === true || (route.path !== undefined && !route.children);
        const title = (route.handle as PageHandle | undefined)?.title;
        if (isPage && title === undefined && !namesItself.has(path)) untitled.push(path);
        if (route.children) walk(route.children, route.path ? path : parent);
      }
    };
    walk(createAppRoutes(), '');
    expect(untitled).toEqual([]);
  });

  it('opens an old /products/ link at the product under /shop', async () => {
    const app = await renderApp('/products/ngozi-natural');
    await vi.waitFor(() => expect(app.pathname()).toBe('/shop/ngozi-natural'));
  });
});

describe('a page the server found missing', () => {
  /** The server's first render: modules loaded before, `missing` from the page's SsrState. */
  async function renderFirstPage(path: string, missing: number) {
    const queryClient = createQueryClient();
    queryClient.setQueryData(settingsQueryOptions().queryKey, SETTINGS);
    const routes = createAppRoutes();
    await loadRouteModules(pageMatches(routes, path));
    await act(async () => {
      render(
        <QueryClientProvider client={queryClient}>
          <MockAuthProvider user={null}>
            <MemoryRouter initialEntries={[path]}>
              <AppRoutes routes={routes} serverRendered missing={missing} />
            </MemoryRouter>
          </MockAuthProvider>
        </QueryClientProvider>,
      );
    });
  }

  it('shows a missing product as the shop’s not-found page, inside the layout', async () => {
    // Matched: the frame, the storefront layout, the product page (depth 2).
    await renderFirstPage('/shop/no-such-coffee', 2);
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop');
  });

  it('shows the app’s not-found page when a route without its own error page is missing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderFirstPage('/privacy', 2);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(error).toHaveBeenCalled();
  });
});

describe('a page that fails', () => {
  it('shows the app’s error page when its code cannot be loaded', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = routeModule(() =>
      Promise.reject(new Error('Failed to fetch dynamically imported module')),
    );
    // The page has no error page of its own: the frame's shows.
    const routes: RouteObject[] = [
      {
        path: '/',
        element: (
          <RouteView handle={{ ErrorBoundary: RouteError }}>
            <Outlet />
          </RouteView>
        ),
        children: [{ path: 'shop', element: <RouteView handle={{ module: failing }} /> }],
      },
    ];
    await act(async () => {
      render(
        <MemoryRouter initialEntries={['/shop']}>
          <AppRoutes routes={routes} />
        </MemoryRouter>,
      );
    });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(error).toHaveBeenCalled();
  });
});

describe("the browser's router", () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('changes pages, starts their data beside their code, and starts them at the top', async () => {
    window.history.replaceState(null, '', '/no-such-page');
    const queryClient = createQueryClient();
    queryClient.setQueryData(settingsQueryOptions().queryKey, SETTINGS);
    const scrollTo = vi.spyOn(window, 'scrollTo');
    await act(async () => {
      render(
        <QueryClientProvider client={queryClient}>
          <MockAuthProvider user={null}>
            <AppRouter routes={createAppRoutes()} />
          </MockAuthProvider>
        </QueryClientProvider>,
      );
    });
    const toShop = await screen.findByRole('link', { name: 'Go to the shop' });
    await act(async () => toShop.click());
    expect(await screen.findByRole('heading', { name: 'Our Coffee Selection' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/shop');
    // The catalogue's request started with the navigation, not after the page's code.
    expect(queryClient.getQueryCache().findAll({ queryKey: productListKey }).length).toBeGreaterThan(0);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(document.title).toBe('Shop — Ikawa');
  });

  it('keeps the page under the banner when the next page’s code cannot come, and moves once the shop answers', async () => {
    window.history.replaceState(null, '', '/');
    let online = false;
    const about = routeModule(() =>
      online
        ? Promise.resolve({ Component: () => <h1>About us</h1> })
        : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const routes: RouteObject[] = [
      {
        path: '/',
        element: (
          <RouteView handle={{ ErrorBoundary: RouteError }}>
            <ConnectionBanner />
            <Link to="/about">About</Link>
            <Outlet />
          </RouteView>
        ),
        children: [
          { index: true, element: <h1>Home page</h1> },
          { path: 'about', handle: { module: about }, element: <RouteView handle={{ module: about }} /> },
        ],
      },
    ];
    await act(async () => {
      render(
        <QueryClientProvider client={createQueryClient()}>
          <AppRouter routes={routes} />
        </QueryClientProvider>,
      );
    });
    await act(async () => screen.getByRole('link', { name: 'About' }).click());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We can't reach the shop. Check your connection.",
    );
    // The page and its navigation stay; no error page.
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();

    // A call is answered again: the move is made.
    online = true;
    await act(async () => reportReachable(true));
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

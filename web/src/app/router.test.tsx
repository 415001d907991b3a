import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@/testing/render';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Role } from '@ikawa/contracts/enums';
import { makeUser, MockAuthProvider } from '@/features/auth/testing/mock-auth-provider';
import { settingsQueryOptions } from '@/features/settings/api/get-settings';
import { createQueryClient } from '@/lib/query-client';
import { storeSettings } from '@/testing/settings';
import type { RouteObject } from 'react-router';
import type { PageHandle } from '@/lib/page-title';
import { createAppRoutes } from './router';

const SETTINGS = storeSettings({ storeEmail: 'hello@ikawa.example' });

/** The real route table with a chosen session; settings come from the cache, so no request is made. */
function renderApp(path: string, role?: Role) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(settingsQueryOptions().queryKey, SETTINGS);
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <MockAuthProvider user={role ? makeUser({ role, name: 'Aline Niyonzima' }) : null}>
        <RouterProvider router={router} />
      </MockAuthProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe('app routes', () => {
  it('renders the landing page with the navigation bar and the footer', async () => {
    renderApp('/');
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
    renderApp('/shop');
    expect(await screen.findByRole('heading', { name: 'Our Coffee Selection' })).toBeInTheDocument();
  });

  it('greets signed-in users in their account', async () => {
    renderApp('/account', 'customer');
    expect(await screen.findByText('Welcome back, Aline Niyonzima')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Account sections' })).toBeInTheDocument();
  });

  it('redirects signed-out visitors from /account/orders to the landing page', async () => {
    const router = renderApp('/account/orders');
    expect(
      await screen.findByRole('heading', { level: 1, name: /high hills of Burundi/i }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends customers from /admin/products to /account', async () => {
    const router = renderApp('/admin/products', 'customer');
    expect(await screen.findByText('Welcome back, Aline Niyonzima')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
  });

  it('shows admins the admin layout', async () => {
    renderApp('/admin/delivery-persons', 'admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery Persons' })).toBeInTheDocument();
    expect(screen.getByText('Administrator')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Store' })).toHaveAttribute('href', '/');
  });

  it('shows delivery persons their dashboard on /delivery', async () => {
    renderApp('/delivery', 'delivery');
    expect(await screen.findByRole('heading', { name: 'Delivery Dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Assigned Orders' })).toBeInTheDocument();
  });

  it('sends customers away from /delivery', async () => {
    const router = renderApp('/delivery/earnings', 'customer');
    expect(
      await screen.findByRole('heading', { level: 1, name: /high hills of Burundi/i }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it.each(['/payment-success', '/payment-canceled'])(
    'serves the payment result page on %s (Payment Failed without its parameters)',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    },
  );

  it('shows Page not found for unknown paths', async () => {
    renderApp('/no-such-page');
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
});

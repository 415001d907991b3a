import { render, screen } from '@/testing/render';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Role } from '@ikawa/contracts/enums';
import type { AuthStatus } from '../hooks/auth-context';
import { makeUser, MockAuthProvider } from '../testing/mock-auth-provider';
import { RequireAdmin, RequireAuth, RequireDelivery } from './route-guards';

function Page({ name }: { name: string }) {
  const { pathname } = useLocation();
  return (
    <p data-navigation={useNavigationType()}>
      {name} at {pathname}
    </p>
  );
}

/** The guards under the app's declarative router, one step into the history (after /). */
function renderAt(path: string, { role, status }: { role?: Role; status?: AuthStatus }) {
  render(
    <MockAuthProvider user={role ? makeUser({ role }) : null} status={status}>
      <MemoryRouter initialEntries={['/', path]} initialIndex={1}>
        <Routes>
          <Route path="/" element={<Page name="Home" />} />
          <Route path="/account" element={<RequireAuth />}>
            <Route index element={<Page name="Account" />} />
          </Route>
          <Route path="/admin" element={<RequireAdmin />}>
            <Route index element={<Page name="Admin" />} />
          </Route>
          <Route path="/delivery" element={<RequireDelivery />}>
            <Route index element={<Page name="Delivery" />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </MockAuthProvider>,
  );
}

describe('route guards', () => {
  it.each([
    ['/account', 'Account'],
    ['/admin', 'Admin'],
    ['/delivery', 'Delivery'],
  ])('shows a spinner on %s while the session is being checked', (path) => {
    renderAt(path, { role: 'admin', status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session');
  });

  it.each(['/account', '/admin', '/delivery'])('sends signed-out visitors from %s to /', (path) => {
    renderAt(path, {});
    // <Navigate replace>: going back does not return to the forbidden page.
    expect(screen.getByText('Home at /')).toHaveAttribute('data-navigation', 'REPLACE');
  });

  it('lets any signed-in user into /account', () => {
    renderAt('/account', { role: 'customer' });
    expect(screen.getByText('Account at /account')).toBeInTheDocument();
  });

  it.each<Role>(['customer', 'delivery'])('sends a signed-in %s from /admin to /account', (role) => {
    renderAt('/admin', { role });
    expect(screen.getByText('Account at /account')).toBeInTheDocument();
  });

  it('lets admins into /admin', () => {
    renderAt('/admin', { role: 'admin' });
    expect(screen.getByText('Admin at /admin')).toBeInTheDocument();
  });

  it.each<Role>(['customer', 'admin'])('sends a signed-in %s from /delivery to /', (role) => {
    renderAt('/delivery', { role });
    expect(screen.getByText('Home at /')).toBeInTheDocument();
  });

  it('lets delivery persons into /delivery', () => {
    renderAt('/delivery', { role: 'delivery' });
    expect(screen.getByText('Delivery at /delivery')).toBeInTheDocument();
  });
});

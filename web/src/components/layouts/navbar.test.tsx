import { render, screen, within } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Role } from '@ikawa/contracts/enums';
import type { User } from '@ikawa/contracts/users';
import { Navbar } from './navbar';

function makeUser(role: Role): User {
  return {
    _id: 'u1',
    id: 'u1',
    name: 'Aline Niyonzima',
    email: 'aline@example.com',
    role,
    phone: null,
    profileImage: null,
    address: null,
    createdAt: '2025-03-04T10:00:00.000Z',
    lastLogin: null,
  };
}

function renderNavbar(user: User | null, path = '/') {
  const onSignIn = vi.fn();
  const onLogout = vi.fn();
  const events = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[path]}>
      <Navbar user={user} cart={<span>cart</span>} onSignIn={onSignIn} onLogout={onLogout} />
    </MemoryRouter>,
  );
  const main = screen.getByRole('navigation', { name: 'Main' });
  return { onSignIn, onLogout, user: events, main };
}

describe('Navbar', () => {
  it('shows the brand and the shared links', () => {
    const { main } = renderNavbar(null, '/shop');
    expect(screen.getByRole('link', { name: 'Ikawa home' })).toHaveAttribute('href', '/');
    for (const [name, href] of [
      ['Home', '/'],
      ['Shop', '/shop'],
      ['Account', '/account'],
      ['My Orders', '/account/orders'],
    ]) {
      expect(within(main).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(main).getByRole('link', { name: 'Shop' })).toHaveAttribute('aria-current', 'page');
    expect(within(main).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(within(main).queryByRole('link', { name: 'Delivery Person Space' })).not.toBeInTheDocument();
  });

  it('offers the same page in French, by its two letters on phones and its name beside them', () => {
    renderNavbar(null, '/shop?type=powder');
    const links = screen.getAllByRole('link', { name: /Français/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/fr/shop?type=powder',
      '/fr/shop?type=powder',
    ]);
    // The phone's link shows "FR", and its name starts with the language's own name.
    expect(screen.getByRole('link', { name: 'Français, FR' })).toHaveTextContent(/^FR$/);
  });

  it('asks signed-out visitors to sign in from the user icon and the account links', async () => {
    const { user, onSignIn, main } = renderNavbar(null);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSignIn).toHaveBeenCalledWith();

    await user.click(within(main).getByRole('link', { name: 'My Orders' }));
    expect(onSignIn).toHaveBeenLastCalledWith({ redirectTo: '/account/orders' });
  });

  it('shows Admin to admins only and Delivery Person Space to delivery persons only', () => {
    const { main } = renderNavbar(makeUser('admin'));
    expect(within(main).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(within(main).queryByRole('link', { name: 'Delivery Person Space' })).not.toBeInTheDocument();
  });

  it('shows Delivery Person Space to delivery persons', () => {
    const { main } = renderNavbar(makeUser('delivery'));
    expect(within(main).getByRole('link', { name: 'Delivery Person Space' })).toHaveAttribute(
      'href',
      '/delivery',
    );
    expect(within(main).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it("opens the account menu with the user's details, role links and Logout", async () => {
    const { user, onLogout } = renderNavbar(makeUser('admin'));
    // The menu's code loads on demand.
    const trigger = await screen.findByRole('button', { name: 'Account menu' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Account' });
    expect(screen.getByText('aline@example.com')).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
    expect(within(menu).getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account');
    expect(within(menu).getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/account/orders');

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('closes the account menu on Escape and returns focus to its button', async () => {
    const { user } = renderNavbar(makeUser('customer'));
    // The menu's code loads on demand.
    const trigger = await screen.findByRole('button', { name: 'Account menu' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('lists each destination once in the signed-in mobile menu, with Logout', async () => {
    const { user, onLogout } = renderNavbar(makeUser('admin'));
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const hrefs = within(menu)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([...new Set(hrefs)]);
    expect(hrefs).toEqual(expect.arrayContaining(['/account', '/account/orders', '/admin']));
    expect(within(menu).getByText('aline@example.com')).toBeInTheDocument();
    await user.click(within(menu).getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('opens a mobile menu that locks page scrolling until closed', async () => {
    const { user } = renderNavbar(null);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
    expect(within(menu).getByText('FAQ')).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });
});

import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@ikawa/contracts/i18n';
import type { Order } from '@ikawa/contracts/orders';
import { createQueryClient } from '@/lib/query-client';
import { fakeApi, inOrder, json, networkError } from '@/testing/fake-api';
import { adminOrderPage, makeOrder } from '@/testing/orders';
import { settingsBody } from '@/testing/settings';
import { OrdersPage } from './orders-page';

const ORDER: Order = makeOrder({
  _id: '3f2a9c1e-0000-4000-8000-000000000001',
  id: '3f2a9c1e-0000-4000-8000-000000000001',
  number: 'IK-1042',
  user: { _id: 'u1', name: 'Aline Niyonzima', email: 'aline@example.com' },
  items: [
    {
      product: { _id: 'p1', name: 'Ngozi Natural', type: 'powder', weight: 0.5, price: 18, photo: null },
      quantity: 2,
      price: 18,
      taxCategory: 'zero_rated_grocery',
      returned: 0,
    },
  ],
  subtotal: 36,
  totalAmount: 46,
  delivery: {
    ...makeOrder().delivery,
    address: {
      street: '1 Rue de la Paix',
      city: 'Gitega',
      postalCode: '2000',
      country: 'BI',
      phone: '+25779000000',
    },
  },
  estimatedDelivery: '2026-03-09T10:00:00.000Z',
  notes: [],
  timeline: [
    { status: 'pending', label: 'Order placed', kind: 'placed', facts: {}, at: '2026-03-04T10:00:00.000Z' },
  ],
  createdAt: '2026-03-04T10:00:00.000Z',
  updatedAt: '2026-03-04T10:00:00.000Z',
});

/** The store's settings, read for the export's days (the store's time zone). */
const SETTINGS = { 'GET /api/settings': settingsBody() };

/** What the order's detail reads besides the order: its activity and its notes, none yet. */
const DETAIL = {
  [`GET /api/admin/orders/${ORDER._id}`]: { success: true, data: ORDER },
  'GET /api/admin/orders/:id/activity': { success: true, data: [] },
  'GET /api/admin/orders/:id/notes': { status: 'success', data: [] },
};

function renderPage(url: string, isAdmin = true, locale: Locale = 'en-CA') {
  const router = createMemoryRouter([{ path: '/admin/orders', element: <OrdersPage isAdmin={isAdmin} /> }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
    { locale },
  );
  return userEvent.setup();
}

describe('OrdersPage', () => {
  it('asks for nothing unless an admin is signed in (SPEC §6)', () => {
    const api = fakeApi({ 'GET /api/admin/orders': adminOrderPage([]) });
    renderPage('/admin/orders', false);
    expect(api.calls).toEqual([]);
  });

  it("says 'No orders found' with Refresh when the shop has none", async () => {
    const api = fakeApi({ ...SETTINGS, 'GET /api/admin/orders': adminOrderPage([]) });
    const user = renderPage('/admin/orders');
    expect(await screen.findByRole('heading', { name: 'No orders found' })).toBeInTheDocument();
    const panel = screen.getByRole('heading', { name: 'No orders found' }).closest('section') as HTMLElement;
    await user.click(within(panel).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(api.callsTo('GET /api/admin/orders')).toHaveLength(2));
  });

  it('says when nothing matches the filters, and sends them to the server', async () => {
    const api = fakeApi({ ...SETTINGS, 'GET /api/admin/orders': adminOrderPage([]) });
    renderPage('/admin/orders?status=shipped&q=%23IK-1042');
    expect(await screen.findByText('No orders found matching your filters.')).toBeInTheDocument();
    // The search goes as typed: the server reads an order's number as printed, '#' or not.
    const search = screen.getByRole('searchbox', { name: 'Search orders' });
    expect(search).toHaveValue('#IK-1042');
    expect(search).toHaveAttribute('placeholder', 'Order number, customer name or email');
    const [list] = api.callsTo('GET /api/admin/orders');
    expect(list?.query.get('status')).toBe('shipped');
    expect(list?.query.get('q')).toBe('#IK-1042');
  });

  it("shows 'Error loading orders: {message}' with Retry", async () => {
    fakeApi({
      ...SETTINGS,
      'GET /api/admin/orders': inOrder(
        json({ success: false, error: 'Admins only' }, 403),
        adminOrderPage([ORDER]),
      ),
    });
    const user = renderPage('/admin/orders');
    expect(await screen.findByText('Error loading orders: Admins only')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'View order IK-1042' })).toBeInTheDocument();
  });

  it('shows a failed status change in a red banner; dismissing it refetches', async () => {
    const api = fakeApi({
      ...SETTINGS,
      'GET /api/admin/orders': adminOrderPage([ORDER]),
      'PUT /api/admin/orders/:id': json(
        {
          success: false,
          error: 'This order was changed by someone else. Please refresh and try again.',
        },
        409,
      ),
    });
    const user = renderPage('/admin/orders');
    const select = await screen.findByLabelText('Status of order IK-1042');
    await user.selectOptions(select, 'shipped');
    const banner = await screen.findByText(
      'This order was changed by someone else. Please refresh and try again.',
    );
    expect(select).toHaveValue('pending');
    const before = api.callsTo('GET /api/admin/orders').length;
    await user.click(
      within(banner.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Dismiss' }),
    );
    expect(screen.queryByText(/changed by someone else/)).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /api/admin/orders').length).toBeGreaterThan(before));
  });

  it("falls back to 'Failed to update order status' when the server gives no reason", async () => {
    fakeApi({
      ...SETTINGS,
      'GET /api/admin/orders': adminOrderPage([ORDER]),
      'PUT /api/admin/orders/:id': networkError,
    });
    const user = renderPage('/admin/orders');
    await user.selectOptions(await screen.findByLabelText('Status of order IK-1042'), 'cancelled');
    expect(await screen.findByText('Failed to update order status')).toBeInTheDocument();
  });

  it('revokes an order’s receipt links from its detail, after a confirmation', async () => {
    const api = fakeApi({
      ...SETTINGS,
      'GET /api/admin/orders': adminOrderPage([ORDER]),
      ...DETAIL,
      'POST /api/orders/:id/receipt-link/revoke': {
        status: 'success',
        message: 'Receipt links revoked. Links in e-mails already sent for this order no longer work.',
      },
    });
    const user = renderPage('/admin/orders');
    await user.click(await screen.findByRole('button', { name: 'View order IK-1042' }));
    await user.click(await screen.findByRole('button', { name: 'Revoke receipt links for order IK-1042' }));
    const confirm = screen.getByRole('dialog', { name: 'Revoke receipt links?' });
    expect(confirm).toHaveTextContent('Links in e-mails already sent for this order will stop working.');
    await user.click(within(confirm).getByRole('button', { name: 'Revoke links' }));

    expect(
      await screen.findByText(
        'Receipt links revoked. Links in e-mails already sent for this order no longer work.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Revoke receipt links?' })).not.toBeInTheDocument();
    const revokes = api.callsTo('POST /api/orders/:id/receipt-link/revoke');
    expect(revokes.map((call) => call.url)).toEqual([
      expect.stringContaining(`/api/orders/${ORDER._id}/receipt-link/revoke`),
    ]);
  });

  it('offers the courier assignment for home-delivery orders only', async () => {
    const pickup: Order = {
      ...ORDER,
      _id: '9b1d0000-0000-4000-8000-000000000002',
      id: '9b1d0000-0000-4000-8000-000000000002',
      number: 'IK-1043',
      delivery: { ...ORDER.delivery, fulfillmentMethod: 'pickup', address: null },
    };
    fakeApi({ ...SETTINGS, 'GET /api/admin/orders': adminOrderPage([ORDER, pickup]) });
    renderPage('/admin/orders');
    expect(
      await screen.findByRole('button', { name: 'Assign delivery person for order IK-1042' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View order IK-1043' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Assign delivery person for order IK-1043' }),
    ).not.toBeInTheDocument();
  });

  it('gives the focus back to the row’s button when the detail is closed with Escape', async () => {
    fakeApi({ ...SETTINGS, 'GET /api/admin/orders': adminOrderPage([ORDER]), ...DETAIL });
    const user = renderPage('/admin/orders');
    const view = await screen.findByRole('button', { name: 'View order IK-1042' });
    view.focus();
    await user.keyboard('{Enter}');
    const detail = await screen.findByRole('dialog', { name: 'Order IK-1042' });
    await waitFor(() => expect(detail).toContainElement(document.activeElement as HTMLElement));
    // Whatever the detail loads meanwhile (the fresh order, its notes) must not lose the opener.
    expect(await within(detail).findByText('No notes yet.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View order IK-1042' })).toHaveFocus();
  });

  it('gives the focus back to the row’s button even when the click did not focus it', async () => {
    fakeApi({ ...SETTINGS, 'GET /api/admin/orders': adminOrderPage([ORDER]), ...DETAIL });
    const user = renderPage('/admin/orders');
    // Safari and Firefox on macOS leave the focus where it was when a button is clicked.
    fireEvent.click(await screen.findByRole('button', { name: 'View order IK-1042' }));
    const detail = await screen.findByRole('dialog', { name: 'Order IK-1042' });
    expect(await within(detail).findByText('No notes yet.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View order IK-1042' })).toHaveFocus();
  });

  it("assigns, from the detail's Assign, the courier the panel suggests", async () => {
    const courier = (id: string, name: string, isAvailable: boolean) => ({
      _id: id,
      user: { _id: `user-${id}`, name, email: `${id}@example.com` },
      isAvailable,
      phone: null,
      vehicle: 'Cargo bike',
      location: null,
      earnings: { total: 0, pending: 0, paid: 0 },
      cashHeld: 0,
      openDeliveries: 0,
      deliveryHistory: [],
      historyCount: 0,
    });
    const api = fakeApi({
      ...SETTINGS,
      'GET /api/admin/orders': adminOrderPage([ORDER]),
      ...DETAIL,
      'GET /api/delivery/admin/delivery-persons': {
        success: true,
        data: [courier('p1', 'Esther Ndayishimiye', false), courier('p2', 'Didier Habonimana', true)],
      },
      'GET /api/delivery/admin/orders/:id/suggestion': {
        success: true,
        data: {
          deliveryPersonId: 'p2',
          name: 'Didier Habonimana',
          reason: 'Available with no open deliveries.',
        },
      },
      'PATCH /api/delivery/admin/orders/:id/assign': { success: true, data: ORDER },
    });
    const user = renderPage('/admin/orders');
    await user.click(await screen.findByRole('button', { name: 'View order IK-1042' }));
    const detail = await screen.findByRole('dialog', { name: 'Order IK-1042' });
    await user.click(within(detail).getByRole('button', { name: 'Assign delivery person' }));
    const assign = await screen.findByRole('dialog', { name: 'Assign delivery person' });
    expect(await within(assign).findByText('Available with no open deliveries.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(assign).getByRole('radio', { name: /Didier Habonimana/ })).toBeChecked(),
    );
    await user.click(within(assign).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/delivery/admin/orders/:id/assign')).toHaveLength(1));
    const [sent] = api.callsTo('PATCH /api/delivery/admin/orders/:id/assign');
    expect(sent?.url).toContain(`/api/delivery/admin/orders/${ORDER._id}/assign`);
    expect(sent?.body).toEqual({ deliveryPersonId: 'p2', deliveryFee: 10 });
  }, 20_000);

  it('speaks French on /fr/admin/orders: list, status menu, money, dates and the detail', async () => {
    fakeApi({ ...SETTINGS, 'GET /api/admin/orders': adminOrderPage([ORDER]), ...DETAIL });
    const user = renderPage('/admin/orders', true, 'fr-CA');
    expect(await screen.findByRole('heading', { name: 'Gestion des commandes' })).toBeInTheDocument();
    const status = await screen.findByLabelText('Statut de la commande IK-1042');
    expect(status).toHaveDisplayValue('En attente');
    expect(within(status).getByRole('option', { name: 'Annulée' })).toBeInTheDocument();
    expect(screen.getByText(/^46,00\s\$$/)).toBeInTheDocument();
    expect(screen.getByText('4 mars 2026')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Assigner un livreur à la commande IK-1042' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("Cochez des commandes pour imprimer leurs bordereaux d'expédition."),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Voir la commande IK-1042' }));
    const detail = await screen.findByRole('dialog', { name: 'Commande IK-1042' });
    expect(detail).toHaveTextContent(/Passée le 4 mars 2026/);
    expect(detail).toHaveTextContent(/1\/2 kg · 18,00\s\$ chacun/);
    expect(within(detail).getByText('Sous-total')).toBeInTheDocument();
    expect(detail).toHaveTextContent(/Téléphone\s: \+25779000000/);
    expect(within(detail).getByRole('heading', { name: 'Livraison · Standard' })).toBeInTheDocument();
    expect(await within(detail).findByText("Aucune note pour l'instant.")).toBeInTheDocument();
  }, 20_000);
});

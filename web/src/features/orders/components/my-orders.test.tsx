import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatOrderNumber, orderSearch } from '@ikawa/contracts/order-number';
import type { Order } from '@ikawa/contracts/orders';
import { AccountOrdersRoute } from '@/app/routes/account/orders';
import { createQueryClient } from '@/lib/query-client';
import { fakeApi, json } from '@/testing/fake-api';
import { makeOrder } from '@/testing/orders';
import { settingsBody } from '@/testing/settings';

const pickup = makeOrder({
  _id: 'fedcba9876543210',
  id: 'fedcba9876543210',
  number: 'IK-1041',
  status: 'delivered',
  paymentStatus: 'completed',
  isSubscriptionOrder: true,
  nextStatuses: [],
  canAssign: false,
  canCancel: false,
  deliveryFee: 0,
  delivery: {
    fulfillmentMethod: 'pickup',
    method: 'standard',
    cost: 0,
    address: null,
    pickupAddress: {
      street: '12 Avenue du Commerce',
      city: 'Bujumbura',
      postalCode: 'BP 1000',
      country: 'BI',
    },
    assignedTo: null,
    status: null,
    deliveryFee: null,
    instructions: null,
    zone: null,
  },
});

interface FakeServerOptions {
  orders?: Order[];
  failList?: boolean;
}

function fakeServer({ orders = [makeOrder(), pickup], failList = false }: FakeServerOptions = {}) {
  return fakeApi({
    // The store's clock, which the delivery promise is written in.
    'GET /api/settings': settingsBody({ timeZone: 'America/Toronto' }),
    'GET /api/orders': ({ query }) => {
      if (failList) return json({ success: false, error: 'Something went wrong on our side.' }, 500);
      const status = query.get('status');
      // As the server reads `q`: the order's number as printed, or the start of its id.
      const q = query.get('q');
      const { number, idPrefix } = orderSearch(q ?? '');
      const named = (order: Order) =>
        q === null ||
        (number !== null && order.number === formatOrderNumber(number)) ||
        (idPrefix !== null && order._id.startsWith(idPrefix));
      const data = orders.filter((order) => (!status || order.status === status) && named(order));
      return { success: true, data, total: data.length, page: 1, pageSize: 10, totalPages: 1 };
    },
    'POST /api/orders/:id/cancel': ({ params }) => {
      const order = orders.find((candidate) => candidate._id === params.id);
      if (!order) return json({ success: false, error: 'Order not found' }, 404);
      Object.assign(order, { status: 'cancelled', nextStatuses: [], canAssign: false, canCancel: false });
      return { success: true, data: order };
    },
    'POST /api/orders/:id/receipt-link/revoke': ({ params }) =>
      params.id === pickup._id
        ? json({ success: false, error: 'The shop is busy. Please try again in a moment.' }, 503)
        : {
            status: 'success',
            message: 'Receipt links revoked. Links in e-mails already sent for this order no longer work.',
          },
  });
}

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderOrders(url = '/account/orders', locale: 'en-CA' | 'fr-CA' = 'en-CA') {
  const router = createMemoryRouter(
    [
      {
        path: '/account/orders',
        element: (
          <>
            <AccountOrdersRoute />
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
    { locale },
  );
  return userEvent.setup();
}

beforeEach(() => {
  vi.useRealTimers();
});

describe('My Orders in French', { timeout: 20_000 }, () => {
  it('shows the orders, their money, dates and the cancel dialog in French', async () => {
    fakeServer();
    const user = renderOrders('/account/orders', 'fr-CA');
    const first = await screen.findByRole('article', { name: 'Commande IK-1042' });
    expect(screen.getByRole('heading', { name: 'Mes commandes' })).toBeInTheDocument();
    expect(screen.getByText('2 commandes')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Filtrer par statut' })).toHaveTextContent(
      'ToutEn attenteEn préparationExpédiéeLivréeAnnulée',
    );
    // Placed on 4 March 2026, written the French way; money as French writes it.
    expect(within(first).getByText(/^Passée le/)).toHaveTextContent('Passée le 4 mars 2026');
    expect(within(first).getByText('Sous-total').nextElementSibling).toHaveTextContent(/^24,00\s\$$/);
    expect(within(first).getAllByText(/^34,00\s\$$/).length).toBeGreaterThan(0);
    expect(within(first).getByText('Standard · 3 à 5 jours ouvrables')).toBeInTheDocument();
    expect(within(first).getByText('Paiement à la livraison')).toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'Annuler la commande IK-1042' }));
    const dialog = await screen.findByRole('dialog', { name: /^Annuler cette commande\s\?$/ });
    expect(within(dialog).getByRole('button', { name: 'Garder la commande' })).toBeInTheDocument();
  });
});

describe('My Orders', () => {
  it('shows each order with its number, badges, items, summary, shipping and payment', async () => {
    fakeServer();
    renderOrders();
    const first = await screen.findByRole('article', { name: 'Order IK-1042' });
    // Its number as printed everywhere (e-mails, receipts), with no '#' before it.
    expect(within(first).getByRole('heading', { level: 2 })).toHaveTextContent(/^Order IK-1042$/);
    // The order status, and the payment status under Payment Details.
    expect(within(first).getAllByText('Pending')).toHaveLength(2);
    expect(within(first).getByText('Payment pending')).toBeInTheDocument();
    expect(within(first).getByText('Kayanza Powder (1/2 kg)')).toBeInTheDocument();
    expect(within(first).getByText('Not yet assigned to a delivery person')).toBeInTheDocument();
    // The address as every screen writes it: street, city and postal code, country, then the phone.
    expect(within(first).getByText('4 Chaussée Rwagasore').closest('address')).toHaveTextContent(
      '4 Chaussée RwagasoreGitega 2000BurundiPhone: +25779000000',
    );
    expect(within(first).getByText('Order placed')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Cancel order IK-1042' })).toBeInTheDocument();

    const second = screen.getByRole('article', { name: 'Order IK-1041' });
    expect(within(second).getByText('Store Pickup Order')).toBeInTheDocument();
    expect(within(second).getByText('Subscription Order')).toBeInTheDocument();
    expect(within(second).getByText(/12 Avenue du Commerce/)).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: /Cancel order/ })).not.toBeInTheDocument();
  });

  it('promises the day an open order arrives by on the store clock, and nothing once delivered', async () => {
    fakeServer({
      orders: [makeOrder({ estimatedDelivery: '2026-03-10T03:59:00.000Z' }), pickup],
    });
    renderOrders();
    const open = await screen.findByRole('article', { name: 'Order IK-1042' });
    // 03:59 UTC on the 10th is still Monday the 9th in Toronto, the end of the promised day.
    expect(await within(open).findByText('Monday, March 9')).toBeInTheDocument();
    expect(within(open).getByText(/^Arrives by/)).toHaveTextContent('Arrives by Monday, March 9');
    const delivered = screen.getByRole('article', { name: 'Order IK-1041' });
    expect(within(delivered).queryByText(/^Ready|^Arrives by/)).not.toBeInTheDocument();
  });

  it('shows the shop’s notes to the customer and the delivery instructions', async () => {
    const base = makeOrder();
    fakeServer({
      orders: [
        makeOrder({
          delivery: { ...base.delivery, instructions: 'Leave it with the concierge' },
          notes: [
            {
              _id: 'n1',
              body: 'Your sack leaves on Thursday.',
              authorName: 'Claudine',
              createdAt: '2026-03-05T10:00:00.000Z',
            },
          ],
        }),
      ],
    });
    renderOrders();
    const order = await screen.findByRole('article', { name: 'Order IK-1042' });
    expect(within(order).getByRole('heading', { name: 'Notes from the shop' })).toBeInTheDocument();
    expect(within(order).getByText('Your sack leaves on Thursday.')).toBeInTheDocument();
    expect(within(order).getByText(/Claudine/)).toBeInTheDocument();
    expect(within(order).getByText('Instructions: Leave it with the concierge')).toBeInTheDocument();
  });

  it('keeps the status filter and the search in the URL', async () => {
    fakeServer();
    const user = renderOrders();
    await screen.findByRole('article', { name: 'Order IK-1042' });

    await user.click(screen.getByRole('button', { name: 'Delivered' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/account/orders?status=delivered'),
    );
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Order IK-1042' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Delivered' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by order number' }), '0123{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account/orders?q=0123'));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Order IK-1041' })).not.toBeInTheDocument(),
    );
  });

  it('finds an order by its number as printed, a copied “#IK-1042” too, and sends it as typed', async () => {
    const api = fakeServer();
    const user = renderOrders();
    await screen.findByRole('article', { name: 'Order IK-1041' });

    await user.type(screen.getByRole('searchbox', { name: 'Search by order number' }), ' #IK-1042 {Enter}');
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Order IK-1041' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: 'Order IK-1042' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/account/orders?q=%23IK-1042');
    const searches = api.callsTo('GET /api/orders').filter((call) => call.query.has('q'));
    expect(searches.at(-1)?.query.get('q')).toBe('#IK-1042');
  });

  it('asks the server nothing for text that cannot name an order', async () => {
    const api = fakeServer();
    renderOrders('/account/orders?q=Kayanza');
    expect(await screen.findByText('No order matches this search or status.')).toBeInTheDocument();
    expect(api.callsTo('GET /api/orders')).toHaveLength(0);
  });

  it('reads the filters from the URL', async () => {
    fakeServer();
    renderOrders('/account/orders?status=delivered');
    expect(await screen.findByRole('article', { name: 'Order IK-1041' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Order IK-1042' })).not.toBeInTheDocument();
  });

  it('shows No orders found with Continue Shopping', async () => {
    fakeServer({ orders: [] });
    renderOrders();
    expect(await screen.findByRole('heading', { name: 'No orders found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
  });

  it('shows Error Loading Orders when the list cannot be loaded', async () => {
    fakeServer({ failList: true });
    renderOrders();
    expect(await screen.findByText('Error Loading Orders', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our side.')).toBeInTheDocument();
  }, 15_000);

  it('cancels a pending order after confirmation', async () => {
    fakeServer();
    const user = renderOrders();
    await user.click(await screen.findByRole('button', { name: 'Cancel order IK-1042' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    expect(within(dialog).getByRole('button', { name: 'Keep order' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const first = await screen.findByRole('article', { name: 'Order IK-1042' });
    await waitFor(() =>
      expect(within(first).getByText('Cancelled', { selector: 'span' })).toBeInTheDocument(),
    );
    expect(within(first).queryByRole('button', { name: /Cancel order/ })).not.toBeInTheDocument();
    // Cancelled before it was paid: nothing is owed, not "Payment pending".
    expect(within(first).getByText('No payment due')).toBeInTheDocument();
    expect(within(first).getByText('Nothing due')).toBeInTheDocument();
    expect(within(first).queryByText('Payment pending')).not.toBeInTheDocument();
    // Its button is gone, so the focus lands on the order rather than on the page.
    await waitFor(() => expect(within(first).getByRole('heading', { name: 'Order IK-1042' })).toHaveFocus());
  });

  it('says before a paid card order is cancelled that its total goes back to the card', async () => {
    const paidByCard = makeOrder({
      _id: 'abcdef0123456789',
      id: 'abcdef0123456789',
      number: 'IK-1050',
      paymentStatus: 'completed',
      subtotal: 33.5,
      totalAmount: 43.5,
      payment: { method: 'stripe', status: 'completed', card: { brand: 'visa', last4: '4242' } },
    });
    fakeServer({ orders: [paidByCard, makeOrder()] });
    const user = renderOrders();

    await user.click(await screen.findByRole('button', { name: 'Cancel order IK-1050' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    expect(
      within(dialog).getByText('$43.50 will be refunded to your Visa ending in 4242.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));

    // A cash order not yet paid has nothing to give back.
    await user.click(screen.getByRole('button', { name: 'Cancel order IK-1042' }));
    const cash = screen.getByRole('dialog', { name: 'Cancel this order?' });
    expect(cash).toHaveTextContent('The order will be cancelled and its items go back in stock.');
    expect(cash).not.toHaveTextContent(/refund/i);
  });

  it('revokes an order’s receipt links after a confirmation that says what it does', async () => {
    const api = fakeServer();
    const user = renderOrders();
    const order = await screen.findByRole('article', { name: 'Order IK-1042' });
    await user.click(within(order).getByRole('button', { name: 'Revoke receipt links for order IK-1042' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke receipt links?' });
    expect(dialog).toHaveTextContent('Links in e-mails already sent for this order will stop working.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    // Cancel changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const revokes = () => api.callsTo('POST /api/orders/:id/receipt-link/revoke');
    expect(revokes()).toHaveLength(0);

    await user.click(within(order).getByRole('button', { name: 'Revoke receipt links for order IK-1042' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke links' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(order).getByRole('status')).toHaveTextContent(
      'Receipt links revoked. Links in e-mails already sent for this order no longer work.',
    );
    expect(revokes()).toHaveLength(1);
    expect(revokes()[0]?.url).toContain('/api/orders/0123456789abcdef/receipt-link/revoke');
  });

  it('keeps the dialog open with the server’s sentence when revoking fails', async () => {
    fakeServer();
    const user = renderOrders();
    const order = await screen.findByRole('article', { name: 'Order IK-1041' });
    await user.click(within(order).getByRole('button', { name: 'Revoke receipt links for order IK-1041' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke links' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke receipt links?' });
    expect(
      await within(dialog).findByText('The shop is busy. Please try again in a moment.'),
    ).toBeInTheDocument();
    expect(within(order).queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the tax lines and, once invoiced, the invoice number and a link to the receipt', async () => {
    fakeServer({
      orders: [
        makeOrder({
          _id: 'abcdef0123456789',
          id: 'abcdef0123456789',
          number: 'IK-1043',
          paymentStatus: 'completed',
          tax: {
            placeOfSupply: { province: 'ON', basis: 'delivery', label: 'Ontario' },
            lines: [{ tax: 'hst', name: 'HST', rate: 13, taxableAmount: 29.52, amount: 3.84 }],
            total: 3.84,
            included: false,
            notRegistered: [],
          },
          invoice: { number: 'INV-000042', issuedAt: '2026-11-25T10:00:00.000Z' },
        }),
        makeOrder(),
      ],
    });
    renderOrders();
    const invoiced = await screen.findByRole('article', { name: 'Order IK-1043' });
    expect(within(invoiced).getByText('HST 13%')).toBeInTheDocument();
    expect(within(invoiced).getByText('$3.84')).toBeInTheDocument();
    expect(within(invoiced).getByText('Sales tax for Ontario (delivery address)')).toBeInTheDocument();
    expect(within(invoiced).getByText('INV-000042')).toBeInTheDocument();
    expect(within(invoiced).getByRole('link', { name: 'Receipt for order IK-1043' })).toHaveAttribute(
      'href',
      '/account/orders/abcdef0123456789/receipt',
    );
    // Not paid yet: no invoice, no receipt.
    const unpaid = screen.getByRole('article', { name: 'Order IK-1042' });
    expect(within(unpaid).queryByRole('link', { name: /Receipt/ })).not.toBeInTheDocument();
  });
});

describe('an order on its way, followed live', () => {
  it('shows the courier, the arrival window and where they are, from the live stream', async () => {
    const onItsWay = makeOrder({
      _id: 'live0000000000a1',
      id: 'live0000000000a1',
      number: 'IK-1077',
      status: 'shipped',
      delivery: {
        ...makeOrder().delivery,
        status: 'picked_up',
        assignedTo: { _id: 'c1', name: 'Didier Habonimana', email: 'c@x.test' },
      },
    });
    const live = {
      status: 'shipped',
      deliveryStatus: 'picked_up',
      courier: 'Didier',
      arrival: { from: '2026-11-29T15:05:00.000Z', to: '2026-11-29T16:05:00.000Z' },
      position: { latitude: 43.651, longitude: -79.383, at: '2026-11-29T15:00:00.000Z' },
    };
    const api = fakeServer({ orders: [onItsWay] });
    api.answer({
      'GET /api/orders/:id/live': () =>
        new Response(`event: order\ndata: ${JSON.stringify(live)}\n\n`, {
          headers: { 'Content-Type': 'text/event-stream' },
        }),
    });
    renderOrders();
    // The store's clock (Toronto, UTC−5 in November).
    expect(
      await screen.findByText('Didier is on the way: arriving between 10:05 a.m. and 11:05 a.m.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See where Didier is (to about 100 m)' })).toHaveAttribute(
      'href',
      expect.stringContaining('mlat=43.651&mlon=-79.383'),
    );
    // The stream asked with the customer's session, once per order on its way.
    expect(api.callsTo('GET /api/orders/:id/live').map((call) => call.params.id)).toContain(onItsWay._id);
  });
});

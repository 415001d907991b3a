import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@ikawa/contracts/orders';
import { AccountOrdersRoute } from '@/app/routes/account/orders';
import { makeUser, MockAuthProvider } from '@/features/auth/testing/mock-auth-provider';
import { dispatchCheckout } from '@/features/checkout/hooks/use-checkout';
import { CheckoutPanel } from '@/features/checkout/components/checkout-panel';
import { createQueryClient } from '@/lib/query-client';
import { cartActions, type CartLine, type CartProduct } from '@/stores/cart';
import { fakeApi, json } from '@/testing/fake-api';
import { makeOrder } from '@/testing/orders';
import { settingsBody } from '@/testing/settings';
import { offerBody } from '@/testing/subscriptions';

const kayanza: CartProduct = {
  _id: 'p1',
  name: 'Kayanza Powder',
  price: 12,
  weight: 0.5,
  type: 'powder',
  stock: 9,
};
const mug: CartProduct = {
  _id: 'p2',
  name: 'Stoneware Mug',
  price: 24,
  weight: null,
  type: 'accessory',
  stock: 9,
};

/** A delivered order of two bags of Kayanza at 12.00 and a mug at 24.00. */
const ORDER = makeOrder({
  status: 'delivered',
  paymentStatus: 'completed',
  canCancel: false,
  nextStatuses: [],
  items: [
    {
      product: { _id: 'p1', name: 'Kayanza Powder', type: 'powder', weight: 0.5, price: 12, photo: null },
      quantity: 2,
      price: 12,
      taxCategory: 'zero_rated_grocery',
      returned: 0,
    },
    {
      product: { _id: 'p2', name: 'Stoneware Mug', type: 'accessory', weight: null, price: 24, photo: null },
      quantity: 1,
      price: 24,
      taxCategory: 'standard',
      returned: 0,
    },
  ],
});

/** The shop today: each product as sold now, or null once it is no longer sold (404). */
function fakeServer(
  today: Record<string, CartProduct | null> = { p1: kayanza, p2: mug },
  orders: Order[] = [ORDER],
) {
  return fakeApi({
    'GET /api/settings': settingsBody({ timeZone: 'America/Toronto' }),
    'GET /api/subscriptions/offer': offerBody(),
    'GET /api/orders': {
      success: true,
      data: orders,
      total: orders.length,
      page: 1,
      pageSize: 10,
      totalPages: 1,
    },
    'GET /api/products/:id': ({ params: { id = '' } }) => {
      const product = today[id];
      if (!product) return json({ success: false, error: 'Product not found' }, 404);
      return {
        success: true,
        data: {
          ...product,
          id: product._id,
          slug: product._id,
          description: '',
          untranslated: [],
          images: [],
          photos: [],
          taxCategory: product.type === 'accessory' ? 'standard' : 'zero_rated_grocery',
          createdAt: '',
          updatedAt: '',
        },
      };
    },
    // The cart's figures are not what these tests read: the panel shows its own subtotal.
    'POST /api/checkout/quote': json({ success: false, error: 'Not in this test' }, 503),
  });
}

function renderOrders({ locale = 'en-CA' as 'en-CA' | 'fr-CA', cart = [] as CartLine[] } = {}) {
  localStorage.setItem('cart', JSON.stringify(cart));
  const router = createMemoryRouter(
    [
      {
        path: '/account/orders',
        element: (
          <MockAuthProvider user={makeUser()}>
            <AccountOrdersRoute />
            <CheckoutPanel />
          </MockAuthProvider>
        ),
      },
    ],
    { initialEntries: ['/account/orders'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
    { locale },
  );
  return userEvent.setup();
}

async function buyAgain(user: ReturnType<typeof userEvent.setup>, name = 'Buy again, order IK-1042') {
  const card = await screen.findByRole('article', { name: /IK-1042/ });
  await user.click(within(card).getByRole('button', { name }));
  return screen.findByRole('dialog');
}

const savedCart = () =>
  (JSON.parse(localStorage.getItem('cart') ?? '[]') as CartLine[]).map((line) => [
    line.product._id,
    line.quantity,
    line.product.price,
  ]);

beforeEach(() => {
  dispatchCheckout({ type: 'reset' });
});

afterEach(() => {
  act(() => cartActions.close());
  localStorage.clear();
});

describe('Buy again', { timeout: 20_000 }, () => {
  it('puts the order back in the cart and says nothing changed', async () => {
    fakeServer();
    const user = renderOrders();
    const panel = await buyAgain(user);
    expect(panel).toHaveAccessibleName('Your Cart');
    const notice = within(panel).getByRole('status', { name: 'Order bought again' });
    expect(notice).toHaveTextContent('Added to your cart from order IK-1042: 3 items.');
    expect(notice).toHaveTextContent('Same prices as on your order, and everything is in stock.');
    expect(savedCart()).toEqual([
      ['p1', 2, 12],
      ['p2', 1, 24],
    ]);
    expect(within(panel).getByRole('list', { name: 'Cart items' })).toHaveTextContent(/Kayanza Powder/);

    // The notice goes once read; the cart stays.
    await user.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(within(panel).queryByText(/Added to your cart/)).not.toBeInTheDocument();
    expect(savedCart()).toHaveLength(2);
  });

  it('uses today’s prices and says which went up and which went down', async () => {
    fakeServer({ p1: { ...kayanza, price: 13.5 }, p2: { ...mug, price: 20 } });
    const user = renderOrders();
    const panel = await buyAgain(user);
    const changes = within(within(panel).getByRole('status', { name: 'Order bought again' })).getAllByRole(
      'listitem',
    );
    expect(changes.map((item) => item.textContent)).toEqual([
      'Kayanza Powder (1/2 kg): price up, $12.00 → $13.50',
      'Stoneware Mug: price down, $24.00 → $20.00',
    ]);
    expect(savedCart()).toEqual([
      ['p1', 2, 13.5],
      ['p2', 1, 20],
    ]);
  });

  it('leaves out a product out of stock', async () => {
    fakeServer({ p1: { ...kayanza, stock: 0 }, p2: mug });
    const user = renderOrders();
    const panel = await buyAgain(user);
    const notice = within(panel).getByRole('status', { name: 'Order bought again' });
    expect(notice).toHaveTextContent('Added to your cart from order IK-1042: 1 item.');
    expect(within(notice).getByRole('listitem')).toHaveTextContent(
      'Kayanza Powder (1/2 kg): out of stock, left out',
    );
    expect(savedCart()).toEqual([['p2', 1, 24]]);
  });

  it('lowers a quantity to what is left in stock', async () => {
    fakeServer({ p1: { ...kayanza, stock: 1 }, p2: mug });
    const user = renderOrders();
    const panel = await buyAgain(user);
    expect(
      within(within(panel).getByRole('status', { name: 'Order bought again' })).getByRole('listitem'),
    ).toHaveTextContent('Kayanza Powder (1/2 kg): only 1 left, so 1 instead of 2');
    expect(savedCart()).toEqual([
      ['p1', 1, 12],
      ['p2', 1, 24],
    ]);
  });

  it('leaves out a product no longer sold', async () => {
    fakeServer({ p1: kayanza, p2: null });
    const user = renderOrders();
    const panel = await buyAgain(user);
    expect(
      within(within(panel).getByRole('status', { name: 'Order bought again' })).getByRole('listitem'),
    ).toHaveTextContent('Stoneware Mug: no longer sold, left out');
    expect(savedCart()).toEqual([['p1', 2, 12]]);
  });

  it('says so when nothing could be added', async () => {
    fakeServer({ p1: null, p2: { ...mug, stock: 0 } });
    const user = renderOrders();
    const panel = await buyAgain(user);
    expect(within(panel).getByRole('status', { name: 'Order bought again' })).toHaveTextContent(
      'Nothing from order IK-1042 could be added to your cart.',
    );
    expect(within(panel).getByText('Your cart is empty')).toBeInTheDocument();
  });

  it('adds to a line already in the cart, up to the stock, and says so', async () => {
    fakeServer({ p1: { ...kayanza, stock: 3 }, p2: mug });
    const user = renderOrders({ cart: [{ product: kayanza, quantity: 2 }] });
    const panel = await buyAgain(user);
    const notice = within(panel).getByRole('status', { name: 'Order bought again' });
    expect(notice).toHaveTextContent('Added to your cart from order IK-1042: 2 items.');
    expect(within(notice).getByRole('listitem')).toHaveTextContent(
      'Kayanza Powder (1/2 kg): 2 already in your cart and only 3 in stock, so your cart now holds 3',
    );
    expect(savedCart()).toEqual([
      ['p1', 3, 12],
      ['p2', 1, 24],
    ]);
  });

  it('says when today’s prices could not be read, and changes nothing', async () => {
    const api = fakeServer();
    api.answer({ 'GET /api/products/:id': json({ success: false, error: 'Busy' }, 503) });
    const user = renderOrders();
    const card = await screen.findByRole('article', { name: 'Order IK-1042' });
    await user.click(within(card).getByRole('button', { name: 'Buy again, order IK-1042' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'We could not check today’s prices and stock. Please try again.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(savedCart()).toEqual([]);
  });

  it('speaks French', async () => {
    fakeServer({ p1: { ...kayanza, price: 13.5 }, p2: null });
    const user = renderOrders({ locale: 'fr-CA' });
    const panel = await buyAgain(user, 'Acheter à nouveau, commande IK-1042');
    expect(panel).toHaveAccessibleName('Votre panier');
    const notice = within(panel).getByRole('status', { name: 'Commande achetée à nouveau' });
    // Read as written, no-break spaces and all (toHaveTextContent would fold them into spaces).
    expect(notice.textContent).toMatch(
      /^Ajouté à votre panier depuis la commande IK-1042\u00a0: 2 articles\.Les prix et les stocks du jour diffèrent de votre commande\u00a0:/,
    );
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Kayanza Powder (1/2 kg)\u00a0: prix en hausse, 12,00\u00a0$ → 13,50\u00a0$',
      'Stoneware Mug\u00a0: n’est plus vendu, laissé de côté',
    ]);
    expect(within(notice).getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });
});

describe('Buy again during a checkout', { timeout: 20_000 }, () => {
  it('brings the panel back to the cart, where the summary is', async () => {
    fakeServer();
    const user = renderOrders({ cart: [{ product: mug, quantity: 1 }] });
    await screen.findByRole('article', { name: 'Order IK-1042' });
    // The shopper had gone on to the delivery choice, then closed the panel.
    act(() => {
      cartActions.open();
      dispatchCheckout({ type: 'goTo', step: 'fulfillment' });
    });
    expect(await screen.findByRole('dialog', { name: 'Delivery or Pickup' })).toBeInTheDocument();
    act(() => cartActions.close());

    const panel = await buyAgain(user);
    expect(panel).toHaveAccessibleName('Your Cart');
    expect(within(panel).getByRole('status', { name: 'Order bought again' })).toHaveTextContent(
      'Added to your cart from order IK-1042: 3 items.',
    );
    expect(savedCart()).toEqual([
      ['p2', 2, 24],
      ['p1', 2, 12],
    ]);
  });
});

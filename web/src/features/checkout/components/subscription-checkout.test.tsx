import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutQuoteInput } from '@ikawa/contracts/discounts';
import type { PaymentMethod } from '@ikawa/contracts/users';
import { makeUser, MockAuthProvider } from '@/features/auth/testing/mock-auth-provider';
import { createQueryClient } from '@/lib/query-client';
import { fakeApi, json } from '@/testing/fake-api';
import { makeOrder } from '@/testing/orders';
import { settingsBody } from '@/testing/settings';
import { makeSubscription, offerBody } from '@/testing/subscriptions';
import { cartActions, type CartProduct } from '@/stores/cart';
import { dispatchCheckout } from '../hooks/use-checkout';
import { SAVED_CARDS } from '../testing/saved-cards';
import { CheckoutPanel } from './checkout-panel';

const kayanza: CartProduct = {
  _id: 'p1',
  name: 'Kayanza Powder',
  price: 12,
  weight: 0.5,
  type: 'powder',
  stock: 9,
};

const SHOPPER = makeUser({
  address: {
    _id: 'a1',
    street: '100 Queen St W',
    city: 'Toronto',
    postalCode: 'M5H 2N2',
    country: 'CA',
    phone: '+14165550100',
    isDefault: true,
  },
});

const NO_TAX = {
  placeOfSupply: { province: 'ON', basis: 'estimate', label: 'Ontario' },
  lines: [],
  total: 0,
  included: false,
  notRegistered: [],
};

/** The server: the cart quoted with the subscriber's 10 % when asked with `subscribe`. */
function fakeServer({ cards = SAVED_CARDS as PaymentMethod[] } = {}) {
  const api = fakeApi({
    'GET /api/products/:id': ({ params: { id = '' } }) => ({
      success: true,
      data: {
        ...kayanza,
        _id: id,
        id,
        slug: id,
        description: '',
        untranslated: [],
        images: [],
        photos: [],
        taxCategory: 'zero_rated_grocery',
        createdAt: '',
        updatedAt: '',
      },
    }),
    'GET /api/settings': settingsBody({ timeZone: 'America/Toronto' }),
    'GET /api/subscriptions/offer': offerBody(10),
    'GET /api/delivery-zones/lookup': {
      success: true,
      data: {
        coverage: 'flat',
        fsa: null,
        terms: {
          zone: null,
          standardFee: 10,
          expressFee: 15,
          minimumOrder: 0,
          freeDeliveryThreshold: 50,
          deliveryDays: null,
        },
      },
    },
    'GET /api/users/:id': { success: true, user: { ...SHOPPER, addresses: [], paymentMethods: cards } },
    'POST /api/checkout/quote': (request) => {
      const raw = request.body as CheckoutQuoteInput;
      const quantity = raw.products[0]?.quantity ?? 1;
      const subtotal = 12 * quantity;
      const discount = raw.subscribe ? Math.round(subtotal * 10) / 100 : 0;
      return {
        success: true,
        data: {
          lines: [
            {
              product: { _id: 'p1', name: kayanza.name, type: 'powder', weight: 0.5 },
              quantity,
              price: 12,
              lineTotal: subtotal,
              taxCategory: 'zero_rated_grocery',
            },
          ],
          subtotal,
          discount,
          deliveryFee: 10,
          tax: NO_TAX,
          itemsTax: NO_TAX,
          total: subtotal - discount + 10,
          currency: 'CAD',
          // The server names the subscriber discount as an applied offer of its own.
          promo: raw.subscribe
            ? { code: 'SUBSCRIBER', applied: true, summary: '10% off', kind: 'percentage', reason: null }
            : null,
        },
      };
    },
    'POST /api/subscriptions': json(
      {
        success: true,
        data: {
          subscription: makeSubscription({ nextDate: '2026-12-13' }),
          order: makeOrder({ number: 'IK-2001', totalAmount: 20.8, timeline: [] }),
        },
      },
      201,
    ),
  });
  return api;
}

function renderPanel(everyWeeks: number | null = 2) {
  localStorage.setItem('cart', JSON.stringify([{ product: kayanza, quantity: 1 }]));
  act(() => cartActions.setSubscription(everyWeeks));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <MockAuthProvider user={SHOPPER}>
          <CheckoutPanel />
        </MockAuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  act(() => cartActions.open());
  return userEvent.setup();
}

const panel = () => screen.getByRole('dialog');
const button = (name: string | RegExp) => within(panel()).getByRole('button', { name });

async function continueTo(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(button('Continue'));
  expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();
}

/** Cart → Delivery or Pickup → address → delivery → the payment step. */
async function toPayment(user: ReturnType<typeof userEvent.setup>) {
  await waitFor(() => expect(button('Checkout')).toBeEnabled());
  await user.click(button('Checkout'));
  expect(await screen.findByRole('dialog', { name: 'Delivery or Pickup' })).toBeInTheDocument();
  await continueTo(user, 'Shipping Address');
  await continueTo(user, 'Delivery Method');
  await continueTo(user, 'Payment Method');
}

beforeEach(() => {
  dispatchCheckout({ type: 'reset' });
});

afterEach(() => {
  act(() => cartActions.close());
});

describe('Subscribe & save in the cart', () => {
  it('quotes the cart with the subscriber discount and no code box, and switches back to one-time', async () => {
    const api = fakeServer();
    const user = renderPanel(2);
    expect(await within(panel()).findByRole('radio', { name: 'Every 2 weeks' })).toBeChecked();
    expect(await within(panel()).findByText('Subscribe & save discount')).toBeInTheDocument();
    expect(within(panel()).getByText('−$1.20')).toBeInTheDocument();
    expect(within(panel()).queryByText('SUBSCRIBER')).not.toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: /code/i })).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/checkout/quote').at(-1)?.body).toMatchObject({ subscribe: true });

    await user.click(within(panel()).getByRole('radio', { name: 'Every 6 weeks' }));
    expect(JSON.parse(localStorage.getItem('cart-subscription') ?? 'null')).toEqual({ everyWeeks: 6 });

    await user.click(within(panel()).getByRole('radio', { name: 'One-time purchase' }));
    expect(localStorage.getItem('cart-subscription')).toBeNull();
    expect(within(panel()).queryByRole('radio', { name: 'Every 2 weeks' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(panel()).queryByText('Subscribe & save discount')).not.toBeInTheDocument(),
    );
    expect(api.callsTo('POST /api/checkout/quote').at(-1)?.body).not.toHaveProperty('subscribe');
  });
});

describe('Subscribe & save at checkout', () => {
  it('places a cash subscription and says when the next one comes', async () => {
    const api = fakeServer();
    const user = renderPanel(2);
    await toPayment(user);
    expect(within(panel()).getByText('Pay the courier for each order on delivery.')).toBeInTheDocument();
    expect(await within(panel()).findByRole('radio', { name: /Visa •••• 4242/ })).toBeInTheDocument();
    await user.click(within(panel()).getByRole('radio', { name: /Cash/ }));
    // No card step on this path: the review is the last of five steps.
    await continueTo(user, 'Review Your Order');
    expect(screen.getByRole('dialog', { name: 'Review Your Order' })).toHaveAccessibleDescription(
      'Step 5 of 5',
    );
    expect(within(panel()).getByText('Every 2 weeks')).toBeInTheDocument();
    expect(within(panel()).getByText('Cash on delivery')).toBeInTheDocument();

    await user.click(button('Subscribe'));
    expect(await screen.findByRole('dialog', { name: 'Subscription Started' })).toBeInTheDocument();
    expect(within(panel()).getByText('Next delivery around December 13, 2026')).toBeInTheDocument();
    expect(within(panel()).getByText('IK-2001')).toBeInTheDocument();
    expect(
      within(panel()).getByText('We are packing it now. Pay the courier in cash on delivery.'),
    ).toBeInTheDocument();
    expect(within(panel()).getByRole('link', { name: 'View My Subscriptions' })).toHaveAttribute(
      'href',
      '/account/subscriptions',
    );

    const [sent] = api.callsTo('POST /api/subscriptions');
    expect(sent?.body).toMatchObject({
      everyWeeks: 2,
      order: {
        products: [{ product: 'p1', quantity: 1 }],
        delivery: { fulfillmentMethod: 'delivery', method: 'standard' },
        payment: { method: 'cash' },
      },
    });
    expect(sent?.body).not.toHaveProperty('savedCardId');
    expect(localStorage.getItem('cart')).toBe('[]');
    expect(localStorage.getItem('cart-subscription')).toBeNull();
  });

  it('charges a saved card, never speaking of cash to a card buyer', async () => {
    const api = fakeServer();
    api.answer({
      'POST /api/subscriptions': json(
        {
          success: true,
          data: {
            subscription: makeSubscription({
              paymentMethod: 'stripe',
              savedCard: { id: 'pm-other', brand: 'mastercard', last4: '4444' },
            }),
            order: makeOrder({
              number: 'IK-2002',
              payment: { ...makeOrder().payment, method: 'stripe', status: 'completed' },
              paymentStatus: 'completed',
              timeline: [],
            }),
          },
        },
        201,
      ),
    });
    const user = renderPanel(4);
    await toPayment(user);
    await user.click(await within(panel()).findByRole('radio', { name: /Mastercard •••• 4444/ }));
    await continueTo(user, 'Review Your Order');
    expect(await within(panel()).findByText('Mastercard •••• 4444')).toBeInTheDocument();
    expect(
      within(panel()).getByText('Your saved card is charged now and at each renewal.'),
    ).toBeInTheDocument();
    expect(panel().textContent).not.toMatch(/cash/i);

    await user.click(button('Subscribe'));
    expect(await screen.findByRole('dialog', { name: 'Subscription Started' })).toBeInTheDocument();
    expect(panel().textContent).not.toMatch(/cash/i);
    expect(api.callsTo('POST /api/subscriptions')[0]?.body).toMatchObject({
      everyWeeks: 4,
      savedCardId: 'pm-other',
      order: { payment: { method: 'stripe' } },
    });
  });

  it('offers a shopper without a saved card the way to add one', async () => {
    fakeServer({ cards: [] });
    const user = renderPanel(2);
    await toPayment(user);
    expect(
      await within(panel()).findByRole('link', { name: 'My Account → Payment Methods' }),
    ).toHaveAttribute('href', '/account/payment');
    expect(within(panel()).getAllByRole('radio')).toHaveLength(1);
  });

  it('shows the server’s refusal on the review', async () => {
    const api = fakeServer();
    api.answer({
      'POST /api/subscriptions': json(
        {
          success: false,
          error: 'Choose one of your saved cards: each renewal is charged to it.',
          code: 'subscription_card_required',
        },
        422,
      ),
    });
    const user = renderPanel(2);
    await toPayment(user);
    await continueTo(user, 'Review Your Order');
    await user.click(button('Subscribe'));
    expect(
      await within(panel()).findByText('Choose one of your saved cards: each renewal is charged to it.'),
    ).toBeInTheDocument();
    expect(localStorage.getItem('cart')).not.toBe('[]');
  });
});

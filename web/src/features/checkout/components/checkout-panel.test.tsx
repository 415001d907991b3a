import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutQuoteInput } from '@ikawa/contracts/discounts';
import type { CreateOrderInput } from '@ikawa/contracts/orders';
import type { User } from '@ikawa/contracts/users';
import { AuthDialog } from '@/features/auth/components/auth-dialog';
import { makeUser, MockAuthProvider } from '@/features/auth/testing/mock-auth-provider';
import { createQueryClient } from '@/lib/query-client';
import { fakeApi, inOrder, json, networkError } from '@/testing/fake-api';
import { testI18n } from '@/testing/i18n';
import { makeOrder } from '@/testing/orders';
import { settingsBody } from '@/testing/settings';
import { offerBody } from '@/testing/subscriptions';
import { cartActions, type CartProduct } from '@/stores/cart';
import { dispatchCheckout } from '../hooks/use-checkout';
import { NO_ANSWER_MESSAGE } from '../hooks/use-place-order';
import { CheckoutPanel } from './checkout-panel';

const kayanza: CartProduct = {
  _id: 'p1',
  name: 'Kayanza Powder',
  price: 12,
  weight: 0.5,
  type: 'powder',
  stock: 9,
};

/** A taxable accessory (HST 13 % in Ontario), beside the zero-rated coffee. */
const mug: CartProduct = {
  _id: 'p-mug',
  name: 'Stoneware Mug',
  price: 24,
  weight: 0.5,
  type: 'accessory',
  stock: 9,
};
const PRODUCTS: Record<string, CartProduct> = { p1: kayanza, 'p-mug': mug };

const SHOPPER = makeUser({
  address: {
    _id: 'a1',
    street: '4 Chaussée Rwagasore',
    city: 'Gitega',
    postalCode: '2000',
    country: 'BI',
    phone: '+25779000000',
    isDefault: true,
  },
});

/** A placed order as the server answers it (the panel reads only its number and totals). */
const PLACED = json(
  {
    success: true,
    data: makeOrder({
      _id: 'abcdef1234567890',
      id: 'abcdef1234567890',
      number: 'IK-1077',
      items: [],
      delivery: { ...makeOrder().delivery, address: null },
      timeline: [],
    }),
  },
  201,
);

/** The server as the panel sees it: stock per product, settings, the quote, and the placed order. */
function fakeServer({ stock = { p1: 9, 'p-mug': 9 } as Record<string, number> } = {}) {
  const quoteCalls: {
    promoCode: string | null;
    lines: { productId: string; quantity: number }[];
    address: unknown;
  }[] = [];
  const api = fakeApi({
    'GET /api/products/:id': ({ params: { id = '' } }) => ({
      success: true,
      data: {
        ...(PRODUCTS[id] ?? kayanza),
        _id: id,
        id,
        slug: id,
        description: '',
        untranslated: [],
        images: [],
        photos: [],
        taxCategory: id === mug._id ? 'standard' : 'zero_rated_grocery',
        stock: stock[id] ?? 0,
        createdAt: '',
        updatedAt: '',
      },
    }),
    'GET /api/settings': settingsBody(),
    'GET /api/subscriptions/offer': offerBody(),
    // A shop without delivery zones: every address on the flat fees of the settings.
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
    'POST /api/checkout/quote': (request) => {
      // The server's quote of the cart by standard delivery, and its word on the code: coffee
      // (12.00) is zero-rated; a mug (24.00) is taxed, HST 3.12, and so is the fee's share of it.
      // (The test cart's product id is not a uuid, so the body is read as the input type.)
      const raw = request.body as CheckoutQuoteInput;
      const body = {
        promoCode: raw.promoCode ?? null,
        fulfillmentMethod: raw.delivery?.fulfillmentMethod ?? 'delivery',
        lines: raw.products.map((line) => ({ productId: line.product, quantity: line.quantity })),
        address: raw.delivery?.address ?? null,
      };
      quoteCalls.push(body);
      const applied = body.promoCode === 'IKAWA15';
      const discount = applied ? 1.8 : 0;
      const lines = body.lines.map(({ productId, quantity }) => {
        const product = PRODUCTS[productId] ?? kayanza;
        return {
          product: { _id: productId, name: product.name, type: product.type, weight: product.weight },
          quantity,
          price: product.price,
          lineTotal: product.price * quantity,
          taxCategory: productId === mug._id ? ('standard' as const) : ('zero_rated_grocery' as const),
        };
      });
      const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
      const withMug = lines.some((line) => line.taxCategory === 'standard');
      const fee = body.fulfillmentMethod === 'pickup' ? 0 : 10;
      // An address abroad is an export (no tax line); else Ontario, estimated until an address.
      const taxOf = (amount: number, taxableAmount: number) =>
        body.address
          ? {
              placeOfSupply: {
                province: null,
                basis: 'export',
                label: 'Outside Canada (export, zero-rated)',
              },
              lines: [],
              total: 0,
              included: false,
              notRegistered: [],
            }
          : {
              placeOfSupply: {
                province: 'ON',
                basis: body.fulfillmentMethod === 'pickup' ? 'pickup' : 'estimate',
                label: 'Ontario',
              },
              lines: [{ tax: 'hst', name: 'HST', rate: 13, taxableAmount, amount }],
              total: amount,
              included: false,
              notRegistered: [],
            };
      // With the mug: 24.00 × 13 % = 3.12 on the lines; the fee's share 6.67 adds 0.87.
      const tax = withMug ? taxOf(3.99, 30.67) : taxOf(0, 0);
      return {
        success: true,
        data: {
          lines,
          subtotal,
          discount,
          deliveryFee: fee,
          tax,
          itemsTax: withMug ? taxOf(3.12, 24) : taxOf(0, 0),
          total: subtotal - discount + fee + tax.total,
          currency: 'CAD',
          promo: body.promoCode
            ? applied
              ? {
                  code: 'IKAWA15',
                  applied: true,
                  summary: '15% off · first order only',
                  kind: 'percentage',
                  reason: null,
                }
              : {
                  code: body.promoCode,
                  applied: false,
                  summary: null,
                  kind: null,
                  reason: {
                    code: 'promo_used_up',
                    message: `The code ${body.promoCode} has been used as many times as it is offered.`,
                  },
                }
            : null,
        },
      };
    },
    'POST /api/orders': PLACED,
  });
  const orderCalls = () => api.callsTo('POST /api/orders');
  return { api, orderCalls, quoteCalls, stock };
}

function Harness({ initialUser }: { initialUser: User | null }) {
  const [user, setUser] = useState(initialUser);
  return (
    <MockAuthProvider
      user={user}
      login={async () => {
        setUser(SHOPPER);
        return SHOPPER;
      }}
    >
      <CheckoutPanel />
      <AuthDialog />
    </MockAuthProvider>
  );
}

function renderPanel({
  user = SHOPPER as User | null,
  quantity = 1,
  locale = 'en-CA' as 'en-CA' | 'fr-CA',
  withMug = false,
} = {}) {
  const lines = [{ product: kayanza, quantity }, ...(withMug ? [{ product: mug, quantity: 1 }] : [])];
  localStorage.setItem('cart', JSON.stringify(lines));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <Harness initialUser={user} />
      </MemoryRouter>
    </QueryClientProvider>,
    { locale },
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

beforeEach(() => {
  dispatchCheckout({ type: 'reset' });
});

afterEach(() => {
  act(() => cartActions.close());
});

describe('CheckoutPanel — cart step', () => {
  it('re-reads the stock, flags short lines and blocks checkout until they are fixed', async () => {
    fakeServer({ stock: { p1: 2 } });
    const user = renderPanel({ quantity: 3 });

    expect(await within(panel()).findByText('Some items are out of stock')).toBeInTheDocument();
    expect(within(panel()).getByText('Only 2 left')).toBeInTheDocument();
    expect(
      within(panel()).getByText('Please resolve out-of-stock items before checkout'),
    ).toBeInTheDocument();
    expect(button('Checkout')).toBeDisabled();
    expect(button('Increase quantity of Kayanza Powder')).toHaveAttribute('aria-disabled', 'true');

    await user.click(button('Decrease quantity of Kayanza Powder'));
    expect(within(panel()).queryByText('Some items are out of stock')).not.toBeInTheDocument();
    expect(button('Checkout')).toBeEnabled();
    // SPEC §5: plus disabled at stock.
    expect(button('Increase quantity of Kayanza Powder')).toHaveAttribute('aria-disabled', 'true');
    // …and says why.
    expect(within(panel()).getByText('Only 2 in stock')).toBeInTheDocument();
    expect(button('Increase quantity of Kayanza Powder')).toHaveAccessibleDescription('Only 2 in stock');
    await user.click(button('Decrease quantity of Kayanza Powder'));
    // SPEC §5: minus disabled at 1 — and the focus stays on it, inside the panel.
    expect(button('Decrease quantity of Kayanza Powder')).toHaveAttribute('aria-disabled', 'true');
    expect(button('Decrease quantity of Kayanza Powder')).toHaveFocus();
    await user.click(button('Decrease quantity of Kayanza Powder'));
    expect(within(panel()).getByRole('status', { name: 'Quantity' })).toHaveTextContent('1');
  });

  it('opens with the focus on the panel, named by its title, rather than on a Remove button', async () => {
    fakeServer();
    const user = renderPanel();
    const cart = screen.getByRole('dialog', { name: 'Your Cart' });
    expect(cart).toHaveFocus();
    // An Enter meant for the cart button deletes nothing.
    await user.keyboard('{Enter}');
    expect(within(cart).getByRole('button', { name: 'Remove Kayanza Powder' })).toBeInTheDocument();
    // Tab goes on into the panel.
    await user.tab();
    expect(within(cart).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('says a cart of coffee only carries no sales tax, instead of a 0.00 tax line', async () => {
    fakeServer();
    renderPanel();
    expect(await within(panel()).findByText('Coffee is zero-rated: no sales tax')).toBeInTheDocument();
    expect(within(panel()).queryByText('HST 13%')).not.toBeInTheDocument();
    expect(within(panel()).queryByText('$0.00')).not.toBeInTheDocument();
  });

  it('taxes a mug in the cart on the lines alone, without the fee the cart does not show', async () => {
    fakeServer();
    renderPanel({ withMug: true });
    const hst = await within(panel()).findByText('HST 13%');
    // 24.00 × 13 %: the fee's share (0.87 more, in the quote's whole tax) waits for the fee.
    expect(hst.nextElementSibling).toHaveTextContent('$3.12');
    expect(within(panel()).getByText('Subtotal').nextElementSibling).toHaveTextContent('$36.00');
    expect(
      within(panel()).getByText('Sales tax estimated for Ontario until you give an address'),
    ).toBeInTheDocument();
    expect(within(panel()).queryByText('Coffee is zero-rated: no sales tax')).not.toBeInTheDocument();
    expect(within(panel()).queryByText('$3.99')).not.toBeInTheDocument();
  });

  it('shows the empty cart with a way to the shop', async () => {
    fakeServer();
    renderPanel();
    act(() => cartActions.clear());
    expect(within(panel()).getByText('Your cart is empty')).toBeInTheDocument();
    expect(within(panel()).getByRole('link', { name: 'Go to the shop' })).toHaveAttribute('href', '/shop');
  });
});

describe('CheckoutPanel — signing in', () => {
  it('asks a signed-out shopper to log in, then reopens on the next step', async () => {
    fakeServer();
    const user = renderPanel({ user: null });
    await waitFor(() => expect(button('Checkout')).toBeEnabled());
    await user.click(button('Checkout'));

    const signIn = await screen.findByRole('dialog', { name: 'Sign In' });
    expect(signIn).toHaveTextContent('Please login to continue');
    await user.type(within(signIn).getByLabelText('Email'), 'aline@example.com');
    await user.type(within(signIn).getByLabelText('Password'), 'secret-password');
    await user.click(within(signIn).getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('dialog', { name: 'Delivery or Pickup' })).toBeInTheDocument();
  });
});

describe('CheckoutPanel — checkout', () => {
  async function toDeliveryStep(quantity: number) {
    const server = fakeServer();
    const user = renderPanel({ quantity });
    await waitFor(() => expect(button('Checkout')).toBeEnabled());
    await user.click(button('Checkout'));
    await continueTo(user, 'Shipping Address');
    // Prefilled from the shopper's default address; the phone is shown after a '+'.
    expect(within(panel()).getByLabelText('Street')).toHaveValue('4 Chaussée Rwagasore');
    expect(within(panel()).getByLabelText('Phone')).toHaveValue('25779000000');
    await continueTo(user, 'Delivery Method');
    return { user, server };
  }

  it('shows the fees from the settings, and how much more makes delivery free', async () => {
    await toDeliveryStep(1);
    const standard = await within(panel()).findByRole('radio', { name: /Standard/ });
    await waitFor(() => expect(standard.closest('label')).toHaveTextContent('$10.00'));
    expect(
      within(panel())
        .getByRole('radio', { name: /Express/ })
        .closest('label'),
    ).toHaveTextContent('$15.00');
    expect(
      within(panel()).getByText(/^Add \$38\.00 more to your cart for free delivery\.$/),
    ).toBeInTheDocument();
  });

  it('shows Free for both speeds once the subtotal reaches the threshold', async () => {
    await toDeliveryStep(5);
    await waitFor(() =>
      expect(
        within(panel())
          .getByRole('radio', { name: /Standard/ })
          .closest('label'),
      ).toHaveTextContent('Free'),
    );
    expect(
      within(panel())
        .getByRole('radio', { name: /Express/ })
        .closest('label'),
    ).toHaveTextContent('Free');
  });

  it('hints the country code, and gives a Toronto number typed without one its +1', async () => {
    const { user, server } = await toDeliveryStep(1);
    await user.click(button('Back'));
    const phone = within(panel()).getByLabelText('Phone');
    expect(phone).toHaveAccessibleDescription('Country code first: 1 for Canada and the US');
    await user.clear(phone);
    await user.type(phone, '4165550199');
    await continueTo(user, 'Delivery Method');
    await continueTo(user, 'Payment Method');
    await continueTo(user, 'Review Your Order');
    expect(within(panel()).getByText(/\+14165550199/)).toBeInTheDocument();

    await user.click(button('Place Order'));
    expect(await screen.findByRole('dialog', { name: 'Order Placed' })).toBeInTheDocument();
    // The contract leaves the address `unknown` until the server reads it.
    const sent = server.orderCalls()[0]?.body as { delivery: { address: { phone: string } } };
    expect(sent.delivery.address.phone).toBe('+14165550199');
  });

  it('keeps what was typed when going back and forth', async () => {
    const { user } = await toDeliveryStep(1);
    await user.click(button('Back'));
    const street = within(panel()).getByLabelText('Street');
    await user.clear(street);
    await user.type(street, '9 Boulevard de l’Uprona');
    await user.click(button('Back'));
    await continueTo(user, 'Shipping Address');
    expect(within(panel()).getByLabelText('Street')).toHaveValue('9 Boulevard de l’Uprona');
  });

  it('retries a failed Place Order with the same Idempotency-Key, then shows the order', async () => {
    const { user, server } = await toDeliveryStep(2);
    await continueTo(user, 'Payment Method');
    expect(within(panel()).getByRole('radio', { name: /Card/ })).toBeEnabled();
    await continueTo(user, 'Review Your Order');

    server.api.answer({ 'POST /api/orders': inOrder(networkError, PLACED) });
    await user.click(button('Place Order'));
    expect(await within(panel()).findByText(testI18n('en-CA')._(NO_ANSWER_MESSAGE))).toBeInTheDocument();

    await user.click(button('Place Order'));
    expect(await screen.findByRole('dialog', { name: 'Order Placed' })).toBeInTheDocument();
    expect(within(panel()).getByText('IK-1077')).toBeInTheDocument();
    expect(within(panel()).getByText('$34.00')).toBeInTheDocument();
    expect(within(panel()).getByRole('link', { name: 'View My Orders' })).toHaveAttribute(
      'href',
      '/account/orders',
    );
    expect(localStorage.getItem('cart')).toBe('[]');

    const keys = server.orderCalls().map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it('reviews a card order as card, with a button that says it continues to the payment', async () => {
    const { user } = await toDeliveryStep(1);
    await continueTo(user, 'Payment Method');
    await user.click(within(panel()).getByRole('radio', { name: /Card/ }));
    await continueTo(user, 'Review Your Order');
    const review = within(panel());
    expect(review.getByText('You will enter your card on the next step.')).toBeInTheDocument();
    expect(panel().textContent).not.toMatch(/cash/i);
    expect(button('Continue to payment')).toBeEnabled();
    expect(review.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
  });

  it('counts the steps up on the card path: the card is entered after the review, as the last step', async () => {
    const server = fakeServer();
    const user = renderPanel();
    server.api.answer({
      'GET /api/payments/config': { success: true, data: { provider: 'simulated', publishableKey: null } },
      'GET /api/users/:id': { success: true, user: { ...SHOPPER, addresses: [], paymentMethods: [] } },
      'POST /api/payments/create-intent': {
        success: true,
        data: {
          clientSecret: 'pi_sim_1_secret',
          paymentIntentId: 'pi_sim_1',
          amount: 22,
          currency: 'cad',
          provider: 'simulated',
        },
      },
    });
    const numbers: number[] = [];
    /** "4 of 6", read from the panel's description, and its number kept in `numbers`. */
    const stepOf = async (title: string) => {
      const dialog = await screen.findByRole('dialog', { name: title });
      const description = within(dialog).getByText(/^Step \d+ of \d+$/).textContent ?? '';
      expect(dialog).toHaveAccessibleDescription(description);
      const [, current = '', total = ''] = /^Step (\d+) of (\d+)$/.exec(description) ?? [];
      numbers.push(Number(current));
      return `${current} of ${total}`;
    };

    await waitFor(() => expect(button('Checkout')).toBeEnabled());
    await user.click(button('Checkout'));
    expect(await stepOf('Delivery or Pickup')).toBe('1 of 5');
    await user.click(button('Continue'));
    expect(await stepOf('Shipping Address')).toBe('2 of 5');
    await user.click(button('Continue'));
    expect(await stepOf('Delivery Method')).toBe('3 of 5');
    await user.click(button('Continue'));
    expect(await stepOf('Payment Method')).toBe('4 of 5');
    // Choosing the card adds its step at the end: the count grows, this step stays 4.
    await user.click(within(panel()).getByRole('radio', { name: /Card/ }));
    expect(await stepOf('Payment Method')).toBe('4 of 6');
    await user.click(button('Continue'));
    expect(await stepOf('Review Your Order')).toBe('5 of 6');
    await user.click(button('Continue to payment'));
    expect(await stepOf('Card Payment')).toBe('6 of 6');
    expect(within(panel()).getByRole('form', { name: 'Card details' })).toBeInTheDocument();
    expect(button('Pay $22.00')).toBeInTheDocument();

    expect(numbers).toEqual([1, 2, 3, 4, 4, 5, 6]);
    numbers.forEach((number, index) => expect(number).toBeGreaterThanOrEqual(numbers[index - 1] ?? 0));
    // Back from the card goes to the review, the step before it.
    await user.click(button('Back'));
    expect(await stepOf('Review Your Order')).toBe('5 of 6');
  });

  it('puts the server’s field messages back on the address form', async () => {
    const { user, server } = await toDeliveryStep(1);
    await continueTo(user, 'Payment Method');
    await continueTo(user, 'Review Your Order');
    server.api.answer({
      'POST /api/orders': json(
        {
          success: false,
          error: 'Please check the highlighted fields',
          details: [{ path: 'delivery.address.phone', message: 'Please enter a valid phone number' }],
        },
        400,
      ),
    });
    await user.click(button('Place Order'));

    expect(await screen.findByRole('dialog', { name: 'Shipping Address' })).toBeInTheDocument();
    const phone = within(panel()).getByLabelText('Phone');
    expect(phone).toHaveAccessibleDescription(
      'Country code first: 1 for Canada and the US Please enter a valid phone number',
    );
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveValue('25779000000');
    expect(phone).toHaveFocus();
    expect(within(panel()).getByRole('alert')).toHaveTextContent('Please check the highlighted fields');
  });

  it('goes back to the cart with the server’s sentence after a stock conflict', async () => {
    const { user, server } = await toDeliveryStep(2);
    await continueTo(user, 'Payment Method');
    await continueTo(user, 'Review Your Order');
    server.stock.p1 = 1;
    server.api.answer({
      'POST /api/orders': json(
        { success: false, error: 'Only 1 left of Kayanza Powder (1/2 kg).', code: 'out_of_stock' },
        409,
      ),
    });
    await user.click(button('Place Order'));

    expect(await screen.findByRole('dialog', { name: 'Your Cart' })).toBeInTheDocument();
    expect(within(panel()).getByText('Only 1 left of Kayanza Powder (1/2 kg).')).toBeInTheDocument();
    expect(await within(panel()).findByText('Only 1 left')).toBeInTheDocument();
    expect(within(panel()).getByText('Some items are out of stock')).toBeInTheDocument();
    expect(button('Checkout')).toBeDisabled();

    await user.click(button('Decrease quantity of Kayanza Powder'));
    expect(within(panel()).queryByText('Only 1 left of Kayanza Powder (1/2 kg).')).not.toBeInTheDocument();
    expect(within(panel()).queryByText('Some items are out of stock')).not.toBeInTheDocument();
    expect(button('Checkout')).toBeEnabled();
  });
});

describe('CheckoutPanel — in French', () => {
  it('walks every step in French, with French money and the delivery date in French', async () => {
    fakeServer();
    const user = renderPanel({ locale: 'fr-CA' });
    expect(await screen.findByRole('dialog', { name: 'Votre panier' })).toHaveTextContent('1 article');
    expect(within(panel()).getByText('Sous-total').nextElementSibling).toHaveTextContent(/^12,00\s\$$/);
    expect(within(panel()).getByText('Frais de livraison calculés à la caisse.')).toBeInTheDocument();
    expect(within(panel()).getByRole('group', { name: 'Quantité de Kayanza Powder' })).toBeInTheDocument();

    await waitFor(() => expect(button('Passer à la caisse')).toBeEnabled());
    await user.click(button('Passer à la caisse'));
    const fulfillment = await screen.findByRole('dialog', { name: 'Livraison ou ramassage' });
    expect(fulfillment).toHaveTextContent('Étape 1 sur 5');
    expect(within(panel()).getByRole('radio', { name: /Ramassage en magasin/ })).toBeInTheDocument();

    await user.click(button('Continuer'));
    expect(await screen.findByRole('dialog', { name: 'Adresse de livraison' })).toHaveTextContent(
      'Étape 2 sur 5',
    );
    expect(within(panel()).getByLabelText('Adresse')).toHaveValue('4 Chaussée Rwagasore');

    await user.click(button('Continuer'));
    await screen.findByRole('dialog', { name: 'Mode de livraison' });
    const standard = within(panel()).getByRole('radio', { name: /Standard/ });
    await waitFor(() => expect(standard.closest('label')).toHaveTextContent(/10,00\s\$/));
    expect(standard.closest('label')).toHaveTextContent('3 à 5 jours ouvrables');
    expect(within(panel()).getByText(/^Ajoutez 38,00\s\$ de plus à votre panier/)).toBeInTheDocument();

    await user.click(button('Continuer'));
    await screen.findByRole('dialog', { name: 'Mode de paiement' });
    expect(within(panel()).getByRole('radio', { name: /Comptant/ })).toBeChecked();

    await user.click(button('Continuer'));
    await screen.findByRole('dialog', { name: 'Vérifiez votre commande' });
    await waitFor(() =>
      expect(within(panel()).getByText('Total').nextElementSibling).toHaveTextContent(/^22,00\s\$$/),
    );
    expect(within(panel()).getByText('Paiement à la livraison')).toBeInTheDocument();
    expect(button('Modifier l’adresse')).toBeInTheDocument();

    await user.click(button('Passer la commande'));
    await screen.findByRole('dialog', { name: 'Commande passée' });
    expect(within(panel()).getByText('Merci de votre commande !')).toBeInTheDocument();
    // The server's promise (9 March 2026), on the store's clock, as a French reader reads a date.
    expect(within(panel()).getByText('Arrive d’ici le').nextElementSibling).toHaveTextContent(
      /^lundi 9 mars$/,
    );
    expect(button('Continuer vos achats')).toBeInTheDocument();
  });
});

describe('CheckoutPanel — discount code', { timeout: 20_000 }, () => {
  async function toReview(user: ReturnType<typeof userEvent.setup>) {
    await user.click(button('Checkout'));
    await continueTo(user, 'Shipping Address');
    await continueTo(user, 'Delivery Method');
    await continueTo(user, 'Payment Method');
    await continueTo(user, 'Review Your Order');
  }

  it('shows the server’s discount in the cart and on review, and sends the code with the order', async () => {
    const server = fakeServer();
    const user = renderPanel();
    await waitFor(() => expect(button('Checkout')).toBeEnabled());
    await user.type(within(panel()).getByLabelText('Discount code'), 'ikawa15');
    await user.click(button('Apply'));
    expect(await within(panel()).findByText(/15% off · first order only/)).toBeInTheDocument();
    expect(within(panel()).getByText('−$1.80')).toBeInTheDocument();
    expect(server.quoteCalls.at(-1)).toMatchObject({
      promoCode: 'IKAWA15',
      lines: [{ productId: 'p1', quantity: 1 }],
      address: null,
    });
    // Coffee alone: no tax line of 0.00, but why there is none.
    expect(within(panel()).getByText('Coffee is zero-rated: no sales tax')).toBeInTheDocument();
    expect(within(panel()).queryByText('HST 13%')).not.toBeInTheDocument();

    await toReview(user);
    await waitFor(() => expect(within(panel()).getByText('−$1.80')).toBeInTheDocument());
    expect(within(panel()).getByText('$20.20')).toBeInTheDocument();
    // The review step is quoted for the address given: abroad, an export with no tax.
    expect(server.quoteCalls.at(-1)?.address).toMatchObject({ country: 'BI' });
    expect(within(panel()).getByText('Sales tax (export, zero-rated)')).toBeInTheDocument();
    await user.click(button('Place Order'));
    await screen.findByRole('dialog', { name: 'Order Placed' });
    expect((server.orderCalls()[0]?.body as CreateOrderInput).promoCode).toBe('IKAWA15');
  });

  it('keeps Place Order off while the code does not apply, with the server’s reason, until it is removed', async () => {
    const server = fakeServer();
    const user = renderPanel();
    await waitFor(() => expect(button('Checkout')).toBeEnabled());
    await toReview(user);
    await user.type(within(panel()).getByLabelText('Discount code'), 'USED');
    await user.click(button('Apply'));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(
      'The code USED has been used as many times as it is offered.',
    );
    expect(button('Place Order')).toBeDisabled();
    await user.click(button('Remove the code USED'));
    await waitFor(() => expect(button('Place Order')).toBeEnabled());
    await user.click(button('Place Order'));
    await screen.findByRole('dialog', { name: 'Order Placed' });
    expect(server.orderCalls()[0]?.body).not.toHaveProperty('promoCode');
  });
});

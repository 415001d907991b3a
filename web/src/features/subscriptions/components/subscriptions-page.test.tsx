import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Subscription } from '@ikawa/contracts/subscriptions';
import { makeUser, MockAuthProvider } from '@/features/auth/testing/mock-auth-provider';
import { createQueryClient } from '@/lib/query-client';
import { fakeApi, json } from '@/testing/fake-api';
import { makeOrder } from '@/testing/orders';
import { makeSubscription } from '@/testing/subscriptions';
import { SubscriptionsPage } from './subscriptions-page';

const KAYANZA = '11111111-1111-4111-8111-111111111111';
const NGOZI = '22222222-2222-4222-8222-222222222222';
const MUG = '33333333-3333-4333-8333-333333333333';

const product = (id: string, name: string, type: 'powder' | 'accessory' = 'powder', price = 12) => ({
  _id: id,
  id,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  name,
  description: '',
  untranslated: [],
  price,
  weight: type === 'accessory' ? null : 0.5,
  type,
  taxCategory: type === 'accessory' ? 'standard' : 'zero_rated_grocery',
  stock: 20,
  images: [],
  photos: [],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});

const CATALOGUE = {
  success: true,
  data: [
    product(KAYANZA, 'Kayanza Powder'),
    product(NGOZI, 'Ngozi Ground', 'powder', 15),
    product(MUG, 'Stoneware Mug', 'accessory', 24),
  ],
  total: 3,
  priceRange: { min: 12, max: 24 },
};

/**
 * The server: the customer's subscriptions as they stand; each change answers the subscription
 * the test scripts (or what `after` makes of it).
 */
function fakeServer(initial: Subscription[]) {
  let current = initial;
  const changed = (next: Subscription) => {
    current = current.map((each) => (each._id === next._id ? next : each));
    return { success: true, data: next };
  };
  const api = fakeApi({
    'GET /api/subscriptions': () => ({ success: true, data: current }),
    'GET /api/products': CATALOGUE,
    'GET /api/users/:id': {
      success: true,
      user: {
        ...makeUser(),
        addresses: [
          {
            _id: 'a2',
            street: '1 Rue Sainte-Catherine',
            city: 'Montréal',
            postalCode: 'H2X 1K4',
            country: 'CA',
            phone: '+15145550100',
            isDefault: false,
          },
        ],
        paymentMethods: [
          {
            _id: 'pm1',
            id: 'pm1',
            brand: 'visa',
            last4: '4242',
            cardNumber: '•••• 4242',
            expiryDate: '12/34',
            cardholderName: 'Aline',
            isDefault: true,
          },
        ],
      },
    },
    'POST /api/subscriptions/:id/skip': () => changed({ ...current[0]!, nextDate: '2026-12-27' }),
    'POST /api/subscriptions/:id/pause': () =>
      changed({ ...current[0]!, status: 'paused', pausedAt: '2026-11-29T16:00:00.000Z' }),
    'POST /api/subscriptions/:id/resume': () => changed({ ...current[0]!, status: 'active', pausedAt: null }),
    'POST /api/subscriptions/:id/cancel': ({ body }) => {
      const { reason = null, note = null } = body as { reason?: 'taste'; note?: string };
      return changed({
        ...current[0]!,
        status: 'cancelled',
        cancelReason: reason,
        cancelNote: note,
        cancelledAt: '2026-11-29T16:00:00.000Z',
      });
    },
    'POST /api/subscriptions/:id/order-now': () => ({
      success: true,
      data: {
        subscription: changed({ ...current[0]!, nextDate: '2026-12-13' }).data,
        order: makeOrder({ number: 'IK-3001', timeline: [] }),
      },
    }),
    'PATCH /api/subscriptions/:id': ({ body }) => {
      const patch = body as { lines?: { productId: string; quantity: number }[]; everyWeeks?: number };
      const names: Record<string, string> = { [KAYANZA]: 'Kayanza Powder', [NGOZI]: 'Ngozi Ground' };
      return changed({
        ...current[0]!,
        ...(patch.everyWeeks ? { everyWeeks: patch.everyWeeks } : {}),
        ...(patch.lines
          ? {
              lines: patch.lines.map((line) => ({ ...line, name: names[line.productId] ?? '?', price: 15 })),
            }
          : {}),
      });
    },
    'PUT /api/subscriptions/:id/extras': ({ body }) => {
      const { lines } = body as { lines: { productId: string; quantity: number }[] };
      return changed({
        ...current[0]!,
        extras: lines.map((line) => ({ ...line, name: 'Stoneware Mug', price: 24 })),
      });
    },
  });
  return api;
}

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <MockAuthProvider user={makeUser()}>
          <SubscriptionsPage />
        </MockAuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const card = () => screen.getByRole('article');

describe('My Subscriptions', () => {
  it('invites a customer without any to Subscribe & save in the shop', async () => {
    fakeServer([]);
    renderPage();
    expect(
      await screen.findByText('No subscriptions yet — Subscribe & save on any coffee'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute('href', '/shop');
  });

  it('says when the list cannot be read, and tries again', async () => {
    const api = fakeApi({
      'GET /api/subscriptions': json({ success: false, error: 'Something went wrong on our side' }, 500),
    });
    const user = renderPage();
    expect(await screen.findByText('We could not load your subscriptions')).toBeInTheDocument();
    api.answer({ 'GET /api/subscriptions': { success: true, data: [] } });
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByText('No subscriptions yet — Subscribe & save on any coffee'),
    ).toBeInTheDocument();
  });

  it('shows what comes, when, where and how it is paid', async () => {
    fakeServer([makeSubscription()]);
    renderPage();
    const article = await screen.findByRole('article', { name: 'Kayanza Powder' });
    expect(within(article).getByText('Active')).toBeInTheDocument();
    expect(within(article).getByText('Every 2 weeks')).toBeInTheDocument();
    expect(within(article).getByText('December 13, 2026')).toBeInTheDocument();
    expect(within(article).getByText('10% off each order')).toBeInTheDocument();
    expect(within(article).getByText('100 Queen St W')).toBeInTheDocument();
    expect(within(article).getByText('Cash on delivery')).toBeInTheDocument();
  });

  it('skips the next one and says when the one after comes', async () => {
    const api = fakeServer([makeSubscription()]);
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Skip the next one' }));
    expect(await within(card()).findByRole('status')).toHaveTextContent(
      'Skipped. The next one comes around December 27, 2026.',
    );
    expect(api.callsTo('POST /api/subscriptions/:id/skip')[0]?.url).toBe('/api/subscriptions/s1/skip');
    expect(within(card()).getByText('December 27, 2026')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /api/subscriptions').length).toBeGreaterThan(1));
  });

  it('shows the server’s refusal in an alert', async () => {
    const api = fakeServer([makeSubscription()]);
    api.answer({
      'POST /api/subscriptions/:id/pause': json(
        {
          success: false,
          error: 'This subscription is cancelled: start a new one from the shop.',
          code: 'subscription_not_allowed',
        },
        409,
      ),
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Pause' }));
    expect(await within(card()).findByRole('alert')).toHaveTextContent(
      'This subscription is cancelled: start a new one from the shop.',
    );
  });

  it('pauses and resumes', async () => {
    fakeServer([makeSubscription()]);
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Pause' }));
    expect(
      await within(card()).findByText('Paused. Nothing is sent or charged until you resume.'),
    ).toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: 'Skip the next one' })).not.toBeInTheDocument();
    await user.click(within(card()).getByRole('button', { name: 'Resume' }));
    expect(await within(card()).findByRole('status')).toHaveTextContent('Resumed.');
  });

  it('swaps a coffee and changes quantities, keeping at least one line', async () => {
    const api = fakeServer([makeSubscription()]);
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit items' });
    // The only line cannot be removed.
    expect(within(dialog).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    await within(dialog).findByRole('option', { name: 'Ngozi Ground' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Item 1' }), 'Ngozi Ground');
    const quantity = within(dialog).getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save the items' }));

    expect(await within(card()).findByRole('status')).toHaveTextContent(
      'Your items are changed from the next one on.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('PATCH /api/subscriptions/:id')[0]?.body).toEqual({
      lines: [{ productId: NGOZI, quantity: 3 }],
    });
    expect(screen.getByRole('article', { name: 'Ngozi Ground' })).toHaveTextContent('× 3');
  });

  it('adds a one-off item to the next delivery', async () => {
    const api = fakeServer([makeSubscription()]);
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add a one-off item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a one-off item' });
    await within(dialog).findByRole('option', { name: 'Stoneware Mug' });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Product to add' }),
      'Stoneware Mug',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save one-off items' }));
    expect(await within(card()).findByRole('status')).toHaveTextContent(
      'One-off items saved for the next delivery.',
    );
    expect(api.callsTo('PUT /api/subscriptions/:id/extras')[0]?.body).toEqual({
      lines: [{ productId: MUG, quantity: 1 }],
    });
    expect(within(card()).getByText('One-off items for the next delivery')).toBeInTheDocument();
  });

  it('orders now after asking, and names the order', async () => {
    const api = fakeServer([makeSubscription()]);
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Order now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Place the next order now?' });
    await user.click(within(dialog).getByRole('button', { name: 'Order now' }));
    expect(await within(card()).findByRole('status')).toHaveTextContent(
      'Order IK-3001 is placed. The next one comes around December 13, 2026.',
    );
    expect(api.callsTo('POST /api/subscriptions/:id/order-now')).toHaveLength(1);
  });

  it('changes the rhythm', async () => {
    const api = fakeServer([makeSubscription()]);
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Change the rhythm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the rhythm' });
    await user.click(within(dialog).getByRole('radio', { name: 'Every 6 weeks' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save the rhythm' }));
    expect(await within(card()).findByRole('status')).toHaveTextContent('Now every 6 weeks.');
    expect(api.callsTo('PATCH /api/subscriptions/:id')[0]?.body).toEqual({ everyWeeks: 6 });
  });

  it('moves the next date within tomorrow and 12 weeks', async () => {
    const api = fakeServer([makeSubscription()]);
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Change the date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the date' });
    const input = within(dialog).getByLabelText('Next date');
    expect(input).toHaveAttribute('min');
    expect(input).toHaveAttribute('max');
    await user.clear(input);
    await user.type(input, '2026-12-20');
    await user.click(within(dialog).getByRole('button', { name: 'Save the date' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH /api/subscriptions/:id')[0]?.body).toEqual({ nextDate: '2026-12-20' }),
    );
  });

  it('changes the payment to a saved card', async () => {
    const api = fakeServer([makeSubscription()]);
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Change payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change payment' });
    await user.click(await within(dialog).findByRole('radio', { name: 'Visa •••• 4242' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save payment' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH /api/subscriptions/:id')[0]?.body).toEqual({
        paymentMethod: 'stripe',
        savedCardId: 'pm1',
      }),
    );
  });

  it('sends a saved address as the new delivery address', async () => {
    const api = fakeServer([makeSubscription()]);
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Change delivery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change delivery' });
    await user.click(await within(dialog).findByRole('radio', { name: /Sainte-Catherine/ }));
    await user.click(within(dialog).getByRole('radio', { name: 'Express' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save delivery' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH /api/subscriptions/:id')[0]?.body).toEqual({
        fulfillmentMethod: 'delivery',
        deliveryMethod: 'express',
        address: {
          street: '1 Rue Sainte-Catherine',
          city: 'Montréal',
          postalCode: 'H2X 1K4',
          country: 'CA',
          phone: '+15145550100',
        },
      }),
    );
  });

  it('cancels with a reason and a note', async () => {
    const api = fakeServer([makeSubscription()]);
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    // The way out does not read as the cancellation itself.
    expect(within(dialog).getByRole('button', { name: 'Keep my subscription' })).toBeEnabled();
    await user.click(within(dialog).getByRole('radio', { name: 'The coffee is not to my taste' }));
    await user.type(within(dialog).getByLabelText('Anything else? (optional)'), 'Too dark for me');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(await within(card()).findByRole('status')).toHaveTextContent('Your subscription is cancelled.');
    expect(api.callsTo('POST /api/subscriptions/:id/cancel')[0]?.body).toEqual({
      reason: 'taste',
      note: 'Too dark for me',
    });
    expect(within(card()).getByText('Cancelled')).toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: 'Skip the next one' })).not.toBeInTheDocument();
  });

  it('says a renewal waits for stock, and that a card was declined', async () => {
    fakeServer([
      makeSubscription({
        paymentMethod: 'stripe',
        savedCard: { id: 'pm1', brand: 'visa', last4: '0002' },
        failedCharges: 1,
        retryAt: '2026-11-30T15:00:00.000Z',
        lastChargeError: 'Your card was declined.',
        waitingSince: '2026-11-28T15:00:00.000Z',
      }),
    ]);
    renderPage();
    const article = await screen.findByRole('article');
    expect(within(article).getByText('Waiting for stock since Nov 28, 2026')).toBeInTheDocument();
    const declined = within(article).getByRole('alert');
    expect(declined).toHaveTextContent('We will try again on Nov 30, 2026.');
    expect(within(declined).getByRole('link', { name: 'Payment Methods' })).toHaveAttribute(
      'href',
      '/account/payment',
    );
    expect(within(article).getByText('Visa •••• 0002')).toBeInTheDocument();
  });
});

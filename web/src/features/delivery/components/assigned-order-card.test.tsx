import { screen, waitFor, within } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '@/testing/fake-api';
import type { CourierOrder } from '@ikawa/contracts/delivery';
import { makeCourierOrder, renderWithClient } from '../testing/delivery-fixtures';
import { FakeXhr } from '@/testing/fake-xhr';
import { AssignedOrderCard } from './assigned-order-card';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The card's totals as label → figure, read from its terms and their definitions. */
function totalsOf(card: HTMLElement): [string, string][] {
  const terms = within(card).getAllByRole('term');
  const figures = within(card).getAllByRole('definition');
  return terms.map((term, index) => [term.textContent ?? '', figures[index]?.textContent ?? '']);
}

/** "$50.34" → 5034, "−$6.53" → -653: whole cents, so the sum is exact. */
function cents(figure: string): number {
  const digits = figure.replace(/[^\d]/g, '');
  return (figure.startsWith('−') ? -1 : 1) * Number(digits);
}

/**
 * A cash order of a mug (24.00, taxable) and a bag of coffee (19.50, zero-rated) to Toronto
 * with IKAWA15 (−6.53) and standard delivery (10.00), as the server priced it: HST 3.37 on the
 * mug's share and the fee's taxed share, total 50.34.
 */
function discountedTaxedOrder(overrides: Partial<CourierOrder> = {}): CourierOrder {
  const base = makeCourierOrder();
  return makeCourierOrder({
    items: [
      {
        product: {
          _id: 'p-mug',
          name: 'Stoneware Mug',
          type: 'accessory',
          weight: 0.5,
          price: 24,
          photo: null,
        },
        quantity: 1,
        price: 24,
        taxCategory: 'standard',
        returned: 0,
      },
      {
        product: { _id: 'p1', name: 'Kayanza Ground', type: 'powder', weight: 0.5, price: 19.5, photo: null },
        quantity: 1,
        price: 19.5,
        taxCategory: 'zero_rated_grocery',
        returned: 0,
      },
    ],
    subtotal: 43.5,
    discount: { code: 'IKAWA15', amount: 6.53 },
    deliveryFee: 10,
    tax: {
      placeOfSupply: { province: 'ON', basis: 'delivery', label: 'Ontario' },
      lines: [{ tax: 'hst', name: 'HST', rate: 13, taxableAmount: 25.92, amount: 3.37 }],
      total: 3.37,
      included: false,
      notRegistered: [],
    },
    totalAmount: 50.34,
    amountToCollect: 50.34,
    delivery: { ...base.delivery, cost: 10, deliveryFee: 8 },
    ...overrides,
  });
}

describe('AssignedOrderCard', () => {
  it('shows what the courier needs at the door', () => {
    renderWithClient(<AssignedOrderCard order={makeCourierOrder()} />);
    const card = screen.getByRole('article', { name: 'Order IK-1042' });
    expect(within(card).getByText('Collect $78.90 in cash')).toBeInTheDocument();
    expect(within(card).getByText('Sarah Thompson')).toBeInTheDocument();
    expect(within(card).getByText('Assigned')).toBeInTheDocument();
    expect(within(card).getByText('12 Rue de la Mission, Bujumbura BI-1000, Burundi')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Call +257 79 123 456' })).toHaveAttribute(
      'href',
      'tel:+25779123456',
    );
    expect(within(card).getByRole('link', { name: /Open in Maps/ })).toHaveAttribute(
      'href',
      'https://maps.google.com/?q=12%20Rue%20de%20la%20Mission%2C%20Bujumbura%20BI-1000%2C%20Burundi',
    );
    // SPEC §2: 'quantity x product name', line price = price × quantity.
    const first = within(card).getByText('Kayanza Ground').closest('li');
    expect(first).toHaveTextContent('2 x Kayanza Ground');
    expect(first).toHaveTextContent('$39.00');
    expect(within(card).getByText('Total').nextElementSibling).toHaveTextContent('$78.90');
  });

  it('lists the subtotal, discount, fee and tax that add up, to the cent, to the cash to collect', () => {
    renderWithClient(<AssignedOrderCard order={discountedTaxedOrder()} />);
    const card = screen.getByRole('article', { name: 'Order IK-1042' });
    const totals = totalsOf(card);
    expect(totals).toEqual([
      ['Subtotal', '$43.50'],
      ['Discount (IKAWA15)', '−$6.53'],
      ['Delivery fee', '$10.00'],
      ['HST 13%', '$3.37'],
      ['Total', '$50.34'],
    ]);
    const lines = totals.filter(([label]) => label !== 'Total').map(([, figure]) => cents(figure));
    const total = cents(totals.at(-1)![1]);
    expect(lines.reduce((sum, figure) => sum + figure, 0)).toBe(total);
    // The items add up to the subtotal, and the cash to collect is the total.
    const items = within(card)
      .getAllByRole('listitem')
      .map((item) => cents(item.lastElementChild?.textContent ?? ''));
    expect(items.reduce((sum, figure) => sum + figure, 0)).toBe(cents(totals[0]![1]));
    expect(within(card).getByText('Collect $50.34 in cash')).toBeInTheDocument();
  });

  it('tells the courier a card order is paid, with nothing to collect', () => {
    renderWithClient(
      <AssignedOrderCard
        order={discountedTaxedOrder({
          amountToCollect: 0,
          paymentStatus: 'completed',
          payment: { method: 'stripe', status: 'completed', card: { brand: 'visa', last4: '4242' } },
        })}
      />,
    );
    const card = screen.getByRole('article', { name: 'Order IK-1042' });
    expect(within(card).getByText('Paid by card: nothing to collect')).toBeInTheDocument();
    expect(within(card).queryByText(/^Collect/)).not.toBeInTheDocument();
    expect(totalsOf(card).at(-1)).toEqual(['Total', '$50.34']);
  });

  it('names the courier’s earning as theirs, apart from the customer’s delivery fee', () => {
    renderWithClient(<AssignedOrderCard order={discountedTaxedOrder()} />);
    const card = screen.getByRole('article', { name: 'Order IK-1042' });
    expect(within(card).getByText(/^Your earning for this delivery:/)).toHaveTextContent(
      'Your earning for this delivery: $8.00',
    );
    expect(totalsOf(card)).toContainEqual(['Delivery fee', '$10.00']);
    expect(within(card).queryByText('Your fee')).not.toBeInTheDocument();
  });

  it("names an unnamed customer 'Unknown' and asks for no cash on a paid order", () => {
    const order = makeCourierOrder({ amountToCollect: 0, paymentStatus: 'completed' });
    order.user.name = '';
    renderWithClient(<AssignedOrderCard order={order} />);
    expect(screen.getByText('Unknown')).toBeInTheDocument();
    expect(screen.queryByText(/in cash/)).not.toBeInTheDocument();
    expect(screen.getByText('Already paid: nothing to collect')).toBeInTheDocument();
  });

  it("sends the next status, reading 'Processing...' until the answer comes", async () => {
    let answer: (response: Response) => void = () => {};
    const api = fakeApi({
      'PATCH /api/delivery/orders/:id/status': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderWithClient(<AssignedOrderCard order={makeCourierOrder()} />);

    await userEvent.click(screen.getByRole('button', { name: 'Mark as Picked Up' }));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    const [sent] = api.calls;
    expect(sent?.url).toBe('/api/delivery/orders/3f2a9c1e-7b4d-4e2a-9f10-1c2d3e4f5a6b/status');
    // The move carries the phone's time and a key that makes a retry safe (decision 020).
    expect(sent?.body).toEqual({ status: 'picked_up', madeAt: expect.any(String) });
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);

    answer(
      json({
        success: true,
        data: makeCourierOrder({ delivery: { ...makeCourierOrder().delivery, status: 'picked_up' } }),
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Processing...' })).not.toBeInTheDocument(),
    );
  });

  it('shows a failed update in a red banner, logs it and does not retry', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = fakeApi({
      'PATCH /api/delivery/orders/:id/status': json(
        { success: false, error: 'This order was cancelled. Please do not deliver it.' },
        422,
      ),
    });
    renderWithClient(<AssignedOrderCard order={makeCourierOrder()} />);

    await userEvent.click(screen.getByRole('button', { name: 'Mark as Picked Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This order was cancelled. Please do not deliver it.',
    );
    expect(logged).toHaveBeenCalled();
    expect(api.callsTo('PATCH /api/delivery/orders/:id/status')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Mark as Picked Up' })).toBeEnabled();
  });

  it('marks a picked-up order not delivered, with a reason and a note, then shows it went back', async () => {
    const pickedUp = makeCourierOrder({
      status: 'shipped',
      delivery: { ...makeCourierOrder().delivery, status: 'picked_up' },
    });
    const api = fakeApi({
      'PATCH /api/delivery/orders/:id/status': {
        success: true,
        data: makeCourierOrder({
          status: 'processing',
          delivery: { ...pickedUp.delivery, status: 'failed' },
          missedDelivery: {
            attempts: 1,
            reason: 'not_home',
            at: '2026-12-01T15:20:00Z',
            rescheduledFor: null,
            photoId: null,
          },
        }),
      },
    });
    renderWithClient(<AssignedOrderCard order={pickedUp} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Could not deliver' }));
    const form = screen.getByRole('form', { name: 'Why could you not deliver?' });
    const confirm = within(form).getByRole('button', { name: 'Confirm: not delivered' });
    // No reason, no move: the shop needs to know why.
    expect(confirm).toBeDisabled();
    await user.click(within(form).getByRole('radio', { name: 'Nobody was home' }));
    await user.type(
      within(form).getByRole('textbox', { name: 'Note for the shop (optional)' }),
      'Rang twice',
    );
    await user.click(confirm);

    await waitFor(() => expect(api.callsTo('PATCH /api/delivery/orders/:id/status')).toHaveLength(1));
    expect(api.calls[0]?.body).toEqual({
      status: 'failed',
      reason: 'not_home',
      note: 'Rang twice',
      madeAt: expect.any(String),
    });
  });

  it('sends a photo of the door first, then the missed delivery naming it', async () => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const pickedUp = makeCourierOrder({
      status: 'shipped',
      delivery: { ...makeCourierOrder().delivery, status: 'picked_up' },
    });
    const api = fakeApi({
      'PATCH /api/delivery/orders/:id/status': { success: true, data: pickedUp },
    });
    renderWithClient(<AssignedOrderCard order={pickedUp} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Could not deliver' }));
    const form = screen.getByRole('form', { name: 'Why could you not deliver?' });
    await user.click(within(form).getByRole('radio', { name: 'It was not safe to deliver' }));
    await user.upload(
      within(form).getByLabelText('Photo of the door (optional)'),
      new File([new Uint8Array(2000)], 'door.jpg', { type: 'image/jpeg' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Confirm: not delivered' }));

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.sent[0]?.url).toBe(`/api/delivery/orders/${pickedUp._id}/photos`);
    // Nothing is moved before the photo is kept.
    expect(api.callsTo('PATCH /api/delivery/orders/:id/status')).toHaveLength(0);
    const photoId = '2f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    FakeXhr.sent[0]?.respond(201, {
      success: true,
      data: {
        _id: photoId,
        orderId: pickedUp._id,
        width: 1600,
        height: 1200,
        createdAt: '2026-11-29T13:00:00.000Z',
      },
    });
    await waitFor(() => expect(api.callsTo('PATCH /api/delivery/orders/:id/status')).toHaveLength(1));
    expect(api.calls.at(-1)?.body).toEqual({
      status: 'failed',
      reason: 'unsafe',
      photoId,
      madeAt: expect.any(String),
    });
    vi.unstubAllGlobals();
  });

  it('shows a missed delivery as gone back to the shop, with nothing left to do', () => {
    renderWithClient(
      <AssignedOrderCard
        order={makeCourierOrder({
          status: 'processing',
          delivery: { ...makeCourierOrder().delivery, status: 'failed' },
          missedDelivery: {
            attempts: 1,
            reason: 'unsafe',
            at: '2026-12-01T15:20:00Z',
            rescheduledFor: null,
            photoId: null,
          },
        })}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Not delivered: It was not safe to deliver. The order went back to the shop.',
    );
    expect(screen.queryByRole('button', { name: /Mark as|Could not deliver/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/in cash/)).not.toBeInTheDocument();
  });

  it('shows no button and no cash once delivered', () => {
    renderWithClient(
      <AssignedOrderCard
        order={makeCourierOrder({
          status: 'delivered',
          delivery: { ...makeCourierOrder().delivery, status: 'delivered' },
        })}
      />,
    );
    expect(screen.getByText('Delivered')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mark as/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/in cash/)).not.toBeInTheDocument();
  });

  it('speaks French on a French page: words, money and date', async () => {
    // The status change stays unanswered: the test reads the button while it is sent.
    fakeApi({ 'PATCH /api/delivery/orders/:id/status': () => new Promise<Response>(() => {}) });
    const order = makeCourierOrder({
      delivery: { ...makeCourierOrder().delivery, instructions: 'Sonner deux fois' },
    });
    renderWithClient(<AssignedOrderCard order={order} />, { locale: 'fr-CA' });
    const card = screen.getByRole('article', { name: 'Commande IK-1042' });
    expect(within(card).getByText(/^Percevoir 78,90\s\$ en argent comptant$/)).toBeInTheDocument();
    expect(card.querySelector('time')).toHaveTextContent(/^4 mars 2026, \d{1,2} h \d{2} HNE$/);
    expect(within(card).getByText('Client')).toBeInTheDocument();
    expect(within(card).getByText(/Sonner deux fois/)).toHaveTextContent(
      /^Instructions\s:\sSonner deux fois$/,
    );
    expect(within(card).getByRole('link', { name: 'Appeler le +257 79 123 456' })).toHaveTextContent(
      'Appeler',
    );
    expect(within(card).getByRole('link', { name: /^Voir la carte/ })).toBeInTheDocument();
    const first = within(card).getByText('Kayanza Ground').closest('li');
    expect(first).toHaveTextContent(/^2 x Kayanza Ground39,00\s\$$/);
    expect(within(card).getByText('Frais de livraison').nextElementSibling).toHaveTextContent(/^10,00\s\$$/);
    expect(within(card).getByText('Total').nextElementSibling).toHaveTextContent(/^78,90\s\$$/);

    await userEvent.click(within(card).getByRole('button', { name: 'Marquer comme ramassée' }));
    expect(within(card).getByRole('button', { name: 'Traitement en cours…' })).toBeDisabled();
  });
});

import { QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Order } from '@ikawa/contracts/orders';
import { createQueryClient } from '@/lib/query-client';
import { fakeApi, json } from '@/testing/fake-api';
import { makeOrder } from '@/testing/orders';
import { render, screen } from '@/testing/render';
import { OrderRefunds } from './order-refunds';

const MUG = {
  _id: 'p-mug',
  name: 'Stoneware Mug',
  type: 'accessory' as const,
  weight: null,
  price: 24,
  photo: null,
};

const PAID: Order = makeOrder({
  _id: 'o1',
  id: 'o1',
  items: [{ product: MUG, quantity: 2, price: 24, taxCategory: 'standard', returned: 0 }],
  totalAmount: 65.54,
  status: 'delivered',
  paymentStatus: 'completed',
  payment: { method: 'stripe', status: 'completed', card: { brand: 'visa', last4: '4242' } },
  invoice: { number: 'INV-000001', issuedAt: '2026-11-20T10:00:00.000Z' },
  refundable: 65.54,
});

const REFUNDED: Order = {
  ...PAID,
  items: [{ ...PAID.items[0]!, returned: 1 }],
  refunded: 27.12,
  refundable: 38.42,
  refunds: [
    {
      _id: 'r1',
      at: '2026-11-28T10:00:00.000Z',
      kind: 'lines',
      reason: 'returned',
      note: null,
      lines: [{ productId: 'p-mug', name: 'Stoneware Mug', quantity: 1, amount: 24 }],
      amount: 27.12,
      tax: 3.12,
      method: 'card',
      status: 'refunded',
      paidOutBy: null,
      restocked: true,
      creditNote: 'CN-000001',
    },
  ],
};

function renderRefunds(order: Order) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const user = userEvent.setup();
  render(<OrderRefunds order={order} />, { wrapper });
  return user;
}

describe('OrderRefunds', () => {
  it('shows the server’s figures before the admin confirms, then sends the same return', async () => {
    const api = fakeApi({
      'POST /api/admin/orders/:id/refunds/preview': {
        success: true,
        data: {
          lines: [{ productId: 'p-mug', name: 'Stoneware Mug', quantity: 1, amount: 24 }],
          amount: 27.12,
          tax: 3.12,
          taxes: [{ tax: 'hst', rate: 13, amount: 3.12 }],
          method: 'card',
        },
      },
      'POST /api/admin/orders/:id/refunds': json({ success: true, data: REFUNDED }),
    });
    const user = renderRefunds(PAID);

    await user.click(screen.getByRole('button', { name: 'Refund or return' }));
    const quantity = screen.getByRole('spinbutton', { name: /Stoneware Mug: how many come back/ });
    await user.clear(quantity);
    await user.type(quantity, '1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'Arrived damaged');
    await user.click(screen.getByRole('button', { name: 'Work out the refund' }));

    // The card buyer is told the card gets it back, never cash.
    expect(await screen.findByText('$27.12 back to Visa ending in 4242')).toBeInTheDocument();
    expect(screen.getByText('HST $3.12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm refund of $27.12' }));

    await screen.findByRole('button', { name: 'Refund or return' });
    const previewed = api.callsTo('POST /api/admin/orders/:id/refunds/preview').map((call) => call.body);
    const sent = api.callsTo('POST /api/admin/orders/:id/refunds').map((call) => call.body);
    // What was confirmed is what was previewed.
    expect(sent).toEqual(previewed);
    expect(sent[0]).toMatchObject({
      kind: 'lines',
      lines: [{ productId: 'p-mug', quantity: 1 }],
      reason: 'damaged',
      restock: true,
      paidOutBy: null,
    });
  });

  it('asks for a new preview when the request changes after one', async () => {
    fakeApi({
      'POST /api/admin/orders/:id/refunds/preview': {
        success: true,
        data: {
          lines: [],
          amount: 10,
          tax: 1.15,
          taxes: [{ tax: 'hst', rate: 13, amount: 1.15 }],
          method: 'card',
        },
      },
    });
    const user = renderRefunds(PAID);
    await user.click(screen.getByRole('button', { name: 'Refund or return' }));
    await user.click(screen.getByRole('radio', { name: 'An amount' }));
    await user.type(screen.getByRole('textbox', { name: /Amount to refund/ }), '10');
    await user.click(screen.getByRole('button', { name: 'Work out the refund' }));
    await screen.findByRole('button', { name: 'Confirm refund of $10.00' });
    await user.type(screen.getByRole('textbox', { name: /Amount to refund/ }), '0');
    expect(screen.getByRole('button', { name: 'Work out the refund' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('lists the refunds made with their credit notes and how the money went back', () => {
    renderRefunds(REFUNDED);
    expect(screen.getByText(/CN-000001/)).toBeInTheDocument();
    expect(screen.getByText('Refunded to the card')).toBeInTheDocument();
    expect(screen.getByText(/1 × Stoneware Mug · back in stock/)).toBeInTheDocument();
  });
});

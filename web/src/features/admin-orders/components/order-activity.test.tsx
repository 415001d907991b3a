import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { render, screen } from '@/testing/render';
import { OrderActivity } from './order-activity';

const event = (id: string, type: string, summary: string, madeAt?: string) => ({
  _id: id,
  type,
  at: '2026-11-29T15:40:00.000Z',
  actor: { role: 'delivery', _id: 'u1', name: 'Didier Habonimana' },
  fromStatus: 'processing',
  toStatus: 'shipped',
  paymentStatus: null,
  deliveryStatus: 'picked_up',
  amount: null,
  reason: null,
  summary,
  ...(madeAt ? { madeAt } : {}),
});

describe('OrderActivity', () => {
  it('says when a courier’s late move was made on the phone', async () => {
    fakeApi({
      'GET /api/admin/orders/:id/activity': {
        success: true,
        data: [
          event('1', 'picked_up', 'Picked up by Didier Habonimana', '2026-11-29T15:12:00.000Z'),
          event('2', 'delivered', 'Delivered by Didier Habonimana'),
        ],
      },
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <OrderActivity orderId="o1" />
      </QueryClientProvider>,
    );
    const made = await screen.findByText(/^Made on the courier’s phone at/);
    expect(made.querySelector('time')).toHaveAttribute('dateTime', '2026-11-29T15:12:00.000Z');
    // A move sent at once says nothing more.
    expect(screen.getAllByText(/^Made on the courier’s phone/)).toHaveLength(1);
  });
});

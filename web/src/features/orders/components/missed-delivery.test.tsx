import { QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Order } from '@ikawa/contracts/orders';
import { createQueryClient } from '@/lib/query-client';
import { fakeApi, json } from '@/testing/fake-api';
import { makeOrder } from '@/testing/orders';
import { render, screen, within } from '@/testing/render';
import { MissedDelivery } from './missed-delivery';

/** A cash home delivery the courier could not make: back in the shop's queue, waiting for a day. */
function missedOrder(overrides: Partial<Order> = {}): Order {
  const order = makeOrder({ status: 'processing', canReschedule: true, canCancel: false });
  return {
    ...order,
    delivery: { ...order.delivery, status: 'failed' },
    missedDelivery: {
      attempts: 1,
      reason: 'not_home',
      at: '2026-12-01T15:20:00Z',
      rescheduledFor: null,
      photoId: null,
    },
    ...overrides,
  };
}

function renderMissed(order: Order, locale: 'en-CA' | 'fr-CA' = 'en-CA') {
  const { rerender } = render(
    <QueryClientProvider client={createQueryClient()}>
      <MissedDelivery order={order} />
    </QueryClientProvider>,
    { locale },
  );
  return { user: userEvent.setup(), rerender };
}

describe('We missed you', () => {
  it('offers the days the shop delivers and saves the one tapped', async () => {
    const order = missedOrder();
    const api = fakeApi({
      'GET /api/orders/:id/delivery-days': { success: true, data: { days: ['2026-12-03', '2026-12-04'] } },
      'POST /api/orders/:id/reschedule': ({ body }) => ({
        success: true,
        data: {
          ...order,
          missedDelivery: { ...order.missedDelivery!, rescheduledFor: (body as { date: string }).date },
        },
      }),
    });
    const { user } = renderMissed(order);
    const block = screen.getByRole('region', { name: 'We missed you' });
    expect(block).toHaveTextContent(/Our courier could not deliver on .+: Nobody was home\./);
    await user.click(await within(block).findByRole('button', { name: 'Thursday, December 3' }));
    expect(api.callsTo('POST /api/orders/:id/reschedule').map((call) => call.body)).toEqual([
      { date: '2026-12-03' },
    ]);
    expect(within(block).getByText('The delivery fee stays paid for the attempt.')).toBeInTheDocument();
  });

  it('switches to a pickup in one tap, and says why a refusal came back', async () => {
    const order = missedOrder();
    const api = fakeApi({
      'GET /api/orders/:id/delivery-days': { success: true, data: { days: ['2026-12-03'] } },
      'POST /api/orders/:id/pickup-instead': json(
        {
          success: false,
          error:
            'This order is not waiting for a new delivery day: it is on its way, delivered, cancelled or picked up at the store.',
          code: 'move_not_allowed',
        },
        409,
      ),
    });
    const { user } = renderMissed(order);
    await user.click(screen.getByRole('button', { name: 'Pick it up at the store instead' }));
    expect(api.callsTo('POST /api/orders/:id/pickup-instead')).toHaveLength(1);
    expect(await screen.findByRole('alert')).toHaveTextContent(/not waiting for a new delivery day/);
  });

  it('shows the day chosen, and no choice once the shop sends the order out again', () => {
    fakeApi({});
    renderMissed(
      missedOrder({
        canReschedule: false,
        missedDelivery: {
          attempts: 2,
          reason: 'refused',
          at: '2026-12-01T15:20:00Z',
          rescheduledFor: '2026-12-04',
          photoId: null,
        },
      }),
    );
    const block = screen.getByRole('region', { name: 'We missed you' });
    expect(block).toHaveTextContent('Next delivery: Friday, December 4');
    expect(within(block).queryByRole('button')).toBeNull();
  });

  it('speaks French', async () => {
    fakeApi({ 'GET /api/orders/:id/delivery-days': { success: true, data: { days: ['2026-12-03'] } } });
    renderMissed(missedOrder(), 'fr-CA');
    const block = screen.getByRole('region', { name: 'Nous vous avons manqué' });
    expect(block).toHaveTextContent('Personne n’était à la maison');
    expect(await within(block).findByRole('button', { name: 'jeudi 3 décembre' })).toBeInTheDocument();
    expect(within(block).getByRole('button', { name: 'La chercher en magasin plutôt' })).toBeInTheDocument();
  });
});

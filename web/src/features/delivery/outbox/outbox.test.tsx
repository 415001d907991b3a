import 'fake-indexeddb/auto';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CourierOrder } from '@ikawa/contracts/delivery';
import { fakeApi, inOrder, json, networkError } from '@/testing/fake-api';
import { render, screen, waitFor, within } from '@/testing/render';
import { sendDeliveryMove } from '../api/send-delivery-move';
import { OutboxList } from '../components/outbox-list';
import { makeCourierOrder } from '../testing/delivery-fixtures';
import { clearSession } from '@/lib/storage';
import { forgetOnSessionEnd } from '../pwa/register';
import { courierDb, keptAnswers } from './courier-db';
import { courierOutbox } from './courier-outbox';
import { createOutbox, isTransient, randomKey, withWaitingMoves } from './outbox';

/**
 * The courier's outbox (decision 020) on a real IndexedDB (fake-indexeddb, an in-memory
 * implementation of the standard) and the app's own API client, against the fake API.
 */
let courier = 0;
const nextCourier = () => `courier-${(courier += 1)}`;

const picked = (order: CourierOrder): CourierOrder => ({
  ...order,
  delivery: { ...order.delivery, status: 'picked_up' },
});

function outboxAt(times: string[]) {
  let key = 0;
  const clock = [...times];
  return createOutbox({
    db: courierDb,
    send: sendDeliveryMove,
    now: () => new Date(clock.length > 1 ? clock.shift()! : clock[0]!),
    newKey: () => `key-${(key += 1)}-${Math.random().toString(36).slice(2)}`,
  });
}

afterEach(async () => {
  await courierOutbox.load(null);
});

describe('the outbox', () => {
  it('keeps moves across a reload and sends them in order, each with its key and phone time', async () => {
    const user = nextCourier();
    const first = outboxAt(['2026-11-29T10:00:00.000Z', '2026-11-29T10:05:00.000Z']);
    await first.load(user);
    const a = makeCourierOrder({ _id: 'order-a', id: 'order-a', number: 'IK-1001' });
    const b = makeCourierOrder({ _id: 'order-b', id: 'order-b', number: 'IK-1002' });
    await first.add({ orderId: 'order-a', orderNumber: 'IK-1001', body: { status: 'picked_up' } });
    await first.add({ orderId: 'order-b', orderNumber: 'IK-1002', body: { status: 'picked_up' } });

    // The page is reloaded: a new outbox reads the same IndexedDB.
    const again = outboxAt(['2026-11-29T11:00:00.000Z']);
    await again.load(user);
    expect(again.waiting().map((entry) => entry.orderNumber)).toEqual(['IK-1001', 'IK-1002']);

    const api = fakeApi({
      'PATCH /api/delivery/orders/:id/status': (request) =>
        json({ success: true, data: picked(request.params.id === 'order-a' ? a : b) }),
    });
    const result = await again.flush();
    expect(result).toMatchObject({ stopped: false, refused: [] });
    expect(result.applied.map((order) => order.number)).toEqual(['IK-1001', 'IK-1002']);
    const sent = api.callsTo('PATCH /api/delivery/orders/:id/status');
    expect(sent.map((call) => call.params.id)).toEqual(['order-a', 'order-b']);
    expect(sent.map((call) => call.body)).toEqual([
      { status: 'picked_up', madeAt: '2026-11-29T10:00:00.000Z' },
      { status: 'picked_up', madeAt: '2026-11-29T10:05:00.000Z' },
    ]);
    const keys = sent.map((call) => call.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^key-1-/);
    expect(new Set(keys).size).toBe(2);
    expect(again.entries()).toEqual([]);
    expect(await courierDb.entries(user)).toEqual([]);
  });

  it('stops at a move that gets no answer and sends it again with the same key', async () => {
    const user = nextCourier();
    const outbox = outboxAt(['2026-11-29T10:00:00.000Z']);
    await outbox.load(user);
    await outbox.add({ orderId: 'order-a', orderNumber: 'IK-1001', body: { status: 'picked_up' } });
    await outbox.add({ orderId: 'order-a', orderNumber: 'IK-1001', body: { status: 'delivered' } });
    const api = fakeApi({
      'PATCH /api/delivery/orders/:id/status': inOrder(
        () => networkError(),
        json({ success: true, data: picked(makeCourierOrder()) }),
        json({ success: true, data: makeCourierOrder() }),
      ),
    });

    expect(await outbox.flush()).toMatchObject({ stopped: true, applied: [] });
    expect(outbox.waiting()).toHaveLength(2);
    expect((await outbox.flush()).applied).toHaveLength(2);
    const keys = api.calls.map((call) => call.headers.get('Idempotency-Key'));
    // The first move twice with one key, then the second.
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(api.calls.map((call) => (call.body as { status: string }).status)).toEqual([
      'picked_up',
      'picked_up',
      'delivered',
    ]);
  });

  it('sends a move made while a round runs in that round, after the others', async () => {
    const user = nextCourier();
    const outbox = outboxAt(['2026-11-29T10:00:00.000Z']);
    await outbox.load(user);
    await outbox.add({ orderId: 'order-a', orderNumber: 'IK-1001', body: { status: 'picked_up' } });
    let added = false;
    const api = fakeApi({
      'PATCH /api/delivery/orders/:id/status': async () => {
        if (!added) {
          added = true;
          await outbox.add({ orderId: 'order-b', orderNumber: 'IK-1002', body: { status: 'picked_up' } });
        }
        return json({ success: true, data: picked(makeCourierOrder()) });
      },
    });
    expect((await outbox.flush()).applied).toHaveLength(2);
    expect(api.calls.map((call) => call.params.id)).toEqual(['order-a', 'order-b']);
    expect(outbox.entries()).toEqual([]);
  });

  it('keeps a refused move with the shop’s sentence until the courier dismisses it', async () => {
    const user = nextCourier();
    await courierOutbox.load(user);
    await courierOutbox.add({ orderId: 'order-c', orderNumber: 'IK-1003', body: { status: 'picked_up' } });
    fakeApi({
      'PATCH /api/delivery/orders/:id/status': json(
        {
          success: false,
          error: 'This order was cancelled. Please do not deliver it.',
          code: 'order_locked',
        },
        409,
      ),
    });
    const result = await courierOutbox.flush();
    expect(result.refused).toHaveLength(1);
    expect(result.refused[0]).toMatchObject({ state: 'refused', code: 'order_locked' });

    render(<OutboxList />);
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('Order IK-1003: Picked up');
    expect(item).toHaveTextContent('Could not be sent: This order was cancelled. Please do not deliver it.');
    await userEvent.click(
      within(item).getByRole('button', { name: 'Dismiss the refused change of order IK-1003' }),
    );
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(await courierDb.entries(user)).toEqual([]);
  });

  it('keeps each courier’s moves apart on one phone', async () => {
    const [one, two] = [nextCourier(), nextCourier()];
    const outbox = outboxAt(['2026-11-29T10:00:00.000Z']);
    await outbox.load(one);
    await outbox.add({ orderId: 'order-a', orderNumber: 'IK-1001', body: { status: 'picked_up' } });
    await outbox.load(two);
    expect(outbox.entries()).toEqual([]);
    await outbox.load(one);
    expect(outbox.entries()).toHaveLength(1);
  });
});

describe('signing out', () => {
  it('forgets the courier’s kept answers on the phone, and keeps the moves still to send', async () => {
    const user = nextCourier();
    const other = nextCourier();
    await courierDb.saveSnapshot({
      userId: user,
      orders: [makeCourierOrder()],
      syncedAt: '2026-11-29T10:00:00Z',
    });
    await keptAnswers.put({ id: `${user}:profile`, data: { phone: '+1' }, keptAt: '2026-11-29T10:00:00Z' });
    await keptAnswers.put({ id: `${other}:profile`, data: { phone: '+2' }, keptAt: '2026-11-29T10:00:00Z' });
    const outbox = outboxAt(['2026-11-29T10:00:00.000Z']);
    await outbox.load(user);
    await outbox.add({ orderId: 'order-a', orderNumber: 'IK-1001', body: { status: 'picked_up' } });

    forgetOnSessionEnd();
    window.localStorage.setItem('user', JSON.stringify({ _id: user }));
    clearSession();
    await waitFor(async () => expect(await courierDb.snapshot(user)).toBeUndefined());
    expect(await keptAnswers.get(`${user}:profile`)).toBeUndefined();
    expect(await keptAnswers.get(`${other}:profile`)).toBeDefined();
    expect(await courierDb.entries(user)).toHaveLength(1);
  });
});

describe('the orders as the courier left them', () => {
  it('shows a waiting move as made, and nothing of a refused one', () => {
    const order = makeCourierOrder({ _id: 'order-a' });
    const waiting = {
      key: 'k1',
      userId: 'u',
      orderId: 'order-a',
      orderNumber: 'IK-1001',
      body: { status: 'picked_up' },
      at: '2026-11-29T10:00:00.000Z',
      seq: 1,
      state: 'waiting' as const,
    };
    expect(withWaitingMoves([order], [waiting])[0]!.delivery.status).toBe('picked_up');
    expect(withWaitingMoves([order], [{ ...waiting, state: 'refused' }])[0]!.delivery.status).toBe(
      'assigned',
    );
  });

  it('makes a UUID key without randomUUID (a phone on plain http)', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    const secure = Object.getOwnPropertyDescriptor(window, 'isSecureContext');
    Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
    try {
      const keys = new Set(Array.from({ length: 50 }, () => randomKey()));
      expect(keys.size).toBe(50);
      for (const key of keys) expect(key).toMatch(uuid);
    } finally {
      if (secure) Object.defineProperty(window, 'isSecureContext', secure);
      else delete (window as { isSecureContext?: boolean }).isSecureContext;
    }
  });

  it('tells a lost answer from the shop’s refusal', async () => {
    const { ApiError } = await import('@/lib/api-client');
    expect(isTransient(new ApiError(0, 'unreachable'))).toBe(true);
    expect(isTransient(new ApiError(503, 'down'))).toBe(true);
    expect(isTransient(new ApiError(409, 'cancelled'))).toBe(false);
    expect(isTransient(new ApiError(422, 'too old'))).toBe(false);
  });
});

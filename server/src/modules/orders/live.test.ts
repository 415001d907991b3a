import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderLive } from '@ikawa/contracts/order-live';
import { createProduct } from '../../db/factories';
import { deliveryPersons } from '../../db/schema/index';
import { handOverPinOf, type TestUser, useTestApp } from '../../../test/helpers';
import { liveView } from './live';

/**
 * The customer's order page follows the order live (README "Deliveries"): Server-Sent Events
 * over a real socket, as a browser receives them, with the courier's first name once they have
 * the order, an arrival window, and their position only while the order is on its way.
 */
const ctx = useTestApp();
let base = '';

beforeAll(async () => {
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

const address = {
  street: '123 Queen Street West',
  city: 'Toronto',
  postalCode: 'M5H 2M9',
  country: 'CA',
  phone: '+14165550142',
};

/** Reads a stream's `order` events as they come. */
function follow(user: TestUser, orderId: string) {
  const events: OrderLive[] = [];
  const abort = new AbortController();
  let ended = false;
  const done = (async () => {
    const res = await fetch(`${base}/api/orders/${orderId}/live`, {
      headers: user.headers,
      signal: abort.signal,
    });
    if (!res.ok || !res.body) throw new Error(`stream refused: ${res.status}`);
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done: over } = await reader.read();
      if (over) break;
      buffer += value;
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (block.startsWith('event: order') && data) events.push(JSON.parse(data.slice(6)) as OrderLive);
      }
    }
    ended = true;
  })().catch((error: unknown) => {
    if ((error as Error).name !== 'AbortError') throw error;
  });
  return { events, done, stop: () => abort.abort(), ended: () => ended };
}

describe('an order followed live', () => {
  it('tells the customer each step, the courier’s first name, the arrival window, then ends', async () => {
    const product = await createProduct(ctx.database.db, {
      name: 'Kayanza Powder',
      description: 'd',
      price: 19.5,
      weight: 0.5,
      type: 'powder',
      stock: 5,
    });
    const customer = await ctx.loginAs('customer');
    const admin = await ctx.loginAs('admin');
    const courier = await ctx.loginAs('delivery', { name: 'Didier Habonimana' });
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: customer.headers,
      payload: {
        products: [{ product: product.id, quantity: 1 }],
        delivery: { fulfillmentMethod: 'delivery', method: 'standard', address },
        payment: { method: 'cash' },
      },
    });
    const orderId = placed.json().data._id as string;

    const stream = follow(customer, orderId);
    await expect.poll(() => stream.events.length, { timeout: 10_000 }).toBe(1);
    expect(stream.events[0]).toEqual({
      status: 'pending',
      deliveryStatus: null,
      courier: null,
      arrival: null,
      position: null,
    });

    const [person] = await ctx.database.db
      .select({ id: deliveryPersons.id })
      .from(deliveryPersons)
      .where(eq(deliveryPersons.userId, courier.id));
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/delivery/admin/orders/${orderId}/assign`,
      headers: admin.headers,
      payload: { deliveryPersonId: person!.id },
    });
    // The courier shares where they are, and picks the order up.
    await ctx.app.inject({
      method: 'PATCH',
      url: '/api/delivery/location',
      headers: courier.headers,
      payload: { latitude: 43.651234, longitude: -79.383456 },
    });
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/delivery/orders/${orderId}/status`,
      headers: courier.headers,
      payload: { status: 'picked_up' },
    });
    await expect.poll(() => stream.events.at(-1)?.deliveryStatus, { timeout: 10_000 }).toBe('picked_up');
    const onTheWay = stream.events.at(-1)!;
    expect(onTheWay).toMatchObject({
      status: 'shipped',
      courier: 'Didier',
      position: { latitude: 43.651, longitude: -79.383 },
    });
    expect(Date.parse(onTheWay.arrival!.to)).toBeGreaterThan(Date.parse(onTheWay.arrival!.from));

    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/delivery/orders/${orderId}/status`,
      headers: courier.headers,
      payload: { status: 'delivered', pin: await handOverPinOf(ctx.app.db, orderId) },
    });
    await expect.poll(() => stream.ended(), { timeout: 10_000 }).toBe(true);
    // Delivered: no position any more, and the stream is over.
    expect(stream.events.at(-1)).toMatchObject({ status: 'delivered', position: null, arrival: null });
  });

  it('is another customer’s business: 404, as if the order did not exist', async () => {
    const product = await createProduct(ctx.database.db, {
      name: 'Ngozi Powder',
      description: 'd',
      price: 19.5,
      weight: 0.5,
      type: 'powder',
      stock: 5,
    });
    const owner = await ctx.loginAs('customer');
    const other = await ctx.loginAs('customer');
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: owner.headers,
      payload: {
        products: [{ product: product.id, quantity: 1 }],
        delivery: { fulfillmentMethod: 'pickup', method: 'standard' },
        payment: { method: 'cash' },
      },
    });
    const res = await fetch(`${base}/api/orders/${placed.json().data._id}/live`, { headers: other.headers });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { code: string }).code).toBe('not_found');
    expect((await fetch(`${base}/api/orders/${placed.json().data._id}/live`)).status).toBe(401);
  });
});

describe('what the live view shows', () => {
  const now = new Date('2026-11-29T15:00:00.000Z');
  const base = {
    status: 'shipped' as const,
    deliveryStatus: 'picked_up' as const,
    pickedUpAt: new Date('2026-11-29T14:50:00.000Z'),
    courierName: 'Didier Habonimana',
    latitude: 43.65,
    longitude: -79.38,
    locationAt: new Date('2026-11-29T14:58:00.000Z'),
  };

  it('keeps a stale position and an assigned courier’s name to itself', () => {
    expect(liveView({ ...base, locationAt: new Date('2026-11-29T14:40:00.000Z') }, now).position).toBeNull();
    expect(liveView({ ...base, status: 'processing', deliveryStatus: 'assigned' }, now)).toMatchObject({
      courier: null,
      arrival: null,
      position: null,
    });
    // The window starts no earlier than now: 15 to 75 minutes after the pick-up.
    expect(liveView(base, now).arrival).toEqual({
      from: '2026-11-29T15:05:00.000Z',
      to: '2026-11-29T16:05:00.000Z',
    });
  });
});

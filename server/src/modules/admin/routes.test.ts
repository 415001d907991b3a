import { DEFAULT_TIME_ZONE } from '@ikawa/contracts/store-hours';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createProduct } from '../../db/factories';
import { addresses, deliveryPersons, orders, products, users } from '../../db/schema/index';
import { type TestUser, useTestApp } from '../../../test/helpers';
import { storeDay } from '../../lib/store-day';
import { percentChange } from './dashboard';

const ctx = useTestApp();
const address = {
  street: '1 Main St',
  city: 'Toronto',
  postalCode: 'M5H 2M9',
  country: 'CA',
  phone: '+14165550100',
};
let bag: { id: string };

beforeEach(async () => {
  bag = await createProduct(ctx.database.db, {
    name: 'Kinyovu Ground',
    description: 'd',
    price: 20,
    weight: 1,
    type: 'powder',
    stock: 50,
  });
});

async function placeOrder(customer: TestUser, quantity = 1, fulfillmentMethod = 'delivery') {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: customer.headers,
    payload: {
      products: [{ product: bag.id, quantity }],
      delivery: { fulfillmentMethod, method: 'standard', address },
      payment: { method: 'cash' },
    },
  });
  return res.json().data as { _id: string; number: string };
}
const get = (user: TestUser, url: string) => ctx.app.inject({ url, headers: user.headers });
const stock = async () =>
  (await ctx.database.db.select().from(products).where(eq(products.id, bag.id)))[0]?.stock;

describe('admin guard', () => {
  it('refuses every /api/admin call to customers, couriers and signed-out callers', async () => {
    const customer = await ctx.loginAs('customer');
    const courier = await ctx.loginAs('delivery');
    for (const url of ['/api/admin/dashboard/stats', '/api/admin/orders', '/api/admin/users']) {
      expect((await get(customer, url)).statusCode).toBe(403);
      expect((await get(courier, url)).statusCode).toBe(403);
      expect((await ctx.app.inject({ url })).statusCode).toBe(401);
    }
    const order = await placeOrder(customer);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order._id}`,
      headers: customer.headers,
      payload: { status: 'delivered' },
    });
    expect(res.statusCode).toBe(403);
    const res2 = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${customer.id}`,
      headers: customer.headers,
      payload: { role: 'admin' },
    });
    expect(res2.statusCode).toBe(403);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, customer.id));
    expect(row?.role).toBe('customer');
  });
});

describe('dashboard stats', () => {
  it('computes percent change', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(50, 100)).toBe(-50);
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(10, 0)).toBeNull();
  });

  it('adds up the last 30 days against the 30 before, with low stock and popular products', async () => {
    const admin = await ctx.loginAs('admin');
    const customer = await ctx.loginAs('customer');
    await createProduct(ctx.database.db, {
      name: 'Nearly gone',
      description: 'd',
      price: 5,
      weight: 1,
      type: 'granule',
      stock: 3,
    });
    const recent = await placeOrder(customer, 2); // 40 + 10 fee (free shipping starts at 50)
    const old = await placeOrder(customer, 1); // 20 + 10 = 30
    const cancelled = await placeOrder(customer, 1);
    await ctx.database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, cancelled._id));
    // Paid on delivery: a sale among the best sellers (unpaid orders are not sold yet).
    await ctx.database.db.update(orders).set({ paymentStatus: 'completed' }).where(eq(orders.id, recent._id));
    await ctx.database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 40 * 24 * 3600 * 1000), paymentStatus: 'completed' })
      .where(eq(orders.id, old._id));

    const stats = (await get(admin, '/api/admin/dashboard/stats')).json().data;
    expect(stats).toMatchObject({
      totalSales: 50,
      totalOrders: 1,
      salesChange: 66.7,
      ordersChange: 0,
      totalProducts: 2,
      lowStockProducts: 1,
      lowStockThreshold: 10,
    });
    expect(stats.totalCustomers).toBe(1);
    expect(stats.salesByDay).toHaveLength(30);
    expect(stats.salesByDay.at(-1)).toMatchObject({ total: 50, orders: 1 });
    expect(stats.recentOrders[0]).toMatchObject({ status: 'cancelled' });
    expect(stats.recentOrders.map((o: { _id: string }) => o._id)).toContain(recent._id);
    expect(stats.popularProducts).toEqual([{ _id: bag.id, name: 'Kinyovu Ground', sales: 2, stock: 46 }]);

    // Not paid yet: an order placed, not a sale (one meaning of "sold" on every screen).
    await ctx.database.db.update(orders).set({ paymentStatus: 'pending' }).where(eq(orders.id, recent._id));
    const unpaid = (await get(admin, '/api/admin/dashboard/stats')).json().data;
    expect(unpaid).toMatchObject({ totalSales: 0, totalOrders: 1, popularProducts: [] });
    expect(unpaid.salesByDay.at(-1)).toMatchObject({ total: 0, orders: 0 });
  });
});

describe('admin orders', () => {
  it('lists every order with server-side filters and pagination', async () => {
    const admin = await ctx.loginAs('admin');
    const alice = await ctx.loginAs('customer', { name: 'Alice Ndayizeye' });
    const bob = await ctx.loginAs('customer', { name: 'Bob Martin' });
    const a1 = await placeOrder(alice);
    await placeOrder(bob, 1, 'pickup');
    await placeOrder(bob);

    const all = (await get(admin, '/api/admin/orders?pageSize=2')).json();
    expect(all).toMatchObject({ total: 3, totalPages: 2, page: 1 });
    expect(all.data).toHaveLength(2);
    expect((await get(admin, '/api/admin/orders?fulfillment=pickup')).json().total).toBe(1);
    expect(
      (await get(admin, '/api/admin/orders?q=alice')).json().data.map((o: { _id: string }) => o._id),
    ).toEqual([a1._id]);
    // An order as printed anywhere: its number, with or without '#', or the old id forms.
    const found = async (q: string) =>
      (await get(admin, `/api/admin/orders?q=${encodeURIComponent(q)}`))
        .json()
        .data.map((o: { _id: string }) => o._id);
    expect(a1.number).toMatch(/^IK-\d{4,}$/);
    const digits = a1.number.slice(3);
    for (const printed of [a1.number, `#${a1.number}`, `#${digits}`, digits, a1.number.toLowerCase()])
      expect(await found(printed), printed).toEqual([a1._id]);
    for (const old of [`#${a1._id.slice(0, 8).toUpperCase()}`, a1._id.slice(0, 10), a1._id])
      expect(await found(old), old).toEqual([a1._id]);
    // Text that cannot start an id matches no id (and never every order).
    expect((await get(admin, '/api/admin/orders?q=zzz')).json().total).toBe(0);
    expect((await get(admin, '/api/admin/orders?paymentStatus=completed')).json().total).toBe(0);
    const today = storeDay(new Date(), DEFAULT_TIME_ZONE);
    expect((await get(admin, `/api/admin/orders?from=${today}&to=${today}`)).json().total).toBe(3);
    expect((await get(admin, '/api/admin/orders?from=2001-01-01&to=2001-01-02')).json().total).toBe(0);
    for (const bad of ['status=lost', 'from=yesterday', 'from=2026-02-01&to=2026-01-01', 'pageSize=500']) {
      expect((await get(admin, `/api/admin/orders?${bad}`)).statusCode).toBe(400);
    }
  });

  it('sets the statuses the life cycle allows; cancelling returns the stock once and is final', async () => {
    const admin = await ctx.loginAs('admin');
    const customer = await ctx.loginAs('customer');
    const order = await placeOrder(customer, 5);
    expect(await stock()).toBe(45);
    const put = (id: string, status: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/orders/${id}`,
        headers: admin.headers,
        payload: { status },
      });
    const shipped = (await put(order._id, 'shipped')).json().data;
    expect(shipped.status).toBe('shipped');
    expect(shipped.nextStatuses).toEqual(['pending', 'processing', 'delivered', 'cancelled']);
    // The customer sees the shop's change on the order's timeline.
    const seen = (await get(customer, `/api/orders/${order._id}`)).json().data;
    expect(seen.timeline.map((t: { label: string }) => t.label)).toEqual(['Order placed', 'Shipped']);
    const cancelled = (await put(order._id, 'cancelled')).json().data;
    expect(cancelled).toMatchObject({ status: 'cancelled', nextStatuses: [], canAssign: false });
    expect(await stock()).toBe(50);
    // Setting the status it already has changes nothing.
    expect((await put(order._id, 'cancelled')).statusCode).toBe(200);
    expect(await stock()).toBe(50);
    for (const status of ['pending', 'processing', 'delivered']) {
      const refused = await put(order._id, status);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        success: false,
        error: 'This order was cancelled, so it can no longer change.',
        code: 'order_locked',
      });
    }
    expect(await stock()).toBe(50);

    const second = await placeOrder(customer, 5);
    const delivered = (await put(second._id, 'delivered')).json().data;
    expect(delivered).toMatchObject({ status: 'delivered', paymentStatus: 'completed', nextStatuses: [] });
    const back = await put(second._id, 'shipped');
    expect(back.json()).toMatchObject({
      error: 'This order has been delivered, so it can no longer change.',
      code: 'order_locked',
    });
    expect((await put(second._id, 'cancelled')).statusCode).toBe(409);
    expect(await stock()).toBe(45);
    expect((await put(second._id, 'lost')).statusCode).toBe(400);
  });

  it('lists the activity of an order: who did what, from what to what', async () => {
    const admin = await ctx.loginAs('admin', { name: 'Claudine Admin' });
    const customer = await ctx.loginAs('customer', { name: 'Aline Buyer' });
    const order = await placeOrder(customer, 2);
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order._id}`,
      headers: admin.headers,
      payload: { status: 'processing' },
    });
    const res = await get(admin, `/api/admin/orders/${order._id}/activity`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        type: 'placed',
        actor: { role: 'customer', _id: customer.id, name: 'Aline Buyer' },
        toStatus: 'pending',
        amount: 50,
        summary: 'Order placed by Aline Buyer ($50.00)',
      }),
      expect.objectContaining({
        type: 'status_changed',
        actor: { role: 'admin', _id: admin.id, name: 'Claudine Admin' },
        fromStatus: 'pending',
        toStatus: 'processing',
        summary: 'Status Pending → Processing by Claudine Admin',
      }),
    ]);
    // An admin reading the French pages reads the activity in French, money in French.
    const french = await ctx.app.inject({
      url: `/api/admin/orders/${order._id}/activity`,
      headers: { ...admin.headers, 'accept-language': 'fr-CA' },
    });
    expect(french.json().data.map((event: { summary: string }) => event.summary.replace(/\s/g, ' '))).toEqual(
      ['Commande passée par Aline Buyer (50,00 $)', 'Statut En attente → En préparation par Claudine Admin'],
    );
    expect((await get(customer, `/api/admin/orders/${order._id}/activity`)).statusCode).toBe(403);
    expect(
      (await get(admin, '/api/admin/orders/00000000-0000-4000-8000-000000000000/activity')).statusCode,
    ).toBe(404);
  });
});

describe('admin users', () => {
  it('lists users with search, role filter and order totals', async () => {
    const admin = await ctx.loginAs('admin', { name: 'Claudine Admin' });
    const alice = await ctx.loginAs('customer', { name: 'Alice Ndayizeye' });
    await ctx.loginAs('delivery', { name: 'Didier Courier' });
    await placeOrder(alice, 2);
    const list = (await get(admin, '/api/admin/users')).json();
    expect(list).toMatchObject({ success: true, total: 3 });
    expect(list.users.find((u: { _id: string }) => u._id === alice.id)).toMatchObject({
      ordersCount: 1,
      totalSpent: 50,
    });
    expect(JSON.stringify(list)).not.toMatch(/argon2|passwordHash/);
    expect(
      (await get(admin, '/api/admin/users?role=delivery')).json().users.map((u: { name: string }) => u.name),
    ).toEqual(['Didier Courier']);
    expect((await get(admin, '/api/admin/users?role=user')).json().total).toBe(1);
    expect((await get(admin, '/api/admin/users?q=ndayi')).json().total).toBe(1);
  });

  it('edits name, e-mail and role; a new courier gets a profile and the old token stops working', async () => {
    const admin = await ctx.loginAs('admin');
    const alice = await ctx.loginAs('customer');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${alice.id}`,
      headers: admin.headers,
      payload: { name: 'Alice N.', email: 'ALICE@example.com', role: 'delivery', address },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      name: 'Alice N.',
      email: 'alice@example.com',
      role: 'delivery',
      address: { street: '1 Main St' },
    });
    expect(
      await ctx.database.db.select().from(deliveryPersons).where(eq(deliveryPersons.userId, alice.id)),
    ).toHaveLength(1);
    expect((await get(alice, '/api/auth/me')).statusCode).toBe(401);
    const back = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${alice.id}`,
      headers: admin.headers,
      payload: { role: 'user' },
    });
    expect(back.json().user.role).toBe('customer');
  });

  it('keeps an admin from removing their own admin role or deleting themselves', async () => {
    const admin = await ctx.loginAs('admin');
    const demote = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${admin.id}`,
      headers: admin.headers,
      payload: { role: 'customer' },
    });
    expect(demote.statusCode).toBe(422);
    expect(demote.json().error).toBe('You cannot remove your own admin role.');
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${admin.id}`,
      headers: admin.headers,
    });
    expect(del.statusCode).toBe(422);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, admin.id));
    expect(row?.role).toBe('admin');
  });

  it('erases a user without history and anonymises a customer who has orders', async () => {
    const admin = await ctx.loginAs('admin');
    const fresh = await ctx.loginAs('customer');
    const buyer = await ctx.loginAs('customer', { name: 'Keeps Orders', address });
    const order = await placeOrder(buyer);
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/admin/users/${fresh.id}`,
          headers: admin.headers,
        })
      ).json().outcome,
    ).toBe('deleted');
    expect(await ctx.database.db.select().from(users).where(eq(users.id, fresh.id))).toHaveLength(0);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${buyer.id}`,
      headers: admin.headers,
    });
    expect(res.json().outcome).toBe('anonymised');
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, buyer.id));
    expect(row).toMatchObject({ name: 'Deleted user', phone: null });
    expect(row?.email).toMatch(/^deleted-.*@ikawa\.invalid$/);
    expect(await ctx.database.db.select().from(addresses).where(eq(addresses.userId, buyer.id))).toHaveLength(
      0,
    );
    expect((await get(admin, `/api/admin/orders/${order._id}`)).json().data.user.name).toBe('Deleted user');
    expect((await get(buyer, '/api/auth/me')).statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: buyer.email, password: buyer.password },
    });
    expect(login.statusCode).toBe(401);
    expect(
      (await get(admin, '/api/admin/users')).json().users.map((u: { _id: string }) => u._id),
    ).not.toContain(buyer.id);
  });

  it('anonymises, never fails on, an admin who wrote an order note and a courier whose only delivery was cancelled', async () => {
    const admin = await ctx.loginAs('admin');
    const writer = await ctx.loginAs('admin', { name: 'Notes Writer' });
    const courier = await ctx.loginAs('delivery', { name: 'Cancelled Run' });
    const buyer = await ctx.loginAs('customer', { address });
    const noted = await placeOrder(buyer);
    const note = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${noted._id}/notes`,
      headers: writer.headers,
      payload: { visibility: 'internal', body: 'Call before delivering.' },
    });
    expect(note.statusCode, note.body).toBe(201);
    const run = await placeOrder(buyer);
    const assigned = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/delivery/admin/orders/${run._id}/assign`,
      headers: admin.headers,
      payload: { deliveryPersonId: courier.id, deliveryFee: 5 },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const cancelled = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${run._id}`,
      headers: admin.headers,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    for (const person of [writer, courier]) {
      const res = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/admin/users/${person.id}`,
        headers: admin.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().outcome).toBe('anonymised');
    }
  });
});

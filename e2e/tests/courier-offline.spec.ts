import type { APIRequestContext } from '@playwright/test';
import { createTestProduct, expect, registerCustomer, type Session, test, useSession } from '../fixtures';

/**
 * The courier app offline (decision 020), on a phone: the app opens from its service worker with
 * the last list the shop answered, moves made offline wait in the outbox, and on reconnect they
 * reach the shop once each with the time they were made on the phone — and one on an order the
 * admin cancelled meanwhile is refused with the life cycle's sentence, which the courier can dismiss.
 */

const bearer = (session: Session) => ({ Authorization: `Bearer ${session.token}` });

interface Placed {
  _id: string;
  number: string;
  /** The hand-over PIN the customer reads on their order page and tells the courier. */
  handOver: { pin: string } | null;
}

async function assignedOrders(request: APIRequestContext, admin: Session, courier: Session, count: number) {
  const customer = await registerCustomer(request, 'Ange Kaneza');
  const product = await createTestProduct(request, admin, { name: 'Offline Roast' });
  const orders: Placed[] = [];
  for (let i = 0; i < count; i += 1) {
    const placed = await request.post('/api/orders', {
      headers: bearer(customer),
      data: {
        products: [{ product: product._id, quantity: 1 }],
        delivery: {
          fulfillmentMethod: 'delivery',
          method: 'standard',
          address: {
            street: `${12 + i} Avenue de la Liberté`,
            city: 'Toronto',
            postalCode: 'M5H 2M9',
            country: 'CA',
            phone: '+1 416 555 0142',
          },
        },
        payment: { method: 'cash' },
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const order = ((await placed.json()) as { data: Placed }).data;
    const assigned = await request.patch(`/api/delivery/admin/orders/${order._id}/assign`, {
      headers: bearer(admin),
      data: { deliveryPersonId: courier.user._id, deliveryFee: 10 },
    });
    expect(assigned.status(), await assigned.text()).toBe(200);
    orders.push(order);
  }
  return orders;
}

interface ActivityEvent {
  type: string;
  madeAt?: string | null;
  at: string;
}

async function activityOf(request: APIRequestContext, admin: Session, orderId: string) {
  const res = await request.get(`/api/admin/orders/${orderId}/activity`, { headers: bearer(admin) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: ActivityEvent[] }).data;
}

test.describe('the courier app offline', () => {
  test.beforeEach(({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'a phone’s journey (390 px)');
    void page;
  });

  test('keeps moves made offline and sends each once on reconnect; a cancelled order’s is refused', async ({
    page,
    context,
    request,
    demoAdmin: admin,
    courier,
  }) => {
    const [first, second, third] = await assignedOrders(request, admin, courier, 3);
    await useSession(page, courier);
    await page.goto('/delivery/orders');
    for (const order of [first!, second!, third!])
      await expect(page.getByRole('article', { name: `Order ${order.number}` })).toBeVisible();
    await expect(page.getByText(/^Last synced/)).toBeVisible();
    // The app is installed for offline use: its manifest is linked and its worker controls the page.
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/delivery-app/manifest.en-CA.webmanifest',
    );
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    await context.setOffline(true);
    // Opened again without a network: the worker serves the app, the list is the kept copy.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Delivery Dashboard' })).toBeVisible();
    await expect(page.getByText('You are offline')).toBeVisible();
    await expect(page.getByText(/^Last synced/)).toBeVisible();

    const card = (order: Placed) => page.getByRole('article', { name: `Order ${order.number}` });
    const before = Date.now();
    await card(first!).getByRole('button', { name: 'Mark as Picked Up' }).click();
    await expect(card(first!).getByText('Not sent yet')).toBeVisible();
    // A cash order is handed over with the customer's PIN, typed offline, checked on replay.
    await card(first!).getByLabel('Customer’s PIN').fill(first!.handOver!.pin);
    await card(first!).getByRole('button', { name: 'Mark as Delivered' }).click();
    await card(second!).getByRole('button', { name: 'Mark as Picked Up' }).click();
    await expect(card(second!).getByText('Not sent yet')).toBeVisible();

    // Meanwhile the shop cancels the third order; the courier, offline, does not know yet.
    const cancelled = await request.put(`/api/admin/orders/${third!._id}`, {
      headers: bearer(admin),
      data: { status: 'cancelled' },
    });
    expect(cancelled.status()).toBe(200);
    await card(third!).getByRole('button', { name: 'Mark as Picked Up' }).click();

    const outbox = page.getByRole('region', { name: 'Changes to send' });
    await expect(outbox.getByRole('listitem')).toHaveCount(4);
    await expect(outbox.getByText('Waiting to be sent')).toHaveCount(4);
    await expect(page.getByText('4 changes are kept on this phone.', { exact: false })).toBeVisible();
    const after = Date.now();

    await context.setOffline(false);
    const refused = outbox.getByRole('listitem');
    await expect(refused).toHaveCount(1, { timeout: 30_000 });
    await expect(refused).toContainText(`Order ${third!.number}: Picked up`);
    await expect(refused).toContainText(
      'Could not be sent: This order was cancelled. Please do not deliver it.',
    );
    await expect(page.getByText('You are offline')).toBeHidden();

    // Each move reached the shop once, with the time it was made on the phone.
    const madeAtOf = (events: ActivityEvent[], type: string) => {
      const matching = events.filter((event) => event.type === type);
      expect(matching, `${type} once`).toHaveLength(1);
      const madeAt = Date.parse(matching[0]!.madeAt ?? '');
      expect(madeAt).toBeGreaterThanOrEqual(before - 1000);
      expect(madeAt).toBeLessThanOrEqual(after + 1000);
      return madeAt;
    };
    const firstEvents = await activityOf(request, admin, first!._id);
    expect(madeAtOf(firstEvents, 'picked_up')).toBeLessThanOrEqual(madeAtOf(firstEvents, 'delivered'));
    madeAtOf(await activityOf(request, admin, second!._id), 'picked_up');
    const thirdEvents = await activityOf(request, admin, third!._id);
    expect(thirdEvents.filter((event) => event.type === 'picked_up')).toHaveLength(0);

    await expect(card(first!).getByText('Delivered', { exact: true })).toBeVisible();
    await expect(card(second!).getByRole('button', { name: 'Mark as Delivered' })).toBeVisible();

    await refused
      .getByRole('button', { name: `Dismiss the refused change of order ${third!.number}` })
      .click();
    await expect(outbox).toBeHidden();
  });
});

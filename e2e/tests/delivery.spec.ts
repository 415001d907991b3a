import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiLogin, DEMO, expect, registerCustomer, type Session, test, useSession } from '../fixtures';

/**
 * A courier's day on a phone (390 px) and on a desktop. The demo courier is shared with
 * other specs, so every test finds its own order by id and puts back what it changed.
 */

const bearer = (session: Session) => ({ Authorization: `Bearer ${session.token}` });

const money = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });

interface Product {
  _id: string;
  type: string;
  stock: number;
}

/** A fresh customer places a cash home-delivery order; the admin assigns it to the demo courier. */
async function assignedCashOrder(request: APIRequestContext, courier: Session) {
  const admin = await apiLogin(request, DEMO.admin.email, DEMO.admin.password);
  const customer = await registerCustomer(request, 'Ange Kaneza');
  const catalogue = (await (await request.get('/api/products?pageSize=100')).json()) as { data: Product[] };
  // The best-stocked bag, so other specs' stock counts are not disturbed.
  const product = catalogue.data
    .filter((p) => p.type !== 'sack')
    .sort((a, b) => b.stock - a.stock)
    .at(0);
  expect(product, 'a product in stock').toBeDefined();

  const placed = await request.post('/api/orders', {
    headers: bearer(customer),
    data: {
      products: [{ product: product?._id, quantity: 1 }],
      delivery: {
        fulfillmentMethod: 'delivery',
        method: 'standard',
        address: {
          street: '12 Avenue de la Liberté',
          city: 'Toronto',
          postalCode: 'M5H 2M9',
          country: 'Canada',
          phone: '+1 416 555 0142',
        },
      },
      payment: { method: 'cash' },
    },
  });
  expect(placed.status()).toBe(201);
  const order = ((await placed.json()) as { data: { _id: string; totalAmount: number } }).data;

  const assigned = await request.patch(`/api/delivery/admin/orders/${order._id}/assign`, {
    headers: bearer(admin),
    data: { deliveryPersonId: courier.user._id, deliveryFee: 10 },
  });
  expect(assigned.status()).toBe(200);
  return { order, admin };
}

/** The delivery menu: the side menu on desktops, the bottom bar on phones (only one is shown). */
function deliveryMenu(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Delivery sections' });
}

/** One earnings entry: a table row on desktops, a card on phones. */
function earningEntry(page: Page, shortId: string): Locator {
  return page
    .locator('tr:visible, li:visible')
    .filter({ has: page.getByText(`#${shortId}`, { exact: true }) });
}

test.describe('the courier', () => {
  test('picks up and delivers an assigned cash order, and sees it paid', async ({ page, request }) => {
    const courier = await apiLogin(request, DEMO.courier.email, DEMO.courier.password);
    const { order, admin } = await assignedCashOrder(request, courier);
    const shortId = order._id.slice(0, 8);

    await useSession(page, courier);
    await page.goto('/delivery');
    await expect(page.getByRole('heading', { level: 1, name: 'Delivery Dashboard' })).toBeVisible();
    await expect(page.getByText(`Welcome back, ${DEMO.courier.name}`)).toBeVisible();

    const card = page.getByRole('article', { name: `Order #${shortId}` });
    await expect(card.getByText(`Collect ${money.format(order.totalAmount)} in cash`)).toBeVisible();
    await expect(card.getByText('Ange Kaneza')).toBeVisible();
    await expect(card.getByRole('link', { name: /^Call/ })).toHaveAttribute('href', 'tel:+14165550142');
    await expect(card.getByRole('link', { name: /Open in Maps/ })).toHaveAttribute(
      'href',
      /^https:\/\/maps\.google\.com\/\?q=12%20Avenue/,
    );
    await expect(card.getByText('Assigned', { exact: true })).toBeVisible();

    await card.getByRole('button', { name: 'Mark as Picked Up' }).click();
    await expect(card.getByText('Picked up', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Mark as Delivered' }).click();
    await expect(card.getByText('Delivered', { exact: true })).toBeVisible();
    await expect(card.getByRole('button')).toHaveCount(0);
    await expect(card.getByText(/in cash/)).toHaveCount(0);
    await page.screenshot({ path: `screenshots/delivery-orders-${test.info().project.name}.png` });

    await deliveryMenu(page).getByRole('link', { name: 'Earnings' }).click();
    await expect(page).toHaveURL(/\/delivery\/earnings$/);
    await expect(page.getByRole('heading', { name: 'Earnings', exact: true })).toBeVisible();
    const pending = earningEntry(page, shortId);
    await expect(pending).toContainText('$10.00');
    await expect(pending).toContainText('Pending');
    await expect(pending).toContainText('—');

    const paid = await request.patch(
      `/api/delivery/admin/delivery-persons/${courier.user._id}/orders/${order._id}/pay`,
      { headers: bearer(admin), data: {} },
    );
    expect(paid.status()).toBe(200);

    await page.reload();
    const entry = earningEntry(page, shortId);
    await expect(entry).toContainText('Paid');
    await expect(entry).not.toContainText('—');
    await expect(entry).toContainText(/\w{3} \d{1,2}, \d{4}/);
    await page.screenshot({
      path: `screenshots/delivery-earnings-${test.info().project.name}.png`,
      fullPage: true,
    });

    await deliveryMenu(page).getByRole('link', { name: 'Delivery History' }).click();
    await page.getByRole('button', { name: 'Paid' }).click();
    await expect(page.getByRole('button', { name: 'Paid' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/status=paid/);
    await expect(earningEntry(page, shortId)).toContainText('Paid');
    await page.getByRole('button', { name: 'Pending' }).click();
    await expect(page.getByRole('button', { name: 'Pending' })).toHaveAttribute('aria-pressed', 'true');
    await expect(earningEntry(page, shortId)).toHaveCount(0);
    await page.screenshot({
      path: `screenshots/delivery-history-${test.info().project.name}.png`,
      fullPage: true,
    });
  });

  test('keeps the availability across a reload', async ({ page, request }) => {
    const courier = await apiLogin(request, DEMO.courier.email, DEMO.courier.password);
    await useSession(page, courier);
    await page.goto('/delivery');
    const toggle = page.getByRole('switch', { name: 'Available for deliveries' });
    await expect(toggle).toBeEnabled();
    const before = (await toggle.getAttribute('aria-checked')) === 'true';

    try {
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', String(!before));
      await expect(toggle).toBeEnabled();
      await page.reload();
      await expect(toggle).toBeEnabled();
      await expect(toggle).toHaveAttribute('aria-checked', String(!before));
    } finally {
      // Other specs expect the demo courier as the seed left it.
      await request.patch('/api/delivery/availability', {
        headers: bearer(courier),
        data: { isAvailable: before },
      });
    }
  });

  test('shares the location only when asked', async ({ page, context, request }) => {
    const courier = await apiLogin(request, DEMO.courier.email, DEMO.courier.password);
    // Near the shop in Toronto, so a nearest-courier suggestion stays sensible for other specs.
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 43.6487, longitude: -79.3817 });
    await useSession(page, courier);
    await page.goto('/delivery');

    await page.getByRole('button', { name: 'Share my location' }).click();
    await expect(page.getByText(/^Location shared at \d{1,2}:\d{2}\s[ap]\.m\.$/)).toBeVisible();

    const profile = await request.get('/api/delivery/profile', { headers: bearer(courier) });
    const { data } = (await profile.json()) as {
      data: { location: { latitude: number; longitude: number } };
    };
    expect(data.location).toMatchObject({ latitude: 43.6487, longitude: -79.3817 });
  });

  test('says so when the location is refused', async ({ page, request }) => {
    const courier = await apiLogin(request, DEMO.courier.email, DEMO.courier.password);
    await useSession(page, courier);
    await page.goto('/delivery');
    // No permission granted: headless Chromium refuses the position.
    await page.getByRole('button', { name: 'Share my location' }).click();
    // Orders other specs cancelled on the courier show alerts of their own.
    await expect(page.getByRole('alert').filter({ hasText: 'Location access is blocked' })).toBeVisible();
  });

  test('edits phone and vehicle, checked by the contract', async ({ page, request }) => {
    const courier = await apiLogin(request, DEMO.courier.email, DEMO.courier.password);
    const original = (
      (await (await request.get('/api/delivery/profile', { headers: bearer(courier) })).json()) as {
        data: { phone: string | null; vehicle: string | null };
      }
    ).data;
    await useSession(page, courier);
    await page.goto('/delivery/orders');

    const form = page.getByRole('form', { name: 'My details' });
    try {
      await form.getByLabel('Phone').fill('not a phone');
      await form.getByRole('button', { name: 'Save details' }).click();
      await expect(form.getByText('Please enter a valid phone number')).toBeVisible();

      await form.getByLabel('Phone').fill('+1 416 555 0199');
      await form.getByLabel('Vehicle').fill('Scooter');
      await form.getByRole('button', { name: 'Save details' }).click();
      await expect(form.getByText('Your details have been saved.')).toBeVisible();
      await page.reload();
      await expect(form.getByLabel('Vehicle')).toHaveValue('Scooter');
      await expect(form.getByLabel('Phone')).toHaveValue('+1 416 555 0199');
    } finally {
      await request.patch('/api/delivery/profile', {
        headers: bearer(courier),
        data: { phone: original.phone ?? '', vehicle: original.vehicle ?? '' },
      });
    }
  });

  test('is the only role that reaches the delivery area', async ({ page, request }) => {
    const customer = await registerCustomer(request);
    await useSession(page, customer);
    await page.goto('/delivery/earnings');
    await expect(page).toHaveURL(/\/$/);
  });
});

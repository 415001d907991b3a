import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createTestProduct, expect, registerCustomer, type Session, test, useSession } from '../fixtures';

/**
 * A courier's day on a phone (390 px) and on a desktop. Each test signs in as a courier of its own
 * (the `courier` fixture), so what one changes (availability, location, details) reaches no
 * other, and orders one of its own products.
 */

const bearer = (session: Session) => ({ Authorization: `Bearer ${session.token}` });

const money = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });

/**
 * A fresh customer places a cash home-delivery order of a product of the test's own; the admin
 * assigns it to `courier`. The product is archived once the order is placed.
 */
async function assignedCashOrder(request: APIRequestContext, admin: Session, courier: Session) {
  const customer = await registerCustomer(request, 'Ange Kaneza');
  const product = await createTestProduct(request, admin, { name: 'Delivery Roast' });

  const placed = await request.post('/api/orders', {
    headers: bearer(customer),
    data: {
      products: [{ product: product._id, quantity: 1 }],
      delivery: {
        fulfillmentMethod: 'delivery',
        method: 'standard',
        address: {
          street: '12 Avenue de la Liberté',
          city: 'Toronto',
          postalCode: 'M5H 2M9',
          country: 'CA',
          phone: '+1 416 555 0142',
        },
      },
      payment: { method: 'cash' },
    },
  });
  expect(placed.status()).toBe(201);
  const order = (
    (await placed.json()) as {
      data: { _id: string; number: string; totalAmount: number; handOver: { pin: string } | null };
    }
  ).data;
  const archived = await request.delete(`/api/products/${product._id}`, { headers: bearer(admin) });
  expect(archived.ok(), await archived.text()).toBe(true);

  const assigned = await request.patch(`/api/delivery/admin/orders/${order._id}/assign`, {
    headers: bearer(admin),
    data: { deliveryPersonId: courier.user._id, deliveryFee: 10 },
  });
  expect(assigned.status()).toBe(200);
  return order;
}

/** The delivery menu: the side menu on desktops, the bottom bar on phones (only one is shown). */
function deliveryMenu(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Delivery sections' });
}

/** One earnings entry: a table row on desktops, a card on phones. */
function earningEntry(page: Page, number: string): Locator {
  return page.locator('tr:visible, li:visible').filter({ has: page.getByText(number, { exact: true }) });
}

test.describe('the courier', () => {
  test('picks up and delivers an assigned cash order, and sees it paid', async ({
    page,
    request,
    demoAdmin: admin,
    courier,
  }) => {
    const order = await assignedCashOrder(request, admin, courier);
    const shortId = order.number;

    await useSession(page, courier);
    await page.goto('/delivery');
    await expect(page.getByRole('heading', { level: 1, name: 'Delivery Dashboard' })).toBeVisible();
    await expect(page.getByText(`Welcome back, ${courier.user.name}`)).toBeVisible();

    const card = page.getByRole('article', { name: `Order ${shortId}` });
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
    // A cash order is handed over with the PIN the customer reads on their order page.
    const delivered = card.getByRole('button', { name: 'Mark as Delivered' });
    await expect(delivered).toBeDisabled();
    const pin = order.handOver!.pin;
    const wrong = String((Number(pin) + 1) % 10_000).padStart(4, '0');
    await card.getByLabel('Customer’s PIN').fill(wrong);
    await delivered.click();
    await expect(
      card.getByText('That PIN is not the one of this order. 4 tries left before it locks.'),
    ).toBeVisible();
    await card.getByLabel('Customer’s PIN').fill(pin);
    await delivered.click();
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

  test('keeps the availability across a reload', async ({ page, courier }) => {
    await useSession(page, courier);
    await page.goto('/delivery');
    const toggle = page.getByRole('switch', { name: 'Available for deliveries' });
    await expect(toggle).toBeEnabled();
    // A new courier is available at once.
    await expect(toggle).toHaveAttribute('aria-checked', 'true');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(toggle).toBeEnabled();
    await page.reload();
    await expect(toggle).toBeEnabled();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
  });

  test('shares the location only when asked', async ({ page, context, request, courier }) => {
    // Near the shop in Toronto.
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 43.6487, longitude: -79.3817 });
    await useSession(page, courier);
    await page.goto('/delivery');

    await page.getByRole('button', { name: 'Share my location' }).click();
    // On the store's clock, its zone named (the courier's phone may be set to another).
    await expect(page.getByText(/^Location shared at \d{1,2}:\d{2}\s[ap]\.m\. E[SD]T$/)).toBeVisible();

    const profile = await request.get('/api/delivery/profile', { headers: bearer(courier) });
    const { data } = (await profile.json()) as {
      data: { location: { latitude: number; longitude: number } };
    };
    expect(data.location).toMatchObject({ latitude: 43.6487, longitude: -79.3817 });
  });

  test('says so when the location is refused', async ({ page, courier }) => {
    await useSession(page, courier);
    await page.goto('/delivery');
    // No permission granted: headless Chromium refuses the position.
    await page.getByRole('button', { name: 'Share my location' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Location access is blocked' })).toBeVisible();
  });

  test('edits phone and vehicle, checked by the contract', async ({ page, courier }) => {
    await useSession(page, courier);
    await page.goto('/delivery/orders');

    const form = page.getByRole('form', { name: 'My details' });
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
  });

  test('is the only role that reaches the delivery area', async ({ page, request }) => {
    const customer = await registerCustomer(request);
    await useSession(page, customer);
    await page.goto('/delivery/earnings');
    await expect(page).toHaveURL(/\/$/);
  });
});

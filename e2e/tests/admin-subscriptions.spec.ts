import {
  authHeaders,
  createTestProduct,
  expect,
  registerCustomer,
  seriousViolations,
  test,
  uniqueSuffix,
  useSession,
} from '../fixtures';

/**
 * The owner's view of Subscribe & save (README "Subscriptions"): a customer subscribes, and an
 * admin finds the subscription by the customer's name, reads its history and orders, and reads
 * in the forecast how much of the coffee the coming renewals take.
 */

/** The store's calendar day `days` from now (`YYYY-MM-DD`), in its own time zone. */
function storeDayFromNow(timeZone: string, days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

test('an admin finds a customer’s subscription, reads its history and the forecast', async ({
  page,
  request,
  demoAdmin,
  admin,
}) => {
  const name = `Esperance Subscriber ${uniqueSuffix()}`;
  const customer = await registerCustomer(request, name);
  const product = await createTestProduct(request, demoAdmin, { name: 'Forecast Roast', stock: 50 });
  const subscribed = await request.post('/api/subscriptions', {
    headers: authHeaders(customer),
    data: {
      everyWeeks: 2,
      order: {
        products: [{ product: product._id, quantity: 2 }],
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
    },
  });
  expect(subscribed.status(), await subscribed.text()).toBe(201);
  const { subscription, order } = (
    (await subscribed.json()) as {
      data: { subscription: { _id: string }; order: { number: string } };
    }
  ).data;
  // The next renewal in 3 days, inside the forecast's 14 days.
  const settings = (await (await request.get('/api/settings')).json()) as { data: { timeZone: string } };
  const moved = await request.patch(`/api/subscriptions/${subscription._id}`, {
    headers: authHeaders(customer),
    data: { nextDate: storeDayFromNow(settings.data.timeZone, 3) },
  });
  expect(moved.status(), await moved.text()).toBe(200);

  await useSession(page, admin);
  await page.goto('/admin/subscriptions');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Customer' }).fill(name);
  await expect(page).toHaveURL(/[?&]q=Esperance/);
  await page.getByRole('link', { name }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Subscription of ${name}` })).toBeVisible();
  const history = page.getByRole('list', { name: 'History' });
  await expect(history.getByText('Subscribed', { exact: true })).toBeVisible();
  await expect(history.getByText('Changed the subscription')).toBeVisible();
  await expect(history.getByText(`Order ${order.number}`)).toBeVisible();
  const orders = page.getByRole('list', { name: 'Orders of this subscription' });
  await expect(orders.getByRole('link', { name: `Order ${order.number}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Each renewal' })).toContainText(`${product.name} × 2`);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'All subscriptions' }).click();
  await page.getByRole('link', { name: 'Forecast' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription forecast' })).toBeVisible();
  const totals = page.getByRole('table', { name: 'Bags and kilograms over the whole period, by product' });
  const row = totals.getByRole('row', { name: new RegExp(product.name) });
  await expect(row.getByRole('cell')).toHaveText(['2', '2 kg']);
  const byDay = page.getByRole('table', { name: 'Bags and kilograms to send each day, by product' });
  await expect(byDay.getByRole('columnheader', { name: product.name })).toBeVisible();
  // Other tests' subscriptions share the shop: the product's own column holds its one renewal.
  const headers = await byDay.getByRole('columnheader').allTextContents();
  const column = headers.findIndex((header) => header.includes(product.name)) + 1;
  await expect(
    byDay.locator(`tbody tr > :nth-child(${column})`).filter({ hasText: '2 bags · 2 kg' }),
  ).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
});

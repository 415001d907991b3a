import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expect, registerCustomer, type Session, test, useSession } from '../fixtures';

/**
 * The admin ticks two orders and prints their packing slips, then downloads the
 * orders CSV of the day and finds them in it. The spec signs in as an admin of its own and makes
 * its own product, customers and orders through the API.
 */

const auth = (session: Session) => ({ Authorization: `Bearer ${session.token}` });
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

interface Placed {
  id: string;
  number: string;
  street: string;
  customer: string;
}

async function placeOrder(
  request: APIRequestContext,
  productId: string,
  customerName: string,
  street: string,
  instructions: string,
): Promise<Placed> {
  const customer = await registerCustomer(request, customerName);
  const res = await request.post('/api/orders', {
    headers: { ...auth(customer), 'Idempotency-Key': `slips-e2e-${unique()}` },
    data: {
      products: [{ product: productId, quantity: 3 }],
      delivery: {
        fulfillmentMethod: 'delivery',
        method: 'standard',
        instructions,
        address: { street, city: 'Toronto', postalCode: 'M5H 2M9', country: 'CA', phone: '+14165550142' },
      },
      payment: { method: 'cash' },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { _id: id, number } = ((await res.json()) as { data: { _id: string; number: string } }).data;
  return { id, number, street, customer: customerName };
}

test('the admin prints two orders’ packing slips and finds them in the orders CSV', async ({
  page,
  request,
  admin,
}) => {
  const tag = unique();
  const created = await request.post('/api/products', {
    headers: auth(admin),
    data: {
      name: `Slip Test Roast ${tag}`,
      description: 'A coffee made for the packing-slip browser test.',
      type: 'powder',
      weight: 0.5,
      price: 18,
      stock: 20,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = ((await created.json()) as { data: { _id: string; name: string } }).data;
  const first = await placeOrder(
    request,
    product._id,
    `Slip Buyer ${tag} One`,
    `${tag} Front Street`,
    'Gate 4521',
  );
  const second = await placeOrder(
    request,
    product._id,
    `Slip Buyer ${tag} Two`,
    `${tag} King Street`,
    'Back door',
  );

  await useSession(page, admin);
  await page.goto('/admin/orders');
  await page.getByLabel('Search orders', { exact: true }).fill(`Slip Buyer ${tag}`);
  // The search applies after a pause and the list is read again: tick the boxes in that list, not
  // in the one it replaces.
  await expect(page.getByText('Showing 1–2 of 2 orders')).toBeVisible();
  const selectFirst = page.getByRole('checkbox', { name: `Select order ${first.number}` });
  const selectSecond = page.getByRole('checkbox', { name: `Select order ${second.number}` });
  await selectFirst.check();
  await selectSecond.check();
  const bar = page.getByRole('region', { name: 'Selected orders' });
  await expect(bar.getByText('2 orders selected')).toBeVisible();

  const [slips] = await Promise.all([
    page.waitForEvent('popup'),
    bar.getByRole('button', { name: 'Print packing slips' }).click(),
  ]);
  await expect(slips.getByRole('heading', { level: 1, name: 'Packing slips · 2 orders' })).toBeVisible();
  await expect(slips.getByRole('button', { name: 'Print' })).toBeVisible();
  for (const order of [first, second]) {
    const slip = slips.getByRole('article', { name: `Order ${order.number}` });
    await expect(slip).toBeVisible();
    await expect(slip.getByText(order.street)).toBeVisible();
    const items = slip.getByRole('table', { name: `Items of order ${order.number}` });
    await expect(items.getByRole('row', { name: new RegExp(`${product.name}.*3 1.5 kg`) })).toBeVisible();
  }
  await expect(
    slips.getByRole('article', { name: `Order ${first.number}` }).getByText('Gate 4521'),
  ).toBeVisible();
  // The Print button's script runs under the shop's Content-Security-Policy (allowed by its hash).
  await slips.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await slips.getByRole('button', { name: 'Print' }).click();
  await expect(slips.locator('body')).toHaveAttribute('data-printed', 'yes');
  await slips.close();

  await page.getByRole('button', { name: 'Export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export orders' });
  await dialog.getByLabel('From').fill(day(-1));
  await dialog.getByLabel('To').fill(day(1));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`ikawa-orders-${day(-1)}-to-${day(1)}.csv`);
  await expect(dialog).toBeHidden();
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFForder_number,order_id,')).toBe(true);
  for (const order of [first, second]) {
    const row = csv.split('\r\n').find((line) => line.includes(order.id));
    expect(row, `a row for ${order.number}`).toBeDefined();
    expect(row).toContain(`${order.number},${order.id},`);
    expect(row).toContain(order.customer);
    // Province and country (its ISO code), subtotal, code, discount, fee, then GST, HST, PST and QST
    // (coffee is zero-rated), total.
    expect(row).toContain(',ON,CA,CAD,54.00,,0.00,0.00,0.00,0.00,0.00,0.00,54.00,cash,');
  }
});

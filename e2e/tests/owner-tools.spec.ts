import { type APIRequestContext, type Page } from '@playwright/test';
import {
  authHeaders,
  createTestProduct,
  DEMO,
  expect,
  fullPageShot,
  orderNumberOf,
  registerCustomer,
  type Session,
  test,
  uniqueSuffix,
  useSession,
} from '../fixtures';

/**
 * The owner's everyday tools in the browser — a policy page edited in Settings and read
 * from the footer, a stock adjustment with its history, and an order note reaching My Orders.
 * Each test makes its own product, customer and order through the API, and signs in as an
 * admin of its own; the policy page is put back as it was.
 */

const ADDRESS = {
  street: '88 Queen Street East',
  city: 'Toronto',
  postalCode: 'M5C 1S6',
  country: 'CA',
  phone: '+14165550199',
};

const auth = authHeaders;
const unique = uniqueSuffix;
const shot = (page: Page, name: string) => fullPageShot(page, `owner-${name}`);
const createProduct = (request: APIRequestContext, admin: Session) =>
  createTestProduct(request, admin, { name: 'Owner Tools Roast' });

async function placeOrder(request: APIRequestContext, customer: Session, productId: string, quantity = 1) {
  const res = await request.post('/api/orders', {
    headers: { ...auth(customer), 'Idempotency-Key': `owner-e2e-${unique()}` },
    data: {
      products: [{ product: productId, quantity }],
      delivery: {
        fulfillmentMethod: 'delivery',
        method: 'standard',
        address: ADDRESS,
        instructions: 'Ring twice',
      },
      payment: { method: 'cash' },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { _id: string } }).data._id;
}

test.describe('owner tools', () => {
  test('the admin edits a policy page in Settings and the footer link shows it', async ({
    page,
    request,
    admin,
  }) => {
    await useSession(page, admin);
    const original = (
      (await (await request.get('/api/pages/returns')).json()) as {
        data: { title: string; body: string };
      }
    ).data;
    const stamp = unique();

    try {
      await page.goto('/admin/settings');
      const editor = page.getByRole('region', { name: 'Policy pages' });
      await editor.getByRole('tab', { name: 'Returns' }).click();
      await editor.getByLabel('Page title').fill('Returns and refunds');
      await editor
        .getByLabel('Text (Markdown)')
        .fill(
          `## Fresh or refunded ${stamp}\n\n- **Unopened bags** within 45 days\n\n<script>window.hacked = 1</script>`,
        );
      const preview = editor.getByRole('region', { name: 'Preview' });
      await expect(preview.getByRole('heading', { name: `Fresh or refunded ${stamp}` })).toBeVisible();
      await editor.getByRole('button', { name: 'Save page' }).click();
      await expect(editor.getByText('Page saved. The shop shows it now.')).toBeVisible();
      await shot(page, 'settings-policy');

      await page.goto('/');
      await page.getByRole('list', { name: 'Policies' }).getByRole('link', { name: 'Returns' }).click();
      await expect(page).toHaveURL(/\/returns$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Returns and refunds' })).toBeVisible();
      await expect(page.getByRole('heading', { name: `Fresh or refunded ${stamp}` })).toBeVisible();
      await expect(page.getByText('Unopened bags')).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
      expect(await page.locator('main script').count()).toBe(0);
      await shot(page, 'policy-page');

      // The other pages have their seeded text, also when opened directly.
      await page.goto('/privacy');
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
      await expect(page.getByText(/PIPEDA/)).toBeVisible();
      await expect(page).toHaveTitle(/Privacy Policy/);
    } finally {
      // The specs after this one read the seeded page, whatever happened above.
      const restored = await request.put('/api/admin/pages/returns', {
        headers: auth(admin),
        data: original,
      });
      expect(restored.ok(), await restored.text()).toBe(true);
    }
  });

  test('the admin adjusts stock and reads its history, orders included', async ({ page, request, admin }) => {
    const product = await createProduct(request, admin);
    const customer = await registerCustomer(request, `Owner Test Buyer ${unique()}`);
    await placeOrder(request, customer, product._id, 2);
    await useSession(page, admin);

    await page.goto('/admin/products');
    await page.getByLabel('Search products').fill(product.name);
    await page.getByRole('button', { name: `Adjust stock of ${product.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Adjust stock' });
    await expect(dialog.getByText('Order placed')).toBeVisible();
    await expect(dialog.getByText('(20 → 18)')).toBeVisible();
    await dialog.getByLabel('Change (+ adds, − removes)').fill('12');
    await expect(dialog.getByText('New stock: 30')).toBeVisible();
    await dialog.getByLabel('Reason').selectOption('received');
    await dialog.getByLabel('Note (optional)').fill('Delivery from Kayanza');
    await dialog.getByRole('button', { name: 'Save adjustment' }).click();
    await expect(dialog.getByText('(18 → 30)')).toBeVisible();
    await expect(dialog.getByText(/Delivery from Kayanza/)).toBeVisible();
    await expect(dialog.getByText(new RegExp(admin.user.name)).first()).toBeVisible();
    await shot(page, 'stock-dialog');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(page.getByText(`“${product.name}”: stock 18 → 30.`)).toBeVisible();

    // Removing more than there is is refused with the server's sentence.
    await page.getByRole('button', { name: `Adjust stock of ${product.name}` }).click();
    await dialog.getByLabel('Change (+ adds, − removes)').fill('-31');
    await dialog.getByLabel('Reason').selectOption('damaged');
    await dialog.getByRole('button', { name: 'Save adjustment' }).click();
    await expect(dialog.getByText(/below zero: there are 30 units left/)).toBeVisible();

    await request.delete(`/api/products/${product._id}`, { headers: auth(admin) });
  });

  test('an order note to the customer reaches My Orders; an internal one does not', async ({
    page,
    request,
    // The demo admin: the server cannot remove an admin who wrote an order note (fixtures.ts).
    demoAdmin: admin,
  }) => {
    const product = await createProduct(request, admin);
    const customer = await registerCustomer(request, `Owner Note Buyer ${unique()}`);
    const orderId = await placeOrder(request, customer, product._id);
    const short = await orderNumberOf(request, customer, orderId);
    await useSession(page, admin);

    await page.goto('/admin/orders');
    await page.getByLabel('Search orders', { exact: true }).fill(short);
    await page.getByRole('button', { name: `View order ${short}` }).click();
    const detail = page.getByRole('dialog', { name: `Order ${short}` });
    await expect(detail.getByText('Ring twice')).toBeVisible();
    await detail.getByLabel('New note').fill('Paid late last time: call first.');
    await detail.getByRole('button', { name: 'Add note' }).click();
    await expect(
      detail.getByRole('list', { name: 'Order notes' }).getByText('Paid late last time'),
    ).toBeVisible();
    await detail.getByLabel('New note').fill('Your coffee was roasted this morning.');
    await detail.getByRole('radio', { name: /To the customer/ }).check();
    await detail.getByRole('button', { name: 'Add note' }).click();
    const notes = detail.getByRole('list', { name: 'Order notes' });
    await expect(notes.getByText('Your coffee was roasted this morning.')).toBeVisible();
    await expect(notes.getByText('To the customer')).toBeVisible();
    await expect(notes.getByText(DEMO.admin.name).first()).toBeVisible();
    await shot(page, 'order-notes');

    // The customer, in another browser context: the note to them, never the internal one.
    const customerPage = await page
      .context()
      .browser()!
      .newPage({ viewport: page.viewportSize() ?? undefined });
    await useSession(customerPage, customer);
    await customerPage.goto('/account/orders');
    const card = customerPage.getByRole('article', { name: new RegExp(`Order ${short}`) });
    await expect(card.getByRole('heading', { name: 'Notes from the shop' })).toBeVisible();
    await expect(card.getByText('Your coffee was roasted this morning.')).toBeVisible();
    await expect(card.getByText('Instructions: Ring twice')).toBeVisible();
    await expect(customerPage.getByText('Paid late last time')).toHaveCount(0);
    await shot(customerPage, 'my-orders-note');
    await customerPage.close();
  });
});

import { type APIRequestContext } from '@playwright/test';
import { DEMO, expect, orderNumberOf, registerCustomer, type Session, test, useSession } from '../fixtures';

/**
 * Journeys in the admin area, signed in as an admin of the test's own (the `admin` fixture).
 * Every test makes its own data (customers, a product, orders, a courier) through the API, and
 * the settings test's changes are put back by the `storeSettings` fixture, so other specs still
 * see the demo defaults.
 */

const ADDRESS = {
  street: '12 Avenue de la Poste',
  city: 'Bujumbura',
  postalCode: '1000',
  country: 'BI',
  phone: '+25779111111',
};

const auth = (session: Session) => ({ Authorization: `Bearer ${session.token}` });
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface ApiProduct {
  _id: string;
  name: string;
}

async function createProduct(request: APIRequestContext, admin: Session): Promise<ApiProduct> {
  const res = await request.post('/api/products', {
    headers: auth(admin),
    data: {
      name: `Admin Test Roast ${unique()}`,
      description: 'A coffee made for the admin browser tests.',
      type: 'powder',
      weight: 1,
      price: 25,
      stock: 20,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: ApiProduct }).data;
}

/** A fresh customer places a cash home-delivery order of the given product. */
async function placeOrder(request: APIRequestContext, product: ApiProduct): Promise<string> {
  const customer = await registerCustomer(request, `Admin Test Buyer ${unique()}`);
  const res = await request.post('/api/orders', {
    headers: { ...auth(customer), 'Idempotency-Key': `admin-e2e-${unique()}` },
    data: {
      products: [{ product: product._id, quantity: 1 }],
      delivery: { fulfillmentMethod: 'delivery', method: 'standard', address: ADDRESS },
      payment: { method: 'cash' },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { _id: string } }).data._id;
}

async function archiveProduct(request: APIRequestContext, admin: Session, product: ApiProduct) {
  await request.delete(`/api/products/${product._id}`, { headers: auth(admin) });
}

test.describe('admin area', () => {
  test('the layout has the admin links, the admin and the footer', async ({ page, admin }) => {
    await useSession(page, admin);
    await page.goto('/admin');
    await expect(page.getByText('Administrator', { exact: true })).toBeAttached();
    await expect(page.getByText('Admin Dashboard', { exact: true })).toBeVisible();
    await expect(page.getByText(`© ${new Date().getFullYear()} Ikawa Coffee`)).toBeVisible();

    // The sidebar on desktop, a drawer on phones.
    const menuButton = page.getByRole('button', { name: 'Open admin menu' });
    if (await menuButton.isVisible()) {
      await menuButton.click();
      const drawer = page.getByRole('dialog', { name: 'Admin menu' });
      await drawer.getByRole('link', { name: 'Users' }).click();
      await expect(drawer).toBeHidden();
    } else {
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users' }).click();
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Users Management' })).toBeVisible();
  });

  test('the dashboard shows the figures and the sales chart', async ({ page, request, admin }) => {
    await useSession(page, admin);
    const product = await createProduct(request, admin);
    const orderId = await placeOrder(request, product);
    // Handed over and paid in cash: a sale (the dashboard's sales count what was sold).
    const delivered = await request.put(`/api/admin/orders/${orderId}`, {
      headers: auth(admin),
      data: { status: 'delivered' },
    });
    expect(delivered.ok(), await delivered.text()).toBe(true);

    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const sales = page.getByRole('region', { name: 'Sales (30 days)' });
    await expect(sales).toContainText('$');
    await expect(page.getByRole('region', { name: 'Orders (30 days)' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Customers', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Products', exact: true })).toBeVisible();
    await expect(page.getByText(/in the last 30 days\. Best day:/)).toBeVisible();
    await expect(page.getByTestId('sales-chart').locator('svg.recharts-surface')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Sales by day, last 30 days' })).toBeAttached();
    await expect(page.getByRole('heading', { name: 'Recent orders' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Popular products' })).toBeVisible();

    await archiveProduct(request, admin, product);
  });

  test('adds, edits and deletes a product', async ({ page, request, admin }) => {
    await useSession(page, admin);
    const name = `E2E Kirundo ${unique()}`;
    await page.goto('/admin/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Products Management' })).toBeVisible();

    await page.getByRole('button', { name: 'Add product' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add product' });
    await addDialog.getByRole('button', { name: 'Add product' }).click();
    await expect(addDialog.getByText('Name is required')).toBeVisible();
    await addDialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await addDialog
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Stone fruit and brown sugar.');
    // The French name, on its own tab; the French description is left for later.
    await addDialog.getByRole('tab', { name: 'Français' }).click();
    await addDialog.getByRole('textbox', { name: 'Name in French' }).fill(`Kirundo E2E ${name.slice(-6)}`);
    await addDialog.getByRole('tab', { name: 'English' }).click();
    await addDialog.getByLabel('Type').selectOption('powder');
    await addDialog.getByLabel('Weight').selectOption({ label: '1 kg' });
    await addDialog.getByLabel('Price (CAD)').fill('21.5');
    await addDialog.getByLabel('Stock').fill('7');
    await addDialog.getByRole('button', { name: 'Add product' }).click();
    await expect(addDialog).toBeHidden();
    await expect(page.getByText(`“${name}” was added to the shop.`)).toBeVisible();
    const listed = await request.get(`/api/products?q=${encodeURIComponent(name)}`, {
      headers: { 'accept-language': 'fr-CA' },
    });
    const [added] = ((await listed.json()) as { data: { name: string; untranslated: string[] }[] }).data;
    expect(added).toMatchObject({ name: `Kirundo E2E ${name.slice(-6)}`, untranslated: ['description'] });
    // The list says what is still missing in French.
    await page.getByLabel('Search products', { exact: true }).fill(name);
    await expect(page.getByText(/French missing/).first()).toBeVisible();

    await page.getByLabel('Search products', { exact: true }).fill(name);
    await expect(page.getByRole('button', { name: `Edit ${name}` })).toBeVisible();
    await expect(page.getByText('7 (low stock)')).toBeVisible();

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit product' });
    await expect(editDialog.getByLabel('Weight')).toHaveValue('1');
    await editDialog.getByLabel('Price (CAD)').fill('23');
    await editDialog.getByLabel('Stock').fill('30');
    await editDialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(editDialog).toBeHidden();
    await expect(page.getByText(`“${name}” was updated.`)).toBeVisible();
    await expect(page.getByText('$23.00')).toBeVisible();

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this product?' });
    await expect(confirm).toContainText('deleted for good');
    await confirm.getByRole('button', { name: 'Delete product' }).click();
    await expect(page.getByText(`“${name}” was deleted.`)).toBeVisible();
    await expect(page.getByText('No products found')).toBeVisible();
  });

  test('finds an order by its number, changes its status and assigns a courier', async ({
    page,
    request,
    admin,
    courier,
  }) => {
    await useSession(page, admin);
    const product = await createProduct(request, admin);
    const orderId = await placeOrder(request, product);
    const number = await orderNumberOf(request, admin, orderId);

    await page.goto('/admin/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders Management' })).toBeVisible();
    // Typed as printed on a slip or an e-mail, '#' included.
    await page.getByLabel('Search orders', { exact: true }).fill(`#${number}`);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(`#${number}`)}`));
    await expect(page.getByRole('button', { name: `View order ${number}` })).toBeVisible();

    const status = page.getByLabel(`Status of order ${number}`);
    await expect(status).toHaveValue('pending');
    await status.selectOption('processing');
    await expect(status).toBeEnabled();
    await expect(status).toHaveValue('processing');
    const saved = await request.get(`/api/admin/orders/${orderId}`, { headers: auth(admin) });
    expect(((await saved.json()) as { data: { status: string } }).data.status).toBe('processing');

    await page.getByRole('button', { name: `Assign delivery person for order ${number}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign delivery person' });
    await expect(dialog.getByLabel('Delivery fee (CAD)')).toHaveValue('10');
    const accept = dialog.getByRole('button', { name: `Assign to ${courier.user.name}` });
    const suggestedOther = dialog.getByRole('button', { name: /^Assign to / });
    await expect(
      suggestedOther.or(dialog.getByText('No delivery person is available at the moment.')),
    ).toBeVisible();
    if (await accept.isVisible()) {
      await accept.click();
    } else {
      // Another courier (the demo one) may be suggested: the admin overrides the suggestion.
      await dialog.getByRole('radio', { name: new RegExp(courier.user.name) }).check();
      await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    }
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Order ${number} was assigned to ${courier.user.name}.`)).toBeVisible();
    await expect(page.getByLabel(`Status of order ${number}`)).toHaveValue('processing');

    await page.getByRole('button', { name: `View order ${number}` }).click();
    const detail = page.getByRole('dialog', { name: `Order ${number}` });
    await expect(detail.getByText(`1 × ${product.name}`)).toBeVisible();
    await expect(detail.getByText(ADDRESS.street)).toBeVisible();
    await expect(detail.getByText(courier.user.name, { exact: true })).toBeVisible();
    // The order's activity, read from its event log.
    await expect(detail.getByRole('heading', { name: 'Activity' })).toBeVisible();
    await expect(detail.getByText(`Assigned to ${courier.user.name}`, { exact: false })).toBeVisible();
    await expect(detail.getByText('Status Pending → Processing', { exact: false })).toBeVisible();
    await detail.getByRole('button', { name: 'Close' }).click();

    await page.goto(`/admin/orders?q=zz-no-such-order`);
    await expect(page.getByText('No orders found matching your filters.')).toBeVisible();

    await archiveProduct(request, admin, product);
  });

  test('searches users, changes a role and deletes the user', async ({ page, request, admin }) => {
    await useSession(page, admin);
    const name = `Role Test ${unique()}`;
    const customer = await registerCustomer(request, name);

    // Other specs add users, so find the signed-in admin by search rather than on page 1: an
    // admin cannot delete their own account.
    await page.goto('/admin/users');
    await page.getByLabel('Search users', { exact: true }).fill(admin.user.email);
    await expect(page.getByRole('button', { name: `Delete ${admin.user.name}` }).first()).toBeDisabled();
    // Another admin's account can be deleted.
    await page.getByLabel('Search users', { exact: true }).fill(DEMO.admin.email);
    await expect(page.getByRole('button', { name: `Delete ${DEMO.admin.name}` }).first()).toBeEnabled();
    await page.getByLabel('Search users', { exact: true }).fill(name);
    await expect(page.getByText(customer.user.email)).toBeVisible();
    await expect(page.getByText('Showing 1–1 of 1 user')).toBeVisible();

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit user' });
    await dialog.getByLabel('Role').selectOption({ label: 'Delivery person' });
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`${name} was updated.`)).toBeVisible();
    await page.getByLabel('Role', { exact: true }).selectOption({ label: 'Delivery person' });
    await expect(page.getByText(customer.user.email)).toBeVisible();

    // The fresh courier leaves again, so other tests' suggestions are not changed by it.
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this user?' });
    await confirm.getByRole('button', { name: 'Delete user' }).click();
    await expect(page.getByText(new RegExp(`${name} was (deleted|anonymised)\\.`))).toBeVisible();
    await expect(page.getByText('No users found')).toBeVisible();
  });

  test('changes the store settings and puts them back', async ({ page, request, admin, storeSettings }) => {
    await useSession(page, admin);
    const original = storeSettings;
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Store Settings' })).toBeVisible();
    await page.getByLabel('Store phone').fill('+1 416 555 0199');
    await page.getByLabel('Standard shipping (CAD)').fill('12.5');
    await page.getByLabel('Low-stock threshold').fill('');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(
      page.getByText('Settings saved successfully! Your changes have been applied.'),
    ).toBeVisible();

    const saved = ((await (await request.get('/api/settings')).json()) as { data: Record<string, unknown> })
      .data;
    expect(saved).toMatchObject({
      storePhone: '+1 416 555 0199',
      standardShippingCost: 12.5,
      lowStockThreshold: 0,
    });

    await page.reload();
    await expect(page.getByLabel('Standard shipping (CAD)')).toHaveValue('12.5');
    await page.getByLabel('Store phone').fill(String(original.storePhone));
    await page.getByLabel('Standard shipping (CAD)').fill(String(original.standardShippingCost));
    await page.getByLabel('Low-stock threshold').fill(String(original.lowStockThreshold));
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(
      page.getByText('Settings saved successfully! Your changes have been applied.'),
    ).toBeVisible();
    const restored = (
      (await (await request.get('/api/settings')).json()) as { data: Record<string, unknown> }
    ).data;
    expect(restored).toMatchObject({
      storePhone: original.storePhone,
      standardShippingCost: original.standardShippingCost,
      lowStockThreshold: original.lowStockThreshold,
    });
  });

  test("marks a courier's payout as paid after assignment", async ({ page, request, admin, courier }) => {
    await useSession(page, admin);
    const product = await createProduct(request, admin);
    const orderId = await placeOrder(request, product);
    const number = await orderNumberOf(request, admin, orderId);
    const assigned = await request.patch(`/api/delivery/admin/orders/${orderId}/assign`, {
      headers: auth(admin),
      data: { deliveryPersonId: courier.user._id, deliveryFee: 7.25 },
    });
    expect(assigned.ok(), await assigned.text()).toBe(true);

    await page.goto('/admin/delivery-persons');
    const card = page.getByRole('article', { name: courier.user.name });
    await expect(card).toBeVisible();
    // DESIGN: payable once the order is delivered.
    await expect(card.getByRole('button', { name: `Mark as Paid: order ${number}` })).toHaveCount(0);
    await expect(card.getByText('Payable once delivered').first()).toBeVisible();
    const delivered = await request.put(`/api/admin/orders/${orderId}`, {
      headers: auth(admin),
      data: { status: 'delivered' },
    });
    expect(delivered.ok(), await delivered.text()).toBe(true);
    await page.reload();
    await card.getByRole('button', { name: `Mark as Paid: order ${number}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Mark as Paid' });
    await expect(confirm).toContainText('This action cannot be undone');
    await expect(confirm).toContainText('$7.25');
    await confirm.getByRole('button', { name: 'Mark as Paid' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText(`$7.25 to ${courier.user.name} was marked as paid.`)).toBeVisible();
    await expect(card.getByRole('button', { name: `Mark as Paid: order ${number}` })).toHaveCount(0);

    await archiveProduct(request, admin, product);
  });

  test("pages through a courier's whole history and pays its oldest entry", async ({
    page,
    request,
    admin,
    courier,
  }) => {
    await useSession(page, admin);
    const product = await createProduct(request, admin);
    // The test's own courier: the card's history is exactly what this test made.
    const orderIds: string[] = [];
    for (let fee = 1; fee <= 6; fee += 1) {
      const orderId = await placeOrder(request, product);
      const assigned = await request.patch(`/api/delivery/admin/orders/${orderId}/assign`, {
        headers: auth(admin),
        data: { deliveryPersonId: courier.user._id, deliveryFee: fee },
      });
      expect(assigned.ok(), await assigned.text()).toBe(true);
      const delivered = await request.put(`/api/admin/orders/${orderId}`, {
        headers: auth(admin),
        data: { status: 'delivered' },
      });
      expect(delivered.ok(), await delivered.text()).toBe(true);
      orderIds.push(orderId);
    }
    const oldest = `Mark as Paid: order ${await orderNumberOf(request, admin, orderIds[0]!)}`;

    await page.goto('/admin/delivery-persons');
    const card = page.getByRole('article', { name: courier.user.name });
    await expect(card.getByRole('button', { name: /^Mark as Paid/ })).toHaveCount(5);
    await expect(card.getByRole('button', { name: oldest })).toHaveCount(0);
    await card.getByRole('button', { name: 'View all 6 entries' }).click();
    await card.getByLabel('Show').selectOption('pending');
    await expect(card.getByText('Showing 1–6 of 6 entries')).toBeVisible();
    await card.getByRole('button', { name: oldest }).click();
    const confirm = page.getByRole('dialog', { name: 'Mark as Paid' });
    await expect(confirm).toContainText('$1.00');
    await confirm.getByRole('button', { name: 'Mark as Paid' }).click();
    await expect(confirm).toBeHidden();
    await expect(card.getByText('Showing 1–5 of 5 entries')).toBeVisible();
    await card.getByLabel('Show').selectOption('paid');
    await expect(card.getByText('Showing 1–1 of 1 entry')).toBeVisible();
    await expect(card.getByRole('button', { name: /^Mark as Paid/ })).toHaveCount(0);

    await archiveProduct(request, admin, product);
  });
});

import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  animationsSettled,
  apiLogin,
  DEMO,
  expect,
  registerCustomer,
  type Session,
  test,
  useSession,
} from '../fixtures';

/**
 * Shopping journeys: the cart panel, checkout (home delivery and pickup), a stock conflict, and
 * My Orders. Every test makes its own customer and its own small-stock product (archived after),
 * so the demo catalogue and the demo accounts stay as they were.
 */

const ADDRESS = {
  street: '4 Chaussée Prince Louis Rwagasore',
  city: 'Gitega',
  postalCode: '2000',
  country: 'BI',
  phone: '+25779000000',
};

interface TestProduct {
  _id: string;
  name: string;
  price: number;
}

const auth = (session: Session) => ({ Authorization: `Bearer ${session.token}` });

async function createProduct(
  request: APIRequestContext,
  admin: Session,
  stock: number,
): Promise<TestProduct> {
  const name = `Test Roast ${Math.random().toString(36).slice(2, 8)}`;
  const res = await request.post('/api/products', {
    headers: auth(admin),
    data: {
      name,
      description: 'A coffee made for a browser test.',
      type: 'powder',
      weight: 0.5,
      price: 20,
      stock,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: TestProduct }).data;
}

async function setAddress(request: APIRequestContext, session: Session): Promise<void> {
  const res = await request.put(`/api/users/${session.user._id}/address`, {
    headers: auth(session),
    data: ADDRESS,
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function apiOrder(
  request: APIRequestContext,
  session: Session,
  product: TestProduct,
  quantity: number,
  fulfillmentMethod: 'delivery' | 'pickup' = 'delivery',
): Promise<{ _id: string; number: string }> {
  const res = await request.post('/api/orders', {
    headers: { ...auth(session), 'Idempotency-Key': `e2e-${Math.random().toString(36).slice(2)}` },
    data: {
      products: [{ product: product._id, quantity, price: product.price }],
      delivery: {
        fulfillmentMethod,
        method: 'standard',
        address: fulfillmentMethod === 'delivery' ? ADDRESS : undefined,
      },
      payment: { method: 'cash' },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { _id: string; number: string } }).data;
}

async function addFromShop(page: Page, product: TestProduct): Promise<Locator> {
  await page.goto(`/shop?q=${encodeURIComponent(product.name)}`);
  await page
    .getByRole('article', { name: product.name })
    .getByRole('button', { name: 'Add to Cart' })
    .click();
  const panel = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(panel).toBeVisible();
  return panel;
}

/** Screenshots of each panel step, per project (desktop 1280 px, mobile 390 px). */
async function shot(page: Page, name: string): Promise<void> {
  await animationsSettled(page);
  await page.screenshot({ path: `screenshots/checkout-${name}-${test.info().project.name}.png` });
}

let admin: Session;
const created: TestProduct[] = [];

test.beforeAll(async ({ request }) => {
  admin = await apiLogin(request, DEMO.admin.email, DEMO.admin.password);
});

test.afterAll(async ({ request }) => {
  // Archived, so the catalogue looks as it did for the next spec.
  for (const product of created.splice(0)) {
    await request.delete(`/api/products/${product._id}`, { headers: auth(admin) });
  }
});

async function freshProduct(request: APIRequestContext, stock: number): Promise<TestProduct> {
  const product = await createProduct(request, admin, stock);
  created.push(product);
  return product;
}

test('a signed-out shopper fills the cart, signs in at checkout and places a home delivery order', async ({
  page,
  request,
}) => {
  const shopper = await registerCustomer(request, 'Aline Niyonzima');
  await setAddress(request, shopper);
  const product = await freshProduct(request, 3);

  const cart = await addFromShop(page, product);
  const badge = page.getByTestId('cart-count').locator('[aria-hidden="true"]');
  await expect(badge).toHaveText('1');
  const plus = cart.getByRole('button', { name: `Increase quantity of ${product.name}` });
  const minus = cart.getByRole('button', { name: `Decrease quantity of ${product.name}` });
  // SPEC §5: minus disabled at 1, plus disabled at stock.
  await expect(minus).toBeDisabled();
  await plus.click();
  await plus.click();
  await expect(cart.getByLabel('Quantity', { exact: true })).toHaveText('3');
  await expect(plus).toBeDisabled();
  await minus.click();
  await expect(cart.getByLabel('Quantity', { exact: true })).toHaveText('2');
  await expect(badge).toHaveText('2');
  await shot(page, 'cart');

  // The page behind is locked while the panel is open.
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

  await cart.getByRole('button', { name: 'Checkout' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await expect(signIn).toContainText('Please login to continue');
  await signIn.getByLabel('Email').fill(shopper.user.email);
  await signIn.getByLabel('Password').fill(shopper.password);
  await signIn.getByRole('button', { name: 'Sign In' }).click();

  const fulfillment = page.getByRole('dialog', { name: 'Delivery or Pickup' });
  await expect(fulfillment).toBeVisible();
  await expect(fulfillment.getByRole('radio', { name: /Home Delivery/ })).toBeChecked();
  await shot(page, 'fulfillment');
  await fulfillment.getByRole('button', { name: 'Continue' }).click();

  const address = page.getByRole('dialog', { name: 'Shipping Address' });
  await expect(address.getByLabel('Street')).toHaveValue(ADDRESS.street);
  await expect(address.getByLabel('City')).toHaveValue(ADDRESS.city);
  // The country is chosen from the shop's shipping countries, Canada first.
  const country = address.getByRole('combobox', { name: 'Country' });
  await expect(country).toHaveValue('BI');
  await expect(country.getByRole('option')).toHaveText([
    'Choose a country',
    'Canada',
    'Burundi',
    'United States',
  ]);
  await expect(address.getByLabel('Phone')).toHaveValue('25779000000');
  await shot(page, 'address');
  await address.getByRole('button', { name: 'Continue' }).click();

  const delivery = page.getByRole('dialog', { name: 'Delivery Method' });
  await expect(delivery.getByRole('radio', { name: /Standard/ })).toBeChecked();
  await expect(delivery.getByText('3-5 business days')).toBeVisible();
  await expect(delivery.getByText('$10.00', { exact: true })).toBeVisible();
  await expect(delivery.getByText('Add $10.00 more to your cart for free delivery.')).toBeVisible();
  await shot(page, 'delivery');
  await delivery.getByRole('button', { name: 'Continue' }).click();

  const payment = page.getByRole('dialog', { name: 'Payment Method' });
  await expect(payment.getByRole('radio', { name: /Cash/ })).toBeChecked();
  await expect(payment.getByRole('radio', { name: /Card/ })).toBeEnabled();
  await shot(page, 'payment');
  await payment.getByRole('button', { name: 'Continue' }).click();

  const confirm = page.getByRole('dialog', { name: 'Review Your Order' });
  await expect(confirm.getByText(ADDRESS.street)).toBeVisible();
  await expect(confirm.getByText('$50.00')).toBeVisible();
  await shot(page, 'confirm');
  await confirm.getByRole('button', { name: 'Place Order' }).click();

  const success = page.getByRole('dialog', { name: 'Order Placed' });
  await expect(success).toBeVisible();
  const orders = await request.get('/api/orders', { headers: auth(shopper) });
  const [order] = ((await orders.json()) as { data: { _id: string; number: string; totalAmount: number }[] })
    .data;
  expect(order?.totalAmount).toBe(50);
  await expect(success.getByText(order?.number ?? 'no order')).toBeVisible();
  await expect(success.getByText('$50.00')).toBeVisible();
  // The promised day, written on the store's clock (README "Dates as promises").
  await expect(success.getByText('Arrives by')).toBeVisible();
  await expect(success.getByText(/^(Monday|Tuesday|Wednesday|Thursday|Friday), \w+ \d{1,2}$/)).toBeVisible();
  await shot(page, 'success');
  // SPEC §4: the cart is cleared.
  await expect(page.getByTestId('cart-count')).toHaveCount(0);

  await success.getByRole('link', { name: 'View My Orders' }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  const card = page.getByRole('article', { name: `Order ${order?.number}` });
  await expect(card.getByText('Not yet assigned to a delivery person')).toBeVisible();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
});

test('a pickup order skips the address and shows the store, its hours and the ready time', async ({
  page,
  request,
}) => {
  const shopper = await registerCustomer(request, 'Eric Ndayishimiye');
  await useSession(page, shopper);
  const product = await freshProduct(request, 5);
  const settings = (await (await request.get('/api/settings')).json()) as {
    data: { storeAddress: { street: string } };
  };

  const cart = await addFromShop(page, product);
  await cart.getByRole('button', { name: 'Checkout' }).click();
  const fulfillment = page.getByRole('dialog', { name: 'Delivery or Pickup' });
  await fulfillment.getByText('Store Pickup').click();
  await expect(fulfillment.getByText(settings.data.storeAddress.street)).toBeVisible();
  await expect(fulfillment.getByText('Mon-Fri 9AM-7PM')).toBeVisible();
  await expect(fulfillment.getByText('Sat-Sun 10AM-6PM')).toBeVisible();
  await expect(
    fulfillment.getByText(/^Ready (today|tomorrow|\w+day) around \d{1,2}:\d{2}\s[ap]\.m\. E[SD]T$/),
  ).toBeVisible();
  await shot(page, 'pickup');
  await fulfillment.getByRole('button', { name: 'Continue' }).click();

  // SPEC §4: pickup skips the address and delivery steps, and Back mirrors it.
  const payment = page.getByRole('dialog', { name: 'Payment Method' });
  await expect(payment).toBeVisible();
  await payment.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('dialog', { name: 'Delivery or Pickup' })).toBeVisible();
  await page
    .getByRole('dialog', { name: 'Delivery or Pickup' })
    .getByRole('button', { name: 'Continue' })
    .click();
  await page
    .getByRole('dialog', { name: 'Payment Method' })
    .getByRole('button', { name: 'Continue' })
    .click();

  const confirm = page.getByRole('dialog', { name: 'Review Your Order' });
  await expect(confirm.getByText('Store Pickup')).toBeVisible();
  await expect(confirm.getByText('$20.00').last()).toBeVisible();
  await shot(page, 'pickup-confirm');
  await confirm.getByRole('button', { name: 'Place Order' }).click();

  const success = page.getByRole('dialog', { name: 'Order Placed' });
  await expect(success.getByText('Ready for pickup')).toBeVisible();
  await expect(success.getByText(/\d{1,2}:\d{2}\s[ap]\.m\. E[SD]T$/)).toBeVisible();
  await shot(page, 'pickup-success');
  await success.getByRole('button', { name: 'Continue Shopping' }).click();
  await expect(success).toBeHidden();

  await page.goto('/account/orders');
  await expect(page.getByText('Store Pickup Order')).toBeVisible();
});

test('a stock conflict sends the shopper back to the cart with Only N left', async ({ page, request }) => {
  const shopper = await registerCustomer(request, 'Grace Iradukunda');
  await setAddress(request, shopper);
  await useSession(page, shopper);
  const rival = await registerCustomer(request, 'Rival Shopper');
  const product = await freshProduct(request, 3);

  const cart = await addFromShop(page, product);
  await cart.getByRole('button', { name: `Increase quantity of ${product.name}` }).click();
  await cart.getByRole('button', { name: `Increase quantity of ${product.name}` }).click();
  await cart.getByRole('button', { name: 'Checkout' }).click();
  for (const step of ['Delivery or Pickup', 'Shipping Address', 'Delivery Method', 'Payment Method']) {
    const dialog = page.getByRole('dialog', { name: step });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue' }).click();
  }
  const confirm = page.getByRole('dialog', { name: 'Review Your Order' });
  await expect(confirm).toBeVisible();

  // Someone else buys two of the three while this shopper reviews the order.
  await apiOrder(request, rival, product, 2);
  await confirm.getByRole('button', { name: 'Place Order' }).click();

  const back = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(back.getByText(`Only 1 left of ${product.name} (1/2 kg).`)).toBeVisible();
  await expect(back.getByText('Some items are out of stock')).toBeVisible();
  await expect(back.getByText('Only 1 left', { exact: true })).toBeVisible();
  await expect(back.getByText('Please resolve out-of-stock items before checkout')).toBeVisible();
  await expect(back.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  await shot(page, 'stock-conflict');

  await back.getByRole('button', { name: `Decrease quantity of ${product.name}` }).click();
  await back.getByRole('button', { name: `Decrease quantity of ${product.name}` }).click();
  await expect(back.getByText('Some items are out of stock')).toBeHidden();
  await expect(back.getByRole('button', { name: 'Checkout' })).toBeEnabled();

  // Escape closes the panel; reopening re-reads the stock from the server.
  await page.keyboard.press('Escape');
  await expect(back).toBeHidden();
  await apiOrder(request, rival, product, 1);
  const cartButton = page.getByRole('button', { name: /^Cart(,|$)/ });
  await cartButton.click();
  const reopened = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(reopened.getByText('Out of stock', { exact: true })).toBeVisible();

  // The backdrop closes it too (where it shows beside the panel: not on a phone, where the panel
  // takes the whole width and its Close button does it), and the focus goes back to the cart.
  const panelCoversPage = (page.viewportSize()?.width ?? 0) <= 448; // the panel's max-w-md
  if (panelCoversPage) await reopened.getByRole('button', { name: 'Close' }).click();
  else await page.getByTestId('dialog-backdrop').click({ position: { x: 10, y: 200 } });
  await expect(reopened).toBeHidden();
  await expect(cartButton).toBeFocused();
});

test('My Orders lists, filters, searches and cancels orders', async ({ page, request }) => {
  const shopper = await registerCustomer(request, 'Jean Bosco');
  await useSession(page, shopper);
  const product = await freshProduct(request, 10);
  const delivered = await apiOrder(request, shopper, product, 2, 'pickup');
  const pending = await apiOrder(request, shopper, product, 3);
  const res = await request.put(`/api/admin/orders/${delivered._id}`, {
    headers: auth(admin),
    data: { status: 'delivered' },
  });
  expect(res.ok(), await res.text()).toBe(true);

  await page.goto('/account/orders');
  const pendingCard = page.getByRole('article', { name: `Order ${pending.number}` });
  const deliveredCard = page.getByRole('article', { name: `Order ${delivered.number}` });
  await expect(pendingCard).toBeVisible();
  await expect(deliveredCard).toBeVisible();
  await expect(pendingCard.getByText('Order placed')).toBeVisible();
  await page.screenshot({
    path: `screenshots/checkout-my-orders-${test.info().project.name}.png`,
    fullPage: true,
  });

  await page.getByRole('button', { name: 'Delivered' }).click();
  await expect(page).toHaveURL(/status=delivered/);
  await expect(pendingCard).toBeHidden();
  await expect(deliveredCard).toBeVisible();

  await page.getByRole('button', { name: 'All' }).click();
  // As printed on the card, e-mails and receipts, '#' included.
  await page.getByRole('searchbox', { name: 'Search by order number' }).fill(`#${pending.number}`);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(`#${pending.number}`)}`));
  await expect(deliveredCard).toBeHidden();
  await expect(pendingCard).toBeVisible();

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search by order number' })).toHaveValue(
    `#${pending.number}`,
  );
  await expect(pendingCard).toBeVisible();

  // Cancelling asks first, and the stock comes back.
  await pendingCard.getByRole('button', { name: `Cancel order ${pending.number}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(dialog).toBeHidden();
  await expect(pendingCard.getByText('Cancelled').first()).toBeVisible();
  await expect(pendingCard.getByRole('button', { name: /Cancel order/ })).toHaveCount(0);
  const stock = (await (await request.get(`/api/products/${product._id}`)).json()) as {
    data: { stock: number };
  };
  expect(stock.data.stock).toBe(8);

  await page.getByRole('searchbox', { name: 'Search by order number' }).fill('zzzz');
  await expect(page.getByRole('heading', { name: 'No orders found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
});

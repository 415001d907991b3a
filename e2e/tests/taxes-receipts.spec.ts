import { type APIRequestContext, type Page } from '@playwright/test';
import {
  apiLogin,
  DEMO,
  expect,
  latestMessage,
  registerCustomer,
  type Session,
  test,
  useSession,
} from '../fixtures';

/**
 * Canadian sales tax from the cart to the receipt. A customer in Toronto buys a bag of
 * coffee (zero-rated) and a mug (taxable), sees the HST on the review step, pays by card (an
 * order paid at once is invoiced at once), and opens the receipt from My Orders. The test makes
 * its own products and customer and archives the products after.
 */

const ONTARIO = {
  street: '123 Queen Street West',
  city: 'Toronto',
  postalCode: 'M5H 2M9',
  country: 'CA',
  phone: '+14165550142',
};

const auth = (session: Session) => ({ Authorization: `Bearer ${session.token}` });
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

let admin: Session;
const products: string[] = [];

test.beforeAll(async ({ request }) => {
  admin = await apiLogin(request, DEMO.admin.email, DEMO.admin.password);
});

test.afterAll(async ({ request }) => {
  for (const id of products.splice(0)) await request.delete(`/api/products/${id}`, { headers: auth(admin) });
});

async function createProduct(
  request: APIRequestContext,
  data: { name: string; type: string; price: number; description: string },
) {
  const res = await request.post('/api/products', {
    headers: auth(admin),
    // Coffee comes in a bag; a mug is not coffee and needs no weight.
    data: { ...data, ...(data.type === 'accessory' ? {} : { weight: 0.5 }), stock: 10 },
  });
  expect(res.status(), await res.text()).toBe(201);
  const product = ((await res.json()) as { data: { _id: string; name: string; taxCategory: string } }).data;
  products.push(product._id);
  return product;
}

async function addToCart(page: Page, name: string) {
  await page.goto(`/shop?q=${encodeURIComponent(name)}`);
  await page.getByRole('article', { name }).getByRole('button', { name: 'Add to Cart' }).click();
  const cart = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(cart).toBeVisible();
  return cart;
}

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: `screenshots/taxes-${name}-${test.info().project.name}.png`,
    animations: 'disabled',
    fullPage: name === 'my-orders' || name.startsWith('receipt'),
  });

test('coffee and a mug to Ontario: the HST from review to receipt, with an invoice number', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const id = unique();
  const coffee = await createProduct(request, {
    name: `Tax Test Roast ${id}`,
    type: 'powder',
    price: 20,
    description: 'Zero-rated coffee for the tax test.',
  });
  const mug = await createProduct(request, {
    name: `Tax Test Mug ${id}`,
    type: 'accessory',
    price: 24,
    description: 'A taxable mug for the tax test.',
  });
  // The product form's default: an accessory is taxable, coffee zero-rated.
  expect([coffee.taxCategory, mug.taxCategory]).toEqual(['zero_rated_grocery', 'standard']);

  const shopper = await registerCustomer(request, 'Nadia Tremblay');
  await request.put(`/api/users/${shopper.user._id}/address`, { headers: auth(shopper), data: ONTARIO });
  await useSession(page, shopper);

  await addToCart(page, coffee.name);
  const cart = await addToCart(page, mug.name);
  // The cart shows the server's tax of its lines (no fee yet), estimated at the store's province.
  await expect(cart.getByText('HST 13%')).toBeVisible();
  await expect(cart.getByText('Sales tax estimated for Ontario until you give an address')).toBeVisible();
  await shot(page, 'cart');

  await cart.getByRole('button', { name: 'Checkout' }).click();
  for (const title of ['Delivery or Pickup', 'Shipping Address', 'Delivery Method']) {
    const step = page.getByRole('dialog', { name: title });
    await expect(step).toBeVisible();
    if (title === 'Shipping Address') await expect(step.getByLabel('Postal code')).toHaveValue('M5H 2M9');
    await step.getByRole('button', { name: 'Continue' }).click();
  }
  const payment = page.getByRole('dialog', { name: 'Payment Method' });
  await payment.getByText('Card', { exact: true }).click();
  await payment.getByRole('button', { name: 'Continue' }).click();

  // 20.00 coffee (zero-rated) + 24.00 mug + 10.00 delivery. The fee is taxed for the mug's share
  // (10.00 × 24 / 44 = 5.45): HST 3.12 + 0.71 = 3.83; total 57.83.
  const review = page.getByRole('dialog', { name: 'Review Your Order' });
  await expect(review.getByText('HST 13%')).toBeVisible();
  await expect(review.getByText('$3.83')).toBeVisible();
  await expect(review.getByText('Sales tax for Ontario (delivery address)')).toBeVisible();
  await expect(review.getByText('$57.83')).toBeVisible();
  await shot(page, 'review');
  await review.getByRole('button', { name: 'Continue to payment' }).click();

  const form = page.getByRole('dialog', { name: 'Card Payment' }).getByRole('form', { name: 'Card details' });
  await form.getByLabel('Card number').fill('4242 4242 4242 4242');
  await form.getByLabel('Expiry (MM/YY)').fill('1239');
  await form.getByLabel('CVC').fill('123');
  await form.getByLabel('Name on card').fill('Nadia Tremblay');
  await form.getByRole('button', { name: 'Pay $57.83' }).click();

  const success = page.getByRole('dialog', { name: 'Order Placed' });
  await expect(success.getByText('$57.83')).toBeVisible();
  await success.getByRole('link', { name: 'View My Orders' }).click();

  const order = page.getByRole('article').filter({ hasText: mug.name });
  await expect(order.getByText('HST 13%')).toBeVisible();
  await expect(order.getByText('$3.83')).toBeVisible();
  const invoice = (await order.getByText(/^INV-\d{6}$/).textContent()) ?? '';
  expect(invoice).toMatch(/^INV-\d{6}$/);
  await shot(page, 'my-orders');

  await order.getByRole('link', { name: /^Receipt for order/ }).click();
  await expect(page).toHaveURL(/\/account\/orders\/[0-9a-f-]+\/receipt$/);
  const receipt = page.frameLocator('iframe[title="Receipt"]');
  await expect(receipt.getByText(invoice, { exact: true })).toBeVisible();
  await expect(receipt.getByRole('cell', { name: 'HST 13% on $29.45' })).toBeVisible();
  await expect(receipt.getByRole('cell', { name: '$3.83' })).toBeVisible();
  await expect(receipt.getByRole('cell', { name: 'Taxable' })).toBeVisible();
  await expect(receipt.getByRole('cell', { name: 'Zero-rated' })).toBeVisible();
  // The coffee is named with its bag, the mug alone.
  await expect(receipt.getByRole('cell', { name: `${coffee.name} (1/2 kg)`, exact: true })).toBeVisible();
  await expect(receipt.getByRole('cell', { name: mug.name, exact: true })).toBeVisible();
  await expect(receipt.getByText('Paid by Visa ending in 4242 (paid)')).toBeVisible();
  await shot(page, 'receipt');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/^receipt-INV-\d+\.pdf$/);

  // Another customer cannot open it.
  const stranger = await registerCustomer(request, 'Someone Else');
  const orderId = /orders\/([0-9a-f-]+)\/receipt/.exec(page.url())?.[1] ?? '';
  const refused = await request.get(`/api/orders/${orderId}/receipt`, { headers: auth(stranger) });
  expect(refused.status()).toBe(404);

  // The confirmation e-mail links the receipt; the link opens it without signing in.
  const message = await latestMessage(request, shopper.user.email, 'order_confirmation');
  expect(message).toContain(`Your receipt (invoice ${invoice})`);
  const link = /https?:\/\/[^/\s]+(\/receipt\/[0-9a-f-]+\?token=[\w.-]+)/.exec(message)?.[1] ?? '';
  expect(link).toContain(`/receipt/${orderId}?token=`);
  // A browser with no session, as a mail app opens it.
  const guest = await browser.newPage({ baseURL, viewport: page.viewportSize() });
  await guest.goto(link);
  expect(await guest.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  const linked = guest.frameLocator('iframe[title="Receipt"]');
  await expect(linked.getByText(invoice, { exact: true })).toBeVisible();
  await expect(linked.getByRole('cell', { name: '$3.83' })).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  await shot(guest, 'receipt-link');

  // Not for another order: the page says so and points to My Orders.
  const other = await registerCustomer(request, 'Other Buyer');
  const otherOrder = await request.post('/api/orders', {
    headers: auth(other),
    data: {
      products: [{ product: coffee._id, quantity: 1 }],
      delivery: { fulfillmentMethod: 'pickup' },
      payment: { method: 'cash' },
    },
  });
  expect(otherOrder.status(), await otherOrder.text()).toBe(201);
  const otherId = ((await otherOrder.json()) as { data: { _id: string } }).data._id;
  await guest.goto(link.replace(orderId, otherId));
  await expect(guest.getByRole('alert').getByText('This link does not work')).toBeVisible();
  await expect(guest.getByText(/This receipt link is not valid/)).toBeVisible();
  await expect(guest.getByRole('alert').getByRole('link', { name: 'My Orders' })).toBeVisible();
  await shot(guest, 'receipt-link-refused');
  await guest.close();
});

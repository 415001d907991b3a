import { type APIRequestContext, type Page } from '@playwright/test';
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
 * The welcome code the landing banner announces. A new customer enters IKAWA15 at checkout and pays
 * 15 % less, once; the admin manages codes on the Discounts page. Each test makes its own
 * customer, product and codes (archived or deactivated after); the admin's page is seen by an
 * admin of the test's own.
 */

const ADDRESS = {
  street: '4 Chaussée Prince Louis Rwagasore',
  city: 'Gitega',
  postalCode: '2000',
  country: 'BI',
  phone: '+25779000000',
};

const auth = (session: Session) => ({ Authorization: `Bearer ${session.token}` });
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

let admin: Session;
const products: string[] = [];
const codes: string[] = [];

test.beforeAll(async ({ request }) => {
  admin = await apiLogin(request, DEMO.admin.email, DEMO.admin.password);
});

test.afterAll(async ({ request }) => {
  for (const id of products.splice(0)) await request.delete(`/api/products/${id}`, { headers: auth(admin) });
  for (const id of codes.splice(0))
    await request.post(`/api/admin/discounts/${id}/deactivate`, { headers: auth(admin) });
});

async function freshProduct(request: APIRequestContext) {
  const name = `Discount Roast ${unique()}`;
  const res = await request.post('/api/products', {
    headers: auth(admin),
    data: {
      name,
      description: 'A coffee for the discount test.',
      type: 'powder',
      weight: 0.5,
      price: 20,
      stock: 10,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const product = ((await res.json()) as { data: { _id: string; name: string } }).data;
  products.push(product._id);
  return product;
}

async function openCartWith(page: Page, name: string) {
  await page.goto(`/shop?q=${encodeURIComponent(name)}`);
  await page.getByRole('article', { name }).getByRole('button', { name: 'Add to Cart' }).click();
  const cart = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(cart).toBeVisible();
  return cart;
}

async function shot(page: Page, name: string) {
  await animationsSettled(page);
  await page.screenshot({ path: `screenshots/discounts-${name}-${test.info().project.name}.png` });
}

test('a new customer applies IKAWA15 at checkout, pays 15 % less, and is refused it the second time', async ({
  page,
  request,
}) => {
  const shopper = await registerCustomer(request, 'Nadine Iradukunda');
  await request.put(`/api/users/${shopper.user._id}/address`, { headers: auth(shopper), data: ADDRESS });
  await useSession(page, shopper);
  const product = await freshProduct(request);

  // The landing banner states the real offer.
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Offers' })).toContainText(
    '15% off your first order with code IKAWA15',
  );

  const cart = await openCartWith(page, product.name);
  await cart.getByLabel('Discount code').fill('ikawa15');
  await cart.getByRole('button', { name: 'Apply' }).click();
  await expect(cart.getByText('15% off · first order only')).toBeVisible();
  await expect(cart.getByText('−$3.00')).toBeVisible();
  await shot(page, 'cart');

  await cart.getByRole('button', { name: 'Checkout' }).click();
  for (const title of ['Delivery or Pickup', 'Shipping Address', 'Delivery Method', 'Payment Method']) {
    const step = page.getByRole('dialog', { name: title });
    await expect(step).toBeVisible();
    await step.getByRole('button', { name: 'Continue' }).click();
  }
  const review = page.getByRole('dialog', { name: 'Review Your Order' });
  await expect(review.getByText('−$3.00')).toBeVisible();
  // 20.00 − 15 % + 10.00 delivery (instead of 30.00)
  await expect(review.getByText('$27.00')).toBeVisible();
  await shot(page, 'review');
  await review.getByRole('button', { name: 'Place Order' }).click();

  const success = page.getByRole('dialog', { name: 'Order Placed' });
  await expect(success.getByText('$27.00')).toBeVisible();
  const orders = await request.get('/api/orders', { headers: auth(shopper) });
  const [order] = ((await orders.json()) as { data: { totalAmount: number; discount: unknown }[] }).data;
  expect(order).toMatchObject({ totalAmount: 27, discount: { code: 'IKAWA15', amount: 3 } });
  await success.getByRole('link', { name: 'View My Orders' }).click();
  await expect(page.getByText('Discount (IKAWA15)')).toBeVisible();

  // The second time the code is refused, with the reason, and nothing is charged at the wrong price.
  const again = await openCartWith(page, product.name);
  await again.getByLabel('Discount code').fill('IKAWA15');
  await again.getByRole('button', { name: 'Apply' }).click();
  await expect(again.getByRole('alert')).toHaveText(
    'The code IKAWA15 is for the first order of an account only.',
  );
  await expect(again.getByText('−$3.00')).toHaveCount(0);
  await shot(page, 'refused');
});

test('the admin creates, sees and deactivates a discount code', async ({ page, admin: owner }) => {
  await useSession(page, owner);
  await page.goto('/admin/discounts');
  await expect(page.getByRole('heading', { name: 'Discounts', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Discount codes' });
  await expect(list.getByText('15% off · first order only')).toBeVisible();

  const code = `SPRING${unique().slice(-4)}`;
  await page.getByRole('button', { name: 'New discount' }).click();
  const dialog = page.getByRole('dialog', { name: 'New discount' });
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByLabel('Gives').selectOption('fixed');
  await dialog.getByLabel('Amount off (CAD)').fill('5');
  await dialog.getByLabel('Minimum subtotal (CAD)').fill('30');
  await dialog.getByLabel('Total uses').fill('100');
  await shot(page, 'admin-form');
  await dialog.getByRole('button', { name: 'Create discount' }).click();
  await expect(page.getByText(`${code} was created: $5.00 off · orders from $30.00.`)).toBeVisible();
  const card = list.getByRole('listitem').filter({ hasText: code });
  await expect(card.getByText('0 / 100 uses')).toBeVisible();
  await shot(page, 'admin');

  const id = (
    (await (await page.request.get('/api/admin/discounts', { headers: auth(admin) })).json()) as {
      data: { _id: string; code: string }[];
    }
  ).data.find((discount) => discount.code === code)?._id;
  if (id) codes.push(id);
  await card.getByRole('button', { name: `Deactivate ${code}` }).click();
  await expect(card.getByText('Inactive')).toBeVisible();
});

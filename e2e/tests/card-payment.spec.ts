import { type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, DEMO, expect, registerCustomer, type Session, test, useSession } from '../fixtures';

/**
 * Card payment journeys on the offline simulated provider: Continue to payment opens a payment
 * intent, the card form takes Stripe's public test cards, and only the server's check of the
 * provider makes the order.
 */

const auth = (session: Session) => ({ Authorization: `Bearer ${session.token}` });
let admin: Session;
const created: string[] = [];

test.beforeAll(async ({ request }) => {
  admin = await apiLogin(request, DEMO.admin.email, DEMO.admin.password);
});
test.afterAll(async ({ request }) => {
  for (const id of created.splice(0)) await request.delete(`/api/products/${id}`, { headers: auth(admin) });
});

async function product(request: APIRequestContext, stock = 5) {
  const name = `Card Roast ${Math.random().toString(36).slice(2, 8)}`;
  const res = await request.post('/api/products', {
    headers: auth(admin),
    data: { name, description: 'For a card payment test.', type: 'granule', weight: 1, price: 25, stock },
  });
  expect(res.status()).toBe(201);
  const data = ((await res.json()) as { data: { _id: string; name: string } }).data;
  created.push(data._id);
  return data;
}

/** Signed in, one product in the cart, walked to the card form of a pickup order. */
async function toCardForm(
  page: Page,
  request: APIRequestContext,
  prepare?: (shopper: Session) => Promise<void>,
) {
  const shopper = await registerCustomer(request, 'Card Shopper');
  await prepare?.(shopper);
  const coffee = await product(request);
  await useSession(page, shopper);
  await page.goto(`/shop?q=${encodeURIComponent(coffee.name)}`);
  await page.getByRole('article', { name: coffee.name }).getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('button', { name: 'Checkout' }).click();
  const fulfillment = page.getByRole('dialog', { name: 'Delivery or Pickup' });
  await fulfillment.getByText('Store Pickup').click();
  await fulfillment.getByRole('button', { name: 'Continue' }).click();
  const payment = page.getByRole('dialog', { name: 'Payment Method' });
  await payment.getByText('Card', { exact: true }).click();
  await payment.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('dialog', { name: 'Review Your Order' });
  // The review says card, and its button says what it does.
  await expect(confirm.getByText('You will enter your card on the next step.')).toBeVisible();
  await expect(confirm.getByText(/cash/i)).toHaveCount(0);
  await confirm.getByRole('button', { name: 'Continue to payment' }).click();
  const form = page.getByRole('dialog', { name: 'Card Payment' }).getByRole('form', { name: 'Card details' });
  await expect(form).toBeVisible();
  return { shopper, form };
}

async function fillCard(page: Page, number: string) {
  const form = page.getByRole('form', { name: 'Card details' });
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry (MM/YY)').fill('1239');
  await form.getByLabel('CVC').fill('123');
  await form.getByLabel('Name on card').fill('Card Shopper');
  await form.getByRole('button', { name: /^Pay / }).click();
}

test('a declined card is refused with the provider’s message, then a good card places a paid order', async ({
  page,
  request,
}) => {
  const { shopper, form } = await toCardForm(page, request);
  await expect(form.getByRole('button', { name: 'Pay $25.00' })).toBeVisible();
  await form.getByRole('button', { name: 'Pay $25.00' }).click();
  await expect(form.getByText('Please complete all payment fields.')).toBeVisible();

  await fillCard(page, '4000 0000 0000 0002');
  await expect(form.getByText('Your card was declined.')).toBeVisible();
  const none = await request.get('/api/orders', { headers: auth(shopper) });
  expect(((await none.json()) as { total: number }).total).toBe(0);
  await page.screenshot({ path: `screenshots/card-declined-${test.info().project.name}.png` });

  await fillCard(page, '4242 4242 4242 4242');
  const success = page.getByRole('dialog', { name: 'Order Placed' });
  await expect(success).toBeVisible();
  // A card buyer is told how they paid, never to pay cash.
  await expect(success.getByText('Paid by Visa ending in 4242')).toBeVisible();
  await expect(success.getByText(/cash/i)).toHaveCount(0);
  await page.screenshot({ path: `screenshots/card-success-${test.info().project.name}.png` });
  const orders = (await (await request.get('/api/orders', { headers: auth(shopper) })).json()) as {
    data: { _id: string; number: string; paymentStatus: string; payment: { method: string } }[];
  };
  expect(orders.data).toHaveLength(1);
  expect(orders.data[0]).toMatchObject({ paymentStatus: 'completed', payment: { method: 'stripe' } });
  await expect(success.getByText(orders.data[0]?.number ?? 'no order')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
});

test('a card that needs an extra confirmation is confirmed in the bank step', async ({ page, request }) => {
  const { shopper } = await toCardForm(page, request);
  await fillCard(page, '4000 0025 0000 3155');
  const bank = page.getByRole('region', { name: 'Confirm this payment' });
  await expect(bank).toBeVisible();
  await page.screenshot({ path: `screenshots/card-confirm-${test.info().project.name}.png` });
  await bank.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page.getByRole('dialog', { name: 'Order Placed' })).toBeVisible();
  const orders = (await (await request.get('/api/orders', { headers: auth(shopper) })).json()) as {
    total: number;
  };
  expect(orders.total).toBe(1);
});

test('a saved card is offered at checkout and pays by its token', async ({ page, request }) => {
  const { shopper, form } = await toCardForm(page, request, async (session) => {
    const saved = await request.post(`/api/users/${session.user._id}/payment-methods`, {
      headers: auth(session),
      data: { cardNumber: '4242 4242 4242 4242', expiryDate: '12/39', cardholderName: 'Card Shopper' },
    });
    expect(saved.status()).toBe(201);
  });
  // The saved card is chosen by default; no card fields until 'Use a new card' is picked.
  await expect(form.getByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked();
  await expect(form.getByRole('radio', { name: /^Use a new card/ })).not.toBeChecked();
  await expect(form.getByLabel('Card number')).toHaveCount(0);
  await page.screenshot({ path: `screenshots/card-saved-${test.info().project.name}.png` });
  await form.getByRole('button', { name: 'Pay $25.00' }).click();
  await expect(page.getByRole('dialog', { name: 'Order Placed' })).toBeVisible();
  const orders = (await (await request.get('/api/orders', { headers: auth(shopper) })).json()) as {
    data: { paymentStatus: string }[];
  };
  expect(orders.data).toHaveLength(1);
  expect(orders.data[0]?.paymentStatus).toBe('completed');
});

test('the payment result page trusts the server, not the address bar', async ({ page, request }) => {
  const shopper = await registerCustomer(request);
  await useSession(page, shopper);
  await page.goto(
    '/payment-success?payment_intent=pi_sim_forged&payment_intent_client_secret=pi_sim_forged_secret_x',
  );
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(page.getByText('Payment not found')).toBeVisible();
});

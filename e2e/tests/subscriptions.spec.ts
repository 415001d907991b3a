import type { Page } from '@playwright/test';
import {
  authHeaders,
  BUJUMBURA_ADDRESS,
  createTestProduct,
  expect,
  networkQuiet,
  registerCustomer,
  seriousViolations,
  test,
  useSession,
} from '../fixtures';

/**
 * Subscribe & save (README "Subscriptions and buying again"): a customer on a phone subscribes to
 * a bag every two weeks from its page, pays cash on delivery, and then manages the subscription in
 * My Account → Subscriptions: skips the next one, swaps the coffee, changes the quantity, cancels.
 */
test.skip(({ isMobile }) => !isMobile, 'Subscribe & save is walked on a phone (390 px)');

/** axe's serious and critical findings once the page has settled (no request, no spinner). */
async function settledViolations(page: Page, quiet: () => Promise<void>): Promise<string[]> {
  await quiet();
  await expect(page.locator('[role="status"]:has([data-testid="spinner"])')).toHaveCount(0);
  return seriousViolations(page);
}

test('a customer subscribes from a product page and manages it in My Account', async ({
  page,
  request,
  demoAdmin,
}) => {
  const bag = await createTestProduct(request, demoAdmin, { name: 'Subs Kayanza', price: 20 });
  const other = await createTestProduct(request, demoAdmin, { name: 'Subs Ngozi', price: 24 });
  const customer = await registerCustomer(request, 'Aline Subscriber');
  await useSession(page, customer);
  const quiet = networkQuiet(page);

  // The product page: one-time purchase by default, Subscribe & save with its saving beside it.
  await page.goto(`/shop/${bag.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: bag.name })).toBeVisible();
  const oneTime = page.getByRole('radio', { name: 'One-time purchase' });
  await expect(oneTime).toBeChecked();
  await page.getByRole('radio', { name: /Subscribe & save 10%/ }).check();
  await page.getByRole('radio', { name: 'Every 2 weeks' }).check();
  await expect(page.getByRole('radio', { name: 'Every 2 weeks' })).toBeChecked();
  expect(await settledViolations(page, quiet)).toEqual([]);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();

  // The cart keeps the choice and is quoted with the subscriber discount.
  const cart = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(cart.getByRole('radio', { name: 'Every 2 weeks' })).toBeChecked();
  await expect(cart.getByText('Subscribe & save discount')).toBeVisible();
  await expect(cart.getByText('−$2.00')).toBeVisible();
  expect(await settledViolations(page, quiet)).toEqual([]);
  await cart.getByRole('button', { name: 'Checkout' }).click();

  const fulfillment = page.getByRole('dialog', { name: 'Delivery or Pickup' });
  await expect(fulfillment.getByRole('radio', { name: /Home Delivery/ })).toBeChecked();
  await fulfillment.getByRole('button', { name: 'Continue' }).click();

  const address = page.getByRole('dialog', { name: 'Shipping Address' });
  await address.getByLabel('Street').fill(BUJUMBURA_ADDRESS.street);
  await address.getByLabel('City').fill(BUJUMBURA_ADDRESS.city);
  await address.getByRole('combobox', { name: 'Country' }).selectOption(BUJUMBURA_ADDRESS.country);
  await address.getByLabel('Postal Code').fill(BUJUMBURA_ADDRESS.postalCode);
  await address.getByLabel('Phone').fill(BUJUMBURA_ADDRESS.phone.slice(1));
  await address.getByRole('button', { name: 'Continue' }).click();

  const delivery = page.getByRole('dialog', { name: 'Delivery Method' });
  await expect(delivery.getByRole('radio', { name: /Standard/ })).toBeChecked();
  await delivery.getByRole('button', { name: 'Continue' }).click();

  // Cash on delivery, or a saved card (this customer has none: the way to add one instead).
  const payment = page.getByRole('dialog', { name: 'Payment Method' });
  await expect(payment.getByRole('radio', { name: /Cash/ })).toBeChecked();
  await expect(payment.getByRole('link', { name: 'My Account → Payment Methods' })).toBeVisible();
  await payment.getByRole('button', { name: 'Continue' }).click();

  const review = page.getByRole('dialog', { name: 'Review Your Order' });
  await expect(review.getByText('Every 2 weeks')).toBeVisible();
  await expect(review.getByText('Cash on delivery')).toBeVisible();
  await expect(review.getByText('Subscribe & save discount')).toBeVisible();
  await review.getByRole('button', { name: 'Subscribe' }).click();

  const success = page.getByRole('dialog', { name: 'Subscription Started' });
  await expect(success.getByRole('status')).toHaveText('You are subscribed!');
  await expect(success.getByText(/^Next delivery around \w+ \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(
    success.getByText('We are packing it now. Pay the courier in cash on delivery.'),
  ).toBeVisible();
  await success.getByRole('link', { name: 'View My Subscriptions' }).click();

  // My Account → Subscriptions.
  await expect(page).toHaveURL(/\/account\/subscriptions$/);
  const subscription = page.getByRole('article', { name: bag.name });
  await expect(subscription.getByText('Active')).toBeVisible();
  await expect(subscription.getByText('Every 2 weeks')).toBeVisible();
  await expect(subscription.getByText('Cash on delivery')).toBeVisible();
  await expect(subscription.getByText('10% off each order')).toBeVisible();
  const firstDate =
    (await subscription
      .getByText(/^\w+ \d{1,2}, \d{4}$/)
      .first()
      .textContent()) ?? '';
  expect(await settledViolations(page, quiet)).toEqual([]);

  // Skip the next one: the date moves on by the rhythm.
  await subscription.getByRole('button', { name: 'Skip the next one' }).click();
  await expect(subscription.getByRole('status')).toContainText('Skipped. The next one comes around');
  await expect(subscription.getByRole('status')).not.toContainText(firstDate);

  // Swap the coffee for another, two bags of it.
  await subscription.getByRole('button', { name: 'Edit items' }).click();
  const items = page.getByRole('dialog', { name: 'Edit items' });
  await expect(items.getByRole('option', { name: other.name })).toBeAttached();
  expect(await settledViolations(page, quiet)).toEqual([]);
  await items.getByRole('combobox', { name: 'Item 1' }).selectOption({ label: other.name });
  await items.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await items.getByRole('button', { name: 'Save the items' }).click();
  await expect(items).toBeHidden();
  const swapped = page.getByRole('article', { name: other.name });
  await expect(swapped.getByRole('status')).toHaveText('Your items are changed from the next one on.');
  await expect(swapped.getByRole('listitem').filter({ hasText: other.name })).toContainText('× 2');

  // Cancel, saying why.
  await swapped.getByRole('button', { name: 'Cancel subscription' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel your subscription?' });
  await cancel.getByRole('radio', { name: 'I have too much coffee' }).check();
  await cancel.getByLabel('Anything else? (optional)').fill('Back in the spring');
  expect(await settledViolations(page, quiet)).toEqual([]);
  await cancel.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(cancel).toBeHidden();
  await expect(swapped.getByRole('status')).toHaveText('Your subscription is cancelled.');
  await expect(swapped.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(swapped.getByText('I have too much coffee')).toBeVisible();
  await expect(swapped.getByRole('button', { name: 'Skip the next one' })).toHaveCount(0);
  expect(await settledViolations(page, quiet)).toEqual([]);
});

test('a customer subscribes to a pickup paid by a saved card, charged at once', async ({
  page,
  request,
  demoAdmin,
}) => {
  const bag = await createTestProduct(request, demoAdmin, { name: 'Subs Card Kirundo', price: 30 });
  const customer = await registerCustomer(request, 'Claude Card Subscriber');
  const saved = await request.post(`/api/users/${customer.user._id}/payment-methods`, {
    headers: authHeaders(customer),
    data: {
      cardNumber: '4242 4242 4242 4242',
      expiryDate: '12/30',
      cardholderName: 'Claude Card Subscriber',
      cvc: '123',
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  await useSession(page, customer);

  await page.goto(`/shop/${bag.slug}`);
  await page.getByRole('radio', { name: /Subscribe & save 10%/ }).check();
  await page.getByRole('radio', { name: 'Every 4 weeks' }).check();
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  const cart = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(cart.getByRole('radio', { name: 'Every 4 weeks' })).toBeChecked();
  await cart.getByRole('button', { name: 'Checkout' }).click();

  const fulfillment = page.getByRole('dialog', { name: 'Delivery or Pickup' });
  await fulfillment.getByText('Store Pickup').click();
  await fulfillment.getByRole('button', { name: 'Continue' }).click();

  // The saved card is offered beside cash; no card is typed for a subscription.
  const payment = page.getByRole('dialog', { name: 'Payment Method' });
  // A person taps the card's label (its radio is drawn by the card around it).
  await payment.getByText(/Visa •••• 4242/).click();
  await expect(payment.getByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked();
  await expect(payment.getByText('Expires 12/30. Charged now and at each renewal.')).toBeVisible();
  await payment.getByRole('button', { name: 'Continue' }).click();

  const review = page.getByRole('dialog', { name: 'Review Your Order' });
  await expect(review.getByText('Every 4 weeks')).toBeVisible();
  await review.getByRole('button', { name: 'Subscribe' }).click();

  // Charged by the server at once, nobody asked to pay in cash.
  const success = page.getByRole('dialog', { name: 'Subscription Started' });
  await expect(success.getByRole('status')).toHaveText('You are subscribed!');
  await expect(success.getByText(/^Next pickup around \w+ \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(success.getByText(/cash/i)).toHaveCount(0);
  await expect(success.getByText('$27.00')).toBeVisible();
  await success.getByRole('link', { name: 'View My Subscriptions' }).click();

  const subscription = page.getByRole('article', { name: bag.name });
  await expect(subscription.getByText('Every 4 weeks')).toBeVisible();
  await expect(subscription.getByText(/Visa •••• 4242/)).toBeVisible();
});

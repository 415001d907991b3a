import {
  animationsSettled,
  authHeaders,
  BUJUMBURA_ADDRESS,
  createTestProduct,
  expect,
  orderNumberOf,
  registerCustomer,
  test,
  uniqueSuffix,
  useSession,
} from '../fixtures';

/**
 * "Buy again" (README "Subscriptions and buying again"): a customer puts a past order back in the
 * cart. Since the order, the shop raised one price, sold most of another coffee and stopped
 * selling a third; the cart opens with those lines as they are today and a summary that says so.
 */
test('buying an order again fills the cart at today’s prices and says what changed', async ({
  page,
  request,
  demoAdmin,
}) => {
  const steady = await createTestProduct(request, demoAdmin, { name: 'Again Steady', price: 18 });
  const dearer = await createTestProduct(request, demoAdmin, { name: 'Again Dearer', price: 21 });
  const scarce = await createTestProduct(request, demoAdmin, { name: 'Again Scarce', price: 15 });
  const retired = await createTestProduct(request, demoAdmin, { name: 'Again Retired', price: 12 });
  const customer = await registerCustomer(request, 'Aline Again');
  const placed = await request.post('/api/orders', {
    headers: { ...authHeaders(customer), 'Idempotency-Key': `again-${uniqueSuffix()}` },
    data: {
      products: [
        { product: steady._id, quantity: 1 },
        { product: dearer._id, quantity: 1 },
        { product: scarce._id, quantity: 3 },
        { product: retired._id, quantity: 1 },
      ],
      delivery: { fulfillmentMethod: 'delivery', method: 'standard', address: BUJUMBURA_ADDRESS },
      payment: { method: 'cash' },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId = ((await placed.json()) as { data: { _id: string } }).data._id;
  const number = await orderNumberOf(request, customer, orderId);

  // Since then, in the admin: a new price, little stock left, and a product taken off sale
  // (archived, since it is in an order).
  const admin = authHeaders(demoAdmin);
  const repriced = await request.patch(`/api/products/${dearer._id}`, {
    headers: admin,
    data: { price: 25 },
  });
  expect(repriced.ok(), await repriced.text()).toBe(true);
  const restocked = await request.patch(`/api/products/${scarce._id}`, {
    headers: admin,
    data: { stock: 2 },
  });
  expect(restocked.ok(), await restocked.text()).toBe(true);
  const removed = await request.delete(`/api/products/${retired._id}`, { headers: admin });
  expect(removed.ok(), await removed.text()).toBe(true);

  await useSession(page, customer);
  await page.goto('/account/orders');
  const card = page.getByRole('article', { name: `Order ${number}` });
  const buyAgain = card.getByRole('button', { name: `Buy again, order ${number}` });
  await buyAgain.scrollIntoViewIfNeeded();
  await card
    .getByRole('contentinfo')
    .or(card.locator('footer'))
    .first()
    .screenshot({
      path: `screenshots/buy-again-card-${test.info().project.name}.png`,
    });
  await buyAgain.click();

  const cart = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(cart).toBeVisible();
  const notice = cart.getByRole('status', { name: 'Order bought again' });
  await expect(notice).toContainText(`Added to your cart from order ${number}: 4 items.`);
  // One line per change, in the order's own order of its lines.
  const changes = notice.getByRole('listitem');
  await expect(changes).toHaveCount(3);
  await expect(changes.filter({ hasText: dearer.name })).toHaveText(
    `${dearer.name} (1 kg): price up, $21.00 → $25.00`,
  );
  await expect(changes.filter({ hasText: scarce.name })).toHaveText(
    `${scarce.name} (1 kg): only 2 left, so 2 instead of 3`,
  );
  await expect(changes.filter({ hasText: retired.name })).toHaveText(
    `${retired.name} (1 kg): no longer sold, left out`,
  );
  const lines = cart.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
  await expect(lines).toHaveCount(3);
  await expect(lines.filter({ hasText: retired.name })).toHaveCount(0);
  // 18 + 25 + 2 × 15, at today's prices.
  await expect(cart.getByText('Subtotal').locator('..')).toContainText('$73.00');
  await expect(cart.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  await animationsSettled(page);
  await page.screenshot({ path: `screenshots/buy-again-${test.info().project.name}.png` });

  // Bought again with the cart still full: the scarce coffee is already at its stock.
  await cart.getByRole('button', { name: 'Close' }).first().click();
  await expect(cart).toBeHidden();
  await buyAgain.click();
  await expect(cart).toBeVisible();
  await expect(notice).toContainText(`Added to your cart from order ${number}: 2 items.`);
  await expect(notice.getByRole('listitem').filter({ hasText: scarce.name })).toHaveText(
    `${scarce.name} (1 kg): 2 already in your cart and only 2 in stock, so none added`,
  );

  // The summary goes when dismissed; the cart stays.
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toBeHidden();
  await expect(lines).toHaveCount(3);
});

/** The same in French: the button, the summary and its money written the French way. */
test('buying an order again speaks French', async ({ page, request, demoAdmin }) => {
  const coffee = await createTestProduct(request, demoAdmin, { name: 'Encore Torréfié', price: 20 });
  const customer = await registerCustomer(request, 'Chantal Encore', 'fr-CA');
  const placed = await request.post('/api/orders', {
    headers: { ...authHeaders(customer), 'Idempotency-Key': `encore-${uniqueSuffix()}` },
    data: {
      products: [{ product: coffee._id, quantity: 2 }],
      delivery: { fulfillmentMethod: 'delivery', method: 'standard', address: BUJUMBURA_ADDRESS },
      payment: { method: 'cash' },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId = ((await placed.json()) as { data: { _id: string } }).data._id;
  const number = await orderNumberOf(request, customer, orderId);
  const repriced = await request.patch(`/api/products/${coffee._id}`, {
    headers: authHeaders(demoAdmin),
    data: { price: 18.5 },
  });
  expect(repriced.ok(), await repriced.text()).toBe(true);

  await useSession(page, customer);
  await page.goto('/fr/account/orders');
  await page
    .getByRole('article', { name: `Commande ${number}` })
    .getByRole('button', { name: `Acheter à nouveau, commande ${number}` })
    .click();
  const cart = page.getByRole('dialog', { name: 'Votre panier' });
  const notice = cart.getByRole('status', { name: 'Commande achetée à nouveau' });
  await expect(notice).toContainText(
    new RegExp(`^Ajouté à votre panier depuis la commande ${number}\\s: 2 articles\\.`),
  );
  // French typography: a no-break space before the colon and the dollar sign.
  const change = await notice.getByRole('listitem').textContent();
  expect(change).toContain(coffee.name);
  expect(change).toMatch(/ kg\)\u00a0: prix en baisse, 20,00\u00a0\$ → 18,50\u00a0\$$/);
  await animationsSettled(page);
  await page.screenshot({ path: `screenshots/buy-again-fr-${test.info().project.name}.png` });
});

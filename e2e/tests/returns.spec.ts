import {
  authHeaders,
  createTestProduct,
  expect,
  fullPageShot,
  orderNumberOf,
  registerCustomer,
  test,
  useSession,
} from '../fixtures';

/**
 * A returned bag (decision 015, "Returns and partial refunds"): a customer collects two bags paid
 * in cash; one comes back damaged. The admin takes it back from the order's detail, sees what
 * the credit note gives back before confirming, pays the cash back; the customer sees the return
 * and the credit note in My Orders.
 */
test('the admin takes a damaged bag back and pays the cash back; the customer sees it', async ({
  page,
  request,
  admin,
  demoAdmin,
}) => {
  const product = await createTestProduct(request, demoAdmin, {
    name: 'Return Test Roast',
    price: 20,
    stock: 10,
  });
  const customer = await registerCustomer(request, 'Claudine Return');
  const placed = await request.post('/api/orders', {
    headers: authHeaders(customer),
    data: {
      products: [{ product: product._id, quantity: 2 }],
      delivery: { fulfillmentMethod: 'pickup', method: 'standard' },
      payment: { method: 'cash' },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId = ((await placed.json()) as { data: { _id: string } }).data._id;
  // Collected and paid at the store: invoiced.
  const collected = await request.put(`/api/admin/orders/${orderId}`, {
    headers: authHeaders(admin),
    data: { status: 'delivered' },
  });
  expect(collected.status(), await collected.text()).toBe(200);
  const number = await orderNumberOf(request, admin, orderId);

  await useSession(page, admin);
  await page.goto(`/admin/orders?q=${encodeURIComponent(number)}`);
  await page.getByRole('button', { name: `View order ${number}` }).click();
  const detail = page.getByRole('dialog', { name: `Order ${number}` });
  await detail.getByRole('button', { name: 'Refund or return' }).click();
  const form = detail.getByRole('form', { name: /Refund or return \(up to \$40\.00\)/ });
  await form.getByRole('spinbutton', { name: `${product.name}: how many come back` }).fill('1');
  await form.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'Arrived damaged' });
  // Damaged: it cannot be sold again.
  await form.getByRole('checkbox', { name: /put them back in stock/ }).uncheck();
  await form.getByRole('button', { name: 'Work out the refund' }).click();
  // Coffee is zero-rated: the bag's 20.00 and no tax, paid back in cash, never "to the card".
  await expect(form.getByRole('status')).toContainText('$20.00 to pay back in cash');
  await fullPageShot(page, 'returns-admin-preview');
  await form.getByRole('button', { name: 'Confirm refund of $20.00' }).click();

  await expect(detail.getByText(`Paid back in cash by ${admin.user.name}`, { exact: true })).toBeVisible();
  await expect(detail.getByText(/CN-\d{6}/).first()).toBeVisible();
  await expect(detail.getByText(/Returned: 1 × .* \(Arrived damaged\); not put back in stock/)).toBeVisible();
  await fullPageShot(page, 'returns-admin-done');

  await useSession(page, customer);
  await page.goto('/account/orders');
  const order = page.getByRole('article').filter({ hasText: number });
  await expect(order.getByText('1 item returned')).toBeVisible();
  await expect(order.getByText('$20.00 paid back in cash')).toBeVisible();
  await expect(order.getByText(/credit note CN-\d{6}/)).toBeVisible();
  await fullPageShot(page, 'returns-my-orders');
});

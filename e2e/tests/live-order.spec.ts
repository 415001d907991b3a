import {
  authHeaders,
  createTestProduct,
  expect,
  orderNumberOf,
  registerCustomer,
  test,
  useSession,
} from '../fixtures';

/**
 * A customer watches their order on its way (README "Deliveries"): My Orders is open while the
 * courier, elsewhere, picks the order up; the page says who is coming and when, with no reload.
 */
test('the customer sees the courier set off without reloading My Orders', async ({
  page,
  request,
  demoAdmin,
  courier,
}) => {
  const product = await createTestProduct(request, demoAdmin, { name: 'Live Roast' });
  const customer = await registerCustomer(request, 'Aline Live');
  const placed = await request.post('/api/orders', {
    headers: authHeaders(customer),
    data: {
      products: [{ product: product._id, quantity: 1 }],
      delivery: {
        fulfillmentMethod: 'delivery',
        method: 'standard',
        address: {
          street: '12 Avenue de la Liberté',
          city: 'Toronto',
          postalCode: 'M5H 2M9',
          country: 'CA',
          phone: '+1 416 555 0142',
        },
      },
      payment: { method: 'cash' },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId = ((await placed.json()) as { data: { _id: string } }).data._id;
  const assigned = await request.patch(`/api/delivery/admin/orders/${orderId}/assign`, {
    headers: authHeaders(demoAdmin),
    data: { deliveryPersonId: courier.user._id },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  const number = await orderNumberOf(request, customer, orderId);

  await useSession(page, customer);
  await page.goto('/account/orders');
  const card = page.getByRole('article').filter({ hasText: number });
  await expect(card.getByText('Assigned to', { exact: false }).first()).toBeVisible();
  const firstName = courier.user.name.split(' ')[0]!;
  await expect(card.getByText(`${firstName} is on the way`, { exact: false })).toHaveCount(0);

  // Elsewhere, the courier picks the order up.
  const picked = await request.patch(`/api/delivery/orders/${orderId}/status`, {
    headers: authHeaders(courier),
    data: { status: 'picked_up' },
  });
  expect(picked.status(), await picked.text()).toBe(200);

  await expect(card.getByText(new RegExp(`^${firstName} is on the way: arriving between`))).toBeVisible();
  await expect(card.getByText(`Picked up by ${firstName}`)).toBeVisible();
});

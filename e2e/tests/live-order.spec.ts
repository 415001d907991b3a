import { assignedTorontoCashOrder, expect, test, useSession } from '../fixtures';

/**
 * A customer watches their order on its way (README "Deliveries"): My Orders is open while the
 * courier, in another browser, picks the order up; the page says who is coming and when, with no
 * reload (the Server-Sent Events stream).
 */
test('the customer sees the courier set off without reloading My Orders', async ({
  page,
  browser,
  request,
  demoAdmin,
  courier,
}) => {
  const { customer, number } = await assignedTorontoCashOrder(request, demoAdmin, courier, {
    product: 'Live Roast',
    customer: 'Aline Live',
  });

  await useSession(page, customer);
  await page.goto('/account/orders');
  const card = page.getByRole('article').filter({ hasText: number });
  await expect(card.getByText('Assigned to', { exact: false }).first()).toBeVisible();
  const firstName = courier.user.name.split(' ')[0]!;
  await expect(card.getByText(`${firstName} is on the way`, { exact: false })).toHaveCount(0);

  // Elsewhere, on the courier's own phone (a second browser), the courier picks the order up.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const courierPage = await phone.newPage();
  await useSession(courierPage, courier);
  await courierPage.goto('/delivery');
  const stop = courierPage.getByRole('article', { name: `Order ${number}` });
  await stop.getByRole('button', { name: 'Mark as Picked Up' }).click();
  await expect(stop.getByText('Picked up', { exact: true })).toBeVisible();
  await phone.close();

  await expect(card.getByText(new RegExp(`^${firstName} is on the way: arriving between`))).toBeVisible();
  await expect(card.getByText(`Picked up by ${firstName}`)).toBeVisible();
});

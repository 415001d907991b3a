import type { APIRequestContext } from '@playwright/test';
import {
  assignedTorontoCashOrder,
  authHeaders,
  expect,
  latestMessage,
  type Session,
  seriousViolations,
  test,
  useSession,
} from '../fixtures';

/**
 * A delivery the courier could not make (README "Deliveries"): the courier says why at the door,
 * the order goes back to the shop, and the customer — from the "we missed you" e-mail — chooses
 * another day, or a pickup at the store, in one more tap.
 */

/** A cash home delivery assigned to `courier`, who has picked it up: at the door. */
async function pickedUpOrder(request: APIRequestContext, admin: Session, courier: Session, name: string) {
  const order = await assignedTorontoCashOrder(request, admin, courier, {
    product: `Missed Roast ${name}`,
    customer: name,
  });
  const picked = await request.patch(`/api/delivery/orders/${order.orderId}/status`, {
    headers: authHeaders(courier),
    data: { status: 'picked_up' },
  });
  expect(picked.status(), await picked.text()).toBe(200);
  return order;
}

test('the courier marks a delivery missed and the customer picks another day from the e-mail', async ({
  page,
  browser,
  request,
  demoAdmin,
  courier,
}) => {
  const { customer, number } = await pickedUpOrder(request, demoAdmin, courier, 'Aline Missed');

  await useSession(page, courier);
  await page.goto('/delivery');
  const card = page.getByRole('article', { name: `Order ${number}` });
  await card.getByRole('button', { name: 'Could not deliver' }).click();
  const form = card.getByRole('form', { name: 'Why could you not deliver?' });
  await form.getByRole('radio', { name: 'Nobody was home' }).check();
  await form.getByRole('textbox', { name: 'Note for the shop (optional)' }).fill('Rang twice, no answer');
  await page.screenshot({ path: `screenshots/missed-delivery-courier-${test.info().project.name}.png` });
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Confirm: not delivered' }).click();
  await expect(
    card.getByText('Not delivered: Nobody was home. The order went back to the shop.'),
  ).toBeVisible();
  await expect(card.getByRole('button', { name: /Mark as|Could not deliver/ })).toHaveCount(0);

  // The customer's e-mail links to their orders, where one tap chooses the day.
  const mail = await latestMessage(request, customer.user.email, 'delivery_missed');
  expect(mail).toContain(`Our courier could not deliver order ${number}: Nobody was home.`);
  const link = /https?:\/\/[^\s\]]+\/account\/orders/.exec(mail)?.[0];
  expect(link, mail).toBeTruthy();

  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const customerPage = await context.newPage();
  await useSession(customerPage, customer);
  await customerPage.goto(new URL(link!).pathname);
  const missed = customerPage
    .getByRole('article')
    .filter({ hasText: number })
    .getByRole('region', { name: 'We missed you' });
  await expect(missed.getByText('The delivery fee stays paid for the attempt.')).toBeVisible();
  const day = missed.getByRole('listitem').first().getByRole('button');
  const dayName = (await day.textContent())!.trim();
  await day.click();
  await expect(missed.getByText(`Next delivery: ${dayName}`)).toBeVisible();
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  expect(await seriousViolations(customerPage)).toEqual([]);
  await customerPage.screenshot({
    path: `screenshots/missed-delivery-customer-${test.info().project.name}.png`,
    fullPage: true,
  });
  await context.close();
});

test('after a missed delivery the customer switches to a pickup, and the shop sees it', async ({
  page,
  request,
  demoAdmin,
  courier,
}) => {
  const { orderId, customer, number } = await pickedUpOrder(request, demoAdmin, courier, 'Jean Pickup');
  const failed = await request.patch(`/api/delivery/orders/${orderId}/status`, {
    headers: authHeaders(courier),
    data: { status: 'failed', reason: 'wrong_address' },
  });
  expect(failed.status(), await failed.text()).toBe(200);

  await useSession(page, customer);
  await page.goto('/account/orders');
  const order = page.getByRole('article').filter({ hasText: number });
  const missed = order.getByRole('region', { name: 'We missed you' });
  await expect(missed).toContainText('The address could not be found');
  await missed.getByRole('button', { name: 'Pick it up at the store instead' }).click();
  await expect(
    missed.getByText('You chose to pick it up at the store: we keep it for you there.'),
  ).toBeVisible();
  await expect(missed.getByRole('button')).toHaveCount(0);
  await expect(order.getByText('To be picked up at the store instead')).toBeVisible();

  const shop = await request.get(`/api/admin/orders/${orderId}`, { headers: authHeaders(demoAdmin) });
  expect((await shop.json()).data).toMatchObject({
    status: 'processing',
    canAssign: false,
    delivery: { fulfillmentMethod: 'pickup', status: 'failed' },
    missedDelivery: { attempts: 1, reason: 'wrong_address' },
  });
});

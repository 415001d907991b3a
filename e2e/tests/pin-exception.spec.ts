import type { APIRequestContext } from '@playwright/test';
import { createTestProduct, expect, registerCustomer, type Session, test, useSession } from '../fixtures';

/**
 * "Can't get the PIN" (README "Deliveries"): at the door of a cash order that asks for the PIN,
 * the courier gives a reason and a photo of the hand-over instead, the order is delivered, and an
 * admin finds it in PIN Exceptions with the photo and disputes it with a note.
 */

const bearer = (session: Session) => ({ Authorization: `Bearer ${session.token}` });

/** A small JPEG, as a phone's camera would hand the page (64 × 48). */
const DOOR_PHOTO = Buffer.from(
  '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAwAEADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAAT/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCdASLgAAAAAAAAAAAAAAAAAAAAAH//2Q==',
  'base64',
);

/** A cash home delivery (it asks for the PIN by default), assigned to `courier` and picked up. */
async function cashOrderAtTheDoor(request: APIRequestContext, admin: Session, courier: Session) {
  const customer = await registerCustomer(request, 'Ange Kaneza');
  const product = await createTestProduct(request, admin, { name: 'Door Roast' });
  const placed = await request.post('/api/orders', {
    headers: bearer(customer),
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
  expect(placed.status()).toBe(201);
  const order = ((await placed.json()) as { data: { _id: string; number: string } }).data;
  const assigned = await request.patch(`/api/delivery/admin/orders/${order._id}/assign`, {
    headers: bearer(admin),
    data: { deliveryPersonId: courier.user._id, deliveryFee: 10 },
  });
  expect(assigned.status()).toBe(200);
  const picked = await request.patch(`/api/delivery/orders/${order._id}/status`, {
    headers: bearer(courier),
    data: { status: 'picked_up' },
  });
  expect(picked.status(), await picked.text()).toBe(200);
  return order;
}

test('a courier delivers without the PIN and an admin disputes it', async ({
  page,
  request,
  demoAdmin,
  admin,
  courier,
}) => {
  const order = await cashOrderAtTheDoor(request, demoAdmin, courier);

  await useSession(page, courier);
  await page.goto('/delivery');
  const card = page.getByRole('article', { name: `Order ${order.number}` });
  await expect(card.getByRole('button', { name: 'Mark as Delivered' })).toBeDisabled();
  await card.getByRole('button', { name: 'Can’t get the PIN' }).click();

  const dialog = page.getByRole('dialog', { name: 'Can’t get the PIN' });
  await dialog.getByRole('radio', { name: 'The customer cannot find the PIN' }).check();
  const camera = dialog.getByLabel('Photo of the hand-over');
  await expect(camera).toHaveAttribute('capture', 'environment');
  await camera.setInputFiles({ name: 'door.jpg', mimeType: 'image/jpeg', buffer: DOOR_PHOTO });
  await dialog.getByRole('button', { name: 'Deliver without the PIN' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Delivered', { exact: true })).toBeVisible();

  await useSession(page, admin);
  await page.goto('/admin/pin-exceptions');
  await expect(page.getByRole('heading', { level: 1, name: 'PIN Exceptions' })).toBeVisible();
  const exception = page.getByRole('article', { name: `Order ${order.number}` });
  await expect(exception.getByText('Pending review')).toBeVisible();
  await expect(exception.getByText(`Delivered by ${courier.user.name}`, { exact: false })).toBeVisible();
  await expect(exception.getByText('The customer cannot find the PIN')).toBeVisible();
  const photo = exception.getByRole('img', { name: `Hand-over of order ${order.number} at the door` });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(64);

  await exception.getByRole('button', { name: `Dispute the hand-over of order ${order.number}` }).click();
  const dispute = page.getByRole('dialog', { name: `Dispute the hand-over of order ${order.number}` });
  await dispute.getByRole('textbox', { name: 'Why do you dispute it?' }).fill('The photo shows no door');
  await dispute.getByRole('button', { name: 'Dispute' }).click();
  await expect(page.getByText(`The hand-over of order ${order.number} is disputed.`)).toBeVisible();

  await page.getByLabel('Status').selectOption('disputed');
  const disputed = page.getByRole('article', { name: `Order ${order.number}` });
  await expect(disputed.getByText('Disputed', { exact: true })).toBeVisible();
  await expect(disputed.getByText('The photo shows no door')).toBeVisible();
});

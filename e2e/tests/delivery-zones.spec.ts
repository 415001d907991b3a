import type { APIRequestContext, Page } from '@playwright/test';
import {
  authHeaders,
  expect,
  registerCustomer,
  type Session,
  test,
  uniqueSuffix,
  useSession,
} from '../fixtures';

/**
 * Delivery zones by postal code (decision 019): the owner adds a zone in Admin → Delivery Zones,
 * a customer whose postal code it serves sees its fee before the address step is done and pays
 * it, and a customer no zone serves is told to pick up and switches to pickup. Each project draws
 * a zone of its own Ottawa area and deletes it at the end, through the page.
 */

const OTTAWA = { desktop: 'K1P', mobile: 'K2P' } as Record<string, string>;

const ottawa = (fsa: string) => ({
  street: '111 Wellington Street',
  city: 'Ottawa',
  postalCode: `${fsa} 1J9`,
  country: 'CA',
  phone: '+16135550142',
});
const HALIFAX = {
  street: '1800 Argyle Street',
  city: 'Halifax',
  postalCode: 'B3J 3N8',
  country: 'CA',
  phone: '+19025550142',
};

const products: string[] = [];

test.afterAll(async ({ request, demoAdmin }) => {
  for (const id of products.splice(0))
    await request.delete(`/api/products/${id}`, { headers: authHeaders(demoAdmin) });
});

async function freshProduct(request: APIRequestContext, demoAdmin: Session) {
  const name = `Zone Roast ${uniqueSuffix()}`;
  const res = await request.post('/api/products', {
    headers: authHeaders(demoAdmin),
    data: {
      name,
      description: 'A coffee for the zones test.',
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

/** A customer of the test's own, at `address`, signed in on `page`, with one bag in the cart at checkout. */
async function checkoutAt(page: Page, request: APIRequestContext, demoAdmin: Session, address: object) {
  const shopper = await registerCustomer(request, 'Aline Nshimirimana');
  const saved = await request.put(`/api/users/${shopper.user._id}/address`, {
    headers: authHeaders(shopper),
    data: address,
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const product = await freshProduct(request, demoAdmin);
  await useSession(page, shopper);
  await page.goto(`/shop?q=${encodeURIComponent(product.name)}`);
  await page
    .getByRole('article', { name: product.name })
    .getByRole('button', { name: 'Add to Cart' })
    .click();
  const cart = page.getByRole('dialog', { name: 'Your Cart' });
  await cart.getByRole('button', { name: 'Checkout' }).click();
  const how = page.getByRole('dialog', { name: 'Delivery or Pickup' });
  await expect(how.getByRole('radio', { name: /Home Delivery/ })).toBeChecked();
  await how.getByRole('button', { name: 'Continue' }).click();
  return page.getByRole('dialog', { name: 'Shipping Address' });
}

test('the admin adds a zone, and a customer there sees and pays its fee', async ({
  page,
  request,
  admin,
  demoAdmin,
}) => {
  const fsa = OTTAWA[test.info().project.name] ?? 'K1A';
  const name = `Ottawa Centre ${uniqueSuffix()}`;

  await useSession(page, admin);
  await page.goto('/admin/delivery-zones');
  await expect(page.getByRole('heading', { name: 'Delivery Zones', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Delivery zones' });
  await expect(list.getByRole('heading', { name: 'Downtown Toronto' })).toBeVisible();

  await page.getByRole('button', { name: 'New zone' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New delivery zone' });
  await dialog.getByLabel('Zone name').fill(name);
  await dialog.getByLabel('Postal areas').fill(`${fsa.toLowerCase()}, m5*`);
  await dialog.getByRole('button', { name: 'Create zone' }).click();
  // M5H is downtown Toronto's already: refused with the server's sentence, nothing written.
  await expect(dialog.getByRole('alert')).toContainText(
    'The postal area M5* is already in the zone Downtown Toronto',
  );
  await dialog.getByLabel('Postal areas').fill(fsa);
  await dialog.getByLabel('Standard fee (CAD)').fill('7');
  await dialog.getByLabel('Express delivery offered').uncheck();
  await dialog.getByLabel('Free from (CAD)').fill('100');
  await dialog.getByRole('button', { name: 'Create zone' }).click();
  await expect(page.getByText(`The zone ${name} was created.`)).toBeVisible();
  const card = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card.getByText('$7.00')).toBeVisible();
  await expect(card.getByText('Not offered')).toBeVisible();

  const address = await checkoutAt(page, request, demoAdmin, ottawa(fsa));
  // Said on the address step, before it is finished.
  await expect(address.getByText(`Delivery zone: ${name}`)).toBeVisible();
  await expect(address.getByText('Standard delivery $7.00 · no express delivery')).toBeVisible();
  await address.getByRole('button', { name: 'Continue' }).click();

  const method = page.getByRole('dialog', { name: 'Delivery Method' });
  await expect(method.getByText(`Delivery zone: ${name}`)).toBeVisible();
  await expect(method.getByRole('radio', { name: /Standard/ })).toHaveAccessibleName(/\$7\.00/);
  await expect(method.getByRole('radio', { name: /Express/ })).toBeDisabled();
  await method.getByRole('button', { name: 'Continue' }).click();
  await page
    .getByRole('dialog', { name: 'Payment Method' })
    .getByRole('button', { name: 'Continue' })
    .click();

  const review = page.getByRole('dialog', { name: 'Review Your Order' });
  // 20.00 of coffee (zero-rated) and the zone's 7.00.
  await expect(review.getByText('$27.00')).toBeVisible();
  await review.getByRole('button', { name: 'Place Order' }).click();
  const success = page.getByRole('dialog', { name: 'Order Placed' });
  await expect(success.getByText(name)).toBeVisible();
  await expect(success.getByText('$27.00')).toBeVisible();

  // The zone goes, through the page, with a confirmation.
  await useSession(page, admin);
  await page.goto('/admin/delivery-zones');
  await list.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete ${name}?` });
  await confirm.getByRole('button', { name: 'Delete zone' }).click();
  await expect(page.getByText(`The zone ${name} was deleted.`)).toBeVisible();
  await expect(list.getByRole('heading', { name })).toHaveCount(0);
});

test('a customer no zone serves is told to pick up, and switches to pickup', async ({
  page,
  request,
  demoAdmin,
}) => {
  const address = await checkoutAt(page, request, demoAdmin, HALIFAX);
  const notice = address.getByRole('alert');
  await expect(notice).toContainText('We don’t deliver to this postal code yet — choose store pickup.');
  // Continue does not lead to a delivery nobody makes.
  await address.getByRole('button', { name: 'Continue' }).click();
  await expect(address).toBeVisible();
  await notice.getByRole('button', { name: 'Switch to store pickup' }).click();

  const pay = page.getByRole('dialog', { name: 'Payment Method' });
  await expect(pay).toBeVisible();
  await pay.getByRole('button', { name: 'Continue' }).click();
  const review = page.getByRole('dialog', { name: 'Review Your Order' });
  await expect(review.getByText('Store Pickup')).toBeVisible();
  await expect(review.getByText('$20.00').first()).toBeVisible();
});

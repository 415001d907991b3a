import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiLogin,
  authHeaders,
  DEMO,
  expect,
  latestMessage,
  registerCustomer,
  type Session,
  test,
  uniqueSuffix,
  useSession,
} from '../fixtures';

/**
 * A French-speaking customer in Montréal shops on a phone, in French from the first page to the
 * receipt and the e-mail: French words, French money (« 24,50 $ ») and the owner's French texts.
 */

const NBSP = '\u00a0';
/** French money as the shop writes it: "24,50 $" with a no-break space before the sign. */
const money = (amount: string) => `${amount}${NBSP}$`;

const MONTREAL = {
  street: '4500 rue Saint-Denis',
  city: 'Montréal',
  postalCode: 'H2J 2L3',
  country: 'CA',
  phone: '+15145550142',
};

interface Coffee {
  _id: string;
  name: string;
  frenchName: string;
}

let admin: Session;
const created: string[] = [];

test.skip(({ isMobile }) => !isMobile, 'the French journey is walked on a phone (390 px)');

/** The demo shop delivers in Toronto only (decision 019): the owner adds the Plateau for this journey. */
const PLATEAU = {
  name: 'Plateau Mont-Royal',
  fsas: ['H2J'],
  standardFee: 10,
  expressFee: 15,
  minimumOrder: 0,
  freeDeliveryThreshold: 50,
  deliveryDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
};
let plateau: string | undefined;

test.beforeAll(async ({ request }) => {
  admin = await apiLogin(request, DEMO.admin.email, DEMO.admin.password);
  const zone = await request.post('/api/admin/delivery-zones', {
    headers: authHeaders(admin),
    data: PLATEAU,
  });
  expect(zone.status(), await zone.text()).toBe(201);
  plateau = ((await zone.json()) as { data: { _id: string } }).data._id;
});
test.afterAll(async ({ request }) => {
  for (const id of created.splice(0))
    await request.delete(`/api/products/${id}`, { headers: authHeaders(admin) });
  if (plateau) await request.delete(`/api/admin/delivery-zones/${plateau}`, { headers: authHeaders(admin) });
});

/** A coffee of the test's own, named and described in both languages by the owner. */
async function bilingualCoffee(request: APIRequestContext): Promise<Coffee> {
  const suffix = uniqueSuffix();
  const name = `Kayanza Sunrise ${suffix}`;
  const frenchName = `Aube de Kayanza ${suffix}`;
  const res = await request.post('/api/products', {
    headers: authHeaders(admin),
    data: {
      name,
      description: 'A bright washed Bourbon for the French journey.',
      translations: { 'fr-CA': { name: frenchName, description: 'Un Bourbon lavé, vif et sucré.' } },
      type: 'powder',
      weight: 0.5,
      price: 24.5,
      stock: 10,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { _id } = ((await res.json()) as { data: { _id: string } }).data;
  created.push(_id);
  return { _id, name, frenchName };
}

/** From the French catalogue to the review step, the cart holding one bag. */
async function toReview(
  page: Page,
  coffee: Coffee,
  fulfilment: 'delivery' | 'pickup',
  payment: 'cash' | 'card',
) {
  await page.goto(`/fr/shop?q=${encodeURIComponent(coffee.name)}`);
  const card = page.getByRole('article', { name: coffee.frenchName });
  await expect(card.getByText(money('24,50'))).toBeVisible();
  await card.getByRole('link', { name: coffee.frenchName }).first().click();
  await expect(page).toHaveURL(/\/fr\/shop\/kayanza-sunrise-/);
  await expect(page.getByRole('heading', { level: 1, name: coffee.frenchName })).toBeVisible();
  await expect(page.getByText('Un Bourbon lavé, vif et sucré.')).toBeVisible();
  // The page's own button comes first; the related coffees below have theirs.
  await page.getByRole('main').getByRole('button', { name: 'Ajouter au panier' }).first().click();

  const cart = page.getByRole('dialog', { name: 'Votre panier' });
  await expect(cart.getByText(coffee.frenchName)).toBeVisible();
  await cart.getByRole('button', { name: 'Passer à la caisse' }).click();

  const how = page.getByRole('dialog', { name: 'Livraison ou ramassage' });
  await how.getByText(fulfilment === 'delivery' ? 'Livraison à domicile' : 'Ramassage en magasin').click();
  await how.getByRole('button', { name: 'Continuer' }).click();
  if (fulfilment === 'delivery') {
    const address = page.getByRole('dialog', { name: 'Adresse de livraison' });
    await expect(address.getByLabel('Ville')).toHaveValue('Montréal');
    await expect(address.getByText(`Zone de livraison${NBSP}: ${PLATEAU.name}`)).toBeVisible();
    await address.getByRole('button', { name: 'Continuer' }).click();
    await page
      .getByRole('dialog', { name: 'Mode de livraison' })
      .getByRole('button', { name: 'Continuer' })
      .click();
  }
  const pay = page.getByRole('dialog', { name: 'Mode de paiement' });
  await pay.getByText(payment === 'cash' ? 'Comptant' : 'Carte', { exact: true }).click();
  await pay.getByRole('button', { name: 'Continuer' }).click();
  const review = page.getByRole('dialog', { name: 'Vérifiez votre commande' });
  await expect(review).toBeVisible();
  return review;
}

test('a French shopper pays cash on delivery, then finds the order and its e-mail in French', async ({
  page,
  request,
}) => {
  const shopper = await registerCustomer(request, 'Chantal Nduwimana', 'fr-CA');
  const saved = await request.put(`/api/users/${shopper.user._id}/address`, {
    headers: authHeaders(shopper),
    data: MONTREAL,
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const coffee = await bilingualCoffee(request);
  await useSession(page, shopper);

  await page.goto('/fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Le café des hautes collines du Burundi' }),
  ).toBeVisible();

  const review = await toReview(page, coffee, 'delivery', 'cash');
  await expect(review.getByText(MONTREAL.street)).toBeVisible();
  await review.getByRole('button', { name: 'Passer la commande' }).click();

  const success = page.getByRole('dialog', { name: 'Commande passée' });
  await expect(success).toBeVisible();
  await expect(success.getByText(/cash|card/i)).toHaveCount(0);
  await page.screenshot({ path: `screenshots/fr-success-${test.info().project.name}.png` });
  await success.getByRole('link', { name: 'Voir mes commandes' }).click();

  await expect(page).toHaveURL(/\/fr\/account\/orders$/);
  const orders = (await (await request.get('/api/orders', { headers: authHeaders(shopper) })).json()) as {
    data: { _id: string; number: string }[];
  };
  const order = page.getByRole('article', { name: `Commande ${orders.data[0]?.number}` });
  await expect(order).toBeVisible();
  await expect(order.getByText(coffee.frenchName, { exact: false })).toBeVisible();
  await page.screenshot({ path: `screenshots/fr-my-orders-${test.info().project.name}.png`, fullPage: true });

  // The confirmation e-mail speaks the customer's language.
  const message = await latestMessage(request, shopper.user.email, 'order_confirmation');
  expect(message).toContain('Nous avons bien reçu votre commande');
  expect(message).toContain('Veuillez payer le livreur en argent comptant à son arrivée.');
  expect(message).not.toContain('Thank you');
});

test('a French shopper pays by card for a pickup, and reads the receipt in French', async ({
  page,
  request,
}) => {
  const shopper = await registerCustomer(request, 'Éric Habonimana', 'fr-CA');
  const coffee = await bilingualCoffee(request);
  await useSession(page, shopper);

  const review = await toReview(page, coffee, 'pickup', 'card');
  await expect(review.getByText(/cash|comptant/i)).toHaveCount(0);
  await review.getByRole('button', { name: 'Passer au paiement' }).click();

  const form = page
    .getByRole('dialog', { name: 'Paiement par carte' })
    .getByRole('form', { name: 'Détails de la carte' });
  await form.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
  await form.getByLabel('Expiration (MM/AA)').fill('1239');
  await form.getByLabel('CVC').fill('123');
  await form.getByLabel('Nom sur la carte').fill('Éric Habonimana');
  await form.getByRole('button', { name: `Payer ${money('24,50')}` }).click();

  const success = page.getByRole('dialog', { name: 'Commande passée' });
  await expect(success.getByText('Payé par Visa se terminant par 4242')).toBeVisible();
  await expect(success.getByText(money('24,50'))).toBeVisible();
  await success.getByRole('link', { name: 'Voir mes commandes' }).click();

  const orderCard = page.getByRole('article').filter({ hasText: coffee.frenchName });
  await orderCard.getByRole('link', { name: /^Reçu de la commande IK-/ }).click();
  await expect(page).toHaveURL(/\/fr\/account\/orders\/[0-9a-f-]+\/receipt$/);
  const receipt = page.frameLocator('iframe[title="Reçu"]');
  await expect(receipt.getByText('Facture / Reçu')).toBeVisible();
  await expect(receipt.getByText('Total (CAD)')).toBeVisible();
  await expect(receipt.getByRole('cell', { name: money('24,50') }).first()).toBeVisible();
  await expect(receipt.getByText(/Payé par Visa se terminant par 4242/)).toBeVisible();
  await page.screenshot({ path: `screenshots/fr-receipt-${test.info().project.name}.png`, fullPage: true });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger le PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/^facture-INV-\d+\.pdf$/);
});

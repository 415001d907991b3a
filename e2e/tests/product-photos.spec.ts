import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Locator, type Page } from '@playwright/test';
import { authHeaders, createTestProduct, expect, fullPageShot, test, useSession } from '../fixtures';

/**
 * The owner uploads a real photo of a product, describes it, sees it in the shop
 * (catalogue card and the server-rendered product page), then deletes it and the drawing is
 * back. The test signs in as an admin of its own and makes its own product through the API,
 * deleted afterwards.
 */

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const PHOTO = path.join(FIXTURES, 'coffee-bag.jpg');
const SECOND_PHOTO = path.join(FIXTURES, 'coffee-beans.png');
const ALT = 'A brown bag of coffee on a wooden table';

async function openProductForm(page: Page, name: string) {
  await page.goto('/admin/products');
  await page.getByLabel('Search products').fill(name);
  await page
    .getByRole('button', { name: `Edit ${name}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit product' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A mouse drag in small steps, as a hand moves (the list starts a drag after a few pixels). */
async function dragHandle(page: Page, handle: Locator, onto: Locator) {
  // Both handles on screen (the photos sit below the fold on a phone): the dragged one centred.
  await handle.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const from = await handle.boundingBox();
  const to = await onto.boundingBox();
  if (!from || !to) throw new Error('the drag handles are not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
}

test.describe('product photos', () => {
  test('the owner uploads a photo, sees it in the shop, deletes it and the drawing is back', async ({
    page,
    request,
    admin,
  }) => {
    const product = await createTestProduct(request, admin, { name: 'Photo Roast', price: 23.5, stock: 12 });
    await useSession(page, admin);

    try {
      // Upload with the file picker, then describe the photo (saved when the field is left).
      let dialog = await openProductForm(page, product.name);
      const photos = dialog.getByRole('region', { name: 'Photos' });
      const status = photos.getByRole('status', { name: 'Photo changes' });
      await expect(photos.getByRole('button', { name: 'Choose photos' })).toBeVisible();
      await photos.getByLabel('Photo files').setInputFiles(PHOTO);
      await expect(status).toHaveText('Photo added.');
      const altField = photos.getByLabel('Alt text for photo 1 (main photo)');
      await altField.fill(ALT);
      await altField.press('Tab');
      await expect(status).toHaveText('Alt text saved.');

      // A second photo, dropped in by the picker too, moved first and back with the keyboard.
      await photos.getByLabel('Photo files').setInputFiles(SECOND_PHOTO);
      await expect(status).toHaveText('Photo added.');
      await photos.getByLabel('Alt text for photo 2').fill('Roasted beans');
      await photos.getByRole('button', { name: 'Move photo 2 earlier' }).focus();
      await page.keyboard.press('Enter');
      await expect(status).toHaveText('Photo moved to place 1 of 2.');
      await expect(photos.getByLabel('Alt text for photo 1 (main photo)')).toHaveValue('Roasted beans');
      // The focus stays with the moved photo: now at the top, on its other move button.
      await expect(photos.getByRole('button', { name: 'Move photo 1 later' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(status).toHaveText('Photo moved to place 2 of 2.');
      await expect(photos.getByLabel('Alt text for photo 1 (main photo)')).toHaveValue(ALT);

      // With the mouse: photo 2 dragged by its handle onto the first place, then back.
      const secondOntoFirst = () =>
        dragHandle(
          page,
          photos.getByRole('button', { name: 'Drag photo 2 to another place' }),
          photos.getByRole('button', { name: 'Drag photo 1 to another place' }),
        );
      await secondOntoFirst();
      await expect(status).toHaveText('Photo moved to place 1 of 2.');
      await expect(photos.getByLabel('Alt text for photo 1 (main photo)')).toHaveValue('Roasted beans');
      await secondOntoFirst();
      await expect(photos.getByLabel('Alt text for photo 1 (main photo)')).toHaveValue(ALT);
      await expect(photos.getByLabel('Alt text for photo 2')).toHaveValue('Roasted beans');
      await fullPageShot(page, 'photos-product-form');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();

      // The admin list shows it too.
      const row = page.getByRole('row').filter({ hasText: product.name });
      const cards = page.getByRole('listitem').filter({ hasText: product.name });
      await expect(row.or(cards).first().locator('img[src*="/uploads/products/"]')).toBeVisible();

      // The catalogue card and the product page show the photo with its alt text.
      await page.goto(`/shop?q=${encodeURIComponent(product.name)}`);
      const card = page.getByRole('article', { name: product.name });
      await expect(card.getByRole('img', { name: ALT })).toBeVisible();
      await expect(card.getByRole('img', { name: ALT })).toHaveJSProperty('complete', true);
      await fullPageShot(page, 'photos-catalogue');

      // The product page is rendered on the server with the photo, its preview and JSON-LD.
      const html = await (await request.get(`/shop/${product.slug}`)).text();
      expect(html).toContain(`alt="${ALT}"`);
      expect(html).toContain('type="image/avif"');
      expect(html).toMatch(
        new RegExp(`property="og:image" content="[^"]*/og/photos/${product._id}/[^"]+\\.jpg"`),
      );
      const preview = html.match(/property="og:image" content="[^"]*(\/og\/photos\/[^"]+)"/)?.[1] ?? '';
      const previewAnswer = await request.get(preview);
      expect(previewAnswer.status()).toBe(200);
      expect(previewAnswer.headers()['content-type']).toBe('image/jpeg');

      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(`/shop/${product.slug}`);
      const main = page.getByRole('main');
      const picture = main.getByRole('img', { name: ALT });
      await expect(picture).toBeVisible();
      // The browser picked one of the photo's files (AVIF first) and loaded it.
      await expect(picture).toHaveJSProperty('complete', true);
      expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
        /\/uploads\/products\/.+\.(avif|webp)$/,
      );
      expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
      await fullPageShot(page, 'photos-product-page');
      // The second photo is one button away.
      await main.getByRole('button', { name: 'Show photo 2 of 2: Roasted beans' }).click();
      await expect(main.getByRole('img', { name: 'Roasted beans' }).first()).toBeVisible();

      // The cart shows the photo too.
      await main.getByRole('button', { name: 'Add to Cart', exact: true }).first().click();
      const cart = page.getByRole('dialog', { name: 'Your Cart' });
      await expect(cart.locator('img[src*="/uploads/products/"]')).toBeVisible();
      await fullPageShot(page, 'photos-cart');
      await cart.getByRole('button', { name: 'Close' }).click();

      // Deleting the photo brings the drawing back.
      dialog = await openProductForm(page, product.name);
      await dialog.getByRole('button', { name: 'Delete photo 1' }).click();
      await expect(status).toHaveText('Photo deleted.');
      await dialog.getByRole('button', { name: 'Delete photo 1' }).click();
      await expect(status).toHaveText('Photo deleted: the shop shows the drawing again.');
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      await page.goto(`/shop/${product.slug}`);
      await expect(
        page.getByRole('main').getByRole('img', { name: `Illustration of ${product.name}, 1 kg` }),
      ).toBeVisible();
      await expect(page.getByRole('main').getByRole('img', { name: ALT })).toHaveCount(0);
    } finally {
      await request.delete(`/api/products/${product._id}`, { headers: authHeaders(admin) });
    }
  });
});

import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/** The phone project (390 px) applies the panel's filters only on 'Apply Filters' (SPEC §2). */
const isPhone = () => test.info().project.name === 'mobile';

function results(page: Page): Locator {
  return page.getByRole('region', { name: 'Products' }).getByRole('article');
}

/** The result count ('14 products') as a number. */
async function resultCount(page: Page): Promise<number> {
  const text = await page.getByText(/^\d+ products?$/).textContent();
  return Number(text?.split(' ')[0]);
}

/** Opens the filter panel on phones; the sidebar is always there on desktop. */
async function filters(page: Page): Promise<Locator> {
  if (isPhone()) {
    const toggle = page.getByRole('button', { name: /^Filters/ });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    return page.getByRole('region', { name: 'Filters' });
  }
  return page.getByRole('complementary', { name: 'Filters' });
}

async function applyOnPhone(page: Page) {
  if (isPhone()) await page.getByRole('button', { name: 'Apply Filters' }).click();
}

async function prices(page: Page): Promise<number[]> {
  const texts = await results(page).getByText(/^\$\d/).allTextContents();
  // An empty list would make every price check below pass by default.
  if (texts.length === 0) throw new Error('no prices on screen');
  return texts.map((text) => Number(text.replace(/[^\d.]/g, '')));
}

test.describe('landing page', () => {
  test('shows the hero, powder products first, and switches product tabs', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /high hills of Burundi/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/shop');
    await expect(page.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '#story');
    await expect(page.locator('#story')).toBeAttached();
    await expect(page.getByText(/Free shipping on orders of \$50 or more/)).toBeAttached();

    const powder = page.getByRole('tab', { name: 'Powder Coffee' });
    await expect(powder).toHaveAttribute('aria-selected', 'true');
    // The products come as the reader scrolls down to them.
    await powder.scrollIntoViewIfNeeded();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('article')).toHaveCount(3);
    for (const card of await panel.getByRole('article').all()) await expect(card).toContainText('· Powder');

    await page.getByRole('tab', { name: 'Sack Coffee' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Sack Coffee' }).getByRole('article')).toHaveCount(3);
    for (const card of await panel.getByRole('article').all()) await expect(card).toContainText('· Sack');

    // Arrow keys move between the tabs (WAI-ARIA tabs).
    await page.getByRole('tab', { name: 'Sack Coffee' }).press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Granulated Coffee' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Granulated Coffee' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(panel.getByRole('article').first()).toContainText('· Granulated');

    await page.getByRole('link', { name: 'View All Products' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Coffee Selection' })).toBeVisible();
  });
});

test.describe('shop catalogue', () => {
  test('filters by type, price and search in the URL; back restores; reset', async ({ page }) => {
    await page.goto('/shop');
    await expect(results(page).first()).toBeVisible();
    const all = await resultCount(page);
    expect(all).toBeGreaterThan(3);

    // Type
    await (await filters(page)).getByRole('radio', { name: 'Sack' }).check();
    await applyOnPhone(page);
    await expect(page).toHaveURL(/\/shop\?type=sack$/);
    await expect.poll(() => resultCount(page)).toBeLessThan(all);
    for (const card of await results(page).all()) await expect(card).toContainText('· Sack');

    // Back to all types, then a price range set with the keyboard: 0 … 40.
    await page.goBack();
    await expect(page).toHaveURL(/\/shop$/);
    await expect.poll(() => resultCount(page)).toBe(all);
    const max = (await filters(page)).getByRole('slider', { name: 'Maximum price' });
    await max.focus();
    await max.press('Home');
    // Eight stops of 5 dollars; the thumb counts stops and says the price it stands at.
    for (let step = 0; step < 8; step += 1) await max.press('ArrowRight');
    await expect(max).toHaveAttribute('aria-valuetext', '$40.00');
    await applyOnPhone(page);
    await expect(page).toHaveURL(/\/shop\?maxPrice=40$/);
    await expect.poll(async () => Math.max(...(await prices(page)))).toBeLessThanOrEqual(40);
    const cheap = await resultCount(page);
    expect(cheap).toBeLessThan(all);

    // Search (debounced) on top of the price range.
    await page.getByRole('searchbox', { name: 'Search products' }).fill('Kayanza');
    await expect(page).toHaveURL(/\/shop\?maxPrice=40&q=Kayanza$/);
    await expect(results(page).filter({ hasText: 'Kayanza Kinyovu Ground Coffee' }).first()).toBeVisible();
    await expect.poll(() => resultCount(page)).toBeLessThan(cheap);

    // The back button restores the previous filters and the list.
    await page.goBack();
    await expect(page).toHaveURL(/\/shop\?maxPrice=40$/);
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
    await expect.poll(() => resultCount(page)).toBe(cheap);

    // Reset brings back the whole catalogue.
    await (await filters(page)).getByRole('button', { name: 'Reset' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect.poll(() => resultCount(page)).toBe(all);
  });

  test("shows 'No products found' and resets from there", async ({ page }) => {
    await page.goto('/shop?q=no-such-coffee-anywhere');
    await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(results(page).first()).toBeVisible();
  });

  test('a shared URL opens the same filtered view', async ({ page }) => {
    await page.goto('/shop?type=granule&sort=price-desc');
    await expect(results(page).first()).toBeVisible();
    for (const card of await results(page).all()) await expect(card).toContainText('· Granulated');
    const listed = await prices(page);
    expect(listed).toEqual([...listed].sort((a, b) => b - a));
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-desc');
  });
});

test.describe('product page', () => {
  test('opens from a card, adds the chosen quantity to the cart, and the badge counts it', async ({
    page,
  }) => {
    await page.goto('/shop?type=powder');
    const card = results(page).filter({ hasText: 'In stock' }).first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('link', { name }).click();

    await expect(page).toHaveURL(/\/shop\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
    await expect(page.getByText('In stock', { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveCount(0);

    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
    // The product's own button comes first; 'More … coffee' cards below have theirs.
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(page.getByTestId('cart-count')).toContainText('2');

    // A card's own button adds one more.
    await page.goto('/shop?type=powder');
    await results(page)
      .filter({ hasText: name })
      .first()
      .getByRole('button', { name: 'Add to Cart' })
      .click();
    await expect(page.getByTestId('cart-count')).toContainText('3');
  });

  test("an unknown product says 'Product not found' with a way back to the shop", async ({ page }) => {
    await page.goto('/shop/no-such-coffee');
    await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse the shop' }).click();
    await expect(page).toHaveURL(/\/shop$/);
  });

  test('an old /products/ link opens the product under /shop', async ({ page }) => {
    await page.goto('/products/no-such-coffee');
    await expect(page).toHaveURL(/\/shop\/no-such-coffee$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
  });
});

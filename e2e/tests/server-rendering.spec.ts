import type { Page } from '@playwright/test';
import { expect, registerCustomer, test, useSession } from '../fixtures';

// The storefront arrives rendered, reads without JavaScript, and hydrates cleanly.

interface ListedProduct {
  name: string;
  slug: string;
  price: number;
}

async function firstProduct(page: Page): Promise<ListedProduct> {
  const res = await page.request.get('/api/products?sort=name');
  const { data } = (await res.json()) as { data: ListedProduct[] };
  const product = data[0];
  if (!product) throw new Error('the demo catalogue is empty');
  return product;
}

const cad = (amount: number) =>
  new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }).format(amount);

/** Console errors and warnings, and uncaught errors, while the callback runs. */
async function consoleProblems(page: Page, run: () => Promise<void>): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  await run();
  return problems;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the catalogue and a product page can be read and followed', async ({ page }) => {
    const product = await firstProduct(page);
    await page.goto('/shop');
    await expect(page).toHaveTitle('Shop — Ikawa');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const card = page.getByRole('link', { name: new RegExp(product.name) }).first();
    await expect(card).toBeVisible();
    await expect(page.getByText(cad(product.price)).first()).toBeVisible();

    await card.click();
    await expect(page).toHaveURL(new RegExp(`/shop/${product.slug}$`));
    await expect(page).toHaveTitle(`${product.name} — Ikawa`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByText(cad(product.price)).first()).toBeVisible();
    await expect(
      page.getByRole('img', { name: new RegExp(`Illustration of ${product.name}`) }),
    ).toBeVisible();
  });

  test('a filtered catalogue address shows only that type', async ({ page }) => {
    await page.goto('/shop?type=sack');
    await expect(page).toHaveTitle('Coffee sacks · Shop — Ikawa');
    await expect(page.getByRole('link', { name: /Sack/ }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Ground Coffee/ })).toHaveCount(0);
  });

  test('an unknown address shows the not-found page', async ({ page }) => {
    const res = await page.goto('/shop/no-such-coffee');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse the shop' })).toBeVisible();
  });
});

test.describe('with JavaScript', () => {
  test('storefront pages hydrate without a console message, and stay interactive', async ({ page }) => {
    const product = await firstProduct(page);
    const problems = await consoleProblems(page, async () => {
      for (const url of ['/', '/shop', `/shop/${product.slug}`, '/about', '/faq', '/contact', '/privacy']) {
        await page.goto(url, { waitUntil: 'networkidle' });
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      }
      // The product page answers clicks once hydrated: Add to Cart opens the cart.
      await page.goto(`/shop/${product.slug}`, { waitUntil: 'networkidle' });
      await expect(async () => {
        await page
          .getByRole('button', { name: /add to cart/i })
          .first()
          .click();
        await expect(page.getByRole('dialog')).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
    });
    expect(problems).toEqual([]);
  });

  test('a new page starts at its top; Back returns to where the reader was', async ({ page }) => {
    const product = await firstProduct(page);
    await page.goto('/shop', { waitUntil: 'networkidle' });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const card = page.getByRole('link', { name: new RegExp(product.name) }).first();
    await card.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    const before = await page.evaluate(() => window.scrollY);
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/shop/${product.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveTitle(`${product.name} — Ikawa`);
    await page.goBack();
    await expect(page).toHaveURL(/\/shop$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
    await expect(page).toHaveTitle('Shop — Ikawa');
  });

  test('parts hydrated later stay on screen until their code arrives, even for a signed-in visitor', async ({
    page,
  }) => {
    // The landing page's banner, hero and footer are in the server's HTML; their code
    // comes after the app's. Held back here, the server's HTML stays (the stored session joins
    // after them, as a transition), then they come alive and the session shows.
    await useSession(page, await registerCustomer(page.request));
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked = () => {};
    const requested = new Promise<void>((resolve) => {
      asked = resolve;
    });
    await page.route(/\/assets\/(landing-top|store-footer)-[\w-]+\.js$/, async (route) => {
      asked();
      await held;
      await route.continue();
    });
    const problems = await consoleProblems(page, async () => {
      await page.goto('/');
      // The app runs and has asked for the parts' code: the server's HTML is still there.
      await requested;
      const hero = page.getByRole('heading', { level: 1, name: 'Coffee from the high hills of Burundi' });
      const footerLinks = page.getByRole('navigation', { name: 'Quick Links' });
      await expect(hero).toBeVisible();
      await expect(footerLinks).toBeAttached();
      release();
      await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
      // Hydrated: the slideshow answers its button.
      const pause = page.getByRole('button', { name: 'Pause slideshow' });
      await expect(async () => {
        if (await pause.isVisible()) await pause.click();
        await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
      await expect(hero).toBeVisible();
      await expect(footerLinks).toBeAttached();
    });
    expect(problems).toEqual([]);
  });
});

test('a button pressed before the app has started is pressed again once it has', async ({ page }) => {
  // The app's code starts after the first paint. A shopper who taps Add to Cart on
  // the server's HTML before then (its code held back here) still gets the product in the cart.
  const product = await firstProduct(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const problems = await consoleProblems(page, async () => {
    await page.goto(`/shop/${product.slug}`, { waitUntil: 'load' });
    // The product's own button, not the related products' below it.
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    const cart = page.getByRole('dialog', { name: 'Your Cart' });
    await expect(cart).toBeHidden();
    release();
    await expect(cart).toBeVisible();
    await expect(cart.getByText(product.name)).toBeVisible();
    // Pressed once, added once.
    await expect(
      cart
        .getByRole('group', { name: `Quantity of ${product.name}` })
        .getByRole('status', { name: 'Quantity' }),
    ).toHaveText('1');
  });
  expect(problems).toEqual([]);
});

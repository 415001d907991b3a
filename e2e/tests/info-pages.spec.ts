import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

const isPhone = () => test.info().project.name === 'mobile';

/** Follows an information link the way a shopper would: the bar on desktop, the menu on phones. */
async function openFromNavigation(page: Page, label: 'About' | 'FAQ' | 'Contact') {
  if (isPhone()) {
    // Until the app has started, the first paint's menu button does nothing yet: click again.
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(async () => {
      if (!(await menu.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(menu).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await menu.getByRole('link', { name: label }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).click();
  }
}

test.describe('information pages', () => {
  test('About tells the story of Burundi coffee', async ({ page }) => {
    await page.goto('/');
    await openFromNavigation(page, 'About');
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'The story of Burundi coffee' })).toBeVisible();
    for (const region of ['Kayanza', 'Ngozi', 'Muramvya', 'Kirundo']) {
      await expect(page.getByRole('heading', { name: region })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Why Ikawa' })).toBeVisible();
    await page.getByRole('link', { name: 'Shop our coffee' }).click();
    await expect(page).toHaveURL(/\/shop$/);
  });

  test('FAQ answers from the store settings, with a keyboard disclosure list', async ({ page, request }) => {
    const settings = (await (await request.get('/api/settings')).json()).data as {
      standardShippingCost: number;
      expressShippingCost: number;
    };
    await page.goto('/');
    await openFromNavigation(page, 'FAQ');
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();

    const fees = page.getByRole('button', { name: 'How much is delivery?' });
    await expect(fees).toHaveAttribute('aria-expanded', 'false');
    await fees.focus();
    await page.keyboard.press('Enter');
    await expect(fees).toHaveAttribute('aria-expanded', 'true');
    const answer = page.locator(`#${await fees.getAttribute('aria-controls')}`);
    await expect(answer).toContainText(settings.standardShippingCost.toFixed(2));
    await expect(answer).toContainText(settings.expressShippingCost.toFixed(2));

    await page.getByRole('button', { name: 'How long does delivery take?' }).click();
    await expect(page.getByText(/Standard delivery takes 3-5 business days/)).toBeVisible();
    await page.getByRole('button', { name: 'Can I pick up my order at the store?' }).click();
    await expect(page.getByText(/usually ready in 2-4 hours/)).toBeVisible();
    await page.getByRole('button', { name: 'How can I pay?' }).click();
    await expect(page.getByText(/pay in cash/)).toBeVisible();
  });

  test('Contact shows the store details with a mailto link', async ({ page, request }) => {
    const settings = (await (await request.get('/api/settings')).json()).data as {
      storeEmail: string;
      storePhone: string;
    };
    await page.goto('/shop');
    await openFromNavigation(page, 'Contact');
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Write to us' })).toHaveAttribute(
      'href',
      `mailto:${settings.storeEmail}`,
    );
    await expect(main.getByRole('link', { name: settings.storePhone })).toBeVisible();
    await expect(main.getByText('Mon-Fri 9AM-7PM')).toBeVisible();
  });

  test('the footer links to the three pages', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await footer.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await footer.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/** Issue 3 §8: axe finds no serious or critical violation on the storefront pages. */
const PAGES = ['/', '/shop', '/about', '/faq', '/contact'];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}

/** Waits for the page's data (main heading and no loading status) so axe sees the real page. */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test.describe('accessibility (axe)', () => {
  for (const path of PAGES) {
    test(`${path} has no serious or critical violations`, async ({ page }) => {
      await page.goto(path);
      await settle(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('a product page has no serious or critical violations', async ({ page, request }) => {
    const { data: products } = (await (await request.get('/api/products')).json()) as {
      data: { slug: string }[];
    };
    const [first] = products;
    if (!first) throw new Error('The demo catalogue has no products');
    await page.goto(`/shop/${first.slug}`);
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

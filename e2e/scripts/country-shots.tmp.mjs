import { chromium } from '@playwright/test';
const base = process.argv[2];
const res = await fetch(base + '/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'customer@ikawa.test', password: 'coffee-customer' }) });
const customer = await res.json();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const [name, width] of [['desktop', 1280], ['mobile', 390]]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(([t, u]) => { localStorage.setItem('token', t); localStorage.setItem('user', u); }, [customer.token, JSON.stringify(customer.user)]);
  const page = await context.newPage();
  await page.goto(base + '/shop');
  await page.waitForSelector('html[data-app="started"]', { state: 'attached' });
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  const cart = page.getByRole('dialog', { name: 'Your Cart' });
  await cart.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('dialog', { name: 'Delivery or Pickup' }).getByRole('button', { name: 'Continue' }).click();
  const step = page.getByRole('dialog', { name: 'Shipping Address' });
  await step.waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shot-address-${name}.png` });
  await step.getByLabel('Country').selectOption('US');
  await step.getByRole('button', { name: 'Continue' }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shot-address-us-${name}.png` });
  await context.close();
}
await browser.close();

import { chromium } from '@playwright/test';
const base = process.argv[2];
const api = async (path, { token, method = 'GET', body } = {}) => {
  const res = await fetch(base + '/api' + path, {
    method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!res.ok) throw new Error(path + ' ' + res.status + ' ' + JSON.stringify(json));
  return json;
};
const login = async (email, password) => await api('/auth/login', { method: 'POST', body: { email, password } });
const admin = await login('admin@ikawa.test', 'coffee-admin');
const customer = await login('customer@ikawa.test', 'coffee-customer');
const products = (await api('/products?pageSize=50')).data;
const mug = products.find((p) => p.type === 'accessory') ?? products[0];
const coffee = products.find((p) => p.type === 'powder');
const order = (await api('/orders', { token: customer.token, method: 'POST', body: {
  products: [{ product: mug._id, quantity: 2 }, { product: coffee._id, quantity: 1 }],
  delivery: { fulfillmentMethod: 'pickup', method: 'standard' }, payment: { method: 'cash' } } })).data;
await api(`/admin/orders/${order._id}`, { token: admin.token, method: 'PUT', body: { status: 'delivered' } });
await api(`/admin/orders/${order._id}/refunds`, { token: admin.token, method: 'POST', body: {
  kind: 'lines', lines: [{ productId: mug._id, quantity: 1 }], reason: 'damaged', note: 'Chipped handle', restock: false } });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const [name, width] of [['desktop', 1280], ['mobile', 390]]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(base + '/');
  await page.evaluate(([t, u]) => { localStorage.setItem('token', t); localStorage.setItem('user', JSON.stringify(u)); }, [customer.token, customer.user]);
  await page.goto(`${base}/account/orders/${order._id}/receipt`);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shot-receipt-${name}.png`, fullPage: true });
  await context.close();
}
await browser.close();
console.log('order', order.number);

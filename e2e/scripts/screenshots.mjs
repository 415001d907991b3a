// Takes desktop (1280 px) and phone (390 px) screenshots of the given paths, signed in as the
// given demo role, into e2e/screenshots/. Usage:
//   node scripts/screenshots.mjs http://localhost:3000 [role] /path /path ...
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, '..', 'screenshots');
mkdirSync(out, { recursive: true });

const [base = 'http://localhost:3000', maybeRole, ...rest] = process.argv.slice(2);
const roles = {
  admin: ['admin@ikawa.test', 'coffee-admin'],
  courier: ['courier@ikawa.test', 'coffee-courier'],
  customer: ['customer@ikawa.test', 'coffee-customer'],
};
const role = maybeRole && roles[maybeRole] ? maybeRole : undefined;
const paths = role ? rest : [maybeRole ?? '/', ...rest].filter(Boolean);

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
let auth;
if (role) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: roles[role][0], password: roles[role][1] }),
  });
  auth = await res.json();
}
for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['mobile', { width: 390, height: 844 }],
]) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  if (auth) {
    await context.addInitScript(
      ([token, user]) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', user);
      },
      [auth.token, JSON.stringify(auth.user)],
    );
  }
  const page = await context.newPage();
  const errors = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  page.on('pageerror', (err) => errors.push(err.message));
  for (const p of paths) {
    await page.goto(`${base}${p}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(400);
    const name = `${role ?? 'anon'}-${p.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${label}.png`;
    await page.screenshot({ path: path.join(out, name), fullPage: true });
    console.log(name, errors.length ? `errors: ${errors.join(' | ')}` : '');
    errors.length = 0;
  }
  await context.close();
}
await browser.close();

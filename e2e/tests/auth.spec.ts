import { DEMO, expect, openSignInDialog, registerCustomer, test, useSession } from '../fixtures';
import type { Page } from '@playwright/test';

async function signInThroughDialog(page: Page, email: string, password: string) {
  const dialog = await openSignInDialog(page);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(dialog).toBeHidden();
}

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
}

test.describe('signing up, in and out', () => {
  test('a new shopper creates an account, is signed in, signs out and back in', async ({ page }) => {
    const email = `new-${Date.now()}-${test.info().project.name}@example.test`;
    await page.goto('/');
    const dialog = await openSignInDialog(page);
    await dialog.getByRole('button', { name: 'Create an account' }).click();
    const signUp = page.getByRole('dialog', { name: 'Create Account' });
    await expect(signUp.getByText('Join us to start your coffee journey')).toBeVisible();
    await signUp.getByLabel('Full Name').fill('Ange Kaneza');
    await signUp.getByLabel('Email').fill(email);
    await signUp.getByLabel('Password').fill('ange-password-1');
    await signUp.getByLabel('Add a delivery address (optional)').check();
    await signUp.getByLabel('Street').fill('1 Rue Royale');
    await signUp.getByLabel('City').fill('Bujumbura');
    await signUp.getByLabel('Postal Code').fill('0000');
    await signUp.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Burundi' });
    await signUp.getByRole('button', { name: 'Create Account' }).click();
    await expect(signUp).toBeHidden();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

    // The session survives a reload (token and user in local storage, checked with /auth/me).
    await page.reload();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();

    await signInThroughDialog(page, email.toUpperCase(), 'ange-password-1');
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  });

  test('a wrong password shows Invalid credentials, and typing clears it', async ({ page }) => {
    await page.goto('/');
    const dialog = await openSignInDialog(page);
    await dialog.getByLabel('Email').fill(DEMO.customer.email);
    await dialog.getByLabel('Password').fill('not-the-password');
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(dialog.getByText('Invalid credentials')).toBeVisible();
    await dialog.getByLabel('Password').fill('x');
    await expect(dialog.getByText('Invalid credentials')).toBeHidden();
  });

  test('an e-mail that is taken is refused with the server’s sentence', async ({ page, request }) => {
    const existing = await registerCustomer(request);
    await page.goto('/');
    const dialog = await openSignInDialog(page);
    await dialog.getByRole('button', { name: 'Create an account' }).click();
    const signUp = page.getByRole('dialog', { name: 'Create Account' });
    await signUp.getByLabel('Full Name').fill('Someone Else');
    await signUp.getByLabel('Email').fill(existing.user.email);
    await signUp.getByLabel('Password').fill('another-password');
    await signUp.getByRole('button', { name: 'Create Account' }).click();
    await expect(signUp.getByText('An account with this email already exists')).toBeVisible();
  });
});

test.describe('each demo account lands where its role belongs', () => {
  test('the admin lands on the admin dashboard', async ({ page }) => {
    await page.goto('/');
    await signInThroughDialog(page, DEMO.admin.email, DEMO.admin.password);
    await expect(page).toHaveURL(/\/admin$/);
    // The top bar names the role (shown beside the name on wide screens).
    await expect(page.getByText('Administrator').first()).toBeAttached();
  });

  test('the courier lands on the delivery dashboard', async ({ page }) => {
    await page.goto('/');
    await signInThroughDialog(page, DEMO.courier.email, DEMO.courier.password);
    await expect(page).toHaveURL(/\/delivery$/);
    await expect(page.getByRole('heading', { name: 'Delivery Dashboard' })).toBeVisible();
  });

  test('the customer stays where they were', async ({ page }) => {
    await page.goto('/shop');
    await signInThroughDialog(page, DEMO.customer.email, DEMO.customer.password);
    await expect(page).toHaveURL(/\/shop$/);
    await logout(page);
  });
});

test.describe('route guards', () => {
  test('signed-out visitors are sent home from the account, admin and delivery areas', async ({ page }) => {
    for (const path of [
      '/account',
      '/account/orders',
      '/admin',
      '/admin/orders',
      '/delivery',
      '/delivery/earnings',
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/$/);
    }
  });

  test('a customer is kept out of the admin area (to /account) and the delivery area (to /)', async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer(request, 'Guarded Shopper');
    await useSession(page, customer);
    await page.goto('/account');
    await expect(page.getByText('Welcome back, Guarded Shopper')).toBeVisible();
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/account$/);
    await page.goto('/delivery');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a stale token is dropped and the visitor is treated as signed out', async ({ page }) => {
    await useSession(page, {
      token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJub2JvZHkiLCJ2ZXIiOjB9.invalid',
      user: { _id: 'x', name: 'Ghost', email: 'ghost@example.test', role: 'customer' },
    });
    await page.goto('/account');
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  });
});

test('the API documentation is served at /api/docs', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByText('Ikawa API').first()).toBeVisible();
  await expect(page.getByText('/api/auth/login').first()).toBeVisible();
});

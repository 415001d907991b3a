import type { Locator, Page } from '@playwright/test';
import {
  DEMO,
  expect,
  openSignInDialog,
  registerCustomer,
  type Session,
  test,
  useSession,
} from '../fixtures';

/** An 8×8 green PNG: small enough to inline, real enough for the server's content check. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGMQL7DDihiGlgQANSUxQVmlz/8AAAAASUVORK5CYII=',
  'base64',
);

const isPhone = () => test.info().project.name === 'mobile';

/** Opens an account section from the side menu, unfolding it first on phones (SPEC §2). */
async function openSection(page: Page, name: string) {
  const nav = page.getByRole('navigation', { name: 'Account sections' });
  if (isPhone()) {
    const toggle = nav.getByRole('button', { name: /^Account sections:/ });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name, exact: true }).click();
    // The menu folds again and its button names the open section.
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAccessibleName(`Account sections: ${name}`);
    return;
  }
  await nav.getByRole('link', { name, exact: true }).click();
  await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
}

/**
 * Stores the session once, as the sign-in dialog would. Unlike `useSession` (an init script that
 * runs again on every load), a token replaced by the app stays replaced across a reload.
 */
async function storeSessionOnce(page: Page, session: Session) {
  await page.goto('/');
  await page.evaluate(
    ([token, user]) => {
      window.localStorage.setItem('token', token);
      window.localStorage.setItem('user', user);
    },
    [session.token, JSON.stringify(session.user)] as const,
  );
}

async function openAccountMenu(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  return page.getByRole('navigation', { name: 'Account' });
}

function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.test`;
}

test.describe('account area', () => {
  test('the side menu marks the open section and folds away on phones', async ({ page, request }) => {
    const session = await registerCustomer(request, 'Menu Tester');
    await useSession(page, session);
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
    await expect(page.getByText('Welcome back, Menu Tester')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Account sections' });
    if (isPhone()) {
      await expect(nav.getByRole('link', { name: 'Addresses' })).toBeHidden();
    } else {
      await expect(nav.getByRole('link', { name: 'Account Overview' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
    await openSection(page, 'Addresses');
    await expect(page).toHaveURL(/\/account\/addresses$/);
    await openSection(page, 'Payment Methods');
    await expect(page).toHaveURL(/\/account\/payment$/);
    await openSection(page, 'Account Overview');
    await expect(page.getByText("You haven't placed any orders yet.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/shop');
    await expect(page.getByText('No default address yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View All Orders' })).toHaveAttribute(
      'href',
      '/account/orders',
    );
  });

  test('edits the name and e-mail; the change survives a reload', async ({ page, request }) => {
    const session = await registerCustomer(request, 'Before Edit');
    await useSession(page, session);
    await page.goto('/account');
    const profile = page.getByRole('region', { name: 'Profile' });

    // A taken e-mail is refused with the server's sentence, on the field.
    await profile.getByRole('button', { name: 'Edit name and email' }).click();
    await profile.getByLabel('Email').fill(DEMO.customer.email);
    await profile.getByRole('button', { name: 'Save' }).click();
    await expect(profile.getByText('An account with this email already exists')).toBeVisible();
    // Cancel drops the change.
    await profile.getByRole('button', { name: 'Cancel' }).click();
    await expect(profile.getByText(session.user.email)).toBeVisible();

    const email = uniqueEmail('after-edit');
    await profile.getByRole('button', { name: 'Edit name and email' }).click();
    await profile.getByLabel('Name').fill('Ange Kaneza');
    await profile.getByLabel('Email').fill(email);
    await profile.getByRole('button', { name: 'Save' }).click();
    await expect(profile.getByText('Your profile has been updated.')).toBeVisible();
    await expect(profile.getByText(email)).toBeVisible();
    // The greeting and the navbar follow at once.
    await expect(page.getByText('Welcome back, Ange Kaneza')).toBeVisible();
    const menu = await openAccountMenu(page);
    await expect(page.getByText(email).last()).toBeVisible();
    await menu.getByRole('link', { name: 'My Account' }).click();

    await page.reload();
    await expect(profile.getByText('Ange Kaneza')).toBeVisible();
    await expect(profile.getByText(email)).toBeVisible();
    await expect(page.getByText('Welcome back, Ange Kaneza')).toBeVisible();
  });

  test('uploads a profile picture, sees it in the navbar, and removes it', async ({ page, request }) => {
    const session = await registerCustomer(request, 'Picture Person');
    await useSession(page, session);
    await page.goto('/account');
    const profile = page.getByRole('region', { name: 'Profile' });
    const navbarAvatar = page.getByRole('button', { name: 'Account menu' }).locator('img');
    await expect(navbarAvatar).toHaveCount(0);

    await page.getByLabel('Profile picture').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: TINY_PNG,
    });
    await expect(profile.getByText('Your profile picture has been updated.')).toBeVisible();
    await expect(profile.getByRole('img', { name: 'Picture Person' })).toHaveAttribute(
      'src',
      /^\/uploads\/avatars\/.+\.webp$/,
    );
    await expect(navbarAvatar).toHaveAttribute('src', /^\/uploads\/avatars\/.+\.webp$/);
    await expect
      .poll(() => navbarAvatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    // Too big a file is refused before it is sent, with the server's sentence.
    await page.getByLabel('Profile picture').setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(2 * 1024 * 1024 + 1),
    });
    await expect(profile.getByText('The image must be at most 2 MB')).toBeVisible();

    await page.reload();
    await expect(navbarAvatar).toHaveAttribute('src', /^\/uploads\/avatars\//);

    await profile.getByRole('button', { name: 'Remove photo' }).click();
    await expect(profile.getByText('Your profile picture has been removed.')).toBeVisible();
    await expect(navbarAvatar).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('P');
  });

  test('changes the password, stays signed in, then signs in with the new one', async ({ page, request }) => {
    const session = await registerCustomer(request, 'Password Changer');
    await storeSessionOnce(page, session);
    await page.goto('/account');
    const form = page.getByRole('form', { name: 'Change password' });

    await form.getByLabel('Current password').fill('not-my-password');
    await form.getByLabel('New password', { exact: true }).fill('brand-new-password');
    await form.getByLabel('Confirm new password').fill('brand-new-password');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('Your current password is not correct')).toBeVisible();

    await form.getByLabel('Current password').fill(session.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('Your password has been changed.')).toBeVisible();
    await expect(form.getByLabel('Current password')).toHaveValue('');

    // The old token stopped working and the new one was kept: a reload stays signed in.
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).not.toBe(session.token);
    const stale = await request.get('/api/auth/me', {
      headers: { Authorization: `Bearer ${session.token}` },
    });
    expect(stale.status()).toBe(401);
    await page.reload();
    await expect(page.getByText('Welcome back, Password Changer')).toBeVisible();
    const old = await request.post('/api/auth/login', {
      data: { email: session.user.email, password: session.password },
    });
    expect(old.status()).toBe(401);

    const menu = await openAccountMenu(page);
    await menu.getByRole('link', { name: 'My Account' }).waitFor();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    const dialog = await openSignInDialog(page);
    await dialog.getByLabel('Email').fill(session.user.email);
    await dialog.getByLabel('Password').fill('brand-new-password');
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  });

  test('adds, edits, makes default and deletes addresses', async ({ page, request }) => {
    const session = await registerCustomer(request, 'Address Keeper');
    await useSession(page, session);
    await page.goto('/account/addresses');
    const book = page.getByRole('region', { name: 'Addresses' });
    await expect(book.getByText('You have no saved addresses yet.')).toBeVisible();

    // The first address becomes the default one.
    await book.getByRole('button', { name: 'Add address' }).click();
    let form = book.getByRole('form', { name: 'Add address' });
    await form.getByLabel('Street').fill('12 Avenue de la Mission');
    await form.getByLabel('City').fill('Bujumbura');
    await form.getByLabel('Postal Code').fill('0000');
    await form.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Burundi' });
    await form.getByRole('button', { name: 'Add address' }).click();
    await expect(book.getByText('The address has been added.')).toBeVisible();
    const first = book.getByRole('listitem', { name: '12 Avenue de la Mission, Bujumbura (default)' });
    await expect(first.getByText('Default')).toBeVisible();

    await book.getByRole('button', { name: 'Add address' }).click();
    form = book.getByRole('form', { name: 'Add address' });
    await form.getByLabel('Street').fill('5 Chaussée Prince Louis Rwagasore');
    await form.getByLabel('City').fill('Gitega');
    await form.getByLabel('Postal Code').fill('1000');
    await form.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Burundi' });
    await form.getByLabel('Phone (optional)').fill('+257 79 123 456');
    await form.getByRole('button', { name: 'Add address' }).click();
    await expect(book.getByText('The address has been added.')).toBeVisible();

    // Edit: Cancel leaves it as it was, Save changes it.
    await book.getByRole('button', { name: 'Edit 5 Chaussée Prince Louis Rwagasore, Gitega' }).click();
    form = book.getByRole('form', { name: 'Edit address' });
    await form.getByLabel('City').fill('Ngozi');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(book.getByText('Gitega 1000')).toBeVisible();
    await book.getByRole('button', { name: 'Edit 5 Chaussée Prince Louis Rwagasore, Gitega' }).click();
    form = book.getByRole('form', { name: 'Edit address' });
    await form.getByLabel('City').fill('Ngozi');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(book.getByText('The address has been updated.')).toBeVisible();
    await expect(book.getByText('Ngozi 1000')).toBeVisible();

    await book.getByRole('button', { name: 'Make default 5 Chaussée Prince Louis Rwagasore, Ngozi' }).click();
    await expect(book.getByText('Your default address has been updated.')).toBeVisible();
    await expect(
      book.getByRole('listitem', { name: '5 Chaussée Prince Louis Rwagasore, Ngozi (default)' }),
    ).toBeVisible();

    // Delete asks first; Cancel keeps the address.
    await book.getByRole('button', { name: 'Delete 12 Avenue de la Mission, Bujumbura' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this address?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await book.getByRole('button', { name: 'Delete 12 Avenue de la Mission, Bujumbura' }).click();
    await dialog.getByRole('button', { name: 'Delete address' }).click();
    await expect(dialog).toBeHidden();
    await expect(book.getByText('The address has been deleted.')).toBeVisible();
    await expect(book.getByRole('listitem')).toHaveCount(1);

    // The overview shows the new default address, and it survives a reload.
    await openSection(page, 'Account Overview');
    const defaultCard = page.getByRole('region', { name: 'Default Shipping Address' });
    await expect(defaultCard.getByText('5 Chaussée Prince Louis Rwagasore')).toBeVisible();
    await expect(defaultCard.getByText('Phone: +257 79 123 456')).toBeVisible();
    await page.reload();
    await expect(defaultCard.getByText('Ngozi 1000')).toBeVisible();
  });

  test('adds, edits and deletes a card; only the last 4 digits are ever shown', async ({ page, request }) => {
    const session = await registerCustomer(request, 'Card Holder');
    await useSession(page, session);
    await page.goto('/account/payment');
    const cards = page.getByRole('region', { name: 'Payment Methods' });
    await expect(cards.getByText('You have no saved cards yet.')).toBeVisible();

    await cards.getByRole('button', { name: 'Add card' }).click();
    let form = cards.getByRole('form', { name: 'Add card' });
    // A number that fails the Luhn check is refused before anything is sent.
    await form.getByLabel('Card number').pressSequentially('4242424242424241');
    await expect(form.getByLabel('Card number')).toHaveValue('4242 4242 4242 4241');
    await form.getByLabel('Expiry date').pressSequentially('1230');
    await expect(form.getByLabel('Expiry date')).toHaveValue('12/30');
    await form.getByLabel('Cardholder name').fill('Card Holder');
    await form.getByRole('button', { name: 'Save card' }).click();
    await expect(form.getByText('Please enter a valid card number')).toBeVisible();

    await form.getByLabel('Card number').fill('4242 4242 4242 4242');
    await form.getByRole('button', { name: 'Save card' }).click();
    await expect(cards.getByText('The card has been saved.')).toBeVisible();
    const card = cards.getByRole('listitem', { name: 'Visa •••• 4242 (default)' });
    await expect(card.getByText('•••• 4242')).toBeVisible();
    await expect(card.getByText('12/30')).toBeVisible();
    await expect(card.getByText('Card Holder')).toBeVisible();
    await expect(page.getByText('4242 4242 4242 4242')).toHaveCount(0);

    // A second card; then edit it (number not editable) and make it the default.
    await cards.getByRole('button', { name: 'Add card' }).click();
    form = cards.getByRole('form', { name: 'Add card' });
    await form.getByLabel('Card number').fill('5555 5555 5555 4444');
    await form.getByLabel('Expiry date').fill('03/31');
    await form.getByLabel('Cardholder name').fill('C. Holder');
    await form.getByRole('button', { name: 'Save card' }).click();
    await expect(cards.getByText('The card has been saved.')).toBeVisible();

    await cards.getByRole('button', { name: 'Edit Mastercard •••• 4444' }).click();
    form = cards.getByRole('form', { name: 'Edit card' });
    await expect(form.getByLabel('Card number')).toHaveCount(0);
    await form.getByLabel('Cardholder name').fill('Card Holder Jr');
    await form.getByLabel('Expiry date').fill('04/32');
    await form.getByLabel('Use as my default card').check();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(cards.getByText('The card has been updated.')).toBeVisible();
    const edited = cards.getByRole('listitem', { name: 'Mastercard •••• 4444 (default)' });
    await expect(edited.getByText('Card Holder Jr')).toBeVisible();
    await expect(edited.getByText('04/32')).toBeVisible();
    await expect(cards.getByRole('listitem', { name: 'Visa •••• 4242' })).toBeVisible();

    await cards.getByRole('button', { name: 'Delete Visa •••• 4242' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this card?' });
    await expect(dialog.getByText('Visa •••• 4242 will be removed from your account.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete card' }).click();
    await expect(dialog).toBeHidden();
    await expect(cards.getByText('The card has been deleted.')).toBeVisible();

    await page.reload();
    await expect(cards.getByRole('listitem')).toHaveCount(1);
    await expect(cards.getByRole('listitem', { name: 'Mastercard •••• 4444 (default)' })).toBeVisible();
  });
});

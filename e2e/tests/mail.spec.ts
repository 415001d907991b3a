import {
  expect,
  latestMessage,
  newsletterForm,
  registerCustomer,
  openSignInDialog,
  test,
  useSession,
} from '../fixtures';

/**
 * The e-mail journeys end to end. The shop runs on its embedded default, so messages
 * are kept in the Outbox; the test reads each link there, as the recipient would in a mail app.
 */

/** The path and query (or fragment) of the first link to `path` in a message. */
function linkTo(text: string, path: string): string {
  const match = new RegExp(`https?://[^/\\s]+(${path}[?#]token=[\\w-]+)`).exec(text);
  expect(match, `a ${path} link in the message`).not.toBeNull();
  return match![1]!;
}

test('the newsletter subscribes only once its link is followed, and one click unsubscribes', async ({
  page,
  request,
}) => {
  const email = `news-${Date.now()}-${test.info().project.name}@example.test`;
  await page.goto('/');
  const form = await newsletterForm(page);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText('Email is required')).toBeVisible();
  await expect(form.getByText(/I agree to receive the Ikawa newsletter/)).toBeVisible();

  await form.getByLabel('Name').fill('Aline Niyonzima');
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText(/Check your inbox and follow the link/)).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveValue('');

  const message = await latestMessage(request, email, 'newsletter_confirm');
  await page.goto(linkTo(message, '/newsletter/confirm'));
  await expect(page.getByRole('heading', { name: 'Subscription confirmed' })).toBeVisible();

  await page.goto('/');
  await (await newsletterForm(page)).getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText('You are already subscribed. Thank you!')).toBeVisible();

  await page.goto(linkTo(message, '/newsletter/unsubscribe'));
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await expect(page.getByText('You will receive no more newsletters from us.')).toBeVisible();
});

test('a shopper who forgot the password sets a new one from the e-mailed link', async ({ page, request }) => {
  const shopper = await registerCustomer(request, 'Forgetful Shopper');
  await page.goto('/');
  const dialog = await openSignInDialog(page);
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  const resetDialog = page.getByRole('dialog', { name: 'Reset Password' });
  await resetDialog.getByLabel('Email').fill(shopper.user.email);
  await resetDialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(resetDialog.getByText(/If an account uses this e-mail/)).toBeVisible();
  await resetDialog.getByRole('button', { name: 'Close' }).click();

  const message = await latestMessage(request, shopper.user.email, 'password_reset');
  const link = linkTo(message, '/reset-password');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('a-fresh-password');
  await page.getByLabel('Confirm new password').fill('a-different-one');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('a-fresh-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign in' }).last().click();
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await signIn.getByLabel('Email').fill(shopper.user.email);
  await signIn.getByLabel('Password').fill('a-fresh-password');
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(signIn).toBeHidden();

  // The link works once. (From another page: the same address with its `#token=` only scrolls.)
  await page.goto('/');
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('another-password');
  await page.getByLabel('Confirm new password').fill('another-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(/not valid, has expired or was already used/)).toBeVisible();
});

test('an admin reads in the Outbox the e-mails the shop wrote', async ({ page, request, admin }) => {
  const shopper = await registerCustomer(request, 'Outbox Reader');
  await useSession(page, admin);
  await page.goto('/admin');
  await expect(page.getByText('Admin Dashboard', { exact: true })).toBeVisible();
  const menuButton = page.getByRole('button', { name: 'Open admin menu' });
  if (await menuButton.isVisible()) await menuButton.click();
  await page.getByRole('link', { name: 'Outbox' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();

  const welcome = page
    .getByRole('article', { name: 'Welcome to Ikawa Coffee' })
    .filter({ hasText: shopper.user.email });
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: /^Open/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome to Ikawa Coffee' });
  await expect(dialog.frameLocator('iframe').getByText('Welcome, Outbox Reader!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Plain text' }).click();
  await expect(dialog.getByText(/412 Bloor Street West/)).toBeVisible();
});

import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import axe from 'axe-core';
import {
  apiLogin,
  authHeaders,
  createStaffAccount,
  createTestProduct,
  BUJUMBURA_ADDRESS,
  DEMO,
  expect,
  networkQuiet,
  newsletterForm,
  orderNumberOf,
  placeCashOrder,
  registerCustomer,
  removeAccount,
  type Session,
  test,
  uniqueSuffix,
  useSession,
} from '../fixtures';

/**
 * axe-core (WCAG 2.1 A and AA) on every screen of the web app — each route of
 * web/src/app/router.tsx, and each dialog, drawer, menu and form error a person can open on it —
 * signed out and as each role, at 1280 px (desktop) and 390 px (mobile). Any serious or critical
 * violation fails. One test per role signs in once and walks its screens, collecting what axe finds,
 * so a failure lists every screen's violations at once (screen, rule, element).
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The axe-core of e2e's own dependencies, not the older one @axe-core/playwright bundles (its
 * releases for 4.14 need Node 22): 4.13 still left label-content-name-mismatch (WCAG 2.5.3)
 * out of a run by tags, and so missed a link whose name did not contain its visible text.
 */
const AXE_SOURCE = axe.source;

const ADDRESS = BUJUMBURA_ADDRESS;

interface Finding {
  screen: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Waits until the screen is still: no request in flight, no loading spinner, no running transition. */
async function settle(page: Page, quiet: () => Promise<void>): Promise<void> {
  await quiet();
  await expect(page.locator('[role="status"]:has([data-testid="spinner"])')).toHaveCount(0);
  // Finite animations only (slide-ins, pop-ins): a contrast read halfway through a fade is wrong.
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      return typeof end === 'number' && Number.isFinite(end);
    });
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** The screens one test looked at and the serious or critical violations axe found on them. */
class Audit {
  readonly screens: string[] = [];
  readonly findings: Finding[] = [];

  private readonly quiet: () => Promise<void>;

  constructor(private readonly page: Page) {
    this.quiet = networkQuiet(page);
  }

  /** Runs axe on the page as it is now, under the name `screen`. */
  async check(screen: string): Promise<void> {
    const started = Date.now();
    await settle(this.page, this.quiet);
    // A sandboxed frame runs no script, so axe cannot run inside it (the run hangs): the receipt's
    // own document is checked on its own address instead. The app has no other frame, so the
    // legacy mode's one run inside the page does the work of a run per frame plus a blank page to
    // merge them, in less time.
    const results = await new AxeBuilder({ page: this.page, axeSource: AXE_SOURCE })
      .withTags(WCAG_TAGS)
      .exclude('iframe[sandbox]')
      .setLegacyMode()
      .analyze();
    this.screens.push(`${screen} (${Date.now() - started} ms)`);
    for (const violation of results.violations) {
      if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
      this.findings.push({
        screen,
        rule: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      });
    }
  }

  /** Opens `path`, waits for its main heading (or `ready`), and checks it. */
  async visit(path: string, ready?: (page: Page) => Locator, screen = path): Promise<void> {
    await this.page.goto(path);
    await expect(
      ready ? ready(this.page) : this.page.getByRole('heading', { level: 1 }).first(),
    ).toBeVisible();
    await this.check(screen);
  }

  /** Clicks `trigger`, waits for the dialog `name`, checks it, then closes it with Escape. */
  async dialog(screen: string, trigger: Locator, name: string | RegExp): Promise<Locator> {
    await trigger.click();
    const dialog = this.page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await this.check(screen);
    return dialog;
  }

  async closeDialog(dialog: Locator): Promise<void> {
    await this.page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }

  /** One expectation for the whole walk, with a readable list when it fails. */
  async expectClean(): Promise<void> {
    await test.info().attach('screens checked', {
      body: this.screens.join('\n'),
      contentType: 'text/plain',
    });
    const list = this.findings
      .map(
        (finding) =>
          `${finding.screen}: ${finding.rule} (${finding.impact}) ${finding.help}\n` +
          finding.targets.map((target) => `    ${target}`).join('\n'),
      )
      .join('\n');
    expect(
      this.findings.length,
      `serious or critical violations on ${this.screens.length} screens:\n${list}`,
    ).toBe(0);
  }
}

const isMobile = () => test.info().project.name === 'mobile';

/**
 * Data the screens show: a product on sale and an archived one, a customer with an address, and
 * three orders (pending, assigned to the spec's own courier, delivered), with an admin and a
 * courier of the spec's own.
 */
interface Fixture {
  demoAdmin: Session;
  admin: Session;
  courier: Session;
  customer: Session;
  product: { _id: string; name: string; slug: string };
  pendingOrder: string;
  pendingNumber: string;
  assignedOrder: string;
  deliveredOrder: string;
  deliveredNumber: string;
  receiptLink: string;
}

async function assign(request: APIRequestContext, admin: Session, orderId: string, courier: Session) {
  const res = await request.patch(`/api/delivery/admin/orders/${orderId}/assign`, {
    headers: authHeaders(admin),
    data: { deliveryPersonId: courier.user._id, deliveryFee: 8 },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** The receipt link of `orderId`'s confirmation e-mail, read from the admin's Outbox. */
async function receiptLinkOf(request: APIRequestContext, admin: Session, to: string, orderId: string) {
  let link = '';
  await expect
    .poll(async () => {
      const list = (await (
        await request.get('/api/admin/outbox?pageSize=50', { headers: authHeaders(admin) })
      ).json()) as { data: { _id: string; to: string; kind: string }[] };
      for (const message of list.data) {
        if (message.to !== to || message.kind !== 'order_confirmation') continue;
        const detail = (await (
          await request.get(`/api/admin/outbox/${message._id}`, { headers: authHeaders(admin) })
        ).json()) as { data: { text: string } };
        const match = /\/receipt\/[0-9a-f-]+\?token=[\w.-]+/.exec(detail.data.text);
        if (match?.[0].includes(orderId)) link = match[0];
      }
      return link;
    })
    .toBeTruthy();
  return link;
}

async function makeFixture(request: APIRequestContext): Promise<Fixture> {
  const demoAdmin = await apiLogin(request, DEMO.admin.email, DEMO.admin.password);
  const admin = await createStaffAccount(request, demoAdmin, 'admin');
  const courier = await createStaffAccount(request, demoAdmin, 'delivery');
  const product = await createTestProduct(request, admin, { name: 'Accessible Roast', price: 24, stock: 40 });
  const customer = await registerCustomer(request, `Ada Access ${uniqueSuffix()}`);
  const address = await request.put(`/api/users/${customer.user._id}/address`, {
    headers: authHeaders(customer),
    data: ADDRESS,
  });
  expect(address.ok(), await address.text()).toBe(true);

  // A product once sold and then archived: the admin's list shows it set apart.
  const retired = await createTestProduct(request, admin, { name: 'Retired Roast', price: 19, stock: 5 });
  const assignedOrder = await placeCashOrder(request, customer, retired._id);
  await assign(request, admin, assignedOrder, courier);
  const archived = await request.delete(`/api/products/${retired._id}`, { headers: authHeaders(admin) });
  expect(archived.ok(), await archived.text()).toBe(true);
  const pendingOrder = await placeCashOrder(request, customer, product._id);
  const deliveredOrder = await placeCashOrder(request, customer, product._id);
  await assign(request, admin, deliveredOrder, courier);
  const delivered = await request.put(`/api/admin/orders/${deliveredOrder}`, {
    headers: authHeaders(admin),
    data: { status: 'delivered' },
  });
  expect(delivered.ok(), await delivered.text()).toBe(true);
  const receiptLink = await receiptLinkOf(request, admin, customer.user.email, deliveredOrder);
  return {
    // The orders' numbers, as every screen prints them.
    pendingNumber: await orderNumberOf(request, admin, pendingOrder),
    deliveredNumber: await orderNumberOf(request, admin, deliveredOrder),
    demoAdmin,
    admin,
    courier,
    customer,
    product,
    pendingOrder,
    assignedOrder,
    deliveredOrder,
    receiptLink,
  };
}

let fixture: Fixture;

test.beforeAll(async ({ request }) => {
  fixture = await makeFixture(request);
});

test.afterAll(async ({ request }) => {
  // The catalogue and the couriers look as they did for the next spec.
  const { demoAdmin, admin, courier, assignedOrder, pendingOrder, product } = fixture;
  // The courier first, while its deliveries are still on (see pseudo-locale.spec.ts).
  await removeAccount(request, demoAdmin, courier);
  await removeAccount(request, demoAdmin, admin);
  for (const orderId of [assignedOrder, pendingOrder]) {
    await request.put(`/api/admin/orders/${orderId}`, {
      headers: authHeaders(demoAdmin),
      data: { status: 'cancelled' },
    });
  }
  await request.delete(`/api/products/${product._id}`, { headers: authHeaders(demoAdmin) });
});

test.describe('accessibility (axe, WCAG 2.1 A and AA)', () => {
  // Four long walks: each may go to its own worker (and its own shop, with a fixture of its own
  // from beforeAll), so the file is no longer the run's last and longest task.
  test.describe.configure({ mode: 'parallel', timeout: 300_000 });
  // axe reads colours at one instant: a carousel slide halfway through its fade fails contrast
  // though nobody reads it then. With reduced motion the carousels hold still (as they do for
  // people who ask for it) and dialogs open without a slide-in.
  test.use({ reducedMotion: 'reduce' });

  test('every storefront screen signed out', async ({ page }) => {
    const audit = new Audit(page);
    const { product, receiptLink } = fixture;

    await audit.visit('/');
    const newsletter = await newsletterForm(page);
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await expect(newsletter.getByText('Email is required')).toBeVisible();
    await audit.check('/ newsletter form with errors');
    if (isMobile()) {
      const menu = await audit.dialog('/ menu', page.getByRole('button', { name: 'Open menu' }), 'Menu');
      await audit.closeDialog(menu);
    }
    const signIn = page.getByRole('dialog', { name: 'Sign In' });
    await page.getByRole('button', { name: 'Sign in' }).first().click();
    await expect(signIn).toBeVisible();
    await audit.check('/ sign-in dialog');
    await signIn.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(signIn.getByText(/email/i).nth(1)).toBeVisible();
    await audit.check('/ sign-in dialog with errors');
    await signIn.getByRole('button', { name: 'Forgot password?' }).click();
    const reset = page.getByRole('dialog', { name: 'Reset Password' });
    await expect(reset).toBeVisible();
    await audit.check('/ forgot-password dialog');
    await reset.getByRole('button', { name: 'Sign in instead' }).click();
    await signIn.getByRole('button', { name: 'Create an account' }).click();
    const register = page.getByRole('dialog', { name: 'Create Account' });
    await expect(register).toBeVisible();
    await audit.check('/ register dialog');
    await audit.closeDialog(register);

    await audit.visit('/shop');
    if (isMobile()) {
      await page.getByRole('button', { name: /^Filters/ }).click();
      await expect(page.getByRole('button', { name: 'Apply Filters' })).toBeVisible();
      await audit.check('/shop filters open');
    }
    await audit.visit(`/shop/${product.slug}`, undefined, '/shop/:slug');
    const cart = await audit.dialog(
      '/shop/:slug cart drawer',
      page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first(),
      'Your Cart',
    );
    await cart.getByLabel('Discount code').fill('NO-SUCH-CODE');
    await cart.getByRole('button', { name: 'Apply' }).click();
    await expect(cart.getByRole('alert')).toBeVisible();
    await audit.check('cart drawer with a refused code');
    await cart.getByRole('button', { name: 'Checkout' }).click();
    await expect(signIn.getByText('Please login to continue')).toBeVisible();
    await audit.check('cart checkout sign-in dialog');
    await audit.closeDialog(signIn);

    for (const path of ['/about', '/faq', '/contact', '/privacy', '/terms', '/shipping', '/returns'])
      await audit.visit(path);
    await audit.visit('/no-such-page');
    await audit.visit('/shop/no-such-coffee');
    await audit.visit('/reset-password');
    await audit.visit('/reset-password?token=not-a-real-token');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await audit.check('/reset-password form with errors');
    await audit.visit('/newsletter/confirm?token=not-a-real-token');
    await audit.visit('/newsletter/unsubscribe?token=not-a-real-token');
    await audit.visit('/payment-success');
    await audit.visit('/payment-canceled?payment_intent=pi_none&payment_intent_client_secret=pi_none_secret');
    await audit.visit(
      receiptLink,
      (p) => p.frameLocator('iframe[title="Receipt"]').locator('body'),
      '/receipt/:orderId?token=(signed)',
    );
    await audit.visit(
      receiptLink.replace(/token=.*/, 'token=forged'),
      undefined,
      '/receipt/:orderId?token=forged',
    );
    // The receipt document the receipt pages show in their frame.
    await audit.visit(
      `/api${receiptLink.replace('/receipt/', '/orders/').replace('?', '/receipt?')}`,
      (p) => p.locator('body'),
      'receipt document (/api/orders/:orderId/receipt)',
    );

    await audit.expectClean();
  });

  test('every customer screen, signed in as a customer', async ({ page }) => {
    const audit = new Audit(page);
    const { customer, product, deliveredOrder } = fixture;
    await useSession(page, customer);

    await audit.visit('/');
    // The account menu is a disclosure, not a dialog.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible();
    await audit.check('/ account menu open');
    await page.keyboard.press('Escape');
    if (isMobile()) {
      const menu = await audit.dialog(
        '/ menu signed in',
        page.getByRole('button', { name: 'Open menu' }),
        'Menu',
      );
      await audit.closeDialog(menu);
    }

    await audit.visit('/account');
    if (isMobile()) {
      await page.getByRole('button', { name: /^Account sections:/ }).click();
      await audit.check('/account sections menu open');
    }
    await page.getByRole('button', { name: 'Edit name and email' }).click();
    await audit.check('/account editing name and email');
    await page.getByRole('button', { name: 'Change password' }).click();
    await audit.check('/account change password with errors');

    await audit.visit('/account/orders');
    const cancel = await audit.dialog(
      '/account/orders cancel dialog',
      page.getByRole('button', { name: `Cancel order ${fixture.pendingNumber}` }),
      'Cancel this order?',
    );
    await audit.closeDialog(cancel);
    await audit.visit(
      `/account/orders/${deliveredOrder}/receipt`,
      (p) => p.frameLocator('iframe[title="Receipt"]').locator('body'),
      '/account/orders/:orderId/receipt',
    );

    await audit.visit('/account/addresses');
    await page.getByRole('button', { name: 'Add address' }).first().click();
    await audit.check('/account/addresses add form');
    await page.getByRole('button', { name: 'Add address' }).last().click();
    await audit.check('/account/addresses add form with errors');
    await page.goto('/account/addresses');
    const deleteAddress = await audit.dialog(
      '/account/addresses delete dialog',
      page.getByRole('button', { name: `Delete ${ADDRESS.street}, ${ADDRESS.city}` }),
      'Delete this address?',
    );
    await audit.closeDialog(deleteAddress);

    // Checkout, each step, paid by a new card.
    await page.goto(`/shop/${product.slug}`);
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
    const cart = page.getByRole('dialog', { name: 'Your Cart' });
    await expect(cart).toBeVisible();
    await audit.check('checkout: cart');
    await cart.getByRole('button', { name: 'Checkout' }).click();
    const fulfillment = page.getByRole('dialog', { name: 'Delivery or Pickup' });
    await expect(fulfillment).toBeVisible();
    await audit.check('checkout: delivery or pickup');
    await fulfillment.getByText('Store Pickup').click();
    await audit.check('checkout: store pickup chosen');
    await fulfillment.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByRole('dialog', { name: 'Payment Method' })
      .getByRole('button', { name: 'Continue' })
      .click();
    const pickupReview = page.getByRole('dialog', { name: 'Review Your Order' });
    await expect(pickupReview).toBeVisible();
    await audit.check('checkout: review (pickup, cash)');
    await pickupReview.getByRole('button', { name: 'Edit store pickup' }).click();
    await fulfillment.getByText('Home Delivery').click();
    await fulfillment.getByRole('button', { name: 'Continue' }).click();
    const address = page.getByRole('dialog', { name: 'Shipping Address' });
    await expect(address).toBeVisible();
    await audit.check('checkout: shipping address');
    await address.getByRole('button', { name: 'Continue' }).click();
    const delivery = page.getByRole('dialog', { name: 'Delivery Method' });
    await expect(delivery).toBeVisible();
    await audit.check('checkout: delivery method');
    await delivery.getByRole('button', { name: 'Continue' }).click();
    const payment = page.getByRole('dialog', { name: 'Payment Method' });
    await expect(payment).toBeVisible();
    await audit.check('checkout: payment method');
    await payment.getByText('Card', { exact: true }).click();
    await payment.getByRole('button', { name: 'Continue' }).click();
    const review = page.getByRole('dialog', { name: 'Review Your Order' });
    await expect(review).toBeVisible();
    await audit.check('checkout: review (delivery, card)');
    await review.getByRole('button', { name: 'Continue to payment' }).click();
    const cardDetails = page
      .getByRole('dialog', { name: 'Card Payment' })
      .getByRole('form', { name: 'Card details' });
    await expect(cardDetails).toBeVisible();
    await audit.check('checkout: card details');
    await cardDetails.getByRole('button', { name: /^Pay / }).click();
    await expect(cardDetails.getByText('Please complete all payment fields.')).toBeVisible();
    await audit.check('checkout: card details with errors');
    await cardDetails.getByLabel('Card number').fill('4242 4242 4242 4242');
    await cardDetails.getByLabel('Expiry (MM/YY)').fill('1239');
    await cardDetails.getByLabel('CVC').fill('123');
    await cardDetails.getByLabel('Name on card').fill('Ada Access');
    await cardDetails.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('dialog', { name: 'Order Placed' })).toBeVisible();
    await audit.check('checkout: order placed');

    await audit.visit('/payment-success?payment_intent=pi_none&payment_intent_client_secret=pi_none_secret');

    // After the checkout: a saved card would otherwise pay at once on its card step.
    await audit.visit('/account/payment');
    const cards = page.getByRole('region', { name: 'Payment Methods' });
    await cards.getByRole('button', { name: 'Add card' }).click();
    const cardForm = cards.getByRole('form', { name: 'Add card' });
    await cardForm.getByRole('button', { name: 'Save card' }).click();
    await audit.check('/account/payment add card with errors');
    await cardForm.getByLabel('Card number').fill('4242 4242 4242 4242');
    await cardForm.getByLabel('Expiry date').fill('12/30');
    await cardForm.getByLabel('Cardholder name').fill('Ada Access');
    await cardForm.getByRole('button', { name: 'Save card' }).click();
    await expect(cards.getByText('The card has been saved.')).toBeVisible();
    await audit.check('/account/payment with a card');
    const deleteCard = await audit.dialog(
      '/account/payment delete dialog',
      cards.getByRole('button', { name: 'Delete Visa •••• 4242' }),
      'Delete this card?',
    );
    await audit.closeDialog(deleteCard);

    // Subscribe & save: none yet (the invitation to the shop); the cards are checked in
    // subscriptions.spec.ts.
    await audit.visit('/account/subscriptions', (p) =>
      p.getByText('No subscriptions yet — Subscribe & save on any coffee'),
    );

    await audit.expectClean();
  });

  test('every admin screen, signed in as the admin', async ({ page }) => {
    const audit = new Audit(page);
    const { admin, customer, product, deliveredOrder } = fixture;
    await useSession(page, admin);

    await audit.visit('/admin');
    if (isMobile()) {
      const menu = await audit.dialog(
        '/admin menu drawer',
        page.getByRole('button', { name: 'Open admin menu' }),
        'Admin menu',
      );
      await audit.closeDialog(menu);
    } else {
      await page.getByRole('button', { name: 'Collapse sidebar' }).click();
      await audit.check('/admin collapsed sidebar');
      await page.getByRole('button', { name: 'Expand sidebar' }).click();
    }

    await audit.visit('/admin/products');
    const add = await audit.dialog(
      '/admin/products add dialog',
      page.getByRole('button', { name: 'Add product' }),
      'Add product',
    );
    await add.getByRole('button', { name: 'Add product' }).click();
    await audit.check('/admin/products add dialog with errors');
    await audit.closeDialog(add);
    await page.getByLabel('Search products').fill(product.name);
    await expect(page.getByRole('button', { name: `Edit ${product.name}` })).toBeVisible();
    await audit.check('/admin/products searched');
    await audit.closeDialog(
      await audit.dialog(
        '/admin/products edit dialog',
        page.getByRole('button', { name: `Edit ${product.name}` }),
        'Edit product',
      ),
    );
    await audit.closeDialog(
      await audit.dialog(
        '/admin/products stock dialog',
        page.getByRole('button', { name: `Adjust stock of ${product.name}` }),
        'Adjust stock',
      ),
    );
    await audit.closeDialog(
      await audit.dialog(
        '/admin/products delete dialog',
        page.getByRole('button', { name: `Delete ${product.name}` }),
        /^(Archive|Delete) this product\?$/,
      ),
    );

    const pendingShort = fixture.pendingNumber;
    await audit.visit('/admin/orders');
    await audit.closeDialog(
      await audit.dialog(
        '/admin/orders export dialog',
        page.getByRole('button', { name: 'Export' }),
        'Export orders',
      ),
    );
    await page.getByLabel('Search orders').fill(pendingShort);
    await expect(page.getByRole('button', { name: `View order ${pendingShort}` })).toBeVisible();
    await audit.closeDialog(
      await audit.dialog(
        '/admin/orders order detail dialog',
        page.getByRole('button', { name: `View order ${pendingShort}` }),
        `Order ${pendingShort}`,
      ),
    );
    await audit.closeDialog(
      await audit.dialog(
        '/admin/orders assign dialog',
        page.getByRole('button', { name: `Assign delivery person for order ${pendingShort}` }),
        'Assign delivery person',
      ),
    );
    const select = page.getByRole('checkbox', { name: new RegExp(pendingShort) }).first();
    if (await select.isVisible()) {
      await select.check();
      await expect(page.getByRole('region', { name: 'Selected orders' })).toBeVisible();
      await audit.check('/admin/orders with a selection (packing slips)');
    }
    await audit.visit(
      `/admin/orders/${deliveredOrder}/receipt`,
      (p) => p.frameLocator('iframe[title="Receipt"]').locator('body'),
      '/admin/orders/:orderId/receipt',
    );

    await audit.visit('/admin/users');
    await page.getByLabel('Search users').fill(customer.user.name);
    await expect(page.getByRole('button', { name: `Edit ${customer.user.name}` })).toBeVisible();
    await audit.closeDialog(
      await audit.dialog(
        '/admin/users edit dialog',
        page.getByRole('button', { name: `Edit ${customer.user.name}` }),
        'Edit user',
      ),
    );
    await audit.closeDialog(
      await audit.dialog(
        '/admin/users delete dialog',
        page.getByRole('button', { name: `Delete ${customer.user.name}` }),
        'Delete this user?',
      ),
    );

    await audit.visit('/admin/delivery-persons');
    await audit.closeDialog(
      await audit.dialog(
        '/admin/delivery-persons export dialog',
        page.getByRole('button', { name: 'Export' }),
        'Export earnings and payouts',
      ),
    );
    await audit.closeDialog(
      await audit.dialog(
        '/admin/delivery-persons mark-as-paid dialog',
        page.getByRole('button', { name: `Mark as Paid: order ${fixture.deliveredNumber}` }),
        'Mark as Paid',
      ),
    );

    await audit.visit('/admin/outbox');
    const message = await audit.dialog(
      '/admin/outbox message dialog',
      page.getByRole('button', { name: /^Open “/ }).first(),
      /./,
    );
    await message.getByRole('button', { name: 'Plain text' }).click();
    await expect(message.getByRole('region', { name: 'Plain text' })).toBeVisible();
    await audit.check('/admin/outbox message dialog, plain text');
    await audit.closeDialog(message);
    await audit.visit('/admin/newsletter');
    await audit.visit('/admin/discounts');
    const discount = await audit.dialog(
      '/admin/discounts new discount dialog',
      page.getByRole('button', { name: 'New discount' }),
      'New discount',
    );
    await discount.getByRole('button', { name: 'Create discount' }).click();
    await audit.check('/admin/discounts new discount dialog with errors');
    await audit.closeDialog(discount);
    await audit.visit('/admin/taxes');
    await audit.visit('/admin/settings');

    await audit.expectClean();
  });

  test('every delivery screen, signed in as the courier', async ({ page }) => {
    const audit = new Audit(page);
    await useSession(page, fixture.courier);
    for (const path of ['/delivery', '/delivery/orders', '/delivery/earnings', '/delivery/history'])
      await audit.visit(path);
    await audit.expectClean();
  });
});

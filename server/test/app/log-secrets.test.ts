import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_CONSENT } from '@ikawa/contracts/newsletter';
import { createProduct } from '../../src/db/factories';
import { outboxMessages } from '../../src/db/schema/index';
import { REDACTED } from '../../src/lib/log-redaction';
import { createReceiptLinks } from '../../src/modules/receipts/link';
import { placeCashPickup, useTestApp } from '../helpers';
import { webBuildForTests } from '../web-build';

// Everything the app logs during this file, as its process would write it to stdout.
const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString('utf8'));
    done();
  },
});
let dist = '';
beforeAll(() => {
  dist = webBuildForTests();
});
const ctx = useTestApp(
  {
    get WEB_DIST_DIR() {
      return dist;
    },
    PUBLIC_URL: 'https://shop.example',
  } as Record<string, string>,
  { level: 'trace', stream },
);

/** The value of `name` in the first link of a kept e-mail of that kind to that address. */
async function linkParameter(kind: string, to: string, field: string, name: string): Promise<string> {
  const [row] = await ctx.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.kind, kind), eq(outboxMessages.toAddress, to)));
  const link = new URL(String(row?.data[field]));
  const value = new URLSearchParams(link.hash.slice(1)).get(name) ?? link.searchParams.get(name);
  if (!value) throw new Error(`no ${name} in ${kind}'s ${field}: ${link.href}`);
  return value;
}

describe('the log', () => {
  it('holds none of the tokens, client secrets and links a whole run of the shop issued', async () => {
    const secrets: string[] = [];
    const get = (url: string, headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'GET', url, headers });
    const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'POST', url, payload, headers });

    // A password reset: the e-mailed link, then the link of an older e-mail (`?token=`).
    const shopper = await ctx.loginAs('customer', { name: 'Aline Buyer' });
    const admin = await ctx.loginAs('admin');
    // The reset ends the shopper's sessions: another customer orders and pays.
    const buyer = await ctx.loginAs('customer');
    secrets.push(shopper.token, admin.token, buyer.token);
    expect((await post('/api/auth/forgot-password', { email: shopper.email })).statusCode).toBe(202);
    // The link is written after the answer (README "Security").
    await ctx.app.auth.settled();
    const resetToken = await linkParameter('password_reset', shopper.email, 'link', 'token');
    secrets.push(resetToken);
    expect((await get(`/reset-password?token=${resetToken}`)).statusCode).toBe(200);
    expect((await get(`/reset-password?token=${resetToken}#token=${resetToken}`)).statusCode).toBe(200);
    const reset = await post('/api/auth/reset-password', { token: resetToken, password: 'a-fresh-password' });
    expect(reset.statusCode).toBe(200);
    // Used once: a second try is refused.
    const again = await post('/api/auth/reset-password', { token: resetToken, password: 'another-one' });
    expect(again.statusCode).toBe(422);

    // The newsletter's confirm and unsubscribe links, followed as pages and as the one-click API.
    const reader = 'reader@example.test';
    const subscribed = await post('/api/newsletter', {
      name: 'Reader',
      email: reader,
      consentVersion: NEWSLETTER_CONSENT.version,
    });
    expect(subscribed.statusCode).toBe(201);
    const confirm = await linkParameter('newsletter_confirm', reader, 'confirmUrl', 'token');
    const unsubscribe = await linkParameter('newsletter_confirm', reader, 'unsubscribeUrl', 'token');
    secrets.push(confirm, unsubscribe);
    expect((await get(`/newsletter/confirm?token=${confirm}`)).statusCode).toBe(200);
    expect((await post('/api/newsletter/confirm', { token: confirm })).statusCode).toBe(200);
    expect((await get(`/newsletter/unsubscribe?token=${unsubscribe}`)).statusCode).toBe(200);
    const oneClick = await ctx.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe?token=${unsubscribe}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);

    // A receipt link of the order e-mails, as a page, as the API, as a PDF, and a forged one.
    const coffee = await createProduct(ctx.database.db, {
      name: 'Kayanza Ground',
      description: 'd',
      price: 19.5,
      weight: 0.5,
      type: 'powder',
      stock: 50,
    });
    const orderId = await placeCashPickup(ctx.app, buyer, coffee.id);
    const delivered = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${orderId}`,
      headers: admin.headers,
      payload: { status: 'delivered' },
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    // A new order's receipt links are of version 1 (revoking one moves its orders to the next).
    const receipt = createReceiptLinks({ secret: ctx.config.jwtSecret, now: () => new Date() }).tokenFor(
      orderId,
      1,
    );
    secrets.push(receipt);
    expect((await get(`/receipt/${orderId}?token=${receipt}`)).statusCode).toBe(200);
    expect((await get(`/api/orders/${orderId}/receipt?token=${receipt}`)).statusCode).toBe(200);
    expect((await get(`/api/orders/${orderId}/receipt?format=pdf&token=${receipt}`)).statusCode).toBe(200);
    const forged = `${receipt.slice(0, -4)}AAAA`;
    secrets.push(forged);
    expect((await get(`/api/orders/${orderId}/receipt?token=${forged}`)).statusCode).toBe(403);

    // A card payment: the intent's client secret comes back in the address after 3-D Secure.
    const intent = await post(
      '/api/payments/create-intent',
      {
        amount: 1,
        orderData: {
          products: [{ product: coffee.id, quantity: 1 }],
          delivery: { fulfillmentMethod: 'pickup', method: 'standard' },
          payment: { method: 'stripe' },
        },
      },
      buyer.headers,
    );
    expect(intent.statusCode, intent.body).toBe(200);
    const { clientSecret, paymentIntentId } = intent.json().data as {
      clientSecret: string;
      paymentIntentId: string;
    };
    secrets.push(clientSecret);
    const result = `/payment-success?payment_intent=${paymentIntentId}&payment_intent_client_secret=${clientSecret}&redirect_status=succeeded`;
    expect((await get(result)).statusCode).toBe(200);
    expect(
      (
        await get(
          `/api/payments/status?payment_intent=${paymentIntentId}&client_secret=${clientSecret}`,
          buyer.headers,
        )
      ).statusCode,
    ).toBe(200);

    // Any key or signature a caller puts in an address, whatever answers it.
    const product = await get(`/api/products/${coffee.id}?key=${clientSecret}&signature=${receipt}`);
    expect(product.statusCode).toBe(200);
    expect((await get(`/shop?q=kayanza&api_key=${resetToken}`)).statusCode).toBe(200);
    // An error quoting the address it was reading (an HTTP client's, a renderer's).
    ctx.app.log.error(
      { err: new Error(`GET https://shop.example/receipt/${orderId}?token=${receipt} failed`) },
      'the storefront page could not be rendered on the server',
    );

    // Nor in the metrics.
    const metrics = await get('/api/metrics', admin.headers);
    expect(metrics.statusCode).toBe(200);

    const log = lines.join('');
    // The run was logged, with the secrets' places marked.
    expect(log).toContain('"msg":"request completed"');
    expect(log).toContain(`/reset-password?token=${REDACTED}`);
    expect(log).toContain(`payment_intent_client_secret=${REDACTED}`);
    expect(log).toContain(`?token=${REDACTED} failed`);
    expect(log).toContain('"url":"/payment-success?payment_intent=');
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(16);
      expect(log.includes(secret), `a secret in the log: ${secret}`).toBe(false);
      expect(log.includes(encodeURIComponent(secret)), `a secret in the log: ${secret}`).toBe(false);
      expect(metrics.body.includes(secret), `a secret in the metrics: ${secret}`).toBe(false);
    }
  });
});

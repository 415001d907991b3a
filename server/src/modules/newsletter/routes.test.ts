import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { NEWSLETTER_CONSENT } from '@ikawa/contracts/newsletter';
import { consentWordings, newsletterSubscriptions, outboxMessages } from '../../db/schema/index';
import { useTestApp } from '../../../test/helpers';
import { startTestSmtp } from '../../../test/smtp';

/** Double opt-in with a consent record, and one-click unsubscribe. */
const smtp = await startTestSmtp();
const ctx = useTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.example' });
afterAll(() => smtp.close());
beforeEach(() => {
  smtp.messages.length = 0;
});

/** The form's call: the version of the wording it shows comes with every request. */
const subscribe = (payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/newsletter',
    payload: { consentVersion: NEWSLETTER_CONSENT.version, ...payload },
  });
const rows = () => ctx.database.db.select().from(newsletterSubscriptions);

/** The token of a link in the last e-mail, as the reader would follow it. */
function tokenOf(path: string): string {
  const text = smtp.messages.at(-1)?.text ?? '';
  const match = new RegExp(`https://shop\\.example${path}\\?token=([\\w-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return match[1];
}

describe('the newsletter', () => {
  it('keeps the consent, subscribes only once the link is followed, then says already subscribed', async () => {
    const first = await subscribe({ name: 'Aimée', email: 'Aimee@Example.com' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ success: true, alreadySubscribed: false });
    expect((await rows())[0]).toMatchObject({
      email: 'aimee@example.com',
      name: 'Aimée',
      status: 'pending',
      consentVersion: 1,
      consentText: NEWSLETTER_CONSENT.text,
      consentAddress: '127.0.0.1',
      consentAt: expect.any(Date),
    });

    await ctx.app.jobs.runMailOnce();
    const [message] = smtp.messages;
    expect(message?.subject).toBe('Confirm your subscription to the Ikawa Coffee newsletter');
    const header = (key: string) =>
      message?.headerLines.find((line) => line.key === key)?.line.replace(/\r\n\s+/g, ' ');
    expect(header('list-unsubscribe')).toMatch(
      /^List-Unsubscribe: <https:\/\/shop\.example\/api\/newsletter\/unsubscribe\?token=[\w-]+>$/,
    );
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(message?.text).toContain('412 Bloor Street West');

    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter/confirm',
      payload: { token: tokenOf('/newsletter/confirm') },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await rows())[0]).toMatchObject({ status: 'subscribed', confirmedAt: expect.any(Date) });

    const second = await subscribe({ email: 'aimee@example.com' });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      alreadySubscribed: true,
      message: 'You are already subscribed. Thank you!',
    });
  });

  it('unsubscribes in one click from the mail app (RFC 8058 form post) and from the link', async () => {
    await subscribe({ email: 'reader@example.com' });
    await ctx.app.jobs.runMailOnce();
    const token = tokenOf('/newsletter/unsubscribe');
    const oneClick = await ctx.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect((await rows())[0]).toMatchObject({ status: 'unsubscribed', unsubscribedAt: expect.any(Date) });
    // The page's own call (JSON) answers the same, again.
    const page = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe',
      payload: { token },
    });
    expect(page.statusCode).toBe(200);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe',
      payload: { token: 'x'.repeat(32) },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().code).toBe('invalid_link');
  });

  it('sends the List-Unsubscribe address opened in a browser on to the unsubscribe page, changing nothing itself', async () => {
    await subscribe({ email: 'reader@example.com' });
    await ctx.app.jobs.runMailOnce();
    const token = tokenOf('/newsletter/unsubscribe');
    const opened = await ctx.app.inject({ method: 'GET', url: `/api/newsletter/unsubscribe?token=${token}` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/newsletter/unsubscribe?token=${token}`);
    expect((await rows())[0]).toMatchObject({ status: 'pending', unsubscribedAt: null });
    const inFrench = await ctx.app.inject({
      method: 'GET',
      url: `/api/newsletter/unsubscribe?token=${token}`,
      headers: { 'accept-language': 'fr-CA,fr;q=0.9' },
    });
    expect(inFrench.headers.location).toBe(`/fr/newsletter/unsubscribe?token=${token}`);
  });

  it("records the version the form showed with the server's own text, never the client's", async () => {
    const res = await subscribe({ email: 'reader@example.com', consent: 'I agree to nothing at all.' });
    expect(res.statusCode, res.body).toBe(201);
    expect((await rows())[0]).toMatchObject({ consentVersion: 1, consentText: NEWSLETTER_CONSENT.text });
    // The wording the form shows is the one the server keeps under its version.
    const [kept] = await ctx.database.db.select().from(consentWordings);
    expect(kept).toMatchObject({ version: NEWSLETTER_CONSENT.version, text: NEWSLETTER_CONSENT.text });
  });

  it('keeps a record made under an earlier wording with that wording', async () => {
    await ctx.database.db.insert(consentWordings).values({ version: 2, text: 'A newer wording.' });
    try {
      await subscribe({ email: 'old-form@example.com' });
      await subscribe({ email: 'new-form@example.com', consentVersion: 2 });
      const byEmail = Object.fromEntries((await rows()).map((row) => [row.email, row]));
      expect(byEmail['old-form@example.com']).toMatchObject({
        consentVersion: 1,
        consentText: NEWSLETTER_CONSENT.text,
      });
      expect(byEmail['new-form@example.com']).toMatchObject({
        consentVersion: 2,
        consentText: 'A newer wording.',
      });
    } finally {
      await ctx.database.db.delete(newsletterSubscriptions);
      await ctx.database.db.delete(consentWordings).where(eq(consentWordings.version, 2));
    }
  });

  it('refuses an unknown or missing consent version with 400 and stores nothing', async () => {
    // (The route allows 20 requests a minute from one address: a few cases.)
    for (const consentVersion of [0, 1.5, '1', undefined]) {
      const res = await subscribe({ email: 'reader@example.com', consentVersion });
      expect(res.statusCode, JSON.stringify(consentVersion)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, details: [{ path: 'consentVersion' }] });
    }
    const unknown = await subscribe({ email: 'reader@example.com', consentVersion: 99 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'unknown_consent_version',
      error: 'This form is out of date. Please reload the page and try again.',
      details: [{ path: 'consentVersion' }],
    });
    expect(await rows()).toHaveLength(0);
    expect(await ctx.database.db.select().from(outboxMessages)).toHaveLength(0);
  });

  it('refuses an invalid e-mail with 400 and stores nothing', async () => {
    for (const payload of [{ email: 'not-an-email' }, {}, { email: '' }]) {
      const res = await subscribe(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect(await rows()).toHaveLength(0);
    expect(await ctx.database.db.select().from(outboxMessages)).toHaveLength(0);
  });

  it('stores one row and writes one confirmation when the same address arrives twice at once', async () => {
    const results = await Promise.all([
      subscribe({ email: 'twice@example.com' }),
      subscribe({ email: 'twice@example.com' }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(await rows()).toHaveLength(1);
    expect(await ctx.database.db.select().from(outboxMessages)).toHaveLength(1);
  });

  it('lists subscribers and exports them as CSV for admins only', async () => {
    const admin = await ctx.loginAs('admin');
    const customer = await ctx.loginAs('customer');
    await subscribe({ name: '=cmd, "quoted"', email: 'one@example.com' });
    await subscribe({ email: 'two@example.com' });
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/newsletter/subscribers',
      headers: admin.headers,
    });
    expect(list.json()).toMatchObject({
      total: 2,
      data: [
        { email: 'two@example.com', status: 'pending', consentVersion: 1 },
        { email: 'one@example.com', consentVersion: 1, consentText: NEWSLETTER_CONSENT.text },
      ],
    });
    const csv = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/newsletter/subscribers.csv',
      headers: admin.headers,
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'email,name,status,consent_version,consent_text,consent_at,consent_address,confirmed_at,unsubscribed_at',
    );
    expect(lines[1]).toMatch(/^one@example\.com,"'=cmd, ""quoted""",pending,1,I agree to receive /);
    expect(lines).toHaveLength(3);
    for (const headers of [customer.headers, {}]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/newsletter/subscribers.csv',
        headers,
      });
      expect([401, 403]).toContain(res.statusCode);
    }
  });
});

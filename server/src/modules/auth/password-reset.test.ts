import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxMessages, passwordResets } from '../../db/schema/index';
import { useTestApp } from '../../../test/helpers';
import { startTestSmtp } from '../../../test/smtp';

/** Issue 13 §4: a shopper who forgot the password gets a single-use link by e-mail. */
const smtp = await startTestSmtp();
const ctx = useTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.example' });
afterAll(() => smtp.close());
beforeEach(() => {
  smtp.messages.length = 0;
});

const forgot = (email: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
const reset = (token: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

/** The token of the reset link in the last e-mail, as the shopper would click it. */
function linkToken(): string {
  const text = smtp.messages.at(-1)?.text ?? '';
  const match = /https:\/\/shop\.example\/reset-password#token=([\w-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return match[1];
}

describe('password reset', () => {
  it('answers the same whether or not the e-mail is known, and writes only to a real account', async () => {
    const user = await ctx.loginAs('customer', { name: 'Aline Buyer' });
    const known = await forgot(user.email);
    const unknown = await forgot('nobody@example.test');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    await ctx.app.jobs.runMailOnce();
    expect(smtp.messages.map((m) => m.subject)).toEqual(['Choose a new password for Ikawa Coffee']);
    expect(smtp.messages[0]?.to && 'text' in smtp.messages[0].to ? smtp.messages[0].to.text : '').toBe(
      user.email,
    );
    expect(smtp.messages[0]?.text).toContain('Hello Aline Buyer');
    // Only the token's hash is stored.
    const [row] = await ctx.database.db.select().from(passwordResets);
    expect(row?.tokenHash).not.toBe(linkToken());
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sets the new password once, ends every earlier session and refuses the link a second time', async () => {
    const user = await ctx.loginAs('customer');
    await forgot(user.email);
    await ctx.app.jobs.runMailOnce();
    const token = linkToken();

    const tooShort = await reset(token, 'short');
    expect(tooShort.statusCode).toBe(400);
    const done = await reset(token, 'a-brand-new-password');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe('Your password is changed. Please sign in with the new one.');

    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, 'a-brand-new-password')).statusCode).toBe(200);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });
    expect(me.statusCode).toBe(401);

    const again = await reset(token, 'yet-another-password');
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('invalid_link');
    expect((await login(user.email, 'a-brand-new-password')).statusCode).toBe(200);
  });

  it('refuses a link older than one hour, and an unknown token, changing nothing', async () => {
    const user = await ctx.loginAs('customer');
    await forgot(user.email);
    await ctx.app.jobs.runMailOnce();
    await ctx.database.db.update(passwordResets).set({ expiresAt: sql`now() - interval '1 second'` });
    const expired = await reset(linkToken(), 'a-brand-new-password');
    expect(expired.statusCode).toBe(422);
    const unknown = await reset('x'.repeat(43), 'a-brand-new-password');
    expect(unknown.json()).toMatchObject({ success: false, code: 'invalid_link' });
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('sends at most three links an hour to one account', async () => {
    const user = await ctx.loginAs('customer');
    for (let i = 0; i < 5; i += 1) expect((await forgot(user.email)).statusCode).toBe(202);
    const rows = await ctx.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'password_reset'));
    expect(rows).toHaveLength(3);
  });

  it('welcomes a new account by e-mail', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Nadia Iradukunda', email: 'nadia@example.test', password: 'long-enough-password' },
    });
    expect(res.statusCode).toBe(201);
    await ctx.app.jobs.runMailOnce();
    expect(smtp.messages.map((m) => m.subject)).toEqual(['Welcome to Ikawa Coffee']);
    expect(smtp.messages[0]?.text).toContain('Welcome, Nadia Iradukunda!');
  });
});

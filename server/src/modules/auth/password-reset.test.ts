import { eq, sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxMessages, passwordResets } from '../../db/schema/index';
import { useTestApp } from '../../../test/helpers';
import { startTestSmtp } from '../../../test/smtp';

/** A shopper who forgot the password gets a single-use link by e-mail. */
const smtp = await startTestSmtp();
const ctx = useTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.example' });
afterAll(() => smtp.close());
beforeEach(() => {
  smtp.messages.length = 0;
});

const askForLink = (email: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
/** Asks for a link and waits until its e-mail is in the outbox (it is written after the answer). */
async function forgot(email: string) {
  const res = await askForLink(email);
  await ctx.app.auth.settled();
  return res;
}
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

  it('answers in the same time whether or not the address has an account', async () => {
    const user = await ctx.loginAs('customer');
    const timed = async (email: string) => {
      const start = performance.now();
      const res = await askForLink(email);
      const ms = performance.now() - start;
      expect(res.statusCode).toBe(202);
      // Only the answer is timed: the work queued after it is done before the next request.
      await ctx.app.auth.settled();
      return ms;
    };
    for (let i = 0; i < 5; i += 1) {
      await timed(user.email);
      await timed(`warm-up-${i}@example.test`);
    }
    // The per-account cap would stop the known address's e-mails after three: lift it between
    // requests so that every known request does the whole work, as a first request would.
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, each kind first in every other pair: whatever the previous request leaves
    // behind (its queued work, garbage) falls on both kinds alike.
    for (let i = 0; i < 50; i += 1) {
      await ctx.database.db.delete(passwordResets);
      if (i % 2 === 0) {
        known.push(await timed(user.email));
        unknown.push(await timed(`nobody-${i}@example.test`));
      } else {
        unknown.push(await timed(`nobody-${i}@example.test`));
        known.push(await timed(user.email));
      }
    }
    const z = mannWhitneyZ(known, unknown);
    // |z| above 3.29: the two are told apart at p < 0.001 (two-sided).
    expect(Math.abs(z), `known ${summary(known)}, unknown ${summary(unknown)}`).toBeLessThan(3.29);
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

/** Mann–Whitney U as a normal z score (ties get their mean rank): 0 when neither sample runs slower. */
function mannWhitneyZ(a: number[], b: number[]): number {
  const all = [...a.map((v) => ({ v, a: true })), ...b.map((v) => ({ v, a: false }))].sort(
    (x, y) => x.v - y.v,
  );
  let rankSumA = 0;
  for (let i = 0; i < all.length;) {
    let j = i;
    while (j + 1 < all.length && all[j + 1]?.v === all[i]?.v) j += 1;
    const meanRank = (i + j) / 2 + 1;
    for (let k = i; k <= j; k += 1) if (all[k]?.a) rankSumA += meanRank;
    i = j + 1;
  }
  const u = rankSumA - (a.length * (a.length + 1)) / 2;
  const mean = (a.length * b.length) / 2;
  const sd = Math.sqrt((a.length * b.length * (a.length + b.length + 1)) / 12);
  return (u - mean) / sd;
}

function summary(values: number[]): string {
  const sorted = [...values].sort((x, y) => x - y);
  const at = (q: number) => (sorted[Math.floor(q * (sorted.length - 1))] ?? 0).toFixed(2);
  return `median ${at(0.5)} ms (quartiles ${at(0.25)}–${at(0.75)})`;
}

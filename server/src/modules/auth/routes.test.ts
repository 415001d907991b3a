import { AUTH_MESSAGES } from '@ikawa/contracts/auth';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { addresses, users } from '../../db/schema/index';
import { type TestUser, useSecondInstance, useTestApp } from '../../../test/helpers';

const ctx = useTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '10', LOGIN_MAX_FAILURES_PER_ADDRESS: '100' });
const me = (user: TestUser) => ctx.app.inject({ url: '/api/auth/me', headers: user.headers });

const signUp = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: body, headers });
const signIn = (email: string, password: string, remoteAddress = '10.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

describe('POST /api/auth/register', () => {
  it('creates a customer, signs them in, and never returns the password hash', async () => {
    const res = await signUp({ name: 'Ange Kaneza', email: 'Ange@Example.com', password: 'a-long-password' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.token).toMatch(/^ey/);
    expect(body.user).toMatchObject({ name: 'Ange Kaneza', email: 'ange@example.com', role: 'customer' });
    expect(res.body).not.toMatch(/argon2|passwordHash|password_hash|tokenVersion/);

    const me = await ctx.app.inject({
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.json().user.email).toBe('ange@example.com');
  });

  it('always stores the customer role, whatever the payload says', async () => {
    for (const role of ['admin', 'delivery']) {
      const res = await signUp({
        name: 'Eve',
        email: `eve-${role}@example.com`,
        password: 'a-long-password',
        role,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().user.role).toBe('customer');
      const [row] = await ctx.database.db
        .select()
        .from(users)
        .where(eq(users.email, `eve-${role}@example.com`));
      expect(row?.role).toBe('customer');
    }
  });

  it('saves the optional address as the default address', async () => {
    const res = await signUp({
      name: 'Jean Bosco',
      email: 'jb@example.com',
      password: 'a-long-password',
      address: { street: '1 Rue Royale', city: 'Montréal', postalCode: 'H2X 1Y4', country: 'CA' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.address).toMatchObject({ street: '1 Rue Royale', isDefault: true });
    const rows = await ctx.database.db.select().from(addresses);
    expect(rows).toHaveLength(1);
  });

  it('refuses a duplicate e-mail, whatever its case, with 409', async () => {
    expect(
      (await signUp({ name: 'A', email: 'dup@example.com', password: 'a-long-password' })).statusCode,
    ).toBe(201);
    const res = await signUp({ name: 'B', email: 'DUP@example.com', password: 'another-password' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, error: AUTH_MESSAGES.emailTaken, code: 'email_taken' });
  });

  it('lets only one of two simultaneous sign-ups with one e-mail through', async () => {
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        signUp({ name: `R${i}`, email: 'race@example.com', password: 'a-long-password' }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409]);
    const rows = await ctx.database.db.select().from(users).where(eq(users.email, 'race@example.com'));
    expect(rows).toHaveLength(1);
  });

  it.each([
    [{}, 'name'],
    [{ name: 'A', email: 'not-an-email', password: 'a-long-password' }, 'email'],
    [{ name: 'A', email: 'a@example.com', password: 'short' }, 'password'],
    [{ name: '', email: 'a@example.com', password: 'a-long-password' }, 'name'],
    [
      { name: 'A', email: 'a@example.com', password: 'a-long-password', address: { street: '' } },
      'address.street',
    ],
  ])('refuses a bad payload %j with 400 and field details', async (payload, field) => {
    const res = await signUp(payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(typeof body.error).toBe('string');
    expect(body.details.map((d: { path: string }) => d.path)).toContain(field);
    expect(await ctx.database.db.select().from(users)).toHaveLength(0);
  });

  it('answers a malformed JSON body with 400 and a sentence', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "A",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: 'The request body is not valid JSON.',
      code: 'invalid_json',
    });
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password and records the sign-in time', async () => {
    const user = await ctx.loginAs('customer', { email: 'sarah@example.com', password: 'coffee-lover-1' });
    const res = await signIn('SARAH@example.com', 'coffee-lover-1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, user: { _id: user.id, role: 'customer' } });
    expect(body.user.lastLogin).not.toBeNull();
    expect(res.body).not.toContain('argon2');
  });

  it('answers 401 Invalid credentials for a wrong password and for an unknown e-mail alike', async () => {
    await ctx.loginAs('customer', { email: 'known@example.com', password: 'right-password' });
    for (const [email, password] of [
      ['known@example.com', 'wrong-password'],
      ['nobody@example.com', 'right-password'],
    ] as const) {
      const res = await signIn(email, password);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        error: 'Invalid credentials',
        code: 'invalid_credentials',
      });
    }
  });

  it('meets 40 wrong passwords in a row with 429, even when the right one comes next', async () => {
    await ctx.loginAs('customer', { email: 'target@example.com', password: 'right-password' });
    const codes: number[] = [];
    for (let i = 0; i < 40; i += 1) codes.push((await signIn('target@example.com', `guess-${i}`)).statusCode);
    expect(codes.slice(0, 10).every((code) => code === 401)).toBe(true);
    expect(codes.slice(10).every((code) => code === 429)).toBe(true);
    const locked = await signIn('target@example.com', 'right-password');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toBe(AUTH_MESSAGES.tooManyAttempts);
  });

  it('lets the owner in from a usual address while an attacker elsewhere is locked out', async () => {
    const owner = await ctx.loginAs('admin', { email: 'owner@ikawa.test', password: 'the-owners-password' });
    // The owner signed in from the shop before: that address is now one of theirs.
    expect((await signIn(owner.email, 'the-owners-password', '10.1.1.1')).statusCode).toBe(200);
    const attempts: number[] = [];
    for (let i = 0; i < 15; i += 1)
      attempts.push((await signIn(owner.email, `guess-${i}`, '10.6.6.6')).statusCode);
    expect(attempts.slice(0, 10).every((code) => code === 401)).toBe(true);
    expect(attempts.slice(10).every((code) => code === 429)).toBe(true);
    // The right password from the attacker's address or a new one is refused while locked…
    expect((await signIn(owner.email, 'the-owners-password', '10.6.6.6')).statusCode).toBe(429);
    expect((await signIn(owner.email, 'the-owners-password', '10.7.7.7')).statusCode).toBe(429);
    // …but the owner at the shop gets in, and that does not lift the attacker's lock.
    expect((await signIn(owner.email, 'the-owners-password', '10.1.1.1')).statusCode).toBe(200);
    expect((await signIn(owner.email, 'guess-again', '10.6.6.6')).statusCode).toBe(429);
  });

  it('locks for a pause that doubles with each further failure, up to 15 minutes', async () => {
    await ctx.loginAs('customer', { email: 'slow@example.com', password: 'right-password' });
    const lockedFor = async () => {
      const result = (await ctx.database.db.execute(
        sql`select extract(epoch from locked_until - now())::int as seconds from auth_throttle
            where key = 'account:slow@example.com'`,
      )) as unknown as { rows: { seconds: number | null }[] };
      return result.rows[0]?.seconds ?? null;
    };
    for (let i = 0; i < 9; i += 1) await signIn('slow@example.com', `guess-${i}`, '10.2.2.2');
    expect(await lockedFor()).toBeNull();
    await signIn('slow@example.com', 'guess-9', '10.2.2.2');
    expect(await lockedFor()).toBeGreaterThanOrEqual(28);
    expect(await lockedFor()).toBeLessThanOrEqual(30);
    // A further failure once the pause has passed doubles it (time is moved by hand).
    await ctx.database.db.execute(sql`update auth_throttle set locked_until = null`);
    await signIn('slow@example.com', 'guess-10', '10.2.2.2');
    expect(await lockedFor()).toBeGreaterThanOrEqual(58);
    await ctx.database.db.execute(sql`update auth_throttle set locked_until = null, failures = 40`);
    await signIn('slow@example.com', 'guess-11', '10.2.2.2');
    expect(await lockedFor()).toBeLessThanOrEqual(900);
    expect(await lockedFor()).toBeGreaterThanOrEqual(898);
  });

  it('limits failures per address across accounts', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 105; i += 1) {
      codes.push((await signIn(`spray-${i}@example.com`, 'guess', '10.9.9.9')).statusCode);
    }
    expect(codes.slice(0, 100).every((code) => code === 401)).toBe(true);
    expect(codes.slice(100).every((code) => code === 429)).toBe(true);
    // Another address is not affected.
    expect((await signIn('spray-1@example.com', 'guess', '10.8.8.8')).statusCode).toBe(401);
  });

  it('never blocks many people signing in correctly from one office address', async () => {
    const people = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        ctx.loginAs('customer', { email: `office-${i}@example.com`, password: 'office-password' }),
      ),
    );
    for (const person of people) {
      for (let round = 0; round < 2; round += 1) {
        expect((await signIn(person.email, 'office-password', '10.1.1.1')).statusCode).toBe(200);
      }
    }
  });

  it('refuses a bad payload with 400', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the token on the server: it no longer works anywhere', async () => {
    const user = await ctx.loginAs('customer');
    const other = await ctx.loginAs('customer');
    expect((await ctx.app.inject({ url: '/api/auth/me', headers: user.headers })).statusCode).toBe(200);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const after = await ctx.app.inject({ url: '/api/auth/me', headers: user.headers });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('session_expired');
    // Someone else's session is untouched; signing out without a token is a 401.
    expect((await ctx.app.inject({ url: '/api/auth/me', headers: other.headers })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
  });
});

describe('GET /api/auth/me and tokens', () => {
  it('answers 401 without a token', async () => {
    const res = await ctx.app.inject({ url: '/api/auth/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      success: false,
      error: AUTH_MESSAGES.loginRequired,
      code: 'login_required',
    });
  });

  it('refuses a tampered token', async () => {
    const user = await ctx.loginAs('customer');
    const [header, payload, signature] = user.token.split('.');
    const forged = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()),
        sub: user.id,
        role: 'admin',
      }),
    ).toString('base64url');
    for (const token of [`${header}.${forged}.${signature}`, `${user.token}x`, 'not-a-token']) {
      const res = await ctx.app.inject({
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('refuses an unsigned (alg none) token', async () => {
    const user = await ctx.loginAs('admin');
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const token = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: user.id, ver: 0 })}.`;
    const res = await ctx.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const user = await ctx.loginAs('customer');
    const weekAndADayAgo = Math.floor(Date.now() / 1000) - 8 * 24 * 3600;
    const token = ctx.app.jwt.sign({ sub: user.id, ver: 0, iat: weekAndADayAgo });
    const res = await ctx.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe(AUTH_MESSAGES.sessionExpired);
  });

  // Written past the app, as another process or psql would: the process that keeps the user's
  // session facts hears of it from the database and refuses the token from then on.

  it('ends earlier tokens when the token version moves on (password or role change)', async () => {
    const user = await ctx.loginAs('customer');
    expect((await me(user)).statusCode).toBe(200);
    await ctx.database.db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, user.id));
    await vi.waitFor(async () => expect((await me(user)).statusCode).toBe(401));
  });

  it('refuses a token for a deleted user', async () => {
    const user = await ctx.loginAs('customer');
    expect((await me(user)).statusCode).toBe(200);
    await ctx.database.db.delete(users).where(eq(users.id, user.id));
    await vi.waitFor(async () => expect((await me(user)).statusCode).toBe(401));
  });
});

describe('sessions in several processes (each keeps the signed-in users it has read)', () => {
  const second = useSecondInstance(ctx);

  it('ends a session everywhere: signed out in one process, refused by another that had read it', async () => {
    const user = await ctx.loginAs('customer');
    const elsewhere = () => second.app().inject({ url: '/api/auth/me', headers: user.headers });
    expect((await elsewhere()).statusCode).toBe(200);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.headers });
    expect(out.statusCode).toBeLessThan(300);
    // Refused at once by the process that signed it out, by the other once the database tells it.
    expect((await me(user)).statusCode).toBe(401);
    await vi.waitFor(async () => expect((await elsewhere()).statusCode).toBe(401));
  });

  it('gives every process a changed name once the change is heard', async () => {
    const user = await ctx.loginAs('customer');
    const elsewhere = async () =>
      (await second.app().inject({ url: '/api/auth/me', headers: user.headers })).json().user.name;
    expect(await elsewhere()).not.toBe('Renamed Buyer');
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: user.headers,
      payload: { name: 'Renamed Buyer' },
    });
    expect(changed.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await elsewhere()).toBe('Renamed Buyer'));
  });
});

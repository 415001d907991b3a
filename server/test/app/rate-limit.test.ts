import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app';
import type { Database } from '../../src/db/client';
import { RATE_LIMIT_MESSAGE } from '../../src/plugins/security';
import { createTestDatabase, resetDatabase, testConfig } from '../helpers';

// One database for the file; each test builds its own app (the rate-limit counters live in it).
let database: Database & { dispose(): Promise<void> };
const opened: App[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  await resetDatabase(database);
});

afterAll(async () => {
  await database.dispose();
});

async function appWith(overrides: Record<string, string>) {
  const app = await buildApp({ config: testConfig(overrides), database, logger: false });
  opened.push(app);
  return app;
}

afterEach(async () => {
  for (const app of opened.splice(0)) await app.close();
});

describe('rate limiting', () => {
  it('answers 429 with a sentence once an address passes the limit', async () => {
    const app = await appWith({ RATE_LIMIT_MAX: '5' });
    const codes = [];
    for (let i = 0; i < 7; i += 1) codes.push((await app.inject({ url: '/api/settings' })).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const res = await app.inject({ url: '/api/settings' });
    expect(res.json()).toEqual({ success: false, error: RATE_LIMIT_MESSAGE, code: 'rate_limited' });
  });

  it("does not count the app's files, photos and pictures, so a shared address can still load the shop", async () => {
    const app = await appWith({ RATE_LIMIT_MAX: '3' });
    for (let i = 0; i < 3; i += 1) expect((await app.inject({ url: '/api/settings' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/settings' })).statusCode).toBe(429);
    // A missing profile picture is answered for what it is, not refused for the address's count.
    for (let i = 0; i < 5; i += 1)
      expect((await app.inject({ url: '/uploads/avatars/none.webp' })).statusCode).toBe(404);
    // The API stays counted.
    expect((await app.inject({ url: '/api/products' })).statusCode).toBe(429);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY says so', async () => {
    const app = await appWith({ RATE_LIMIT_MAX: '3' });
    const codes = [];
    for (let i = 0; i < 5; i += 1) {
      codes.push(
        (await app.inject({ url: '/api/settings', headers: { 'x-forwarded-for': `203.0.113.${i}` } }))
          .statusCode,
      );
    }
    expect(codes.slice(3)).toEqual([429, 429]);
  });

  it('keys on the forwarded address when the proxy is trusted', async () => {
    const app = await appWith({ RATE_LIMIT_MAX: '3', TRUST_PROXY: 'true' });
    for (let i = 0; i < 6; i += 1) {
      const res = await app.inject({
        url: '/api/settings',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it('applies a stricter limit to sign-in attempts', async () => {
    const app = await appWith({
      AUTH_RATE_LIMIT_MAX: '3',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '1000',
    });
    const codes = [];
    for (let i = 0; i < 5; i += 1) {
      codes.push(
        (
          await app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: `x${i}@example.com`, password: 'nope' },
          })
        ).statusCode,
      );
    }
    expect(codes).toEqual([401, 401, 401, 429, 429]);
    // Ordinary reads are not throttled by the sign-in limit.
    expect((await app.inject({ url: '/api/settings' })).statusCode).toBe(200);
  });
});

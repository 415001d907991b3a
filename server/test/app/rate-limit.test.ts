import { readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app';
import type { Database } from '../../src/db/client';
import { DISGUISED_PATH_MESSAGE, RATE_LIMIT_MESSAGE } from '../../src/plugins/security';
import { createTestDatabase, resetDatabase, testConfig } from '../helpers';
import { rawRequest } from '../net';
import { webBuildForTests } from '../web-build';

// One database for the file; each test builds its own app (the rate-limit counters live in it).
let database: Database & { dispose(): Promise<void> };
const opened: App[] = [];

let dist = '';

beforeAll(async () => {
  dist = webBuildForTests();
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
    const app = await appWith({ RATE_LIMIT_MAX: '3', WEB_DIST_DIR: dist });
    for (let i = 0; i < 3; i += 1) expect((await app.inject({ url: '/api/settings' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/settings' })).statusCode).toBe(429);
    const script = readdirSync(path.join(dist, 'assets')).find((file) => file.endsWith('.js'));
    const hero = readdirSync(path.join(dist, 'images', 'hero'))[0];
    for (let i = 0; i < 5; i += 1) {
      expect((await app.inject({ url: `/assets/${script}` })).statusCode).toBe(200);
      expect((await app.inject({ url: `/images/hero/${hero}` })).statusCode).toBe(200);
      expect((await app.inject({ url: '/favicon.svg' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'HEAD', url: '/favicon.svg' })).statusCode).toBe(200);
      // A missing photo or picture is answered for what it is, not refused for the address's count.
      const photo = `/uploads/products/${crypto.randomUUID()}/0123456789abcdef-640.webp`;
      expect((await app.inject({ url: photo })).statusCode).toBe(404);
      expect((await app.inject({ url: '/uploads/avatars/none.webp' })).statusCode).toBe(404);
    }
    // The API and the pages stay counted.
    expect((await app.inject({ url: '/api/products' })).statusCode).toBe(429);
    expect((await app.inject({ url: '/shop' })).statusCode).toBe(429);
  });

  /**
   * Addresses that start like a file's but are answered by something else: each is refused
   * before any page is rendered, or counted like any page. `file` is a file the shop really has.
   */
  const disguised: [string, 'refused' | 'counted' | 'file'][] = [
    ['/images/%2e%2e/shop?q=ngozi', 'refused'],
    ['/images/../shop?q=ngozi', 'refused'],
    ['/images/%2E%2E/shop?q=ngozi', 'refused'],
    ['/images/.%2e/shop', 'refused'],
    ['/images/%2E./shop', 'refused'],
    ['/images/%2e/shop', 'refused'],
    ['/images/./shop', 'refused'],
    ['/assets/x/%2e%2e/%2e%2e/shop', 'refused'],
    ['/uploads/products/%2e%2e/%2e%2e/shop', 'refused'],
    ['/uploads/avatars/..%2f..%2fshop', 'refused'],
    ['/images%2f..%2fshop', 'refused'],
    ['/images%2F..%2Fshop', 'refused'],
    ['/images/..%5cshop', 'refused'],
    ['/images/..\\shop', 'refused'],
    ['/images\\..\\shop', 'refused'],
    ['//images/../shop', 'refused'],
    ['//shop?q=ngozi', 'refused'],
    ['/images//shop', 'refused'],
    ['/IMAGES/../shop', 'refused'],
    ['/favicon.svg/../shop', 'refused'],
    ['/images/x;/../shop', 'refused'],
    ['/images/%zz/shop', 'refused'],
    ['/images/%2e%2e%2fshop', 'refused'],
    ['/images/x#/../shop', 'counted'],
    ['/images/x?/../shop', 'counted'],
    ['/images/x?q=/../../shop&q=..%2fshop', 'counted'],
    ['/Images/shop', 'counted'],
    ['/ASSETS/index.js/', 'counted'],
    ['/images/%252e%252e/shop', 'counted'],
    ['/uploads/x?/../../shop', 'counted'],
    ['/shop?q=/images/', 'counted'],
    ['/favicon.svg?/../shop', 'file'],
  ];

  describe('addresses disguised as files', () => {
    // One server for them all, each address counted for a visitor of its own (X-Forwarded-For).
    let port = 0;
    let server: App;
    beforeAll(async () => {
      server = await buildApp({
        config: testConfig({ RATE_LIMIT_MAX: '3', TRUST_PROXY: 'true', WEB_DIST_DIR: dist }),
        database,
        logger: false,
      });
      await server.listen({ port: 0, host: '127.0.0.1' });
      port = (server.server.address() as AddressInfo).port;
    });
    afterAll(async () => {
      await server.close();
    });

    it.each(disguised.map(([url, outcome], index) => [url, outcome, index] as const))(
      '%s is %s, never a page rendered without being counted',
      async (url, outcome, index) => {
        const headers = { 'x-forwarded-for': `198.51.100.${index + 1}` };
        const answers = [];
        for (let i = 0; i < 4; i += 1) answers.push(await rawRequest(port, url, headers));
        const statuses = answers.map((res) => res.status);
        if (outcome === 'refused') {
          expect(statuses).toEqual([400, 400, 400, 400]);
          expect(JSON.parse(answers[0]?.body ?? '')).toEqual({
            success: false,
            // A malformed escape (`%zz`) is Fastify's own refusal, in the same words and format.
            error: url.includes('%zz') ? 'The request address is not valid.' : DISGUISED_PATH_MESSAGE,
            code: 'validation_failed',
          });
        } else if (outcome === 'counted') {
          expect(statuses.slice(0, 3)).not.toContain(429);
          expect(statuses[3]).toBe(429);
          expect(JSON.parse(answers[3]?.body ?? '')).toMatchObject({ code: 'rate_limited' });
        } else {
          expect(statuses).toEqual([200, 200, 200, 200]);
          expect(answers[3]?.headers['content-type']).toMatch(/^image\/svg/);
        }
      },
    );
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

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANDING_HERO_IMAGE } from '@ikawa/contracts/constants';
import { type App, buildApp } from '../../src/app';
import type { Database } from '../../src/db/client';
import { createProduct } from '../../src/db/factories';
import { routeModules } from '../../src/lib/web-manifest';
import { createTestDatabase, resetDatabase, testConfig, useTestApp } from '../helpers';

const ctx = useTestApp();

describe('app-wide behaviour', () => {
  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await ctx.app.inject({ url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({
      success: false,
      error: 'No API route GET /api/does-not-exist',
      code: 'route_not_found',
    });
  });

  it('sends security headers with a CSP on every answer', async () => {
    const res = await ctx.app.inject({ url: '/api/settings' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).not.toContain('stripe.com');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('refuses a body over the size limit with 413 and a sentence', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2_000_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, error: 'The request is too large.', code: 'too_large' });
  });

  it('refuses a non-JSON content type with 415', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      success: false,
      error: 'Unsupported content type. Send JSON.',
      code: 'unsupported_media_type',
    });
  });

  it('compresses large answers when asked', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('publishes an OpenAPI document generated from the route schemas, with a UI', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/auth/register',
        '/api/auth/me',
        '/api/settings',
        '/api/health',
      ]),
    );
    expect(doc.paths['/api/auth/login'].post.requestBody).toBeDefined();
    const ui = await ctx.app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });

  it('answers health and readiness with ok while the database answers and is migrated', async () => {
    for (const url of ['/api/health', '/api/ready']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    }
  });
});

describe('readiness when the database is gone', () => {
  let app: App;
  let database: Database & { dispose(): Promise<void> };

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ config: testConfig(), database, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.dispose().catch(() => undefined);
  });

  it('is not ready (503 with a sentence) while the process stays alive', async () => {
    await database.close();
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    const res = await app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      success: false,
      error: 'The database is not answering.',
      code: 'unavailable',
    });
  });
});

describe('serving the web app', () => {
  let app: App;
  let database: Database & { dispose(): Promise<void> };

  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'ikawa-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Ikawa</title><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-abc123.js', imports: ['_react-1.js'] },
        '_react-1.js': { file: 'assets/react-1.js' },
        'src/app/routes/shop.tsx': {
          file: 'assets/shop-2.js',
          imports: ['_react-1.js', 'index.html', '_search-3.js'],
        },
        '_search-3.js': { file: 'assets/search-3.js' },
        'src/app/routes/product.tsx': { file: 'assets/product-4.js', imports: ['index.html'] },
        '_products-5.js': { file: 'assets/products-5.js', imports: ['_schemas-6.js'] },
        '_schemas-6.js': { file: 'assets/schemas-6.js' },
      }),
    );
    database = await createTestDatabase();
    await resetDatabase(database);
    for (const [name, type, weight, price] of [
      ['Ngozi Ground', 'powder', 1, 20],
      ['Kayanza Sack', 'sack', 60, 900],
      ['Bukeye Sack', 'sack', 60, 950],
      ['Muramvya Granules', 'granule', 0.5, 12],
    ] as const)
      await createProduct(database.db, { name, description: 'd', type, weight, price, stock: 5 });
    app = await buildApp({ config: testConfig({ WEB_DIST_DIR: dist }), database, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('serves index.html without caching when the build has no server bundle', async () => {
    // Server rendering itself: test/app/storefront-pages.test.ts, on a real build.
    for (const url of ['/', '/shop']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('names the modules of the catalogue and product pages, not what the entry already loads', async () => {
    // The page's start-up script preloads them after the first paint (web/vite.config.ts).
    const modules = routeModules(dist);
    // The page's data is in its HTML: the product schemas are not needed to show it.
    expect(modules('/shop')).toEqual(['/assets/shop-2.js', '/assets/search-3.js']);
    expect(modules('/shop/muramvya-granules-500g')).toEqual(['/assets/product-4.js']);
    expect(modules('/about')).toEqual([]);
    // Not in the answer's Link header: downloaded before the first paint, they would hold it back.
    expect(String((await app.inject({ url: '/shop' })).headers.link)).not.toContain('modulepreload');
    // The build's manifest is for the server only.
    expect((await app.inject({ url: '/.vite/manifest.json' })).statusCode).toBe(404);
  });

  it('asks the browser for what each storefront page shows first, with the page', async () => {
    const preload = (image: string) => `<${image}>; rel=preload; as=image; fetchpriority=high`;
    const link = async (url: string) => (await app.inject({ url })).headers.link;
    expect(await link('/')).toBe(preload(LANDING_HERO_IMAGE));
    expect(await link('/shop/muramvya-granules-500g')).toBe(preload('/images/products/granule-500g.svg'));
    // The catalogue's first card for the filters in the URL (sorted by name by default).
    expect(await link('/shop')).toBe(preload('/images/products/sack-60kg.svg'));
    expect(await link('/shop?type=powder')).toBe(preload('/images/products/powder-1kg.svg'));
    expect(await link('/shop?sort=price')).toBe(preload('/images/products/granule-500g.svg'));
    // No hint when there is nothing to show or the URL makes no sense; the page still loads.
    for (const url of [
      '/shop/no-such-coffee',
      '/shop?type=tea',
      '/shop?q=nothing-like-this',
      '/shop/%E0%A4%A',
      '/about',
    ])
      expect(await link(url), url).toBeFalsy();
    expect((await app.inject({ url: '/shop/%E0%A4%A' })).statusCode).toBeLessThan(500);
  });

  it('falls back to the app for client routes', async () => {
    for (const url of ['/shop', '/account/orders', '/admin/settings?tab=1', '/delivery/history']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year', async () => {
    const res = await app.inject({ url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing file with 404, an unknown API path with JSON, and lists no directory', async () => {
    expect((await app.inject({ url: '/assets/missing-file.js' })).statusCode).toBe(404);
    const listing = await app.inject({ url: '/assets/' });
    expect(listing.statusCode).toBe(404);
    expect(listing.body).not.toContain('index-abc123.js');
    const api = await app.inject({ url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json().success).toBe(false);
  });

  it('does not serve files outside the web app', async () => {
    const res = await app.inject({ url: '/../../package.json' });
    expect(res.body).not.toContain('"workspaces"');
  });
});

describe('request ids and timeouts', () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
  const idFor = async (app: App, given?: string) =>
    (await app.inject({ url: '/api/health', headers: given === undefined ? {} : { 'x-request-id': given } }))
      .headers['x-request-id'];

  it('gives every request a fresh id, whatever X-Request-Id a client sends, unless it comes from a trusted proxy', async () => {
    // TRUST_PROXY unset: the peer is the client itself.
    expect(await idFor(ctx.app, 'lb-7f3a:42')).toMatch(uuid);
    expect(await idFor(ctx.app)).toMatch(uuid);
    expect(await idFor(ctx.app)).not.toBe(await idFor(ctx.app));
  });

  it('returns a trusted proxy’s X-Request-Id, or a fresh one when it is missing or odd', async () => {
    const database = await createTestDatabase();
    // `inject` comes from 127.0.0.1: trusted by the first app, not by the second.
    const trusting = await buildApp({
      config: testConfig({ TRUST_PROXY: '127.0.0.1' }),
      database,
      logger: false,
    });
    const elsewhere = await buildApp({
      config: testConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.0.1' }),
      database,
      logger: false,
    });
    const everyone = await buildApp({ config: testConfig({ TRUST_PROXY: 'true' }), database, logger: false });
    try {
      expect(await idFor(trusting, 'lb-7f3a:42')).toBe('lb-7f3a:42');
      expect(await idFor(everyone, 'lb-7f3a:43')).toBe('lb-7f3a:43');
      expect(await idFor(elsewhere, 'lb-7f3a:44')).toMatch(uuid);
      expect(await idFor(trusting)).toMatch(uuid);
      expect(await idFor(trusting, 'a b\u0007c')).toMatch(uuid);
      expect(await idFor(trusting, 'x'.repeat(129))).toMatch(uuid);
    } finally {
      await Promise.all([trusting.close(), elsewhere.close(), everyone.close()]);
      await database.dispose();
    }
  });

  it('cuts off a client that trickles its body slower than the request timeout', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({
      config: testConfig({ REQUEST_TIMEOUT_MS: '1000' }),
      database,
      logger: false,
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk));
      socket.write(
        'POST /api/newsletter HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
      );
      const trickle = setInterval(() => socket.write(' '), 300);
      await new Promise<void>((resolve) => socket.on('close', () => resolve()));
      clearInterval(trickle);
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await app.close();
      await database.dispose();
    }
  });
});

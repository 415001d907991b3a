import { type AddressInfo, createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app';
import { createTestDatabase, testConfig, useTestApp } from '../helpers';

/** Prometheus metrics for admins at /api/metrics, and on METRICS_PORT for a scraper. */
const ctx = useTestApp();

describe('metrics', () => {
  it('counts requests per route and status, with orders and the outbox backlog, for admins only', async () => {
    const admin = await ctx.loginAs('admin');
    const customer = await ctx.loginAs('customer');
    await ctx.app.inject({ url: '/api/products' });
    await ctx.app.inject({ url: '/api/products/no-such-coffee' });
    const res = await ctx.app.inject({ url: '/api/metrics', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(
      /ikawa_http_request_duration_seconds_count\{method="GET",route="\/api\/products",status="200"\} 1/,
    );
    expect(res.body).toMatch(
      /ikawa_http_request_duration_seconds_count\{method="GET",route="\/api\/products\/:slug",status="404"\} 1/,
    );
    expect(res.body).toMatch(/^ikawa_orders 0$/m);
    expect(res.body).toMatch(/^ikawa_outbox_backlog \d+$/m);
    expect(res.body).toContain('ikawa_process_resident_memory_bytes');

    expect((await ctx.app.inject({ url: '/api/metrics', headers: customer.headers })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/metrics' })).statusCode).toBe(401);
  });

  it('serves them without sign-in on METRICS_PORT', async () => {
    const database = await createTestDatabase();
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    let app: App | undefined;
    try {
      app = await buildApp({ config: testConfig({ METRICS_PORT: String(port) }), database, logger: false });
      await app.ready();
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('ikawa_orders');
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    } finally {
      await app?.close();
      await database.dispose();
    }
  });
});

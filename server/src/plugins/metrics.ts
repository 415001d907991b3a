import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import { rowsOf } from '../db/rows';

/**
 * Prometheus metrics: request counts and latencies per route, the database pool,
 * orders in the database and the e-mail outbox backlog, plus Node's own (memory, event loop,
 * GC). At `GET /api/metrics` for admins, and without sign-in on METRICS_PORT (bind it to a
 * private interface) for a scraper.
 * @see https://github.com/siimon/prom-client
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config }) => {
    const register = new Registry();
    collectDefaultMetrics({ register, prefix: 'ikawa_' });

    const requests = new Histogram({
      name: 'ikawa_http_request_duration_seconds',
      help: 'HTTP requests by method, route and status, with their durations',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [register],
    });
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      requests.observe(
        { method: request.method, route, status: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    });

    new Gauge({
      name: 'ikawa_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting requests)',
      labelNames: ['state'] as const,
      registers: [register],
      collect() {
        const stats = app.database.poolStats?.();
        if (!stats) return;
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
    new Gauge({
      name: 'ikawa_orders',
      help: 'Orders in the database (its rate is orders placed)',
      registers: [register],
      async collect() {
        const rows = await rowsOf<{ n: number }>(app.db, sql`select count(*)::int as n from orders`);
        this.set(rows[0]?.n ?? 0);
      },
    });
    new Gauge({
      name: 'ikawa_outbox_backlog',
      help: 'E-mails written but not yet sent',
      registers: [register],
      async collect() {
        this.set(await app.mail.backlog());
      },
    });

    async function exposition(): Promise<{ type: string; body: string }> {
      return { type: register.contentType, body: await register.metrics() };
    }

    app.get(
      '/api/metrics',
      {
        onRequest: [app.requireRole('admin')],
        schema: { tags: ['health'], summary: 'Prometheus metrics (admins)', hide: true },
      },
      async (_request, reply) => {
        const { type, body } = await exposition();
        return reply.header('content-type', type).header('cache-control', 'no-store').send(body);
      },
    );

    const { metricsPort, metricsHost } = opts.config;
    if (metricsPort === undefined) return;
    let server: Server | undefined;
    app.addHook('onReady', async () => {
      server = createServer((req, res) => {
        if (req.url !== '/metrics') {
          res.writeHead(404).end();
          return;
        }
        exposition().then(
          ({ type, body }) => res.writeHead(200, { 'content-type': type }).end(body),
          (error: unknown) => {
            app.log.error({ err: error }, 'metrics failed');
            res.writeHead(500).end();
          },
        );
      });
      const listening = server;
      await new Promise<void>((resolve) => listening.listen(metricsPort, metricsHost, () => resolve()));
    });
    app.addHook('onClose', async () => {
      const running = server;
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    });
  },
  { name: 'metrics', dependencies: ['services', 'auth'] },
);

/**
 * `npm run bench` (issue 15 §1): the shop's hottest reads against a bare Fastify route that
 * runs the same SQL through the bare driver, on the same machine and database, measured
 * alternately with autocannon (50 connections, no pipelining, a warm-up, then BENCH_ROUNDS
 * rounds of BENCH_SECONDS seconds each; the median round is reported) — then order placement
 * with 50 concurrent buyers. On PostgreSQL with DATABASE_URL (a scratch database), else PGlite.
 *
 * The SQL is the shop's own: every statement the ORM sends while serving the route once is
 * recorded, and the bare route sends those statements (in parallel) and returns their rows as
 * JSON — the same data, without validation, auth, mapping, hooks or logging.
 *
 *   npm run bench                                  # PGlite, 100,000 orders
 *   DATABASE_URL=postgres://… npm run bench        # PostgreSQL
 *   BENCH_ORDERS=20000 BENCH_SECONDS=3 BENCH_ROUNDS=1 npm run bench   # a quick look
 */
import { createWriteStream } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { SEED_CATALOGUE } from '../src/db/catalogue';
import { createPgliteDatabase, createPostgresDatabase, type Database } from '../src/db/client';
import { createProduct, createUser } from '../src/db/factories';
import { createTestDatabase, resetDatabase, testConfig } from '../test/helpers';
import { fillOrders } from './fill';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;
const BUYERS = 4_000;

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(
  url: string,
  options: Partial<autocannon.Options> = {},
  seconds = SECONDS,
): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    pipelining: 1,
    duration: seconds,
    ...options,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const median = (rows: Figures[]): Figures => {
  const sorted = [...rows].sort((a, b) => a.rps - b.rps);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function main() {
  const captured: { text: string; params: unknown[] }[] = [];
  let capturing = false;
  const queryLogger = (text: string, params: unknown[]) => {
    if (capturing) captured.push({ text, params });
  };
  const scratch = process.env.DATABASE_URL ? await createTestDatabase() : undefined;
  const database: Database = scratch
    ? createPostgresDatabase(scratch.url!, { poolSize: 20, queryLogger })
    : await createPgliteDatabase({ queryLogger });
  if (!scratch) await database.migrate();
  try {
    await resetDatabase(database);
    const started = Date.now();
    const products: Awaited<ReturnType<typeof createProduct>>[] = [];
    for (const product of SEED_CATALOGUE)
      products.push(await createProduct(database.db, { ...product, stock: 10_000_000 }));
    const admin = await createUser(database.db, {
      name: 'Bench Admin',
      email: 'admin@bench.test',
      password: 'bench-password',
      role: 'admin',
    });
    await fillOrders(database.db, ORDERS, Math.max(100, Math.floor(ORDERS / 20)));
    await database.db.execute(sql`
      insert into users (name, email, password_hash, role)
      select 'Buyer ' || g, 'buyer' || g || '@bench.test', 'x', 'customer' from generate_series(1, ${BUYERS}) g`);
    console.log(
      `${database.dialect}: ${ORDERS.toLocaleString()} orders filled in ${((Date.now() - started) / 1000).toFixed(0)} s; ` +
        `load average ${loadavg()
          .map((n) => n.toFixed(2))
          .join(' ')}`,
    );

    // The shop as it runs in production: JSON logs at info (to /dev/null here).
    const app = await buildApp({
      config: testConfig({ LOG_LEVEL: 'info', RATE_LIMIT_MAX: '100000000' }),
      database,
      logger: { level: 'info', stream: createWriteStream('/dev/null') },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const ours = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const adminAuth = { authorization: `Bearer ${app.signToken(admin)}` };

    const endpoints = [
      { name: 'GET /api/products', path: '/api/products', headers: {} },
      { name: 'GET /api/products/{slug}', path: `/api/products/${products[0]!.slug}`, headers: {} },
      {
        name: 'GET /api/admin/orders (page 1, 20 rows)',
        path: '/api/admin/orders?page=1&pageSize=20',
        headers: adminAuth,
      },
    ];

    const bare = Fastify({ logger: false });
    for (const [index, endpoint] of endpoints.entries()) {
      captured.length = 0;
      capturing = true;
      const res = await app.inject({ url: endpoint.path, headers: endpoint.headers });
      capturing = false;
      if (res.statusCode !== 200) throw new Error(`${endpoint.name}: ${res.statusCode} ${res.body}`);
      const statements = [...captured];
      bare.get(`/bare/${index}`, async () =>
        (await Promise.all(statements.map((s) => database.rawQuery(s.text, s.params)))).map((r) => r.rows),
      );
      console.log(`${endpoint.name}: ${statements.length} statement(s)`);
    }
    await bare.listen({ port: 0, host: '127.0.0.1' });
    const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

    console.log(`\n${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s, median round:`);
    console.log('endpoint | ours req/s (p50/p99 ms) | bare req/s (p50/p99 ms) | ours/bare');
    for (const [index, endpoint] of endpoints.entries()) {
      const oursUrl = `${ours}${endpoint.path}`;
      const bareEndpoint = `${bareUrl}/bare/${index}`;
      await load(oursUrl, { headers: endpoint.headers }, 3);
      await load(bareEndpoint, {}, 3);
      const mine: Figures[] = [];
      const theirs: Figures[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        mine.push(await load(oursUrl, { headers: endpoint.headers }));
        theirs.push(await load(bareEndpoint));
      }
      const a = median(mine);
      const b = median(theirs);
      console.log(
        `${endpoint.name} | ${a.rps.toFixed(0)} (${a.p50}/${a.p99})${a.errors ? ` ${a.errors} errors` : ''} | ` +
          `${b.rps.toFixed(0)} (${b.p50}/${b.p99}) | ${(a.rps / b.rps).toFixed(2)}`,
      );
    }

    // Order placement: 50 buyers at a time, each order by the next of 4,000 accounts (five
    // open cash orders each at most).
    const buyerTokens = (
      (await database.db.execute(
        sql`select id::text as id from users where email like 'buyer%@bench.test' order by email`,
      )) as unknown as {
        rows: { id: string }[];
      }
    ).rows.map((row) => `Bearer ${app.signToken({ id: row.id, tokenVersion: 0 })}`);
    let next = 0;
    const order = (product: string) =>
      JSON.stringify({
        products: [{ product, quantity: 1 }],
        delivery: { fulfillmentMethod: 'pickup', method: 'standard' },
        payment: { method: 'cash' },
      });
    const placing = await load(`${ours}/api/orders`, {
      method: 'POST',
      requests: [
        {
          method: 'POST',
          path: '/api/orders',
          headers: {},
          setupRequest: (request) => ({
            ...request,
            headers: {
              'content-type': 'application/json',
              authorization: buyerTokens[next++ % buyerTokens.length]!,
            },
            body: order(products[next % products.length]!.id),
          }),
        },
      ],
    });
    console.log(
      `\norder placement, ${CONNECTIONS} buyers at a time: ${placing.rps.toFixed(0)} orders/s, p50 ${placing.p50} ms, ` +
        `p99 ${placing.p99} ms${placing.errors ? `, ${placing.errors} not 2xx` : ''}`,
    );
    await bare.close();
    await app.close();
  } finally {
    await database.close();
    await scratch?.dispose();
  }
}

void main();

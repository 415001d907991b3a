/**
 * The server side of `npm run bench` (bench/compare.ts), in a process of its own so that the
 * load generator never shares an event loop with what it measures: fills the database, starts
 * the shop and the bare baseline, records the SQL each measured route sends, then tells the
 * parent (IPC) where to aim. Closes when the parent says `stop`.
 */
import { createWriteStream } from 'node:fs';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { SEED_CATALOGUE } from '../src/db/catalogue';
import { createPgliteDatabase, createPostgresDatabase, type Database } from '../src/db/client';
import { createProduct, createUser } from '../src/db/factories';
import { createTestDatabase, resetDatabase, testConfig } from '../test/helpers';
import { fillOrders } from './fill';

export interface BenchTargets {
  dialect: string;
  ours: string;
  bare: string;
  endpoints: {
    key: string;
    name: string;
    path: string;
    bare: string;
    headers: Record<string, string>;
    statements: number;
  }[];
  buyerTokens: string[];
  productIds: string[];
}

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const BUYERS = 4_000;

async function main() {
  const captured: { text: string; params: unknown[] }[] = [];
  let capturing = false;
  const queryLogger = (text: string, params: unknown[]) => {
    if (capturing) captured.push({ text, params });
  };
  const scratch = process.env.DATABASE_URL ? await createTestDatabase() : undefined;
  const database: Database = scratch
    ? createPostgresDatabase(scratch.url!, { poolSize: 20, queryLogger, queryTimeoutMs: 300_000 })
    : await createPgliteDatabase({ queryLogger });
  if (!scratch) await database.migrate();

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
  await database.db.execute(sql`analyze`);
  console.log(
    `${database.dialect}: ${ORDERS.toLocaleString()} orders filled in ${((Date.now() - started) / 1000).toFixed(0)} s; ` +
      `load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
  );

  // The shop as it runs in production: JSON logs at info (to /dev/null here).
  const app = await buildApp({
    // Background jobs and the e-mail sender run as in production (every 60 s and 5 s).
    config: testConfig({
      LOG_LEVEL: 'info',
      RATE_LIMIT_MAX: '100000000',
      JOBS_INTERVAL_SECONDS: '60',
      MAIL_INTERVAL_SECONDS: process.env.MAIL_INTERVAL_SECONDS ?? '5',
    }),
    database,
    logger: { level: 'info', stream: createWriteStream('/dev/null') },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const ours = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const adminAuth = { authorization: `Bearer ${app.signToken(admin)}` };

  const measured = [
    { key: 'catalogue', name: 'GET /api/products', path: '/api/products', headers: {} },
    {
      key: 'product',
      name: 'GET /api/products/{slug}',
      path: `/api/products/${products[0]!.slug}`,
      headers: {},
    },
    {
      key: 'admin-orders',
      name: 'GET /api/admin/orders (page 1, 20 rows)',
      path: '/api/admin/orders?page=1&pageSize=20',
      headers: adminAuth,
    },
  ];

  const bare = Fastify({ logger: false });
  const endpoints: BenchTargets['endpoints'] = [];
  for (const [index, endpoint] of measured.entries()) {
    captured.length = 0;
    capturing = true;
    const res = await app.inject({ url: endpoint.path, headers: endpoint.headers });
    capturing = false;
    if (res.statusCode !== 200) throw new Error(`${endpoint.name}: ${res.statusCode} ${res.body}`);
    const statements = [...captured];
    bare.get(`/bare/${index}`, async () =>
      (await Promise.all(statements.map((s) => database.rawQuery(s.text, s.params)))).map((r) => r.rows),
    );
    endpoints.push({ ...endpoint, bare: `/bare/${index}`, statements: statements.length });
  }
  await bare.listen({ port: 0, host: '127.0.0.1' });

  const { rows } = (await database.db.execute(
    sql`select id::text as id from users where email like 'buyer%@bench.test' order by email`,
  )) as unknown as { rows: { id: string }[] };
  const targets: BenchTargets = {
    dialect: database.dialect,
    ours,
    bare: `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`,
    endpoints,
    buyerTokens: rows.map((row) => `Bearer ${app.signToken({ id: row.id, tokenVersion: 0 })}`),
    productIds: products.map((product) => product.id),
  };

  process.on('message', (message) => {
    // The server's own CPU time, so that a run can say what one request costs it whatever else
    // the machine is doing.
    if (message === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send!({ cpu: user + system });
      return;
    }
    // What the e-mail sender has still to do: order events not yet made into messages, and
    // messages not yet sent.
    if (message === 'mail') {
      void database.db
        .execute(
          sql`select (select count(*) from order_events where mailed_at is null)::int
                   + (select count(*) from outbox_messages where status in ('pending', 'sending'))::int as n`,
        )
        .then((result) => {
          const [row] = (result as unknown as { rows: { n: number }[] }).rows;
          process.send!({ mail: row?.n ?? 0 });
        });
      return;
    }
    if (message !== 'stop') return;
    void (async () => {
      await bare.close();
      await app.close();
      await database.close();
      await scratch?.dispose();
      process.exit(0);
    })();
  });
  process.send!({ ready: targets });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * The shop's side of `npm run bench` (bench/compare.ts), in a process of its own so that the
 * load generator never shares an event loop with what it measures: fills the database, starts
 * the shop, records the SQL each measured route sends, then tells the parent (IPC) where to aim
 * and what the bare baseline (bench/bare-server.ts, another process) needs: the statements, and
 * the database's address or, on PGlite, a copy of it. Closes when the parent says `stop`.
 */
import cluster, { type Worker } from 'node:cluster';
import { createWriteStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { SEED_CATALOGUE } from '../src/db/catalogue';
import { createPgliteDatabase, createPostgresDatabase, type Database } from '../src/db/client';
import { createProduct, createUser } from '../src/db/factories';
import { createTestDatabase, resetDatabase, testConfig } from '../test/helpers';
import type { BareSetup } from './bare-server';
import { fillOrders } from './fill';

export interface BenchTargets {
  dialect: string;
  ours: string;
  /** What the bare baseline's process serves, and from which database. */
  bare: BareSetup;
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

/** The shop as it runs in production: JSON logs at info (to /dev/null here). */
const shopOptions = () => ({
  // Background jobs and the e-mail sender run as in production (every 60 s and 5 s).
  config: testConfig({
    LOG_LEVEL: 'info',
    RATE_LIMIT_MAX: '100000000',
    JOBS_INTERVAL_SECONDS: '60',
    MAIL_INTERVAL_SECONDS: process.env.MAIL_INTERVAL_SECONDS ?? '5',
  }),
  logger: { level: 'info' as const, stream: createWriteStream('/dev/null') },
});

/** The CPU time this process has used (all its threads), in microseconds. */
const cpuTime = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

/**
 * BENCH_PROCESSES > 1: order placement is served by that many processes on one port (node:cluster,
 * as `WEB_CONCURRENCY` runs the shop), each with its own pool, background jobs and e-mail sender.
 */
async function orderWorker() {
  const database = createPostgresDatabase(process.env.BENCH_DATABASE_URL!, { poolSize: 20 });
  const app = await buildApp({ ...shopOptions(), database });
  await app.listen({ port: Number(process.env.BENCH_PORT), host: '127.0.0.1' });
  process.on('message', (message) => {
    if (message === 'cpu') process.send!({ cpu: cpuTime() });
    if (message === 'stop')
      void app
        .close()
        .then(() => database.close())
        .then(() => process.exit(0));
  });
  process.send!({ listening: true });
}

/** Asks each worker for its CPU time. */
const workersCpu = (workers: Worker[]) =>
  Promise.all(
    workers.map(
      (worker) =>
        new Promise<number>((resolve) => {
          const answer = (message: unknown) => {
            if (typeof message === 'object' && message && 'cpu' in message) {
              worker.off('message', answer);
              resolve((message as { cpu: number }).cpu);
            }
          };
          worker.on('message', answer);
          worker.send('cpu');
        }),
    ),
  ).then((times) => times.reduce((sum, time) => sum + time, 0));

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
  // PGlite: the bare baseline opens this copy in its own process (one PGlite per process).
  const bareWanted =
    process.env.BENCH_BARE !== '0' &&
    (!process.env.BENCH_ONLY || process.env.BENCH_ONLY.split(',').some((key) => key !== 'orders'));
  const dumpDir = scratch || !bareWanted ? undefined : mkdtempSync(path.join(tmpdir(), 'ikawa-bench-'));
  const dataDirDump = dumpDir && path.join(dumpDir, 'pgdata.tar.gz');
  if (dataDirDump)
    writeFileSync(dataDirDump, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
  console.log(
    `${database.dialect}: ${ORDERS.toLocaleString()} orders filled in ${((Date.now() - started) / 1000).toFixed(0)} s; ` +
      `load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
  );

  const app = await buildApp({ ...shopOptions(), database });
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

  const bareRoutes: BareSetup['routes'] = [];
  const endpoints: BenchTargets['endpoints'] = [];
  for (const [index, endpoint] of measured.entries()) {
    captured.length = 0;
    capturing = true;
    const res = await app.inject({ url: endpoint.path, headers: endpoint.headers });
    capturing = false;
    if (res.statusCode !== 200) throw new Error(`${endpoint.name}: ${res.statusCode} ${res.body}`);
    bareRoutes.push({ path: `/bare/${index}`, statements: [...captured] });
    endpoints.push({ ...endpoint, bare: `/bare/${index}`, statements: captured.length });
  }

  const { rows } = (await database.db.execute(
    sql`select id::text as id from users where email like 'buyer%@bench.test' order by email`,
  )) as unknown as { rows: { id: string }[] };
  const targets: BenchTargets = {
    dialect: database.dialect,
    ours,
    bare: { ...(scratch ? { databaseUrl: scratch.url } : { dataDirDump }), routes: bareRoutes },
    endpoints,
    buyerTokens: rows.map((row) => `Bearer ${app.signToken({ id: row.id, tokenVersion: 0 })}`),
    productIds: products.map((product) => product.id),
  };

  let workers: Worker[] = [];
  process.on('message', (message) => {
    // The server's own CPU time (with its workers'), so that a run can say what one request costs
    // it whatever else the machine is doing.
    if (message === 'cpu') {
      void workersCpu(workers).then((theirs) => process.send!({ cpu: cpuTime() + theirs }));
      return;
    }
    if (typeof message === 'object' && message && 'processes' in message) {
      // From here on only the workers serve the shop: this process's app (and its e-mail
      // sender) closes.
      void (async () => {
        await app.close();
        const port = 20_000 + Math.floor(Math.random() * 20_000);
        const count = (message as { processes: number }).processes;
        workers = Array.from({ length: count }, () =>
          cluster.fork({ BENCH_DATABASE_URL: scratch!.url, BENCH_PORT: String(port) }),
        );
        await Promise.all(workers.map((worker) => new Promise((resolve) => worker.once('message', resolve))));
        process.send!({ served: `http://127.0.0.1:${port}` });
      })();
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
      for (const worker of workers) worker.send('stop');
      await Promise.all(workers.map((worker) => new Promise((resolve) => worker.once('exit', resolve))));
      if (workers.length === 0) await app.close();
      await database.close();
      await scratch?.dispose();
      if (dumpDir) rmSync(dumpDir, { recursive: true, force: true });
      process.exit(0);
    })();
  });
  process.send!({ ready: targets });
}

(cluster.isWorker ? orderWorker() : main()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

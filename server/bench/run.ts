/**
 * `npm run bench`: fills a database with many orders and times the admin's heaviest reads
 * through the real app (Fastify inject), reporting median and p95 per call.
 *
 *   BENCH_ORDERS=1000000 DATABASE_URL=postgres://… npm run bench   # the full million
 *   npm run bench                                                 # 100,000 on PGlite
 *
 * On PostgreSQL a scratch database is created and dropped; nothing else is touched.
 *
 *   BENCH_USE_EXISTING=1 DATABASE_URL=postgres://…/ikawa_scale npm run bench
 *
 * measures an existing database (filled by `npm run seed:scale`) without changing it: every
 * admin order-list filter, shallow and deep pages, and the dashboard.
 */
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { createPostgresDatabase, type Database } from '../src/db/client';
import { users } from '../src/db/schema/index';
import type { UserRow } from '../src/modules/users/repo';
import { createProduct, createUser } from '../src/db/factories';
import { SEED_CATALOGUE } from '../src/db/catalogue';
import { createTestDatabase, resetDatabase, testConfig } from '../test/helpers';
import { fillOrders } from './fill';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const CUSTOMERS = Math.max(100, Math.floor(ORDERS / 20));
const RUNS = Number(process.env.BENCH_RUNS ?? 15);

async function main() {
  if (process.env.BENCH_USE_EXISTING) return measureExisting();
  const started = Date.now();
  const database = await createTestDatabase();
  try {
    await fillAndMeasure(database, started);
  } finally {
    await database.dispose();
  }
}

async function fillAndMeasure(database: Awaited<ReturnType<typeof createTestDatabase>>, started: number) {
  await resetDatabase(database);
  const db = database.db;
  console.log(
    `database: ${database.dialect}; filling ${ORDERS.toLocaleString()} orders for ${CUSTOMERS.toLocaleString()} customers…`,
  );

  for (const product of SEED_CATALOGUE) await createProduct(db, product);
  const admin = await createUser(db, {
    name: 'Bench Admin',
    email: 'bench-admin@example.com',
    password: 'bench-password',
    role: 'admin',
  });
  await fillOrders(db, ORDERS, CUSTOMERS);
  console.log(`filled in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const someId = await anOrderId(database);
  await measure(database, admin, [
    ['dashboard stats', '/api/admin/dashboard/stats'],
    ['orders, page 1', '/api/admin/orders?page=1&pageSize=20'],
    ['orders, page 500', '/api/admin/orders?page=500&pageSize=20'],
    ['orders, status + payment', '/api/admin/orders?status=shipped&paymentStatus=completed'],
    [
      'orders, last 7 days',
      `/api/admin/orders?from=${new Date(Date.now() - 7 * 864e5).toISOString().slice(0, 10)}`,
    ],
    ['orders, id search', `/api/admin/orders?q=${someId.slice(0, 8)}`],
    ['orders, customer search', '/api/admin/orders?q=customer4242'],
    ['users, page 1', '/api/admin/users?page=1'],
    ['catalogue', '/api/products'],
  ]);
}

async function anOrderId(database: Database): Promise<string> {
  const result = (await database.db.execute(sql`select id::text as id from orders limit 1`)) as unknown as {
    rows: { id: string }[];
  };
  return result.rows[0]?.id ?? '';
}

/** An existing database (`npm run seed:scale`): read only, signed in as its first admin. */
async function measureExisting() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('BENCH_USE_EXISTING needs DATABASE_URL');
  const database = createPostgresDatabase(url, 10);
  try {
    const [admin] = await database.db.select().from(users).where(eq(users.role, 'admin')).limit(1);
    if (!admin) throw new Error('No admin in this database: run `npm run seed:scale` first');
    const [{ n } = { n: 0 }] = (
      (await database.db.execute(sql`select count(*)::int as n from orders`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    console.log(`database: existing PostgreSQL with ${n.toLocaleString()} orders`);
    const someId = await anOrderId(database);
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 864e5).toISOString().slice(0, 10);
    const deep = Math.max(1, Math.floor(n / 20 / 2));
    const last = Math.max(1, Math.ceil(n / 20));
    await measure(database, admin, [
      ['dashboard stats', '/api/admin/dashboard/stats'],
      ['orders, page 1', '/api/admin/orders?page=1&pageSize=20'],
      ['orders, page 2', '/api/admin/orders?page=2&pageSize=20'],
      ['orders, page 50', '/api/admin/orders?page=50&pageSize=20'],
      ['orders, page 500', '/api/admin/orders?page=500&pageSize=20'],
      [`orders, page ${deep} (middle)`, `/api/admin/orders?page=${deep}&pageSize=20`],
      [`orders, page ${last} (last)`, `/api/admin/orders?page=${last}&pageSize=20`],
      ['orders, 100 a page', '/api/admin/orders?page=1&pageSize=100'],
      ['status pending', '/api/admin/orders?status=pending'],
      ['status cancelled, page 200', '/api/admin/orders?status=cancelled&page=200'],
      ['payment failed', '/api/admin/orders?paymentStatus=failed'],
      ['payment pending', '/api/admin/orders?paymentStatus=pending'],
      ['fulfilment pickup', '/api/admin/orders?fulfillment=pickup'],
      ['fulfilment pickup, page 1000', '/api/admin/orders?fulfillment=pickup&page=1000'],
      [
        'status + payment + fulfil.',
        '/api/admin/orders?status=shipped&paymentStatus=completed&fulfillment=delivery',
      ],
      ['last 7 days', `/api/admin/orders?from=${day(7)}`],
      ['a year ago, one month', `/api/admin/orders?from=${day(395)}&to=${day(365)}`],
      ['a year ago, month, page 100', `/api/admin/orders?from=${day(395)}&to=${day(365)}&page=100`],
      ['date range + status', `/api/admin/orders?from=${day(90)}&to=${day(30)}&status=delivered`],
      ['id search (8 chars)', `/api/admin/orders?q=${someId.slice(0, 8)}`],
      ['id search (full id)', `/api/admin/orders?q=${someId}`],
      ['customer search (one)', '/api/admin/orders?q=customer4242.'],
      ['customer search (many)', '/api/admin/orders?q=customer42'],
      ['customer search + status', '/api/admin/orders?q=customer42&status=delivered'],
      ['no match', '/api/admin/orders?q=zzzzzz'],
      ['users, page 1', '/api/admin/users?page=1'],
      ['users, page 2000', '/api/admin/users?page=2000'],
      ['delivery persons', '/api/delivery/admin/delivery-persons'],
    ]);
  } finally {
    await database.close();
  }
}

async function measure(
  database: Database,
  admin: Pick<UserRow, 'id' | 'tokenVersion'>,
  calls: [string, string][],
) {
  const app = await buildApp({ config: testConfig(), database, logger: false });
  await app.ready();
  const headers = { authorization: `Bearer ${app.signToken(admin)}` };
  console.log(`\n${'call'.padEnd(28)}${'median ms'.padStart(10)}${'p95 ms'.padStart(10)}`);
  for (const [label, url] of calls) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const t0 = performance.now();
      const res = await app.inject({ url, headers });
      times.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
    console.log(`${label.padEnd(28)}${at(0.5).toFixed(1).padStart(10)}${at(0.95).toFixed(1).padStart(10)}`);
  }
  await app.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

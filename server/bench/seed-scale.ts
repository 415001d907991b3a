/**
 * `npm run seed:scale`: loads a shop-sized history into the PostgreSQL database named by
 * DATABASE_URL, to measure the admin pages on it (`BENCH_USE_EXISTING=1 npm run bench`).
 *
 *   createdb -h 127.0.0.1 -U postgres ikawa_scale
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/ikawa_scale npm run seed:scale
 *
 * 1,000,000 orders with 2–4 lines each (about 3), 100,000 customers, 50 couriers, and a
 * delivery with its courier earning for most shipped or delivered home-delivery orders, spread
 * over the last two years. The catalogue, settings and demo accounts are seeded as on a first
 * start, so the demo admin can sign in. Rows are generated in the database (generate_series),
 * one batch per statement, so no statement carries more than a handful of bind parameters.
 *
 * Refuses a database that already holds more than 1,000 orders unless `--force` is given.
 * SCALE_ORDERS / SCALE_CUSTOMERS / SCALE_COURIERS / SCALE_BATCH override the sizes.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createPostgresDatabase } from '../src/db/client';
import { loadScaleData } from '../src/db/scale';
import { seed } from '../src/db/seed';

const ORDERS = Number(process.env.SCALE_ORDERS ?? 1_000_000);
const CUSTOMERS = Number(process.env.SCALE_CUSTOMERS ?? 100_000);
const COURIERS = Number(process.env.SCALE_COURIERS ?? 50);
// Small batches: the generated rows' estimates are rough, and a bigger batch plans badly.
const BATCH = Number(process.env.SCALE_BATCH ?? 5_000);

type Rows<T> = { rows: T[] };

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error(
      'Set DATABASE_URL to a PostgreSQL database, e.g. postgres://postgres@127.0.0.1:5432/ikawa_scale',
    );
    process.exit(2);
  }
  const database = createPostgresDatabase(url, 2);
  const db = database.db;
  const started = performance.now();
  const lap = (label: string, since: number) =>
    console.log(`${label.padEnd(40)}${((performance.now() - since) / 1000).toFixed(1).padStart(8)} s`);
  try {
    let t = performance.now();
    await database.migrate();
    await seed(db, { catalogue: true, demoAccounts: true });
    lap('migrations, catalogue, demo accounts', t);

    const existing = (await db.execute(sql`select count(*)::int as n from orders`)) as unknown as Rows<{
      n: number;
    }>;
    const n = existing.rows[0]?.n ?? 0;
    if (n > 1000 && !process.argv.includes('--force')) {
      console.error(`This database already holds ${n.toLocaleString()} orders; pass --force to add more.`);
      process.exitCode = 2;
      return;
    }

    // Ids are derived from a per-run salt, so a second --force run never collides with the first.
    const salt = randomBytes(4).toString('hex');
    console.log(
      `loading ${ORDERS.toLocaleString()} orders, ${CUSTOMERS.toLocaleString()} customers, ${COURIERS} couriers (run ${salt})`,
    );
    t = performance.now();
    await loadScaleData(
      db,
      { orders: ORDERS, customers: CUSTOMERS, couriers: COURIERS, batch: BATCH },
      salt,
      (from, to, started) => {
        if (((from - 1) / BATCH) % 40 === 0)
          lap(`  orders ${from.toLocaleString()}–${to.toLocaleString()}`, started);
      },
    );
    lap('customers, couriers, orders, lines, deliveries, earnings', t);

    t = performance.now();
    // VACUUM sets the visibility map too, so the covering indexes answer without the heap.
    await db.execute(sql`vacuum analyze`);
    lap('vacuum analyze', t);
    lap('total', started);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

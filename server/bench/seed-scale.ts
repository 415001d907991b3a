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

    // Ids are derived from a per-run salt (md5 → uuid), so orders can name their customer and
    // courier without a lookup, and a second --force run never collides with the first.
    const salt = randomBytes(4).toString('hex');
    console.log(
      `loading ${ORDERS.toLocaleString()} orders, ${CUSTOMERS.toLocaleString()} customers, ${COURIERS} couriers (run ${salt})`,
    );

    t = performance.now();
    for (let from = 1; from <= CUSTOMERS; from += BATCH) {
      const to = Math.min(CUSTOMERS, from + BATCH - 1);
      await db.execute(sql`
        insert into users (id, name, email, password_hash, role, created_at)
        select md5('c' || ${salt} || g)::uuid, 'Customer ' || g, 'customer' || g || '.' || ${salt} || '@scale.test',
               'x', 'customer', now() - (random() * interval '730 days')
        from generate_series(${from}::int, ${to}::int) g`);
    }
    lap('customers', t);

    t = performance.now();
    await db.execute(sql`
      insert into users (id, name, email, password_hash, role, created_at)
      select md5('u' || ${salt} || g)::uuid, 'Courier ' || g, 'courier' || g || '.' || ${salt} || '@scale.test',
             'x', 'delivery', now() - interval '800 days'
      from generate_series(1, ${COURIERS}::int) g`);
    await db.execute(sql`
      insert into delivery_persons (id, user_id, is_available, phone, vehicle, created_at)
      select md5('d' || ${salt} || g)::uuid, md5('u' || ${salt} || g)::uuid, g % 3 <> 0,
             '+1416555' || lpad(g::text, 4, '0'), 'Bicycle', now() - interval '800 days'
      from generate_series(1, ${COURIERS}::int) g`);
    lap('couriers', t);

    t = performance.now();
    for (let from = 1; from <= ORDERS; from += BATCH) {
      const to = Math.min(ORDERS, from + BATCH - 1);
      const b = performance.now();
      await insertOrders(db, salt, from, to);
      if (((from - 1) / BATCH) % 40 === 0) lap(`  orders ${from.toLocaleString()}–${to.toLocaleString()}`, b);
    }
    lap('orders, lines, deliveries, earnings', t);

    t = performance.now();
    // VACUUM sets the visibility map too, so the covering indexes answer without the heap.
    await db.execute(sql`vacuum analyze`);
    lap('vacuum analyze', t);
    lap('total', started);
  } finally {
    await database.close();
  }
}

/**
 * One batch of orders [from, to] in one statement: the lines are generated first (2–4 per
 * order, catalogue products by a hash), the order's totals are their sum, and shipped or
 * delivered home-delivery orders get a courier, a delivery and an earning (paid when older
 * than two weeks).
 */
async function insertOrders(
  db: ReturnType<typeof createPostgresDatabase>['db'],
  salt: string,
  from: number,
  to: number,
) {
  await db.execute(sql`
    with
    p as (
      select id, name, type, weight_kg, price_cents, row_number() over (order by slug) - 1 as rn, count(*) over () as n
      from products where archived_at is null
    ),
    gen as (
      select g,
             md5('o' || ${salt} || g)::uuid as id,
             md5('c' || ${salt} || (1 + (g::bigint * 7919) % ${CUSTOMERS}::int))::uuid as user_id,
             h,
             now() - (random() * interval '730 days') as created_at,
             case when h < 12 then 'pending' when h < 22 then 'processing' when h < 32 then 'shipped'
                  when h < 92 then 'delivered' else 'cancelled' end::order_status as status,
             case when h % 5 < 3 then 'stripe' else 'cash' end::payment_method as payment_method,
             case when h % 4 = 0 then 'pickup' else 'delivery' end::fulfillment_method as fulfillment_method
      from generate_series(${from}::int, ${to}::int) g
      cross join lateral (select (abs(hashtext(${salt} || g)) % 100)::int as h) hh
    ),
    lines as (
      select gen.g, gen.id as order_id, p.id as product_id, p.name, p.type, p.weight_kg, p.price_cents,
             1 + ((gen.g + i) % 3) as quantity
      from gen
      cross join generate_series(1, 2 + gen.g % 3) i
      join p on p.rn = abs(hashtext(gen.g || '-' || i)) % p.n
    ),
    sums as (select g, sum(price_cents * quantity)::int as sub from lines group by g),
    o as (
      insert into orders (id, user_id, status, payment_method, payment_status, subtotal_cents, delivery_fee_cents,
                          total_cents, fulfillment_method, delivery_method, ship_street, ship_city, ship_postal_code,
                          ship_country, ship_phone, pickup_address, cancelled_at, created_at, updated_at)
      select gen.id, gen.user_id, gen.status, gen.payment_method,
             (case when gen.payment_method = 'stripe' and gen.status <> 'pending' then 'completed'
                   when gen.status = 'delivered' then 'completed' else 'pending' end)::payment_status,
             s.sub, fee.cents, s.sub + fee.cents, gen.fulfillment_method,
             (case when gen.h % 10 = 0 then 'express' else 'standard' end)::delivery_method,
             case when gen.fulfillment_method = 'delivery' then gen.g || ' Queen St W' end,
             case when gen.fulfillment_method = 'delivery' then 'Toronto' end,
             case when gen.fulfillment_method = 'delivery' then 'M5H 2M9' end,
             case when gen.fulfillment_method = 'delivery' then 'Canada' end,
             case when gen.fulfillment_method = 'delivery' then '+14165550100' end,
             case when gen.fulfillment_method = 'pickup'
                  then '{"street":"100 King St W","city":"Toronto","postalCode":"M5X 1A9","country":"Canada"}'::jsonb end,
             case when gen.status = 'cancelled' then gen.created_at + interval '1 hour' end,
             gen.created_at, gen.created_at
      from gen
      join sums s using (g)
      cross join lateral (select case when gen.fulfillment_method = 'pickup' or s.sub >= 5000 then 0 else 1000 end as cents) fee
      returning id
    ),
    items as (
      insert into order_items (order_id, product_id, name, type, weight_kg, unit_price_cents, quantity)
      select order_id, product_id, name, type, weight_kg, price_cents, quantity from lines
      returning order_id
    ),
    delivered as (
      select gen.*, md5('d' || ${salt} || (1 + gen.g % ${COURIERS}::int))::uuid as courier_id,
             s.sub + case when s.sub >= 5000 then 0 else 1000 end as total
      from gen
      join sums s using (g)
      where gen.fulfillment_method = 'delivery' and gen.status in ('shipped', 'delivered') and gen.h % 10 <> 9
    ),
    d as (
      insert into deliveries (order_id, delivery_person_id, status, courier_fee_cents, cash_collected_cents,
                              assigned_at, picked_up_at, delivered_at, cash_settled_at)
      select id, courier_id,
             (case when status = 'delivered' then 'delivered' else 'picked_up' end)::delivery_status, 500,
             case when status = 'delivered' and payment_method = 'cash' then total end,
             created_at + interval '2 hours', created_at + interval '1 day',
             case when status = 'delivered' then created_at + interval '2 days' end,
             case when status = 'delivered' and payment_method = 'cash' and created_at < now() - interval '14 days'
                  then created_at + interval '3 days' end
      from delivered
      returning order_id
    )
    insert into delivery_earnings (delivery_person_id, order_id, amount_cents, status, paid_at, created_at)
    select courier_id, id, 500,
           (case when created_at < now() - interval '14 days' then 'paid' else 'pending' end)::earning_status,
           case when created_at < now() - interval '14 days' then created_at + interval '14 days' end,
           created_at + interval '2 hours'
    from delivered`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

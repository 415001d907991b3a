import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * A shop-sized history generated inside the database (generate_series), one batch per
 * statement, so no statement carries more than a handful of bind parameters and nothing passes
 * through this process: `npm run seed:scale` (bench/seed-scale.ts) loads a million orders with
 * it, and the exports' memory test (server/src/modules/exports/memory.test.ts) tens of thousands.
 * Works on PGlite and PostgreSQL. Needs the catalogue seeded first.
 */
export interface ScaleSizes {
  orders: number;
  customers: number;
  couriers: number;
  /** Orders per statement. Small: the generated rows' estimates are rough, and a bigger batch plans badly. */
  batch: number;
}

/**
 * Customers, couriers, then orders with 2–4 lines each, spread over the last two years; shipped
 * or delivered home deliveries get a courier, a delivery and an earning. Ids are derived from
 * `salt` (md5 → uuid), so orders name their customer and courier without a lookup, and two runs
 * with different salts never collide. `onBatch` hears of each batch of orders written.
 */
export async function loadScaleData(
  db: Db,
  sizes: ScaleSizes,
  salt: string,
  onBatch?: (from: number, to: number, started: number) => void,
): Promise<void> {
  const { customers, couriers, orders, batch } = sizes;
  for (let from = 1; from <= customers; from += batch) {
    const to = Math.min(customers, from + batch - 1);
    await db.execute(sql`
      insert into users (id, name, email, password_hash, role, created_at)
      select md5('c' || ${salt} || g)::uuid, 'Customer ' || g, 'customer' || g || '.' || ${salt} || '@scale.test',
             'x', 'customer', now() - (random() * interval '730 days')
      from generate_series(${from}::int, ${to}::int) g`);
  }
  await db.execute(sql`
    insert into users (id, name, email, password_hash, role, created_at)
    select md5('u' || ${salt} || g)::uuid, 'Courier ' || g, 'courier' || g || '.' || ${salt} || '@scale.test',
           'x', 'delivery', now() - interval '800 days'
    from generate_series(1, ${couriers}::int) g`);
  await db.execute(sql`
    insert into delivery_persons (id, user_id, is_available, phone, vehicle, created_at)
    select md5('d' || ${salt} || g)::uuid, md5('u' || ${salt} || g)::uuid, g % 3 <> 0,
           '+1416555' || lpad(g::text, 4, '0'), 'Bicycle', now() - interval '800 days'
    from generate_series(1, ${couriers}::int) g`);
  for (let from = 1; from <= orders; from += batch) {
    const to = Math.min(orders, from + batch - 1);
    const started = performance.now();
    await insertOrders(db, sizes, salt, from, to);
    onBatch?.(from, to, started);
  }
}

/**
 * One batch of orders [from, to] in one statement: the lines are generated first (2–4 per
 * order, catalogue products by a hash), the order's totals are their sum, and shipped or
 * delivered home-delivery orders get a courier, a delivery and an earning (paid when older
 * than two weeks).
 */
async function insertOrders(db: Db, sizes: ScaleSizes, salt: string, from: number, to: number) {
  const { customers: CUSTOMERS, couriers: COURIERS } = sizes;
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
             case when gen.fulfillment_method = 'delivery' then 'CA' end,
             case when gen.fulfillment_method = 'delivery' then '+14165550100' end,
             case when gen.fulfillment_method = 'pickup'
                  then '{"street":"100 King St W","city":"Toronto","postalCode":"M5X 1A9","country":"CA"}'::jsonb end,
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

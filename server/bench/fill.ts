import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

/**
 * Customers, orders and their lines in bulk SQL (one statement each), spread over the last two
 * years, for the benchmarks. The catalogue must be there already.
 */
export async function fillOrders(db: Db, orders: number, customers: number): Promise<void> {
  // Customers and orders in bulk SQL: one statement each, spread over the last 2 years.
  await db.execute(sql`
    insert into users (name, email, password_hash, role, created_at)
    select 'Customer ' || g, 'customer' || g || '@bench.test', 'x', 'customer', now() - (random() * interval '730 days')
    from generate_series(1, ${customers}) g`);
  await db.execute(sql`
    insert into orders (user_id, status, payment_method, payment_status, subtotal_cents, delivery_fee_cents, total_cents,
                        fulfillment_method, delivery_method, ship_street, ship_city, ship_postal_code, ship_country, created_at)
    select u.id,
           (array['pending','processing','shipped','delivered','cancelled'])[1 + (g % 5)]::order_status,
           (array['cash','stripe'])[1 + (g % 2)]::payment_method,
           (array['pending','completed'])[1 + (g % 2)]::payment_status,
           s.sub, case when s.sub >= 5000 then 0 else 1000 end, s.sub + case when s.sub >= 5000 then 0 else 1000 end,
           (array['delivery','pickup'])[1 + (g % 4 = 0)::int]::fulfillment_method, 'standard',
           '1 Bench St', 'Toronto', 'M5H 2M9', 'CA',
           now() - (random() * interval '730 days')
    from generate_series(1, ${orders}) g
    cross join lateral (select 1000 + ((g::bigint * 7919) % 20000)::int as sub) s
    join (select id, row_number() over (order by id) - 1 as rn from users where role = 'customer') u
      on u.rn = g % ${customers}`);
  await db.execute(sql`
    insert into order_items (order_id, product_id, name, type, weight_kg, unit_price_cents, quantity)
    select o.id, p.id, p.name, p.type, p.weight_kg, p.price_cents, 1 + (abs(hashtext(o.id::text)) % 3)
    from orders o
    join (select *, row_number() over (order by id) - 1 as rn, count(*) over () as n from products) p
      on p.rn = abs(hashtext(o.id::text)) % p.n`);
  await db.execute(sql`analyze`);
}

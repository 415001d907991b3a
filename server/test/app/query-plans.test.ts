/**
 * The admin order list's hot queries use their indexes. The queries are built by the
 * same functions the service runs, explained on a few thousand orders after ANALYZE, and the plan
 * must read `orders` through the expected index, never a Seq Scan.
 *
 * On a table this small the planner may rightly prefer a sequential scan, so each plan is taken
 * with `enable_seqscan = off` (inside the test's transaction only): that checks the index exists
 * and fits the query, which is what keeps it fast at a million rows (see `npm run bench`).
 */
import { AdminOrderListQuerySchema, type AdminOrderListQueryInput } from '@ikawa/contracts/admin';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../src/db/client';
import { createProduct } from '../../src/db/factories';
import { periodTotalsQuery } from '../../src/modules/admin/dashboard';
import {
  adminOrderCappedCount,
  adminOrderDayIndex,
  adminOrderListWhere,
  adminOrderPageIds,
  adminOrderPageStart,
} from '../../src/modules/admin/repo';
import { payoutExportPageQuery } from '../../src/modules/delivery/export-repo';
import { orderExportPageQuery } from '../../src/modules/orders/export-repo';
import { createTestDatabase, resetDatabase } from '../helpers';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let someId = '';

beforeAll(async () => {
  database = await createTestDatabase();
  await resetDatabase(database);
  const { db } = database;
  await createProduct(db, {
    name: 'Kinyovu Ground',
    description: 'd',
    price: 20,
    weight: 1,
    type: 'powder',
    stock: 50,
  });
  await db.execute(sql`
    insert into users (name, email, password_hash, role, created_at)
    select 'Customer ' || g, 'customer' || g || '@plans.test', 'x', 'customer', now() - g * interval '1 hour'
    from generate_series(1, 300) g`);
  await db.execute(sql`
    insert into orders (user_id, status, payment_method, payment_status, subtotal_cents, delivery_fee_cents,
                        total_cents, fulfillment_method, created_at)
    select u.id,
           (array['pending','processing','shipped','delivered','cancelled'])[1 + g % 5]::order_status,
           (array['cash','stripe'])[1 + g % 2]::payment_method,
           (array['pending','completed','failed','refunded'])[1 + g % 4]::payment_status,
           2000, 1000, 3000,
           (array['delivery','pickup'])[1 + (g % 3 = 0)::int]::fulfillment_method,
           now() - g * interval '15 minutes'
    from generate_series(1, 4000) g
    join (select id, row_number() over (order by email) - 1 as rn from users) u on u.rn = g % 300`);
  // Vacuumed as autovacuum keeps a real table: its pages all-visible, so covering indexes are read alone.
  await db.execute(sql`vacuum analyze`);
  const result = (await db.execute(sql`select id::text as id from orders limit 1`)) as unknown as {
    rows: { id: string }[];
  };
  someId = result.rows[0]?.id ?? '';
});

afterAll(async () => {
  await database?.dispose();
});

/** Every node of a plan, depth first. */
function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

async function explain(tx: Tx, query: SQLWrapper): Promise<PlanNode[]> {
  const result = (await tx.execute(sql`explain (format json) ${query}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const cell = Object.values(result.rows[0] ?? {})[0];
  const parsed = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
  return nodes(parsed[0]!.Plan);
}

/** The plan of one query with sequential scans discouraged (see the file's comment). */
async function planOf(build: (tx: Tx) => SQLWrapper): Promise<PlanNode[]> {
  let plan: PlanNode[] = [];
  await database.db
    .transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      plan = await explain(tx, build(tx));
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return plan;
}

/**
 * The plans of one admin list request as the service runs it: without a search, the daily
 * counts (total and page start) and the page's ids from that day on; with a search, the page's
 * ids and the capped count.
 */
async function plansFor(input: AdminOrderListQueryInput) {
  const query = AdminOrderListQuerySchema.parse(input);
  let plans: { page: PlanNode[]; count: PlanNode[] } = { page: [], count: [] };
  // The rollback only undoes `set local`; the queries themselves are read-only.
  await database.db
    .transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const where = await adminOrderListWhere(tx, query);
      if (query.q) {
        plans = {
          page: await explain(tx, adminOrderPageIds(tx, where, query)),
          count: await explain(tx, adminOrderCappedCount(tx, where)),
        };
      } else {
        const { seek } = await adminOrderPageStart(tx, query);
        expect(seek, 'the page exists').not.toBeNull();
        plans = {
          page: await explain(tx, adminOrderPageIds(tx, where, query, seek ?? undefined)),
          count: await explain(tx, adminOrderDayIndex(tx, query, (query.page - 1) * query.pageSize)),
        };
      }
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return plans;
}
class Rollback extends Error {}

function ordersAccess(plan: PlanNode[]) {
  return plan.filter(
    (node) => node['Relation Name'] === 'orders' || node['Index Name']?.startsWith('orders_'),
  );
}

/** No Seq Scan on orders, and one of `indexNames` read (any index when omitted). */
function expectIndex(plan: PlanNode[], indexNames?: string[]) {
  const access = ordersAccess(plan);
  expect(access.map((node) => node['Node Type'])).not.toContain('Seq Scan');
  const used = access.map((node) => node['Index Name']).filter(Boolean);
  expect(used.length, 'an index is read').toBeGreaterThan(0);
  if (indexNames)
    expect(
      used.some((name) => indexNames.includes(name!)),
      `indexes used: ${used.join(', ')}`,
    ).toBe(true);
}

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 864e5).toISOString().slice(0, 10);

describe('admin order list query plans', () => {
  const cases: [string, () => AdminOrderListQueryInput, string[]][] = [
    ['no filter, first page', () => ({}), ['orders_created_id_cover_idx']],
    ['no filter, deep page', () => ({ page: 150 }), ['orders_created_id_cover_idx']],
    ['status', () => ({ status: 'shipped' }), ['orders_status_created_id_idx']],
    ['payment status', () => ({ paymentStatus: 'failed' }), ['orders_payment_created_id_idx']],
    ['fulfilment', () => ({ fulfillment: 'pickup', page: 20 }), ['orders_fulfillment_created_id_idx']],
    [
      'status, payment and fulfilment',
      () => ({ status: 'delivered', paymentStatus: 'completed', fulfillment: 'delivery' }),
      ['orders_status_created_id_idx', 'orders_payment_created_id_idx', 'orders_fulfillment_created_id_idx'],
    ],
    ['date range', () => ({ from: day(20), to: day(10) }), ['orders_created_id_cover_idx']],
    ['id search', () => ({ q: someId.slice(0, 8) }), ['orders_id_text_pattern_idx']],
    ['customer search', () => ({ q: 'customer12@', status: 'delivered' }), ['orders_user_created_cover_idx']],
  ];

  for (const [label, input, indexNames] of cases) {
    it(`${label}: the page reads ${indexNames.join(' or ')}`, async () => {
      const { page } = await plansFor(input());
      expectIndex(page, indexNames);
    });
  }

  it('without a search, totals and page starts read the daily counts, never the orders', async () => {
    for (const input of [{}, { status: 'pending' as const, page: 40 }, { from: day(20), to: day(10) }]) {
      const { count } = await plansFor(input);
      expect(ordersAccess(count), JSON.stringify(input)).toEqual([]);
      expect(count.some((node) => node['Relation Name'] === 'order_counts_daily')).toBe(true);
    }
  });

  it('a deep page skips at most the orders of the day it starts on', async () => {
    const query = AdminOrderListQuerySchema.parse({ page: 150 });
    const { seek } = await adminOrderPageStart(database.db, query);
    // 4,000 orders 15 minutes apart: 96 a day, so the 2,980 orders before page 150 shrink to
    // the few of its own day.
    expect(seek?.skip).toBeGreaterThanOrEqual(0);
    expect(seek?.skip).toBeLessThan(96);
  });

  it('a search’s count is capped and uses an index', async () => {
    const { count } = await plansFor({ q: 'customer12@' });
    expectIndex(count);
    expect(count.map((node) => node['Node Type'])).toContain('Limit');
  });
});

describe('dashboard query plans', () => {
  it('the 30-day sales totals read a created_at index', async () => {
    const now = new Date();
    const plan = await planOf((tx) => periodTotalsQuery(tx, new Date(now.getTime() - 30 * 864e5), now));
    // At a million orders the planner takes the covering index (index-only); on this small
    // table it may take the narrower one. Either bounds the read to the period.
    expectIndex(plan, ['orders_created_id_cover_idx', 'orders_created_idx']);
  });
});

describe('export query plans', () => {
  const window = { start: `${day(30)}T00:00:00Z`, end: `${day(-1)}T00:00:00Z`, timeZone: 'America/Toronto' };
  const cursor = {
    at: new Date(Date.now() - 10 * 864e5).toISOString(),
    id: '00000000-0000-4000-8000-000000000000',
  };

  it('each keyset page of the orders export starts in the created_at index, first page or later', async () => {
    for (const after of [null, cursor]) {
      const plan = await planOf(() => orderExportPageQuery(window, after, 1000));
      expectIndex(plan, ['orders_created_id_cover_idx', 'orders_created_idx']);
      expect(plan.map((node) => node['Node Type'])).toContain('Limit');
    }
  });

  it('each keyset page of the payouts export reads the earnings by their date', async () => {
    for (const after of [null, cursor]) {
      const plan = await planOf(() => payoutExportPageQuery(window, after, 1000));
      const earnings = plan.filter(
        (node) =>
          node['Relation Name'] === 'delivery_earnings' ||
          node['Index Name']?.startsWith('delivery_earnings'),
      );
      expect(earnings.map((node) => node['Node Type'])).not.toContain('Seq Scan');
      expect(earnings.map((node) => node['Index Name'])).toContain('delivery_earnings_created_idx');
    }
  });
});

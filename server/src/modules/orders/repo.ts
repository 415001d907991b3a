import { randomUUID } from 'node:crypto';
import type { OrderListQuery } from '@ikawa/contracts/orders';
import type { DeliveryStatus, ProductType } from '@ikawa/contracts/enums';
import { and, desc, eq, getTableColumns, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { orderSearch } from '@ikawa/contracts/order-number';
import type { StoredPhoto } from '../../db/schema/products';
import type { DbOrTx } from '../../db/client';
import {
  deliveries,
  deliveryPersons,
  idempotencyKeys,
  orderEvents,
  orderItems,
  orders,
  orderTaxLines,
  products,
  users,
} from '../../db/schema/index';
import { columnName, insertFromJson, jsonRowsOf } from '../../db/json-rows';
import { executeNamed } from '../../db/driver';
import { isUuid } from '../../lib/ids';
import { listEventsOfOrders, type OrderEventRow, type OrderEventValues } from './events-repo';
import { insertStockMovements, type NewStockMovement } from '../products/stock-repo';
import { listNotesOfOrders, type OrderNoteRow } from './notes-repo';
import { findRefundsOfOrders, type RefundRow } from './refunds-repo';
import { listTaxLinesOfOrders, type OrderTaxLineRow } from '../tax/repo';
import { PRICING_INPUTS, type PricingInput, type SaleProduct } from './pricing';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type DeliveryRow = typeof deliveries.$inferSelect;

export interface PersonRef {
  id: string;
  name: string;
  email: string;
}

/** An order with everything its answer shows. */
export interface OrderAggregate {
  order: OrderRow;
  items: OrderItemRow[];
  customer: PersonRef;
  delivery: DeliveryRow | null;
  courier: PersonRef | null;
  /** The order's event log, oldest first (its timeline). */
  events: OrderEventRow[];
  /** The shop's notes to the customer, oldest first (never the internal ones). */
  customerNotes: OrderNoteRow[];
  /** Each ordered product's main photo as it is now; absent = the drawing. */
  mainPhotos?: Map<string, StoredPhoto>;
  /** One row per tax charged (GST, HST, PST, QST). */
  taxLines: OrderTaxLineRow[];
  /** Returns and partial refunds, oldest first. */
  refunds: RefundRow[];
}

/** One line of an order as `commitSale` writes it (the id is made here, not by the database). */
export type NewOrderItem = OrderItemRow;

/** The columns a new order always starts with; the rest are given by `writeOrder`. */
const NEW_ORDER_DEFAULTS = {
  status: 'pending',
  isSubscriptionOrder: false,
  cancelledAt: null,
  invoiceNumber: null,
  invoicedAt: null,
  creditNoteNumber: null,
  creditedAt: null,
  creditedCents: 0,
  pinFailures: 0,
  pinLockedAt: null,
  subscriptionId: null,
  renewalOf: null,
  deliveryFailures: 0,
  missedReason: null,
  missedAt: null,
  rescheduledFor: null,
  missedPhotoId: null,
  receiptLinkVersion: 1,
} as const satisfies Partial<OrderRow>;

/**
 * A new order's whole row, made here rather than by the database's defaults: `commitSale` writes
 * it in the statement that takes the stock, and the answer is built from it without reading it
 * back. Every column is named, so a new column without a value here does not compile.
 */
export function newOrderRow(
  values: Omit<OrderRow, 'id' | 'number' | keyof typeof NEW_ORDER_DEFAULTS>,
): NewOrderRow {
  return { id: randomUUID(), ...NEW_ORDER_DEFAULTS, ...values };
}

/** A new order's row before it is written: its number is the database's (`SaleCommitted`). */
export type NewOrderRow = Omit<OrderRow, 'number'>;

/** A line of a sale: what is taken, and (a sale priced from the catalogue) what it was priced from. */
export interface SaleLine {
  productId: string;
  quantity: number;
  /**
   * The product as the cart was priced from it: the line is taken only if it still reads so
   * (every one of the pricing inputs, `PRICING_INPUTS`). A card order, paid at a price already,
   * has none.
   */
  pricedFrom?: SaleProduct;
}

export interface SaleCommit {
  /** The new order's row (`newOrderRow`): written by the same statement. */
  order: NewOrderRow;
  /** The cart's lines, merged and sorted by product id (the order rows are locked in). */
  lines: SaleLine[];
  items: NewOrderItem[];
  events: OrderEventValues[];
  /** One row per tax charged (none for a sale that charges none). */
  taxLines: (typeof orderTaxLines.$inferInsert)[];
  actorId: string;
  at: Date;
  /** Refuse the sale when the customer has this many other open cash orders. */
  openCashCap?: number;
  /**
   * Refuse the sale when the customer's unpaid cash orders, this one included, would hold more
   * units or more value than this: one account may not hold the shop's stock without paying.
   */
  unpaidCashCap?: UnpaidCashCap;
  /**
   * The request's idempotency key, claimed earlier in the transaction (`claimIdempotencyKey`):
   * it is given the order, and a key that was not this request's refuses the sale.
   */
  idempotency?: { scope: string; key: string };
}

/** What one account may hold in unpaid cash orders at once (store settings). */
export interface UnpaidCashCap {
  units: number;
  valueCents: number;
}

/**
 * Why the sale statement refused a sale (it raised `ikawa_refuse`, migration 0023): nothing of
 * it was written and its transaction is lost. In the order the checks are made.
 */
export type SaleRefusal =
  | { refusal: 'idempotency_key_in_use' }
  | { refusal: 'open_cash_orders' }
  /** What the customer's other unpaid cash orders already hold. */
  | { refusal: 'unpaid_cash_limit'; units: number; valueCents: number }
  | {
      refusal: 'not_taken';
      /** The lines not taken, each with its product as the statement read it (none: unknown). */
      lines: {
        id: string;
        quantity: number;
        product: {
          name: string;
          type: ProductType;
          weightKg: number | null;
          stock: number;
          archived: boolean;
        } | null;
      }[];
    };

/** Thrown by `commitSale` and `sendSale` for a refused sale (`SaleRefusal`). */
export class SaleRefused extends Error {
  constructor(readonly refusal: SaleRefusal) {
    super(`sale refused: ${refusal.refusal}`);
  }
}

/** The refusal in an error from the sale statement, if it is one. */
export function saleRefusalOf(error: unknown): SaleRefusal | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (code === SALE_REFUSED_CODE && typeof message === 'string') return JSON.parse(message) as SaleRefusal;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

const SALE_REFUSED_CODE = 'IK409';

export interface SaleCommitted {
  /** The order's number, from the sequence (`orders.number`). */
  number: number;
  /** The ids of the order's first events, in the order given (the log's sequence). */
  eventIds: number[];
}

/**
 * A sale in one statement: the order row is written, the stock of every line is
 * taken only if that much remains (so two buyers of the last unit cannot both succeed)
 * and, for a sale priced from the catalogue, only if the product still reads as it was priced;
 * the stock history, the order's lines, its tax lines and its first events are written, and the
 * request's idempotency key is given the order. The product rows — the rows every buyer of a
 * product queues on — are locked only from this statement to COMMIT.
 *
 * The statement makes its own checks and refuses the sale by raising (`ikawa_refuse`, migration
 * 0023) when the idempotency key was not this request's, the customer has too many open cash
 * orders or would hold too many units or too much value in them, or a line could not be taken: everything it wrote is undone and its transaction is
 * lost, so COMMIT can be sent behind it without waiting (`sendSale`). The lines and events name
 * an order written by a sibling of their own statement: PostgreSQL checks foreign keys at the end
 * of the statement, when it exists.
 */
// The order's number is the sequence's, given as the row is written.
const orderRows = jsonRowsOf<NewOrderRow>(orders, ['number']);
const itemRows = jsonRowsOf<NewOrderItem>(orderItems);
const taxLineRows = jsonRowsOf<typeof orderTaxLines.$inferInsert>(orderTaxLines);
// The event's id is the log's sequence; it is mailed later.
const eventRows = jsonRowsOf<OrderEventValues>(orderEvents, ['id', 'mailedAt', 'pushedAt']);

/** A product's id and pricing inputs, as the sale statement compares them (`PRICING_GUARD`). */
const pricedFromRows = jsonRowsOf<SaleProduct>(
  products,
  Object.keys(getTableColumns(products)).filter(
    (key) => key !== 'id' && !(PRICING_INPUTS as readonly string[]).includes(key),
  ),
);

/** The pricing inputs' columns, quoted: `"name", "type", …` (the one list, `PRICING_INPUTS`). */
const pricingColumns = PRICING_INPUTS.map((key) => `"${columnName(products, key)}"`);

/**
 * A line is taken only while its product reads as it was priced: every pricing input compared,
 * with null equal to null, so that a column added to `PRICING_INPUTS` is guarded at once.
 */
const PRICING_GUARD =
  `(${pricingColumns.map((column) => `p.${column}`).join(', ')}) is not distinct from ` +
  `(${pricingColumns.map((column) => `f.${column}`).join(', ')})`;

/** The sale statement's one text (parameters: see `saleStatement`), made once. */
const SALE_STATEMENT = `
  with placed as (${insertFromJson(orderRows, '$1')} returning "number"),
  wanted as (select * from json_to_recordset($2::json) as w (id uuid, quantity int)),
  priced_from as (select * from json_populate_recordset(null::products, $16::json)),
  taken as (
    update products p set stock = p.stock - w.quantity, updated_at = $3::timestamptz
    from wanted w left join priced_from f on f.id = w.id
    where p.id = w.id and p.stock >= w.quantity and p.archived_at is null
      and (f.id is null or ${PRICING_GUARD})
    returning p.id, p.stock, w.quantity
  ),
  moved as (
    insert into stock_movements (product_id, reason, change, stock_before, stock_after, order_id, actor_id, created_at)
    select id, 'order_placed', -quantity, stock + quantity, stock, $4::uuid, $5::uuid, $3::timestamptz
    from taken
  ),
  taxed as (${insertFromJson(taxLineRows, '$6')}),
  lines as (${insertFromJson(itemRows, '$7')}),
  events as (${insertFromJson(eventRows, '$8')} returning id),
  keyed as (
    update idempotency_keys set order_id = $4::uuid
    where user_id = $9::uuid and scope = $11::text and key = $12::text and order_id is null
    returning id
  ),
  held as (
    select count(*)::int as orders, coalesce(sum(o.total_cents), 0)::int as value_cents,
      coalesce(sum((select sum(i.quantity) from order_items i where i.order_id = o.id)), 0)::int as units
    from orders o
    where o.user_id = $9::uuid and o.id <> $4::uuid
      and o.payment_method = 'cash' and o.payment_status = 'pending'
      and o.status in ('pending', 'processing', 'shipped')
  ),
  refusal as (
    select case
      when $12::text is not null and not exists (select 1 from keyed)
        then json_build_object('refusal', 'idempotency_key_in_use')
      when $10::int is not null and (select orders from held) >= $10::int
        then json_build_object('refusal', 'open_cash_orders')
      when $13::int is not null and (
        (select units from held) + (select sum(quantity) from wanted) > $13::int
        or (select value_cents from held) + $15::int > $14::int
      )
        then (select json_build_object('refusal', 'unpaid_cash_limit', 'units', units, 'valueCents', value_cents)
          from held)
      when (select count(*) from taken) < (select count(*) from wanted)
        then json_build_object('refusal', 'not_taken', 'lines', (
          select json_agg(json_build_object('id', w.id, 'quantity', w.quantity, 'product',
            case when p.id is null then null else json_build_object('name', p.name, 'type', p.type,
              'weightKg', p.weight_kg::float8, 'stock', p.stock, 'archived', p.archived_at is not null) end)
            order by w.id)
          from wanted w left join products p on p.id = w.id
          where w.id not in (select id from taken)))
    end as refusal
  )
  select
    (select "number" from placed) as "number",
    (select coalesce(json_agg(id::float8 order by id), '[]'::json) from events) as "eventIds",
    (select ikawa_refuse(refusal::text) from refusal where refusal is not null) as refused`;

/** The sale statement and its parameters, to run (`commitSale`) or to send (`sendSale`). */
export function saleStatement(sale: SaleCommit): { sql: string; params: unknown[] } {
  return {
    sql: SALE_STATEMENT,
    params: [
      orderRows.encode([sale.order]),
      JSON.stringify(sale.lines.map(({ productId, quantity }) => ({ id: productId, quantity }))),
      sale.at.toISOString(),
      sale.order.id,
      sale.actorId,
      taxLineRows.encode(sale.taxLines),
      itemRows.encode(sale.items),
      eventRows.encode(sale.events),
      sale.order.userId,
      sale.openCashCap ?? null,
      sale.idempotency?.scope ?? null,
      sale.idempotency?.key ?? null,
      sale.unpaidCashCap?.units ?? null,
      sale.unpaidCashCap?.valueCents ?? null,
      sale.order.totalCents,
      pricedFromRows.encode(
        sale.lines.flatMap(({ pricedFrom }) =>
          pricedFrom ? [{ ...pricedFrom, translations: pricedFrom.translations ?? {} }] : [],
        ),
      ),
    ],
  };
}

/** Runs the sale statement in the caller's transaction; a refused sale throws `SaleRefused`. */
export async function commitSale(tx: DbOrTx, sale: SaleCommit): Promise<SaleCommitted> {
  let rows: SaleCommitted[];
  try {
    rows = await executeNamed<SaleCommitted>(tx, saleStatement(sale));
  } catch (error) {
    const refusal = saleRefusalOf(error);
    throw refusal ? new SaleRefused(refusal) : error;
  }
  const [row] = rows;
  if (!row) throw new Error('the sale statement returned nothing');
  // Both drivers answer json columns parsed.
  return row;
}

/** A product as a sale reads it (`findSaleProducts`, `lockCustomerAndReadProducts`). */
export type SaleProductRow = SaleProduct & { stock: number; archivedAt: Date | null };

/** The customer's row locked, and the cart's products beside it (none: one row of nulls). */
const saleProductColumns = {
  id: products.id,
  ...(Object.fromEntries(PRICING_INPUTS.map((key) => [key, products[key]])) as {
    [Key in PricingInput]: (typeof products)[Key];
  }),
  stock: products.stock,
  archivedAt: products.archivedAt,
};

const SALE_READ_STATEMENT = `
  select ${Object.keys(saleProductColumns)
    .map((key) => `p."${columnName(products, key)}" as "${key}"`)
    .join(', ')}
  from (select id from users where id = $1::uuid for no key update) customer
  left join products p on p.id = any($2::uuid[])`;

/**
 * The first statement of a sale, one round trip: locks the customer's row for the
 * rest of the transaction and reads the cart's products, unlocked. With the customer's row held,
 * one customer's orders are placed one at a time, so a per-customer limit (open cash orders, a
 * code's uses) holds under concurrency. `NO KEY UPDATE`, not `UPDATE`: rows that name the
 * customer (an order event's actor, a new order) take a key share lock on it, and a cancellation
 * by the same customer that holds the product rows must not wait for this placement while it
 * waits for them (a deadlock). The customer's row is taken before any product's.
 */
export async function lockCustomerAndReadProducts(
  tx: DbOrTx,
  userId: string,
  productIds: string[],
): Promise<SaleProductRow[]> {
  const rows = await executeNamed<Record<string, unknown>>(tx, {
    sql: SALE_READ_STATEMENT,
    params: [userId, productIds],
  });
  // The driver's values, mapped as the ORM maps each column (numeric weight, dates, JSON).
  return rows.flatMap((row) => {
    if (!row.id) return [];
    const product: Record<string, unknown> = {};
    for (const [key, column] of Object.entries(saleProductColumns))
      product[key] = row[key] === null ? null : column.mapFromDriverValue(row[key] as never);
    return [product as SaleProductRow];
  });
}

/**
 * The product rows of a cart, for pricing before anything is taken. With `lock`, they are locked
 * in id order: a cart of several products takes its rows in the same order as every other cart
 * and every cancellation, so two of them never wait on each other (a deadlock).
 */
export async function findSaleProducts(db: DbOrTx, productIds: string[], options: { lock?: boolean } = {}) {
  if (productIds.length === 0) return [];
  const query = db.select(saleProductColumns).from(products).where(inArray(products.id, productIds));
  return options.lock ? query.orderBy(products.id).for('no key update') : query;
}

/** Cash orders still pending and unpaid since before `before`, oldest first (the expiry job). */
export async function findStaleCashOrderIds(db: DbOrTx, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending'),
        eq(orders.paymentMethod, 'cash'),
        eq(orders.paymentStatus, 'pending'),
        lt(orders.createdAt, before),
      ),
    )
    .orderBy(orders.createdAt)
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function findOrderItems(db: DbOrTx, orderId: string): Promise<OrderItemRow[]> {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
}

/**
 * An order's tax as the hand-over day's rates make it (`handover-tax.ts`): its tax lines, each
 * item's tax and the order's tax, total and bases, in the caller's transaction. Answers the order.
 */
export async function replaceTaxOfOrder(
  tx: DbOrTx,
  order: OrderRow,
  items: OrderItemRow[],
  tax: {
    taxLines: Omit<typeof orderTaxLines.$inferInsert, 'orderId'>[];
    itemTaxes: number[];
    taxCents: number;
    totalCents: number;
    taxableCents: number;
    feeTaxableCents: number;
    notRegistered: OrderRow['taxNotRegistered'];
  },
  at: Date,
): Promise<OrderRow> {
  await tx.delete(orderTaxLines).where(eq(orderTaxLines.orderId, order.id));
  if (tax.taxLines.length > 0)
    await tx.insert(orderTaxLines).values(tax.taxLines.map((line) => ({ ...line, orderId: order.id })));
  for (const [index, item] of items.entries()) {
    const itemTax = tax.itemTaxes[index] ?? 0;
    if (itemTax !== item.taxCents)
      await tx.update(orderItems).set({ taxCents: itemTax }).where(eq(orderItems.id, item.id));
  }
  const [row] = await tx
    .update(orders)
    .set({
      taxCents: tax.taxCents,
      totalCents: tax.totalCents,
      taxableCents: tax.taxableCents,
      deliveryFeeTaxableCents: tax.feeTaxableCents,
      taxNotRegistered: tax.notRegistered,
      updatedAt: at,
    })
    .where(eq(orders.id, order.id))
    .returning();
  if (!row) throw new Error(`order ${order.id} vanished while its tax was updated`);
  return row;
}

/**
 * Puts a cancelled order's units back and writes each into the stock history, in
 * the cancelling transaction: the one place stock comes back.
 */
export async function returnStock(
  tx: DbOrTx,
  items: Pick<OrderItemRow, 'productId' | 'quantity'>[],
  context: { orderId: string; actorId: string | null; at: Date },
  reason: 'order_cancelled' | 'returned' = 'order_cancelled',
) {
  const movements: NewStockMovement[] = [];
  // Sorted, like takeStock's callers, so concurrent transactions lock rows in one order.
  for (const item of [...items].sort((a, b) => a.productId.localeCompare(b.productId))) {
    const [row] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${item.quantity}`, updatedAt: new Date() })
      .where(eq(products.id, item.productId))
      .returning({ stock: products.stock });
    if (row) {
      movements.push({
        productId: item.productId,
        reason,
        change: item.quantity,
        stockAfter: row.stock,
        orderId: context.orderId,
        actorId: context.actorId,
        at: context.at,
      });
    }
  }
  await insertStockMovements(tx, movements);
}

/** Loads items, customers and couriers for a set of orders in a fixed number of queries. */
export async function loadAggregates(db: DbOrTx, rows: OrderRow[]): Promise<OrderAggregate[]> {
  if (rows.length === 0) return [];
  const orderIds = rows.map((row) => row.id);
  const userIds = [...new Set(rows.map((row) => row.userId))];
  const [itemRows, customerRows, deliveryRows, eventRows, noteRows, photoRows, taxRows, refundRows] =
    await Promise.all([
      db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)),
      db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(inArray(users.id, userIds)),
      db
        .select({
          delivery: deliveries,
          courier: { id: users.id, name: users.name, email: users.email },
        })
        .from(deliveries)
        .innerJoin(deliveryPersons, eq(deliveryPersons.id, deliveries.deliveryPersonId))
        .innerJoin(users, eq(users.id, deliveryPersons.userId))
        .where(inArray(deliveries.orderId, orderIds)),
      listEventsOfOrders(db, orderIds),
      listNotesOfOrders(db, orderIds, 'customer'),
      // Each ordered product's main photo, beside the items rather than joined to
      // them, so the items keep the order they were written in.
      db
        .select({ productId: products.id, mainPhoto: sql<StoredPhoto | null>`${products.photos}->0` })
        .from(products)
        .where(
          inArray(
            products.id,
            db
              .select({ productId: orderItems.productId })
              .from(orderItems)
              .where(inArray(orderItems.orderId, orderIds)),
          ),
        ),
      listTaxLinesOfOrders(db, orderIds),
      findRefundsOfOrders(db, orderIds),
    ]);
  const customers = new Map(customerRows.map((row) => [row.id, row]));
  const mainPhotos = new Map<string, StoredPhoto>();
  for (const { productId, mainPhoto } of photoRows) if (mainPhoto) mainPhotos.set(productId, mainPhoto);
  const deliveryByOrder = new Map(deliveryRows.map((row) => [row.delivery.orderId, row]));
  return rows.map((order) => {
    const delivery = deliveryByOrder.get(order.id);
    return {
      order,
      items: itemRows.filter((item) => item.orderId === order.id),
      customer: customers.get(order.userId) ?? { id: order.userId, name: 'Unknown', email: '' },
      delivery: delivery?.delivery ?? null,
      courier: delivery?.courier ?? null,
      events: eventRows.filter((event) => event.orderId === order.id),
      customerNotes: noteRows.filter((note) => note.orderId === order.id),
      mainPhotos,
      taxLines: taxRows.filter((line) => line.orderId === order.id),
      refunds: refundRows.filter((refund) => refund.orderId === order.id),
    };
  });
}

export async function findOrderRow(db: DbOrTx, id: string): Promise<OrderRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/**
 * The orders a search box's text names: by its number as printed ("IK-1042", "#IK-1042", "1042")
 * or by the start of its id, as older screens printed it ("#D4DBEB17", "d4dbeb17-0"). Both are
 * served by an index (the number's unique index, the id's pattern index). Text that cannot
 * name an order matches none.
 */
export function orderSearchCondition(q: string): SQL {
  const { number, idPrefix } = orderSearch(q);
  const byNumber = number !== null ? eq(orders.number, number) : undefined;
  const byId = idPrefix !== null ? sql`${orders.id}::text like ${`${idPrefix}%`}` : undefined;
  return or(byNumber, byId) ?? sql`false`;
}

export async function listOrdersOfUser(db: DbOrTx, userId: string, query: OrderListQuery) {
  const conditions: SQL[] = [eq(orders.userId, userId)];
  if (query.status !== 'all') conditions.push(eq(orders.status, query.status));
  if (query.q) conditions.push(orderSearchCondition(query.q));
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/**
 * Claims a customer's idempotency key for a request: a new key, or one last used more
 * than `ttlHours` ago, becomes this request's (the row comes back); a key in use comes back
 * empty, once the request holding it has finished (a concurrent one waits on the key's row). The
 * sale statement gives the key its order, and refuses the sale if the key is not this request's.
 */
const CLAIM_KEY_STATEMENT = `
  insert into idempotency_keys (user_id, scope, key, request_hash)
  values ($1::uuid, $2::text, $3::text, $4::text)
  on conflict (user_id, scope, key) do update
    set request_hash = excluded.request_hash, order_id = null, response = null, created_at = now()
    where idempotency_keys.created_at <= now() - make_interval(hours => $5::int)
  returning id`;

export interface KeyClaim {
  userId: string;
  scope: string;
  key: string;
  requestHash: string;
  ttlHours: number;
}

export function claimKeyStatement(claim: KeyClaim): { sql: string; params: unknown[] } {
  return {
    sql: CLAIM_KEY_STATEMENT,
    params: [claim.userId, claim.scope, claim.key, claim.requestHash, claim.ttlHours],
  };
}

/** The claim in the caller's transaction: the key's row id, or null when it is not this request's. */
export async function claimIdempotencyKey(tx: DbOrTx, claim: KeyClaim): Promise<string | null> {
  const [row] = await executeNamed<{ id: string }>(tx, claimKeyStatement(claim));
  return row?.id ?? null;
}

/**
 * Locks the customer's row for the rest of the transaction, before any product's (see
 * `lockCustomerAndReadProducts`), for a sale sent in one write (`sendSale`).
 */
export function lockCustomerStatement(userId: string): { sql: string; params: unknown[] } {
  return { sql: 'select 1 from users where id = $1::uuid for no key update', params: [userId] };
}

/**
 * Locks a cart's product rows in id order (see `findSaleProducts`): a cart of several products,
 * sent in one write, takes its rows in the same order as every other cart and cancellation.
 */
export function lockProductsStatement(productIds: string[]): { sql: string; params: unknown[] } {
  return {
    sql: 'select 1 from products where id = any($1::uuid[]) order by id for no key update',
    params: [productIds],
  };
}

/** The key a customer used for a request within the last `ttlHours`, if any. */
export async function findIdempotencyKey(
  db: DbOrTx,
  where: { userId: string; scope: string; key: string; ttlHours: number },
) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, where.userId),
        eq(idempotencyKeys.scope, where.scope),
        eq(idempotencyKeys.key, where.key),
        sql`${idempotencyKeys.createdAt} > now() - make_interval(hours => ${where.ttlHours})`,
      ),
    );
  return row;
}

/** The delivery-person profile of a user, if any. */
export async function findDeliveryPersonIdOfUser(db: DbOrTx, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: deliveryPersons.id })
    .from(deliveryPersons)
    .where(eq(deliveryPersons.userId, userId));
  return row?.id;
}

/** The status of an order's delivery (null: no courier assigned yet). */
export async function findDeliveryStatus(db: DbOrTx, orderId: string): Promise<DeliveryStatus | null> {
  const [row] = await db
    .select({ status: deliveries.status })
    .from(deliveries)
    .where(eq(deliveries.orderId, orderId));
  return row?.status ?? null;
}

/** The orders with these ids (any that exist), for documents printed from a selection. */
export async function findOrderRows(db: DbOrTx, ids: string[]): Promise<OrderRow[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  return db.select().from(orders).where(inArray(orders.id, valid));
}

/**
 * Open orders (pending, processing, shipped) promised before `end`, the soonest first: what has
 * to go out by the end of a day, overdue ones included (packing slips, "Today's deliveries").
 * Orders from before promises were kept count from when they were placed. At most `limit`.
 */
export async function findOpenOrdersDueBefore(db: DbOrTx, end: string, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        inArray(orders.status, ['pending', 'processing', 'shipped']),
        sql`coalesce(${orders.estimatedAt}, ${orders.createdAt}) < ${end}::timestamptz`,
      ),
    )
    .orderBy(sql`coalesce(${orders.estimatedAt}, ${orders.createdAt})`, orders.id)
    .limit(limit);
}

/** What the customer's live order page reads (`live.ts`): statuses, the courier and their position. */
export interface LiveFacts {
  status: OrderRow['status'];
  deliveryStatus: DeliveryRow['status'] | null;
  pickedUpAt: Date | null;
  courierName: string | null;
  latitude: number | null;
  longitude: number | null;
  locationAt: Date | null;
}

export async function findLiveFacts(db: DbOrTx, orderId: string): Promise<LiveFacts | undefined> {
  const [row] = await db
    .select({
      status: orders.status,
      deliveryStatus: deliveries.status,
      pickedUpAt: deliveries.pickedUpAt,
      courierName: users.name,
      latitude: deliveryPersons.latitude,
      longitude: deliveryPersons.longitude,
      locationAt: deliveryPersons.locationUpdatedAt,
    })
    .from(orders)
    .leftJoin(deliveries, eq(deliveries.orderId, orders.id))
    .leftJoin(deliveryPersons, eq(deliveryPersons.id, deliveries.deliveryPersonId))
    .leftJoin(users, eq(users.id, deliveryPersons.userId))
    .where(eq(orders.id, orderId));
  return row;
}

import type { EarningStatus } from '@ikawa/contracts/enums';
import {
  and,
  asc,
  desc,
  eq,
  exists,
  gte,
  inArray,
  isNotNull,
  isNull,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deliveries, deliveryEarnings, deliveryPersons, orders, users } from '../../db/schema/index';
import type { DeliveryRow, OrderRow } from '../orders/repo';
import { isUuid } from '../../lib/ids';
import { rowsOf } from '../../db/rows';

export type DeliveryPersonRow = typeof deliveryPersons.$inferSelect;
export type EarningRow = typeof deliveryEarnings.$inferSelect;

/** A delivery person with the account it belongs to. */
export interface PersonWithUser {
  person: DeliveryPersonRow;
  user: { id: string; name: string; email: string; role: string; anonymisedAt: Date | null };
}

/** A history entry: the earning, its order's status and when this courier delivered it. */
export interface EarningEntryRow {
  id: string;
  deliveryPersonId: string;
  orderId: string;
  amountCents: number;
  status: EarningStatus;
  createdAt: Date;
  paidAt: Date | null;
  flagReason: string | null;
  orderStatus: OrderRow['status'];
  orderNumber: number;
  deliveredAt: Date | null;
}

export interface MoneyTotals {
  totalCents: number;
  pendingCents: number;
  paidCents: number;
}

/** A courier's money totals and how many history entries they sum. */
export interface EarningFigures extends MoneyTotals {
  entries: number;
}

/** Ids come from the path or the body: anything that is not a uuid matches nothing (404, not 500). */

/** Sums and counts come back as strings from node-postgres and numbers from PGlite. */
const num = (value: unknown) => Number(value ?? 0);

const personWithUserColumns = {
  person: deliveryPersons,
  user: {
    id: users.id,
    name: users.name,
    email: users.email,
    role: users.role,
    anonymisedAt: users.anonymisedAt,
  },
};

/**
 * Cash a courier collected at the door and has not handed over yet: only a cash order completed
 * (order and delivery delivered, the cash collected). A figure on any other row — a card order, a
 * delivery not completed, rows written before the life cycle kept them in step — is no cash in
 * the courier's hands, and the shop would ask them for money they never took.
 */
const unsettledCash = and(
  isNotNull(deliveries.cashCollectedCents),
  isNull(deliveries.cashSettledAt),
  eq(deliveries.status, 'delivered'),
  sql`exists (select 1 from orders o where o.id = ${deliveries.orderId} and o.payment_method = 'cash' and o.status = 'delivered')`,
);

/** Someone the shop can hand deliveries to: a current account whose role is delivery. */
const isActiveCourier = and(eq(users.role, 'delivery'), isNull(users.anonymisedAt));

export async function findPersonOfUser(db: DbOrTx, userId: string): Promise<PersonWithUser | undefined> {
  const [row] = await db
    .select(personWithUserColumns)
    .from(deliveryPersons)
    .innerJoin(users, eq(users.id, deliveryPersons.userId))
    .where(eq(deliveryPersons.userId, userId));
  return row;
}

/**
 * The profile row of a delivery user, created on first use: a user whose role an admin changed
 * to delivery has none yet. The unique index on user_id makes concurrent first calls safe.
 */
export async function ensurePersonOfUser(db: DbOrTx, userId: string): Promise<PersonWithUser | undefined> {
  const existing = await findPersonOfUser(db, userId);
  if (existing) return existing;
  await db.insert(deliveryPersons).values({ userId }).onConflictDoNothing();
  return findPersonOfUser(db, userId);
}

/** A user an admin made a courier gets a profile row (kept if they stop, for history). */
export async function addPersonOfUser(db: DbOrTx, userId: string, phone: string | null): Promise<void> {
  await db.insert(deliveryPersons).values({ userId, phone }).onConflictDoNothing();
}

/** A courier whose account is anonymised is no longer offered deliveries. */
export async function retirePersonOfUser(db: DbOrTx, userId: string): Promise<void> {
  await db.update(deliveryPersons).set({ isAvailable: false }).where(eq(deliveryPersons.userId, userId));
}

/** Every current delivery user gets a profile row, so the admin's list and suggestions see them. */
export async function ensurePersonsOfCouriers(db: DbOrTx): Promise<void> {
  const missing = await db
    .select({ userId: users.id })
    .from(users)
    .leftJoin(deliveryPersons, eq(deliveryPersons.userId, users.id))
    .where(and(isActiveCourier, isNull(deliveryPersons.id)));
  if (missing.length > 0) await db.insert(deliveryPersons).values(missing).onConflictDoNothing();
}

/** DESIGN: delivery-person ids — the person's `_id`, or its user's `_id`. */
export async function findPersonByIdOrUserId(db: DbOrTx, id: string): Promise<PersonWithUser | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select(personWithUserColumns)
    .from(deliveryPersons)
    .innerJoin(users, eq(users.id, deliveryPersons.userId))
    .where(or(eq(deliveryPersons.id, id), eq(deliveryPersons.userId, id)));
  if (row) return row;
  // A delivery user without a profile row yet, named by its user id.
  const [courier] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), isActiveCourier));
  return courier ? ensurePersonOfUser(db, courier.id) : undefined;
}

/**
 * The admin's list: current delivery users, plus former ones who are still owed money or still
 * hold cash (so they can be paid and settled), by name.
 */
export async function listPersons(db: DbOrTx): Promise<PersonWithUser[]> {
  const owed = exists(
    db
      .select({ one: sql`1` })
      .from(deliveryEarnings)
      .where(
        and(
          eq(deliveryEarnings.deliveryPersonId, deliveryPersons.id),
          eq(deliveryEarnings.status, 'pending'),
        ),
      ),
  );
  const holdsCash = exists(
    db
      .select({ one: sql`1` })
      .from(deliveries)
      .where(and(eq(deliveries.deliveryPersonId, deliveryPersons.id), unsettledCash)),
  );
  return db
    .select(personWithUserColumns)
    .from(deliveryPersons)
    .innerJoin(users, eq(users.id, deliveryPersons.userId))
    .where(or(isActiveCourier, owed, holdsCash))
    .orderBy(asc(users.name), asc(deliveryPersons.id));
}

/** Available current delivery users: the candidates for a suggestion. */
export async function listAvailablePersons(db: DbOrTx): Promise<PersonWithUser[]> {
  return db
    .select(personWithUserColumns)
    .from(deliveryPersons)
    .innerJoin(users, eq(users.id, deliveryPersons.userId))
    .where(and(isActiveCourier, eq(deliveryPersons.isAvailable, true)));
}

export async function updatePerson(
  db: DbOrTx,
  personId: string,
  patch: Partial<
    Pick<
      DeliveryPersonRow,
      'phone' | 'vehicle' | 'isAvailable' | 'latitude' | 'longitude' | 'locationUpdatedAt'
    >
  >,
): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await db.update(deliveryPersons).set(patch).where(eq(deliveryPersons.id, personId));
}

// ---- Courier orders -----------------------------------------------------------------------

/**
 * The orders a courier works on: not delivered yet (and not cancelled), plus those delivered,
 * cancelled or not delivered (missed) since `since`, newest assignment first.
 */
export async function listCourierOrderRows(db: DbOrTx, personId: string, since: Date): Promise<OrderRow[]> {
  const rows = await db
    .select({ order: orders })
    .from(deliveries)
    .innerJoin(orders, eq(orders.id, deliveries.orderId))
    .where(
      and(
        eq(deliveries.deliveryPersonId, personId),
        or(
          and(notInArray(deliveries.status, ['delivered', 'failed']), ne(orders.status, 'cancelled')),
          gte(deliveries.deliveredAt, since),
          // A delivery the courier could not make went back to the shop; it stays in sight a day.
          and(eq(deliveries.status, 'failed'), gte(orders.missedAt, since)),
          gte(orders.cancelledAt, since),
        ),
      ),
    )
    .orderBy(desc(deliveries.assignedAt), desc(deliveries.orderId));
  return rows.map((row) => row.order);
}

export async function findDeliveryOfOrder(db: DbOrTx, orderId: string): Promise<DeliveryRow | undefined> {
  if (!isUuid(orderId)) return undefined;
  const [row] = await db.select().from(deliveries).where(eq(deliveries.orderId, orderId));
  return row;
}

// ---- Money ----------------------------------------------------------------------------------

/**
 * Each courier's earnings summed by payment status, read from `delivery_earning_totals`, which
 * the earnings table's trigger keeps exact (migration 0009): a few rows, never the whole history.
 */
export async function earningTotals(db: DbOrTx, personIds: string[]): Promise<Map<string, EarningFigures>> {
  if (personIds.length === 0) return new Map();
  const rows = await rowsOf<{
    personId: string;
    total: unknown;
    pending: unknown;
    paid: unknown;
    entries: unknown;
  }>(
    db,
    sql`
    select delivery_person_id as "personId",
           coalesce(sum(amount_cents), 0) as total,
           coalesce(sum(amount_cents) filter (where status = 'pending'), 0) as pending,
           coalesce(sum(amount_cents) filter (where status = 'paid'), 0) as paid,
           coalesce(sum(entries), 0) as entries
    from delivery_earning_totals
    where delivery_person_id in (select unnest(${sql.param(personIds)}::uuid[]))
    group by delivery_person_id`,
  );
  return new Map(
    rows.map((row) => [
      row.personId,
      {
        totalCents: num(row.total),
        pendingCents: num(row.pending),
        paidCents: num(row.paid),
        entries: num(row.entries),
      },
    ]),
  );
}

export async function cashHeldCents(db: DbOrTx, personIds: string[]): Promise<Map<string, number>> {
  if (personIds.length === 0) return new Map();
  const rows = await db
    .select({
      personId: deliveries.deliveryPersonId,
      cents: sql`coalesce(sum(${deliveries.cashCollectedCents}), 0)`,
    })
    .from(deliveries)
    .where(and(inArray(deliveries.deliveryPersonId, personIds), unsettledCash))
    .groupBy(deliveries.deliveryPersonId);
  return new Map(rows.map((row) => [row.personId, num(row.cents)]));
}

/** Deliveries assigned or picked up, per courier; `exceptOrderId` leaves one order out. */
export async function openDeliveryCounts(
  db: DbOrTx,
  personIds: string[],
  exceptOrderId?: string,
): Promise<Map<string, number>> {
  if (personIds.length === 0) return new Map();
  const conditions: SQL[] = [
    inArray(deliveries.deliveryPersonId, personIds),
    inArray(deliveries.status, ['assigned', 'picked_up']),
  ];
  if (exceptOrderId) conditions.push(ne(deliveries.orderId, exceptOrderId));
  const rows = await db
    .select({ personId: deliveries.deliveryPersonId, count: sql`count(*)` })
    .from(deliveries)
    .where(and(...conditions))
    .groupBy(deliveries.deliveryPersonId);
  return new Map(rows.map((row) => [row.personId, num(row.count)]));
}

/** Marks every unsettled cash amount of a courier as handed over; each row is settled once. */
export async function settleCash(db: DbOrTx, personId: string, at: Date): Promise<number> {
  const rows = await db
    .update(deliveries)
    .set({ cashSettledAt: at })
    .where(and(eq(deliveries.deliveryPersonId, personId), unsettledCash))
    .returning({ cents: deliveries.cashCollectedCents });
  return rows.reduce((sum, row) => sum + (row.cents ?? 0), 0);
}

// ---- Earnings -------------------------------------------------------------------------------

const entryColumns = {
  id: deliveryEarnings.id,
  deliveryPersonId: deliveryEarnings.deliveryPersonId,
  orderId: deliveryEarnings.orderId,
  amountCents: deliveryEarnings.amountCents,
  status: deliveryEarnings.status,
  createdAt: deliveryEarnings.createdAt,
  paidAt: deliveryEarnings.paidAt,
  flagReason: deliveryEarnings.flagReason,
  orderStatus: orders.status,
  orderNumber: orders.number,
  deliveredAt: deliveries.deliveredAt,
};

function entries(db: DbOrTx) {
  return db
    .select(entryColumns)
    .from(deliveryEarnings)
    .innerJoin(orders, eq(orders.id, deliveryEarnings.orderId))
    .leftJoin(
      deliveries,
      and(
        eq(deliveries.orderId, deliveryEarnings.orderId),
        eq(deliveries.deliveryPersonId, deliveryEarnings.deliveryPersonId),
      ),
    );
}

const newestFirst = [desc(deliveryEarnings.createdAt), desc(deliveryEarnings.id)];

export async function listEarningEntries(
  db: DbOrTx,
  personId: string,
  query: { status: EarningStatus | 'all'; limit: number; offset: number },
): Promise<{ rows: EarningEntryRow[]; total: number }> {
  const conditions: SQL[] = [eq(deliveryEarnings.deliveryPersonId, personId)];
  if (query.status !== 'all') conditions.push(eq(deliveryEarnings.status, query.status));
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    entries(db)
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: sql`count(*)` })
      .from(deliveryEarnings)
      .where(where),
  ]);
  return { rows, total: num(count?.total) };
}

/**
 * The newest `limit` entries of each courier, in one query: a LIMIT per courier (LATERAL) on
 * the (courier, created_at desc, id desc) index, so the cost follows the page, not the history.
 */
export async function latestEntriesOfPersons(
  db: DbOrTx,
  personIds: string[],
  limit: number,
): Promise<EarningEntryRow[]> {
  if (personIds.length === 0) return [];
  const newest = sql`select newest.id
    from unnest(${sql.param(personIds)}::uuid[]) as courier(id)
    cross join lateral (
      select ${deliveryEarnings.id} as id from ${deliveryEarnings}
      where ${deliveryEarnings.deliveryPersonId} = courier.id
      order by ${deliveryEarnings.createdAt} desc, ${deliveryEarnings.id} desc
      limit ${limit}
    ) as newest`;
  return entries(db)
    .where(sql`${deliveryEarnings.id} in (${newest})`)
    .orderBy(...newestFirst);
}

export async function findEarningEntry(
  db: DbOrTx,
  personId: string,
  orderId: string,
): Promise<EarningEntryRow | undefined> {
  if (!isUuid(orderId)) return undefined;
  const [row] = await entries(db).where(
    and(eq(deliveryEarnings.deliveryPersonId, personId), eq(deliveryEarnings.orderId, orderId)),
  );
  return row;
}

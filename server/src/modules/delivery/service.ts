import {
  type AssignDeliveryCommand,
  type CourierOrder,
  type CourierSuggestion,
  DELIVERY_MESSAGES,
  type DeliveryHistoryQuery,
  type DeliveryPerson,
  type DeliveryProfile,
  ADMIN_HISTORY_PREVIEW,
  EARNINGS_HISTORY_LIMIT,
  type EarningEntry,
  type Earnings,
  type UpdateDeliveryProfileInput,
  type UpdateDeliveryStatusInput,
  type UpdateLocationInput,
} from '@ikawa/contracts/delivery';
import { fromCents, toCents } from '@ikawa/contracts/money';
import type { Order } from '@ikawa/contracts/orders';
import { and, eq, notInArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { deliveries, deliveryEarnings, orders } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { CurrentUser } from '../../plugins/auth';
import { toOrderDto } from '../orders/mapper';
import { findOrderRow, loadAggregates, type OrderRow } from '../orders/repo';
import {
  amountToCollectCents,
  toCourierOrderDto,
  toEarningEntryDto,
  toPersonDto,
  toProfileDto,
  toTotalsDto,
} from './mapper';
import {
  advanceDelivery,
  cashHeldCents,
  earningTotals,
  ensurePersonOfUser,
  ensurePersonsOfCouriers,
  findDeliveryOfOrder,
  findEarningEntry,
  findEarningOfOrder,
  findPersonByIdOrUserId,
  latestEntriesOfPersons,
  listAvailablePersons,
  listCourierOrderRows,
  listEarningEntries,
  listPersons,
  openDeliveryCounts,
  payEarning,
  type PersonWithUser,
  settleCash,
  updatePerson,
} from './repo';

/** Delivered orders stay on the courier's list this long (issue 8). */
const RECENT_MS = 24 * 3600 * 1000;

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance between two points (haversine), in kilometres. */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const openDeliveriesText = (count: number) =>
  count === 0 ? 'no open deliveries' : count === 1 ? '1 open delivery' : `${count} open deliveries`;

const notFound = (message: string) => new AppError('not_found', message);
const refuse = (message: string) => new AppError('business_rule', message);

export interface DeliveryServiceDeps {
  db: Db;
  /** The clock, replaceable in tests. */
  now?: () => Date;
}

export function createDeliveryService({ db, now = () => new Date() }: DeliveryServiceDeps) {
  // ---- shared ---------------------------------------------------------------------------

  /** The caller's delivery profile (created on first use for a user made courier by an admin). */
  async function me(user: CurrentUser): Promise<PersonWithUser> {
    const person = await ensurePersonOfUser(db, user.id);
    if (!person) throw notFound(DELIVERY_MESSAGES.personNotFound);
    return person;
  }

  async function profileOf(row: PersonWithUser): Promise<DeliveryProfile> {
    const [totals, cash] = await Promise.all([
      earningTotals(db, [row.person.id]),
      cashHeldCents(db, [row.person.id]),
    ]);
    return toProfileDto(row, totals.get(row.person.id), cash.get(row.person.id) ?? 0);
  }

  async function courierOrder(row: OrderRow): Promise<CourierOrder> {
    const [full] = await loadAggregates(db, [row]);
    if (!full) throw notFound(DELIVERY_MESSAGES.orderNotFound);
    return toCourierOrderDto(full);
  }

  /** A courier for the admin calls: person `_id` or user `_id` (DESIGN: delivery-person ids). */
  async function person(id: string): Promise<PersonWithUser> {
    const row = await findPersonByIdOrUserId(db, id);
    if (!row) throw notFound(DELIVERY_MESSAGES.personNotFound);
    return row;
  }

  /** The rules every assignment (and suggestion) checks on the order itself. */
  async function assignableOrder(orderId: string): Promise<OrderRow> {
    const order = await findOrderRow(db, orderId);
    if (!order) throw notFound(DELIVERY_MESSAGES.orderNotFound);
    if (order.fulfillmentMethod !== 'delivery') throw refuse(DELIVERY_MESSAGES.pickupNotAssignable);
    if (order.status === 'cancelled') throw refuse(DELIVERY_MESSAGES.cancelledNotAssignable);
    if (order.status === 'delivered') throw refuse(DELIVERY_MESSAGES.deliveredNotAssignable);
    return order;
  }

  // ---- courier --------------------------------------------------------------------------

  async function listCourierOrders(user: CurrentUser): Promise<CourierOrder[]> {
    const { person: mine } = await me(user);
    const rows = await listCourierOrderRows(db, mine.id, new Date(now().getTime() - RECENT_MS));
    return (await loadAggregates(db, rows)).map(toCourierOrderDto);
  }

  /**
   * SPEC §4: assigned → picked_up → delivered, by the courier it is assigned to. Each step is a
   * conditional update, so a repeated or concurrent request moves the order once.
   */
  async function updateStatus(
    user: CurrentUser,
    orderId: string,
    { status }: UpdateDeliveryStatusInput,
  ): Promise<CourierOrder> {
    const { person: mine } = await me(user);
    const delivery = await findDeliveryOfOrder(db, orderId);
    // Another courier's order, or none at all: the same 404 (DESIGN: only orders assigned to them).
    if (!delivery || delivery.deliveryPersonId !== mine.id) throw notFound(DELIVERY_MESSAGES.orderNotFound);

    const at = now();
    const moved = await db.transaction(async (tx) => {
      if (status === 'picked_up') {
        const row = await advanceDelivery(tx, {
          orderId,
          personId: mine.id,
          from: 'assigned',
          set: { status: 'picked_up', pickedUpAt: at },
        });
        if (!row) return false;
        // DESIGN: picked_up sets order shipped.
        await tx.update(orders).set({ status: 'shipped', updatedAt: at }).where(eq(orders.id, orderId));
        return true;
      }
      const row = await advanceDelivery(tx, {
        orderId,
        personId: mine.id,
        from: 'picked_up',
        set: { status: 'delivered', deliveredAt: at },
      });
      if (!row) return false;
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
      const cash = order ? amountToCollectCents(order) : 0;
      // DESIGN: delivered sets order delivered and, for cash, payment completed (paid at the door).
      await tx
        .update(orders)
        .set({
          status: 'delivered',
          updatedAt: at,
          ...(cash > 0 ? { paymentStatus: 'completed' as const } : {}),
        })
        .where(eq(orders.id, orderId));
      if (cash > 0) {
        await tx.update(deliveries).set({ cashCollectedCents: cash }).where(eq(deliveries.orderId, orderId));
      }
      return true;
    });

    const order = await findOrderRow(db, orderId);
    if (!order) throw notFound(DELIVERY_MESSAGES.orderNotFound);
    if (moved) return courierOrder(order);

    // Nothing moved: say why, from the state as it is now.
    const current = await findDeliveryOfOrder(db, orderId);
    if (!current || current.deliveryPersonId !== mine.id) throw notFound(DELIVERY_MESSAGES.orderNotFound);
    if (order.status === 'cancelled') throw refuse(DELIVERY_MESSAGES.orderCancelled);
    if (status === 'picked_up') {
      if (current.status === 'picked_up')
        throw new AppError('conflict', DELIVERY_MESSAGES.alreadyPickedUpByYou);
      throw refuse(DELIVERY_MESSAGES.cannotGoBack);
    }
    if (current.status === 'delivered') throw new AppError('conflict', DELIVERY_MESSAGES.alreadyDelivered);
    throw refuse(DELIVERY_MESSAGES.pickUpFirst);
  }

  async function earnings(user: CurrentUser): Promise<Earnings> {
    const { person: mine } = await me(user);
    const [totals, cash, latest] = await Promise.all([
      earningTotals(db, [mine.id]),
      cashHeldCents(db, [mine.id]),
      listEarningEntries(db, mine.id, { status: 'all', limit: EARNINGS_HISTORY_LIMIT, offset: 0 }),
    ]);
    return {
      ...toTotalsDto(totals.get(mine.id)),
      cashHeld: fromCents(cash.get(mine.id) ?? 0),
      history: latest.rows.map(toEarningEntryDto),
    };
  }

  /** DESIGN: delivery history grows without bound, so it is paginated with a total. */
  async function historyPage(personId: string, query: DeliveryHistoryQuery) {
    const { rows, total } = await listEarningEntries(db, personId, {
      status: query.status,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return {
      data: rows.map(toEarningEntryDto),
      total,
      page: query.page,
      pageSize: query.pageSize,
      totalPages: Math.ceil(total / query.pageSize),
    };
  }

  async function history(user: CurrentUser, query: DeliveryHistoryQuery) {
    const { person: mine } = await me(user);
    return historyPage(mine.id, query);
  }

  async function profile(user: CurrentUser): Promise<DeliveryProfile> {
    return profileOf(await me(user));
  }

  /** Updates the caller's profile, then answers it as it is now. */
  async function change(user: CurrentUser, patch: Parameters<typeof updatePerson>[2]) {
    const { person: mine } = await me(user);
    await updatePerson(db, mine.id, patch);
    return profile(user);
  }

  const updateProfile = (user: CurrentUser, input: UpdateDeliveryProfileInput) =>
    change(user, {
      // An empty string clears the field.
      ...(input.phone !== undefined ? { phone: input.phone || null } : {}),
      ...(input.vehicle !== undefined ? { vehicle: input.vehicle || null } : {}),
    });

  const setAvailability = (user: CurrentUser, isAvailable: boolean) => change(user, { isAvailable });

  const setLocation = (user: CurrentUser, { latitude, longitude }: UpdateLocationInput) =>
    change(user, { latitude, longitude, locationUpdatedAt: now() });

  // ---- admin ----------------------------------------------------------------------------

  async function listDeliveryPersons(): Promise<DeliveryPerson[]> {
    await ensurePersonsOfCouriers(db);
    const rows = await listPersons(db);
    const ids = rows.map((row) => row.person.id);
    const [totals, cash, open, latest] = await Promise.all([
      earningTotals(db, ids),
      cashHeldCents(db, ids),
      openDeliveryCounts(db, ids),
      latestEntriesOfPersons(db, ids, ADMIN_HISTORY_PREVIEW),
    ]);
    return rows.map((row) =>
      toPersonDto(
        row,
        {
          totals: totals.get(row.person.id),
          cashHeldCents: cash.get(row.person.id) ?? 0,
          openDeliveries: open.get(row.person.id) ?? 0,
        },
        latest.filter((entry) => entry.deliveryPersonId === row.person.id),
      ),
    );
  }

  /** One courier's whole history for the admin, a page at a time (SPEC §6: Mark as Paid on any). */
  async function personHistory(personId: string, query: DeliveryHistoryQuery) {
    const target = await person(personId);
    return historyPage(target.person.id, query);
  }

  /**
   * DESIGN: assignment sets delivery `assigned`, order `processing`, and a `pending` earning of
   * the fee — in one transaction. Before pickup the order may move to another courier, and the
   * pending earning moves with it; after pickup (or once paid out) it stays.
   */
  async function assign(orderId: string, input: AssignDeliveryCommand): Promise<Order> {
    const order = await assignableOrder(orderId);
    const target = await person(input.deliveryPersonId);
    if (target.user.role !== 'delivery' || target.user.anonymisedAt)
      throw notFound(DELIVERY_MESSAGES.personNotFound);
    const feeCents = toCents(input.deliveryFee);
    const at = now();

    await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(deliveries)
        .where(eq(deliveries.orderId, order.id))
        .for('update');
      if (current) {
        if (current.status === 'delivered') throw refuse(DELIVERY_MESSAGES.deliveredNotAssignable);
        if (current.status !== 'assigned') throw refuse(DELIVERY_MESSAGES.alreadyPickedUp);
        const earning = await findEarningOfOrder(tx, current.deliveryPersonId, order.id);
        if (earning?.status === 'paid') throw refuse(DELIVERY_MESSAGES.alreadyPaidNotReassignable);
        const sameCourier = current.deliveryPersonId === target.person.id;
        const [moved] = await tx
          .update(deliveries)
          .set({
            deliveryPersonId: target.person.id,
            courierFeeCents: feeCents,
            ...(sameCourier ? {} : { assignedAt: at }),
          })
          .where(and(eq(deliveries.orderId, order.id), eq(deliveries.status, 'assigned')))
          .returning();
        if (!moved) throw refuse(DELIVERY_MESSAGES.alreadyPickedUp);
        // The pending earning goes with the delivery (issue 8: re-assignment before pickup).
        await removePendingEarning(tx, current.deliveryPersonId, order.id);
      } else {
        const [created] = await tx
          .insert(deliveries)
          .values({
            orderId: order.id,
            deliveryPersonId: target.person.id,
            courierFeeCents: feeCents,
            assignedAt: at,
          })
          .onConflictDoNothing()
          .returning();
        if (!created) throw new AppError('conflict', DELIVERY_MESSAGES.assignRace);
      }
      // DESIGN: delivery earnings — an entry of the fee, pending, created on assignment.
      await tx
        .insert(deliveryEarnings)
        .values({
          deliveryPersonId: target.person.id,
          orderId: order.id,
          amountCents: feeCents,
          createdAt: at,
        })
        .onConflictDoNothing();
      // DESIGN: assignment sets order processing; a cancellation that slipped in undoes it all.
      const [updated] = await tx
        .update(orders)
        .set({ status: 'processing', updatedAt: at })
        .where(and(eq(orders.id, order.id), notInArray(orders.status, ['cancelled', 'delivered'])))
        .returning({ id: orders.id });
      if (!updated) throw refuse(DELIVERY_MESSAGES.cancelledNotAssignable);
    });

    const row = await findOrderRow(db, order.id);
    const [full] = row ? await loadAggregates(db, [row]) : [];
    if (!full) throw notFound(DELIVERY_MESSAGES.orderNotFound);
    return toOrderDto(full);
  }

  async function removePendingEarning(tx: DbOrTx, personId: string, orderId: string) {
    await tx
      .delete(deliveryEarnings)
      .where(
        and(
          eq(deliveryEarnings.deliveryPersonId, personId),
          eq(deliveryEarnings.orderId, orderId),
          eq(deliveryEarnings.status, 'pending'),
        ),
      );
  }

  /**
   * Suggests a courier: available, fewest open deliveries, then nearest to the delivery address
   * (when the address and the courier's last location are known), then by name.
   */
  async function suggest(orderId: string): Promise<CourierSuggestion | null> {
    const order = await assignableOrder(orderId);
    await ensurePersonsOfCouriers(db);
    const candidates = await listAvailablePersons(db);
    if (candidates.length === 0) return null;
    const open = await openDeliveryCounts(
      db,
      candidates.map((c) => c.person.id),
      order.id,
    );
    const destination =
      order.shipLatitude !== null && order.shipLongitude !== null
        ? { latitude: order.shipLatitude, longitude: order.shipLongitude }
        : null;
    const ranked = candidates
      .map((candidate) => {
        const { latitude, longitude } = candidate.person;
        const distance =
          destination && latitude !== null && longitude !== null
            ? distanceKm(destination, { latitude, longitude })
            : null;
        return { candidate, open: open.get(candidate.person.id) ?? 0, distance };
      })
      .sort(
        (a, b) =>
          a.open - b.open ||
          (a.distance ?? Number.POSITIVE_INFINITY) - (b.distance ?? Number.POSITIVE_INFINITY) ||
          a.candidate.user.name.localeCompare(b.candidate.user.name) ||
          a.candidate.person.id.localeCompare(b.candidate.person.id),
      );
    const best = ranked[0];
    if (!best) return null;
    const where = best.distance !== null ? `, ${best.distance.toFixed(1)} km from the delivery address` : '';
    return {
      deliveryPersonId: best.candidate.person.id,
      name: best.candidate.user.name,
      reason: `Available with ${openDeliveriesText(best.open)}${where}.`,
    };
  }

  /** DESIGN: Mark as Paid sets `paid` and `paidAt` once, never twice. */
  async function pay(personId: string, orderId: string): Promise<EarningEntry> {
    const target = await person(personId);
    const paid = await payEarning(db, target.person.id, orderId, now());
    const entry = await findEarningEntry(db, target.person.id, orderId);
    if (!entry) throw notFound(DELIVERY_MESSAGES.earningNotFound);
    if (!paid) throw new AppError('conflict', DELIVERY_MESSAGES.alreadyPaid);
    return toEarningEntryDto(entry);
  }

  /** Settles all the cash a courier holds; each amount is settled once, so a repeat settles 0. */
  async function cashReceived(personId: string): Promise<{ settled: number }> {
    const target = await person(personId);
    return { settled: fromCents(await settleCash(db, target.person.id, now())) };
  }

  return {
    listCourierOrders,
    updateStatus,
    earnings,
    history,
    profile,
    updateProfile,
    setAvailability,
    setLocation,
    listDeliveryPersons,
    personHistory,
    assign,
    suggest,
    pay,
    cashReceived,
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;

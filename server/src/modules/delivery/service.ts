import {
  type AssignDeliveryCommand,
  type CourierOrder,
  type CourierSuggestion,
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
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ERRORS } from '../../lib/error-messages';
import type { Text } from '../../lib/i18n';
import type { CurrentUser } from '../auth/session';
import { findMove, type Lifecycle, refusal, stateOf } from '../orders/lifecycle';
import { toOrderDto } from '../orders/mapper';
import { findOrderRow, loadAggregates, type OrderRow } from '../orders/repo';
import { toCourierOrderDto, toEarningEntryDto, toPersonDto, toProfileDto, toTotalsDto } from './mapper';
import {
  cashHeldCents,
  earningTotals,
  ensurePersonOfUser,
  ensurePersonsOfCouriers,
  findDeliveryOfOrder,
  findEarningEntry,
  findPersonByIdOrUserId,
  latestEntriesOfPersons,
  listAvailablePersons,
  listCourierOrderRows,
  listEarningEntries,
  listPersons,
  openDeliveryCounts,
  type PersonWithUser,
  settleCash,
  updatePerson,
} from './repo';

/** Delivered orders stay on the courier's list this long. */
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

const notFound = (message: Text) => new AppError('not_found', message);

export interface DeliveryServiceDeps {
  db: Db;
  /** Every move of an order (assignment, the courier's steps, payouts) goes through the life cycle. */
  lifecycle: Lifecycle;
}

export function createDeliveryService({ db, lifecycle }: DeliveryServiceDeps) {
  const now = lifecycle.now;
  // ---- shared ---------------------------------------------------------------------------

  /** The caller's delivery profile (created on first use for a user made courier by an admin). */
  async function me(user: CurrentUser): Promise<PersonWithUser> {
    const person = await ensurePersonOfUser(db, user.id);
    if (!person) throw notFound(ERRORS.delivery.personNotFound);
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
    if (!full) throw notFound(ERRORS.delivery.orderNotFound);
    return toCourierOrderDto(full);
  }

  /** A courier for the admin calls: person `_id` or user `_id` (DESIGN: delivery-person ids). */
  async function person(id: string): Promise<PersonWithUser> {
    const row = await findPersonByIdOrUserId(db, id);
    if (!row) throw notFound(ERRORS.delivery.personNotFound);
    return row;
  }

  /** The rules every assignment (and suggestion) checks on the order itself. */
  async function assignableOrder(orderId: string): Promise<OrderRow> {
    const order = await findOrderRow(db, orderId);
    if (!order) throw notFound(ERRORS.delivery.orderNotFound);
    const state = stateOf(order, (await findDeliveryOfOrder(db, orderId)) ?? null);
    if (!findMove(state, 'assign', 'admin')) throw refusal(state, 'assign', 'admin');
    return order;
  }

  // ---- courier --------------------------------------------------------------------------

  async function listCourierOrders(user: CurrentUser): Promise<CourierOrder[]> {
    const { person: mine } = await me(user);
    const rows = await listCourierOrderRows(db, mine.id, new Date(now().getTime() - RECENT_MS));
    return (await loadAggregates(db, rows)).map(toCourierOrderDto);
  }

  /**
   * SPEC §4: assigned → picked_up → delivered, by the courier it is assigned to. The life cycle
   * refuses a step the order has moved past (the shop marked it shipped, delivered or cancelled).
   */
  async function updateStatus(
    user: CurrentUser,
    orderId: string,
    { status }: UpdateDeliveryStatusInput,
  ): Promise<CourierOrder> {
    const { person: mine } = await me(user);
    const { order } = await lifecycle.move({
      orderId,
      actor: { role: 'delivery', userId: user.id },
      move: status === 'picked_up' ? 'pick_up' : 'deliver',
      courier: { personId: mine.id, name: user.name },
    });
    return courierOrder(order);
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
   * the fee — one move of the life cycle. Before pick-up the order may move to another courier,
   * and the pending earning moves with it.
   */
  async function assign(orderId: string, input: AssignDeliveryCommand, admin: CurrentUser): Promise<Order> {
    const order = await assignableOrder(orderId);
    const target = await person(input.deliveryPersonId);
    if (target.user.role !== 'delivery' || target.user.anonymisedAt)
      throw notFound(ERRORS.delivery.personNotFound);
    await lifecycle.move({
      orderId: order.id,
      actor: { role: 'admin', userId: admin.id },
      move: 'assign',
      courier: { personId: target.person.id, name: target.user.name },
      feeCents: toCents(input.deliveryFee),
    });
    const row = await findOrderRow(db, order.id);
    const [full] = row ? await loadAggregates(db, [row]) : [];
    if (!full) throw notFound(ERRORS.delivery.orderNotFound);
    return toOrderDto(full);
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

  /**
   * DESIGN: Mark as Paid sets `paid` and `paidAt` once, never twice, and only once the order is
   * delivered (the life cycle refuses it before, with a sentence saying why).
   */
  async function pay(personId: string, orderId: string, admin: CurrentUser): Promise<EarningEntry> {
    const target = await person(personId);
    await lifecycle.payEarning({
      personId: target.person.id,
      orderId,
      actor: { role: 'admin', userId: admin.id },
    });
    const entry = await findEarningEntry(db, target.person.id, orderId);
    if (!entry) throw notFound(ERRORS.delivery.earningNotFound);
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

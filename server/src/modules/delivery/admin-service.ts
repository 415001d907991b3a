import {
  type AssignDeliveryCommand,
  type CourierSuggestion,
  type DeliveryHistoryQuery,
  type DeliveryPerson,
  ADMIN_HISTORY_PREVIEW,
  type EarningEntry,
} from '@ikawa/contracts/delivery';
import { fromCents, toCents } from '@ikawa/contracts/money';
import type { Order } from '@ikawa/contracts/orders';
import { ERRORS } from '../../lib/error-messages';
import type { CurrentUser } from '../auth/session';
import { findMove, refusal, stateOf } from '../orders/lifecycle';
import { toOrderDto } from '../orders/mapper';
import { findOrderRow, loadAggregates, type OrderRow } from '../orders/repo';
import { toEarningEntryDto, toPersonDto } from './mapper';
import {
  cashHeldCents,
  earningTotals,
  ensurePersonsOfCouriers,
  findDeliveryOfOrder,
  findEarningEntry,
  findPersonByIdOrUserId,
  latestEntriesOfPersons,
  listAvailablePersons,
  listPersons,
  openDeliveryCounts,
  type PersonWithUser,
  settleCash,
} from './repo';

import { type DeliveryServiceDeps, historyPage, notFound } from './shared';

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

/** The admin's half (SPEC §6): couriers, assignment, suggestions, payouts and cash settlement. */
export function createDeliveryAdminService({ db, lifecycle }: DeliveryServiceDeps) {
  const now = lifecycle.now;

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
    return historyPage(db, target.person.id, query);
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
    listDeliveryPersons,
    personHistory,
    assign,
    suggest,
    pay,
    cashReceived,
  };
}

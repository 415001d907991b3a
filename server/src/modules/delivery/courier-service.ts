import {
  type CourierOrder,
  type DeliveryHistoryQuery,
  type DeliveryProfile,
  EARNINGS_HISTORY_LIMIT,
  type Earnings,
  type UpdateDeliveryProfileInput,
  type UpdateDeliveryStatusInput,
  type UpdateLocationInput,
} from '@ikawa/contracts/delivery';
import { fromCents } from '@ikawa/contracts/money';
import { PIN_EXCEPTION_MESSAGE_DESCRIPTORS } from '@ikawa/contracts/pin-exceptions';
import { MISSED_DELIVERY_MESSAGE_DESCRIPTORS } from '@ikawa/contracts/missed-delivery';
import { isUuid } from '../../lib/ids';
import { findCourierPhoto } from './photos-repo';
import { AppError } from '../../lib/app-error';
import { ERRORS } from '../../lib/error-messages';
import type { CurrentUser } from '../auth/session';
import { loadAggregates, type OrderRow } from '../orders/repo';
import { handOverTax } from '../orders/handover-tax';
import type { MoveName, MoveRequest } from '../orders/lifecycle';
import {
  checkMadeAt,
  courierMoveKey,
  keyedMove,
  reassigned,
  rememberRefusal,
  wasAssignedTo,
} from './courier-moves';
import { toCourierOrderDto, toEarningEntryDto, toProfileDto, toTotalsDto } from './mapper';
import {
  cashHeldCents,
  earningTotals,
  ensurePersonOfUser,
  listCourierOrderRows,
  listEarningEntries,
  type PersonWithUser,
  updatePerson,
} from './repo';

import { type DeliveryServiceDeps, historyPage, notFound } from './shared';

/** How the phone sent a move: its key, its time, and the body as sent (for the key's check). */
export interface CourierMoveSent {
  idempotencyKey?: string | undefined;
  madeAt?: string | undefined;
  body?: unknown;
}

/** Delivered orders stay on the courier's list this long. */
const RECENT_MS = 24 * 3600 * 1000;

/** The courier's statuses as the life cycle's moves. */
const COURIER_MOVES: Record<UpdateDeliveryStatusInput['status'], MoveName> = {
  picked_up: 'pick_up',
  delivered: 'deliver',
  failed: 'fail_delivery',
};

/** The delivery area's half (SPEC §6): what a courier reads and changes of their own work. */
export function createCourierService({ db, lifecycle }: DeliveryServiceDeps) {
  const now = lifecycle.now;

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

  /**
   * The courier's view of orders: a cash order not paid yet shows what its invoice will say if it
   * is handed over now (today's sales tax; `handOverTax`), which is the cash to collect.
   */
  async function courierOrders(rows: OrderRow[]): Promise<CourierOrder[]> {
    const at = now();
    return Promise.all(
      (await loadAggregates(db, rows)).map(async (full) => {
        const rerated = await handOverTax(db, full.order, full.items, full.taxLines, at);
        return toCourierOrderDto(full, rerated?.totalCents ?? null);
      }),
    );
  }

  async function courierOrder(row: OrderRow): Promise<CourierOrder> {
    const [full] = await courierOrders([row]);
    if (!full) throw notFound(ERRORS.delivery.orderNotFound);
    return full;
  }

  async function listCourierOrders(user: CurrentUser): Promise<CourierOrder[]> {
    const { person: mine } = await me(user);
    return courierOrders(await listCourierOrderRows(db, mine.id, new Date(now().getTime() - RECENT_MS)));
  }

  /**
   * SPEC §4: assigned → picked_up → delivered, by the courier it is assigned to. The life cycle
   * refuses a step the order has moved past (the shop marked it shipped, delivered or cancelled).
   */
  async function updateStatus(
    user: CurrentUser,
    orderId: string,
    { status, pin, pinException, reason, note, photoId }: UpdateDeliveryStatusInput,
    sent: CourierMoveSent = {},
  ): Promise<CourierOrder & { replayed?: true }> {
    const { person: mine } = await me(user);
    const exception = status === 'delivered' ? pinException : undefined;
    // The photo must be one this courier took of this order (photos-routes.ts), before the move.
    if (
      exception &&
      isUuid(orderId) &&
      !(await findCourierPhoto(db, { photoId: exception.photoId, orderId, personId: mine.id }))
    )
      throw new AppError('business_rule', PIN_EXCEPTION_MESSAGE_DESCRIPTORS.photoNotFound, {
        code: 'pin_exception_photo',
      });
    // A missed delivery's photo, likewise: one this courier took of this order.
    const doorPhoto = status === 'failed' ? photoId : undefined;
    if (
      doorPhoto &&
      isUuid(orderId) &&
      !(await findCourierPhoto(db, { photoId: doorPhoto, orderId, personId: mine.id }))
    )
      throw new AppError('business_rule', MISSED_DELIVERY_MESSAGE_DESCRIPTORS.photoNotFound, {
        code: 'delivery_photo_unknown',
      });
    return sendMove(user, mine.id, orderId, sent, {
      orderId,
      actor: { role: 'delivery', userId: user.id },
      move: COURIER_MOVES[status],
      courier: { personId: mine.id, name: user.name },
      ...(pin === undefined ? {} : { pin }),
      ...(status === 'failed' && reason
        ? { failure: { reason, ...(note ? { note } : {}), ...(doorPhoto ? { photoId: doorPhoto } : {}) } }
        : {}),
      ...(exception === undefined ? {} : { pinException: exception }),
    });
  }

  /**
   * Applies a courier's move as the phone sent it (decision 020): its phone time checked and kept
   * in the event, once per `Idempotency-Key`, and a move on an order given to another courier
   * meanwhile refused in words the courier understands.
   */
  async function sendMove(
    user: CurrentUser,
    personId: string,
    orderId: string,
    sent: CourierMoveSent,
    request: MoveRequest,
  ): Promise<CourierOrder & { replayed?: true }> {
    const madeAt = checkMadeAt(sent.madeAt, now());
    const ask = madeAt ? { ...request, eventData: { madeAt: madeAt.toISOString() } } : request;
    const key = sent.idempotencyKey ? courierMoveKey(user.id, sent.idempotencyKey, orderId, sent.body) : null;
    const within = key ? keyedMove(key) : undefined;
    try {
      const { order } = await lifecycle.move(ask, within);
      const answer = await courierOrder(order);
      return within?.replayed ? { ...answer, replayed: true } : answer;
    } catch (error) {
      let refusal = error;
      if (
        error instanceof AppError &&
        error.kind === 'not_found' &&
        (await wasAssignedTo(db, orderId, personId))
      )
        refusal = reassigned();
      // A replayed refusal is already remembered; a new one is, for the next retry of the move.
      if (key && refusal instanceof AppError && !within?.replayed && refusal.statusCode < 500)
        await rememberRefusal(db, key, refusal);
      throw refusal;
    }
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

  async function history(user: CurrentUser, query: DeliveryHistoryQuery) {
    const { person: mine } = await me(user);
    return historyPage(db, mine.id, query);
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

  return {
    listCourierOrders,
    updateStatus,
    earnings,
    history,
    profile,
    updateProfile,
    setAvailability,
    setLocation,
  };
}

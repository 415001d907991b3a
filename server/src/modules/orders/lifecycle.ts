import type {
  DeliveryStatus,
  FulfillmentMethod,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
} from '@ikawa/contracts/enums';
import type { ErrorCode } from '@ikawa/contracts/error-codes';
import { LIFECYCLE_MESSAGES, type OrderActorRole } from '@ikawa/contracts/orders';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { deliveries, deliveryEarnings, orders, payments } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { ERRORS } from '../../lib/error-messages';
import type { Text } from '../../lib/i18n';
import { isUuid } from '../../lib/ids';
import type { PaymentProvider } from '../payments/provider';
import { type Actor, appendEvents, type NewOrderEvent, PROVIDER } from './events-repo';
import { releaseRedemption } from '../discounts/repo';
import { type DeliveryRow, findOrderItems, type OrderRow, returnStock } from './repo';
import { takeDocumentNumber } from '../tax/repo';

/**
 * The order life cycle (decision 008): the one home of the rules that move an order's status, its
 * payment status and its delivery status *together*, and the one function that applies a move.
 * Every writer goes through here: the customer's cancel, the admin's status list and cancel,
 * assignment, the courier's picked up and delivered, the shop's jobs, the payout of an earning.
 *
 *   pending ──assign──▶ processing ──picked up──▶ shipped ──delivered──▶ delivered
 *      │  ▲ (the shop, while no courier is assigned)  │                     (final)
 *      └──┴──────────────▶ cancelled (final) ◀────────┘
 */

/** An order as the life cycle sees it: the three statuses and what they depend on. */
export interface LifecycleState {
  status: OrderStatus;
  fulfillment: FulfillmentMethod;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  /** The courier's delivery status; null while no courier is assigned. */
  delivery: DeliveryStatus | null;
}

export type MoveName =
  | 'assign'
  | 'pick_up'
  | 'deliver'
  | 'set_pending'
  | 'set_processing'
  | 'set_shipped'
  | 'set_delivered'
  | 'cancel';

interface MoveRule {
  move: MoveName;
  /** Who may make it. */
  by: readonly OrderActorRole[];
  /** The states it starts from: each listed part of the state must be one of these. */
  from: {
    status: readonly OrderStatus[];
    fulfillment?: readonly FulfillmentMethod[];
    delivery?: readonly (DeliveryStatus | null)[];
    paymentMethod?: readonly PaymentMethod[];
    paymentStatus?: readonly PaymentStatus[];
  };
  /** Where it leads; the delivery status moves with the order when a courier is assigned. */
  to: { status: OrderStatus; delivery?: DeliveryStatus };
}

const OPEN: readonly OrderStatus[] = ['pending', 'processing', 'shipped'];

/**
 * Every allowed move, as data. Anything not listed here is refused with a 409 sentence.
 * - A delivered order never moves again, nor does a cancelled one (no rule starts there).
 * - The courier's steps follow the delivery: assigned → picked_up → delivered (SPEC §4).
 * - The shop may set SPEC's five statuses directly where that is coherent with the delivery: it
 *   may move past the courier (which the courier then cannot undo), never back behind them.
 */
export const ORDER_MOVES: readonly MoveRule[] = [
  // DESIGN: assignment sets delivery `assigned` and order `processing`; before pick-up the order
  // may be moved to another courier.
  {
    move: 'assign',
    by: ['admin'],
    from: { status: ['pending', 'processing'], fulfillment: ['delivery'], delivery: [null, 'assigned'] },
    to: { status: 'processing', delivery: 'assigned' },
  },
  // DESIGN: picked_up sets order shipped; delivered sets order delivered (and a cash order paid).
  {
    move: 'pick_up',
    by: ['delivery'],
    from: { status: ['processing'], delivery: ['assigned'] },
    to: { status: 'shipped', delivery: 'picked_up' },
  },
  {
    move: 'deliver',
    by: ['delivery'],
    from: { status: ['shipped'], delivery: ['picked_up'] },
    to: { status: 'delivered', delivery: 'delivered' },
  },
  // The shop's own steps while no courier is involved.
  {
    move: 'set_pending',
    by: ['admin'],
    from: { status: ['processing', 'shipped'], delivery: [null] },
    to: { status: 'pending' },
  },
  {
    move: 'set_processing',
    by: ['admin'],
    from: { status: ['pending', 'shipped'], delivery: [null] },
    to: { status: 'processing' },
  },
  {
    move: 'set_shipped',
    by: ['admin'],
    from: { status: ['pending', 'processing'], fulfillment: ['delivery'], delivery: [null] },
    to: { status: 'shipped' },
  },
  {
    move: 'set_delivered',
    by: ['admin'],
    from: { status: OPEN, delivery: [null] },
    to: { status: 'delivered' },
  },
  // The shop moving past the courier: the delivery status follows.
  {
    move: 'set_shipped',
    by: ['admin'],
    from: { status: ['processing'], delivery: ['assigned'] },
    to: { status: 'shipped', delivery: 'picked_up' },
  },
  {
    move: 'set_delivered',
    by: ['admin'],
    from: { status: ['processing', 'shipped'], delivery: ['assigned', 'picked_up'] },
    to: { status: 'delivered', delivery: 'delivered' },
  },
  // Cancel: the customer while the shop has not started; the shop until it is delivered; the
  // shop's job for cash orders left unconfirmed (after `cashOrderExpiryHours`).
  { move: 'cancel', by: ['customer'], from: { status: ['pending'] }, to: { status: 'cancelled' } },
  { move: 'cancel', by: ['admin'], from: { status: OPEN }, to: { status: 'cancelled' } },
  {
    move: 'cancel',
    by: ['system'],
    from: { status: ['pending'], paymentMethod: ['cash'], paymentStatus: ['pending'] },
    to: { status: 'cancelled' },
  },
];

/** The admin's status list: which move sets which status. */
export const STATUS_MOVES: Record<OrderStatus, MoveName> = {
  pending: 'set_pending',
  processing: 'set_processing',
  shipped: 'set_shipped',
  delivered: 'set_delivered',
  cancelled: 'cancel',
};

const includes = <T>(list: readonly T[] | undefined, value: T) => !list || list.includes(value);

/** The rule that allows this move from this state for this role, if any. */
export function findMove(state: LifecycleState, move: MoveName, role: OrderActorRole): MoveRule | undefined {
  return ORDER_MOVES.find(
    (rule) =>
      rule.move === move &&
      rule.by.includes(role) &&
      rule.from.status.includes(state.status) &&
      includes(rule.from.fulfillment, state.fulfillment) &&
      includes(rule.from.delivery, state.delivery) &&
      includes(rule.from.paymentMethod, state.paymentMethod) &&
      includes(rule.from.paymentStatus, state.paymentStatus),
  );
}

/** The statuses the shop may set next (the admin's list offers these beside the current one). */
export function nextStatuses(state: LifecycleState): OrderStatus[] {
  return (Object.keys(STATUS_MOVES) as OrderStatus[]).filter(
    (status) => status !== state.status && findMove(state, STATUS_MOVES[status], 'admin'),
  );
}

export const canAssign = (state: LifecycleState) => Boolean(findMove(state, 'assign', 'admin'));
export const canCustomerCancel = (state: LifecycleState) => Boolean(findMove(state, 'cancel', 'customer'));

/**
 * What a courier collects at the door: the total of a cash order not paid yet (DESIGN: cash is
 * paid on delivery), else nothing.
 */
export function amountToCollectCents(
  order: Pick<OrderRow, 'paymentMethod' | 'paymentStatus' | 'totalCents'>,
) {
  const unpaid = order.paymentStatus === 'pending' || order.paymentStatus === 'failed';
  return order.paymentMethod === 'cash' && unpaid ? order.totalCents : 0;
}

/** An earning becomes payable when its order is delivered (DESIGN: delivery earnings). */
export function earningPayable(order: Pick<OrderRow, 'status'>): boolean {
  return order.status === 'delivered';
}

const refused = (message: Text, code: ErrorCode = 'move_not_allowed', values?: Record<string, unknown>) =>
  new AppError('conflict', message, { code, values });

/** Why a move is refused, in the words of whoever tried it. */
export function refusal(state: LifecycleState, move: MoveName, role: OrderActorRole): AppError {
  const courier = role === 'delivery';
  if (state.status === 'cancelled') {
    if (courier) return refused(ERRORS.delivery.orderCancelled, 'order_locked');
    if (move === 'assign') return refused(ERRORS.delivery.cancelledNotAssignable, 'order_locked');
    return refused(ERRORS.lifecycle.cancelled, 'order_locked');
  }
  if (state.status === 'delivered') {
    if (courier && move === 'deliver') return refused(ERRORS.delivery.alreadyDelivered, 'order_locked');
    if (courier) return refused(ERRORS.delivery.cannotGoBack, 'order_locked');
    if (move === 'assign') return refused(ERRORS.delivery.deliveredNotAssignable, 'order_locked');
    return refused(ERRORS.lifecycle.delivered, 'order_locked');
  }
  switch (move) {
    case 'pick_up':
      return refused(
        state.delivery === 'picked_up' ? ERRORS.delivery.alreadyPickedUpByYou : ERRORS.delivery.cannotGoBack,
      );
    case 'deliver':
      return refused(ERRORS.delivery.pickUpFirst);
    case 'assign':
      if (state.fulfillment === 'pickup') return refused(ERRORS.delivery.pickupNotAssignable);
      return refused(
        state.delivery === 'picked_up'
          ? ERRORS.delivery.alreadyPickedUp
          : ERRORS.lifecycle.shippedNotAssignable,
      );
    case 'cancel':
      return refused(ERRORS.order.cancelOnlyPending);
    case 'set_shipped':
      if (state.fulfillment === 'pickup') return refused(ERRORS.lifecycle.pickupNotShipped);
      break;
    case 'set_pending':
      if (state.delivery === 'assigned') return refused(ERRORS.lifecycle.courierAssignedNoPending);
      break;
    default:
      break;
  }
  if (state.delivery === 'picked_up') return refused(ERRORS.lifecycle.pickedUpNoGoingBack);
  const target = move.startsWith('set_') ? (move.slice(4) as OrderStatus) : null;
  return target
    ? refused(ERRORS.lifecycle.cannotGoFromTo, undefined, { from: state.status, to: target })
    : refused(ERRORS.lifecycle.cannotChangeWhile, undefined, { status: state.status });
}

export const stateOf = (order: OrderRow, delivery: Pick<DeliveryRow, 'status'> | null): LifecycleState => ({
  status: order.status,
  fulfillment: order.fulfillmentMethod,
  paymentMethod: order.paymentMethod,
  paymentStatus: order.paymentStatus,
  delivery: delivery?.status ?? null,
});

export interface MoveRequest {
  orderId: string;
  actor: Actor;
  move: MoveName;
  /** Courier moves: the courier making them (the order must be theirs). Assign: the new courier. */
  courier?: { personId: string; name: string };
  /** Assign: the courier's fee for this delivery. */
  feeCents?: number;
  reason?: string;
  /** Cancel by the shop's expiry job: the hours an unconfirmed cash order is kept (its timeline says it). */
  expiredAfterHours?: number;
}

export interface MoveResult {
  order: OrderRow;
  /** False when the order already was where the move leads (setting the current status). */
  changed: boolean;
  /** A card payment to give back now, outside the transaction (then `settleRefund`). */
  refundIntentId: string | null;
}

const notFound = (message: Text = ERRORS.order.notFound) => new AppError('not_found', message);

/**
 * Applies one move inside the caller's transaction: locks the order row, checks the move against
 * `ORDER_MOVES`, changes order, delivery, earnings, stock and payment together, and appends what
 * happened to the order event log. Refuses anything else with a 409 sentence, changing nothing.
 */
export async function applyMove(tx: DbOrTx, request: MoveRequest, at: Date): Promise<MoveResult> {
  const { orderId, actor, move } = request;
  if (!isUuid(orderId)) throw notFound(courierMove(move) ? ERRORS.delivery.orderNotFound : undefined);
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  // Another customer's order, or none: the same 404 (DESIGN: only their own orders).
  if (!order || (actor.role === 'customer' && order.userId !== actor.userId)) {
    throw notFound(courierMove(move) ? ERRORS.delivery.orderNotFound : undefined);
  }
  const [delivery] = await tx.select().from(deliveries).where(eq(deliveries.orderId, orderId)).for('update');
  if (courierMove(move) && delivery?.deliveryPersonId !== request.courier?.personId) {
    throw notFound(ERRORS.delivery.orderNotFound);
  }

  const state = stateOf(order, delivery ?? null);
  const target = ORDER_MOVES.find((rule) => rule.move === move)?.to.status;
  // The admin setting the status an order already has changes nothing (an idempotent PUT).
  const statusMove = move.startsWith('set_') || move === 'cancel';
  if (statusMove && actor.role === 'admin' && target === state.status) {
    return { order, changed: false, refundIntentId: null };
  }
  const rule = findMove(state, move, actor.role);
  if (!rule) throw refusal(state, move, actor.role);

  const events: NewOrderEvent[] = [];
  const event = (type: NewOrderEvent['type'], extra: Partial<NewOrderEvent> = {}) =>
    events.push({ orderId, type, actor, at, ...extra });
  const courierData = (personId: string, name: string) => ({ deliveryPersonId: personId, courierName: name });

  // The payment moves with the order: a cash order handed over has been paid.
  const cashPaid = rule.to.status === 'delivered' ? amountToCollectCents(order) : 0;
  // A cancelled order's stock comes back before the order row changes: placing an order locks
  // the product rows, then (its lines' trigger) the day's sales rows, and cancelling must take
  // them in the same order, or the two deadlock under load (the order row update moves the sales).
  // Decision 013: its discount code's use is given back at the same point, after the products and
  // before the sales rows, the order a placement takes them in (products, code, then lines).
  // Each unit back is a movement of the stock history, by whoever cancels.
  if (move === 'cancel') {
    await returnStock(tx, await findOrderItems(tx, orderId), { orderId, actorId: actor.userId, at });
    await releaseRedemption(tx, orderId, at);
  }
  const [moved] = await tx
    .update(orders)
    .set({
      status: rule.to.status,
      updatedAt: at,
      ...(rule.to.status === 'cancelled' ? { cancelledAt: at } : {}),
      ...(cashPaid > 0 ? { paymentStatus: 'completed' as const } : {}),
    })
    .where(eq(orders.id, orderId))
    .returning();
  if (!moved) throw notFound();

  const deliveryTo = rule.to.delivery;
  if (move === 'assign') {
    await assignCourier(tx, { order, delivery: delivery ?? null, request, at, event, courierData });
  } else if (delivery && deliveryTo && deliveryTo !== delivery.status) {
    await tx
      .update(deliveries)
      .set({
        status: deliveryTo,
        ...(deliveryTo === 'picked_up' ? { pickedUpAt: at } : {}),
        ...(deliveryTo === 'delivered' ? { deliveredAt: at, pickedUpAt: delivery.pickedUpAt ?? at } : {}),
        ...(deliveryTo === 'delivered' && cashPaid > 0 ? { cashCollectedCents: cashPaid } : {}),
      })
      .where(eq(deliveries.orderId, orderId));
  }

  const transition = { fromStatus: order.status, toStatus: rule.to.status };
  const courierName = request.courier?.name ?? null;
  if (move === 'pick_up' || move === 'deliver') {
    event(move === 'pick_up' ? 'picked_up' : 'delivered', {
      ...transition,
      deliveryStatus: deliveryTo ?? null,
      data: courierData(request.courier?.personId ?? '', courierName ?? ''),
    });
  } else if (move === 'cancel') {
    event('cancelled', {
      ...transition,
      reason: request.reason ?? null,
      data: request.expiredAfterHours ? { expiredAfterHours: request.expiredAfterHours } : null,
    });
  } else if (move !== 'assign') {
    event('status_changed', {
      ...transition,
      deliveryStatus: delivery && deliveryTo ? deliveryTo : null,
    });
  }
  if (cashPaid > 0) {
    event('cash_collected', {
      paymentStatus: 'completed',
      amountCents: cashPaid,
      data: delivery ? { deliveryPersonId: delivery.deliveryPersonId } : null,
    });
  }

  let refundIntentId: string | null = null;
  if (move === 'cancel') {
    refundIntentId = await closeCancelledOrder(tx, { order, at, event });
  }
  // Last (the counter's row lock is held until commit): a paid or delivered order
  // gets its invoice number, a paid order cancelled the credit note that reverses it.
  let final = moved;
  if (invoiceDue(moved)) final = await issueInvoice(tx, final, at, event);
  if (move === 'cancel' && final.invoiceNumber !== null && final.creditNoteNumber === null)
    final = await issueCreditNote(tx, final, at, event);
  await appendEvents(tx, events);
  return { order: final, changed: true, refundIntentId };
}

/** An order is invoiced once it is paid or delivered, and only once. */
export function invoiceDue(order: Pick<OrderRow, 'paymentStatus' | 'status' | 'invoiceNumber'>): boolean {
  return (
    order.invoiceNumber === null && (order.paymentStatus === 'completed' || order.status === 'delivered')
  );
}

/**
 * Gives the order the next invoice number, in the caller's transaction, with an `invoiced`
 * event. Every writer that makes an order paid or delivered calls it (the life cycle's moves and
 * `writeOrder` for a captured card payment), after its other writes.
 */
export async function issueInvoice(tx: DbOrTx, order: OrderRow, at: Date, event: EventFn): Promise<OrderRow> {
  const number = await takeDocumentNumber(tx, 'invoice');
  const [invoiced] = await tx
    .update(orders)
    .set({ invoiceNumber: number, invoicedAt: at })
    .where(eq(orders.id, order.id))
    .returning();
  if (!invoiced) throw notFound();
  event('invoiced', { amountCents: order.totalCents, data: { invoiceNumber: number } });
  return invoiced;
}

/** The credit note of a paid order that is cancelled: it refers to the invoice it reverses. */
async function issueCreditNote(tx: DbOrTx, order: OrderRow, at: Date, event: EventFn): Promise<OrderRow> {
  const number = await takeDocumentNumber(tx, 'credit_note');
  const [credited] = await tx
    .update(orders)
    .set({ creditNoteNumber: number, creditedAt: at })
    .where(eq(orders.id, order.id))
    .returning();
  if (!credited) throw notFound();
  event('credit_note_issued', {
    amountCents: order.totalCents,
    data: { creditNoteNumber: number, invoiceNumber: order.invoiceNumber },
  });
  return credited;
}

function courierMove(move: MoveName) {
  return move === 'pick_up' || move === 'deliver';
}

export type EventFn = (type: NewOrderEvent['type'], extra?: Partial<NewOrderEvent>) => void;

/** Assignment (or moving the delivery to another courier before pick-up) with its pending earning. */
async function assignCourier(
  tx: DbOrTx,
  args: {
    order: OrderRow;
    delivery: DeliveryRow | null;
    request: MoveRequest;
    at: Date;
    event: EventFn;
    courierData: (personId: string, name: string) => Record<string, unknown>;
  },
) {
  const { order, delivery, request, at, event } = args;
  const courier = request.courier;
  const feeCents = request.feeCents ?? 0;
  if (!courier) throw new Error('assign needs a courier');
  if (delivery) {
    await tx
      .update(deliveries)
      .set({
        deliveryPersonId: courier.personId,
        courierFeeCents: feeCents,
        ...(delivery.deliveryPersonId === courier.personId ? {} : { assignedAt: at }),
      })
      .where(eq(deliveries.orderId, order.id));
    // The pending earning goes with the delivery (re-assignment before pick-up).
    await tx
      .delete(deliveryEarnings)
      .where(
        and(
          eq(deliveryEarnings.deliveryPersonId, delivery.deliveryPersonId),
          eq(deliveryEarnings.orderId, order.id),
          eq(deliveryEarnings.status, 'pending'),
        ),
      );
  } else {
    await tx.insert(deliveries).values({
      orderId: order.id,
      deliveryPersonId: courier.personId,
      courierFeeCents: feeCents,
      assignedAt: at,
    });
  }
  // DESIGN: delivery earnings — an entry of the fee, pending, created on assignment.
  await tx
    .insert(deliveryEarnings)
    .values({ deliveryPersonId: courier.personId, orderId: order.id, amountCents: feeCents, createdAt: at })
    .onConflictDoUpdate({
      target: [deliveryEarnings.deliveryPersonId, deliveryEarnings.orderId],
      set: { amountCents: feeCents },
    });
  event(delivery ? 'reassigned' : 'assigned', {
    fromStatus: order.status,
    toStatus: 'processing',
    deliveryStatus: 'assigned',
    amountCents: feeCents,
    data: {
      ...args.courierData(courier.personId, courier.name),
      ...(delivery && delivery.deliveryPersonId !== courier.personId
        ? { previousDeliveryPersonId: delivery.deliveryPersonId }
        : {}),
    },
  });
}

/**
 * What cancelling means, for every caller, with the stock and a discount code's
 * use already back (`applyMove` returns them first): the delivery is closed (the courier's moves are refused from now on), the courier's unpaid earning is voided
 * and a paid one kept and flagged, and a paid card order is marked for a refund. The refund
 * itself is a provider call, made by the caller after this transaction.
 */
async function closeCancelledOrder(
  tx: DbOrTx,
  { order, at, event }: { order: OrderRow; at: Date; event: EventFn },
): Promise<string | null> {
  const earnings = await tx.select().from(deliveryEarnings).where(eq(deliveryEarnings.orderId, order.id));
  for (const earning of earnings) {
    if (earning.status === 'pending') {
      await tx.delete(deliveryEarnings).where(eq(deliveryEarnings.id, earning.id));
      event('earning_voided', {
        amountCents: earning.amountCents,
        data: { deliveryPersonId: earning.deliveryPersonId },
      });
    } else {
      await tx
        .update(deliveryEarnings)
        .set({ flaggedAt: at, flagReason: 'The order was cancelled after this earning was paid out.' })
        .where(eq(deliveryEarnings.id, earning.id));
      event('earning_flagged', {
        amountCents: earning.amountCents,
        data: { deliveryPersonId: earning.deliveryPersonId },
      });
    }
  }

  if (order.paymentMethod !== 'stripe' || order.paymentStatus !== 'completed' || !order.paymentIntentId)
    return null;
  await tx
    .update(payments)
    .set({ state: 'refund_pending', updatedAt: at })
    .where(eq(payments.intentId, order.paymentIntentId));
  event('refund_requested', { amountCents: order.totalCents, data: { intentId: order.paymentIntentId } });
  return order.paymentIntentId;
}

/**
 * Mark as Paid (DESIGN: delivery earnings): only a pending earning of a delivered order moves to
 * `paid`, once; the payout is an event of the order.
 */
export async function applyEarningPayout(
  tx: DbOrTx,
  args: { personId: string; orderId: string; actor: Actor; at: Date },
): Promise<void> {
  const { personId, orderId, actor, at } = args;
  const missing = () => new AppError('not_found', ERRORS.delivery.earningNotFound);
  if (!isUuid(orderId)) throw missing();
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw missing();
  const [earning] = await tx
    .select()
    .from(deliveryEarnings)
    .where(and(eq(deliveryEarnings.deliveryPersonId, personId), eq(deliveryEarnings.orderId, orderId)))
    .for('update');
  if (!earning) throw missing();
  if (earning.status === 'paid') throw new AppError('conflict', ERRORS.delivery.alreadyPaid);
  if (order.status === 'cancelled')
    throw refused(LIFECYCLE_MESSAGES.earningOfCancelledOrder, 'earning_not_payable');
  if (!earningPayable(order)) throw refused(LIFECYCLE_MESSAGES.earningNotPayable, 'earning_not_payable');
  await tx
    .update(deliveryEarnings)
    .set({ status: 'paid', paidAt: at })
    .where(eq(deliveryEarnings.id, earning.id));
  await appendEvents(tx, [
    {
      orderId,
      type: 'earning_paid',
      actor,
      at,
      amountCents: earning.amountCents,
      data: { deliveryPersonId: personId },
    },
  ]);
}

/** Refund attempts the shop's job makes before it leaves a refund to a person (the admin sees it). */
export const MAX_REFUND_ATTEMPTS = 8;

export interface LifecycleDeps {
  db: Db;
  provider: Pick<PaymentProvider, 'refund'>;
  log?: { error(obj: unknown, msg: string): void };
  now?: () => Date;
}

/**
 * The life cycle with its transactions: a move in one transaction, then — outside it, as DESIGN
 * asks of provider calls — the refund a cancellation owes, recorded once it went through.
 */
export function createLifecycle({ db, provider, log, now = () => new Date() }: LifecycleDeps) {
  /** Gives a card payment back at the provider and records it; a failure is kept for a retry. */
  async function settleRefund(intentId: string): Promise<boolean> {
    try {
      await provider.refund(intentId);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log?.error({ err: error, intentId }, 'card refund failed; the job will retry it');
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(payments)
          .set({ refundAttempts: sql`${payments.refundAttempts} + 1`, lastError: reason, updatedAt: now() })
          .where(and(eq(payments.intentId, intentId), eq(payments.state, 'refund_pending')))
          .returning();
        if (row?.orderId) {
          await appendEvents(tx, [
            {
              orderId: row.orderId,
              type: 'refund_failed',
              actor: PROVIDER,
              at: now(),
              amountCents: row.amountCents,
              reason,
              data: { intentId, attempt: row.refundAttempts },
            },
          ]);
        }
      });
      return false;
    }
    await db.transaction(async (tx) => {
      const at = now();
      const [row] = await tx
        .update(payments)
        .set({ state: 'refunded', lastError: null, updatedAt: at })
        .where(and(eq(payments.intentId, intentId), eq(payments.state, 'refund_pending')))
        .returning();
      if (!row?.orderId) return;
      await tx
        .update(orders)
        .set({ paymentStatus: 'refunded', updatedAt: at })
        .where(eq(orders.id, row.orderId));
      await appendEvents(tx, [
        {
          orderId: row.orderId,
          type: 'refunded',
          actor: PROVIDER,
          at,
          paymentStatus: 'refunded',
          amountCents: row.amountCents,
          data: { intentId },
        },
      ]);
    });
    return true;
  }

  /** One move in its own transaction, then the refund it owes (if any). */
  async function move(request: MoveRequest): Promise<MoveResult> {
    const result = await db.transaction((tx) => applyMove(tx, request, now()));
    if (result.refundIntentId) await settleRefund(result.refundIntentId);
    return result;
  }

  async function payEarning(args: { personId: string; orderId: string; actor: Actor }): Promise<void> {
    await db.transaction((tx) => applyEarningPayout(tx, { ...args, at: now() }));
  }

  return { move, settleRefund, payEarning, now };
}

export type Lifecycle = ReturnType<typeof createLifecycle>;

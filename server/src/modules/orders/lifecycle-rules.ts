import type {
  DeliveryStatus,
  EarningStatus,
  FulfillmentMethod,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
} from '@ikawa/contracts/enums';
import type { ErrorCode } from '@ikawa/contracts/error-codes';
import { LIFECYCLE_MESSAGES, type OrderActorRole, type OrderEventType } from '@ikawa/contracts/orders';
import { REFUND_MESSAGE_DESCRIPTORS } from '@ikawa/contracts/refunds';
import { PIN_MAX_TRIES, PIN_MESSAGE_DESCRIPTORS } from '@ikawa/contracts/handover';
import type { DeliveryFailureReason } from '@ikawa/contracts/missed-delivery';
import { PIN_EXCEPTION_MESSAGE_DESCRIPTORS, type PinExceptionInput } from '@ikawa/contracts/pin-exceptions';
import { AppError } from '../../lib/app-error';
import { ERRORS } from '../../lib/error-messages';
import type { Text } from '../../lib/i18n';

/**
 * The rules of the order life cycle, with no database: which move is allowed from which state
 * for whom, why one is refused, and what an allowed move changes (the statuses, the payment,
 * the delivery, the stock, the courier's earning, the events, the refund and the documents it
 * owes). `lifecycle.ts` reads the rows, asks these rules, and writes what they decide.
 *
 *   pending ──assign──▶ processing ──picked up──▶ shipped ──delivered──▶ delivered
 *      │  ▲ (the shop, while no courier is assigned)  │                     (final)
 *      └──┴──────────────▶ cancelled (final) ◀────────┘
 *
 * A delivery the courier could not make takes the order back to processing with its delivery
 * `failed` (the shop's dispatch queue): the customer chooses another day or a pickup, and the
 * shop assigns it again (README "Deliveries").
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
  | 'cancel'
  | 'fail_delivery'
  | 'reschedule'
  | 'switch_to_pickup';

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
    from: {
      status: ['pending', 'processing'],
      fulfillment: ['delivery'],
      delivery: [null, 'assigned', 'failed'],
    },
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
  // A delivery the courier could not make: back to the shop's queue, the goods still set aside.
  {
    move: 'fail_delivery',
    by: ['delivery'],
    from: { status: ['shipped'], delivery: ['picked_up'] },
    to: { status: 'processing', delivery: 'failed' },
  },
  // After a missed delivery the customer chooses another day, or to pick the order up instead.
  {
    move: 'reschedule',
    by: ['customer'],
    from: { status: ['processing'], fulfillment: ['delivery'], delivery: ['failed'] },
    to: { status: 'processing' },
  },
  {
    move: 'switch_to_pickup',
    by: ['customer'],
    from: { status: ['processing'], fulfillment: ['delivery'], delivery: ['failed'] },
    to: { status: 'processing' },
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
  // A missed delivery handed over at the store: the failed delivery stays as it was.
  {
    move: 'set_delivered',
    by: ['admin'],
    from: { status: OPEN, delivery: [null, 'failed'] },
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
export const canReschedule = (state: LifecycleState) => Boolean(findMove(state, 'reschedule', 'customer'));

/** The courier's own steps, which only the courier the order is assigned to may make. */
export function courierMove(move: MoveName): boolean {
  return move === 'pick_up' || move === 'deliver' || move === 'fail_delivery';
}

/**
 * The parts of an order row the rules read. The row itself is the repo's type; any row, or a
 * part of one with these columns, will do.
 */
export interface OrderFacts {
  id: string;
  userId: string;
  status: OrderStatus;
  fulfillmentMethod: FulfillmentMethod;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  totalCents: number;
  paymentIntentId: string | null;
  invoiceNumber: number | null;
  creditNoteNumber: number | null;
  /** What returns and partial refunds gave back so far. */
  creditedCents: number;
  /** Deliveries the courier could not make so far. */
  deliveryFailures: number;
}

/** The parts of a delivery row the rules read. */
export interface DeliveryFacts {
  status: DeliveryStatus;
  deliveryPersonId: string;
  pickedUpAt: Date | null;
}

/** The parts of a courier's earning row the rules read. */
export interface EarningFacts {
  id: string;
  deliveryPersonId: string;
  amountCents: number;
  status: EarningStatus;
}

/** Who asks for a move: a signed-in person with their role, or the shop's own jobs. */
export interface MoveActor {
  role: OrderActorRole;
  userId: string | null;
}

/** What someone asks of an order, apart from the order it is asked of. */
export interface MoveAsk {
  actor: MoveActor;
  move: MoveName;
  /** Courier moves: the courier making them (the order must be theirs). Assign: the new courier. */
  courier?: { personId: string; name: string };
  /** Assign: the courier's fee for this delivery. */
  feeCents?: number;
  reason?: string;
  /** Cancel by the shop's expiry job: the hours an unconfirmed cash order is kept (its timeline says it). */
  expiredAfterHours?: number;
  /** Deliver: the customer's hand-over PIN, as the courier typed it. */
  pin?: string;
  /** Fail a delivery: why, and what the courier adds. */
  failure?: { reason: DeliveryFailureReason; note?: string; photoId?: string };
  /** Reschedule: the store day the customer chose (checked against the days offered). */
  deliveryDay?: string;
  /** Switch to pickup: the store's address, where the order now waits. */
  pickupAddress?: { street: string; city: string; postalCode: string; country: string };
  /**
   * Deliver without the PIN the order asks for ("Can't get the PIN"): why, and the photo taken at
   * the door (already checked to be the courier's, of this order).
   */
  pinException?: PinExceptionInput;
  /** Courier moves: facts the caller adds to the move's event (the phone's time of a move sent late). */
  eventData?: Record<string, unknown>;
}

/**
 * An event a move appends to the order's log, as the rules decide it: the order, who and when
 * are added by whoever writes it.
 */
export interface EventDraft {
  type: OrderEventType;
  fromStatus?: OrderStatus | null;
  toStatus?: OrderStatus | null;
  paymentStatus?: PaymentStatus | null;
  deliveryStatus?: DeliveryStatus | null;
  amountCents?: number | null;
  reason?: string | null;
  data?: Record<string, unknown> | null;
}

export const stateOf = (
  order: Pick<OrderFacts, 'status' | 'fulfillmentMethod' | 'paymentMethod' | 'paymentStatus'>,
  delivery: Pick<DeliveryFacts, 'status'> | null,
): LifecycleState => ({
  status: order.status,
  fulfillment: order.fulfillmentMethod,
  paymentMethod: order.paymentMethod,
  paymentStatus: order.paymentStatus,
  delivery: delivery?.status ?? null,
});

/**
 * What a courier collects at the door: the total of a cash order not paid yet (DESIGN: cash is
 * paid on delivery), else nothing.
 */
export function amountToCollectCents(
  order: Pick<OrderFacts, 'paymentMethod' | 'paymentStatus' | 'totalCents'>,
) {
  const unpaid = order.paymentStatus === 'pending' || order.paymentStatus === 'failed';
  return order.paymentMethod === 'cash' && unpaid ? order.totalCents : 0;
}

/** An earning becomes payable when its order is delivered (DESIGN: delivery earnings). */
export function earningPayable(order: Pick<OrderFacts, 'status'>): boolean {
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
    case 'fail_delivery':
      return refused(ERRORS.delivery.failOnlyPickedUp);
    case 'reschedule':
    case 'switch_to_pickup':
      return refused(ERRORS.order.notWaitingForNewDay);
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

/** The 404 of a move; a courier is told in the delivery's words. */
export function orderNotFound(move?: MoveName): AppError {
  return new AppError(
    'not_found',
    move && courierMove(move) ? ERRORS.delivery.orderNotFound : ERRORS.order.notFound,
  );
}

/** A customer sees only their own orders (DESIGN): another's is answered as if it did not exist. */
export function orderVisibleTo(order: Pick<OrderFacts, 'userId'>, actor: MoveActor): boolean {
  return actor.role !== 'customer' || order.userId === actor.userId;
}

/** A courier's step is theirs to make only on an order assigned to them; anyone else's move is. */
export function courierMayMove(
  move: MoveName,
  delivery: Pick<DeliveryFacts, 'deliveryPersonId'> | null,
  courier: MoveAsk['courier'],
): boolean {
  return !courierMove(move) || delivery?.deliveryPersonId === courier?.personId;
}

/** The columns of the order row a move sets. */
export interface OrderMoveChange {
  status: OrderStatus;
  updatedAt: Date;
  cancelledAt?: Date;
  /** A cash order handed over has been paid. */
  paymentStatus?: 'completed';
  /** A missed delivery: counted, with its reason and time; a new day, or a pickup instead. */
  deliveryFailures?: number;
  missedReason?: DeliveryFailureReason;
  missedAt?: Date;
  missedPhotoId?: string | null;
  rescheduledFor?: string | null;
  fulfillmentMethod?: 'pickup';
  pickupAddress?: { street: string; city: string; postalCode: string; country: string };
}

/** The columns of the delivery row a move sets (assignment, or the delivery following the order). */
export interface DeliveryChange {
  status?: DeliveryStatus;
  deliveryPersonId?: string;
  courierFeeCents?: number;
  assignedAt?: Date;
  pickedUpAt?: Date;
  deliveredAt?: Date;
  cashCollectedCents?: number;
}

/** What a move does to the delivery row, if anything. */
export type DeliveryWrite =
  | {
      kind: 'insert';
      values: { orderId: string; deliveryPersonId: string; courierFeeCents: number; assignedAt: Date };
    }
  | {
      kind: 'update';
      change: DeliveryChange;
      /** Re-assignment: the courier whose pending earning goes with the delivery. */
      dropPendingEarningOf: string | null;
    };

/** Everything an allowed move changes, decided before anything is written. */
export interface MovePlan {
  outcome: 'moves';
  rule: MoveRule;
  /**
   * Cancelling gives the stock and a discount code's use back, and closes what hangs on the
   * order (its delivery earnings, a card payment to refund).
   */
  cancels: boolean;
  order: OrderMoveChange;
  /** The cash a courier or the shop collects as the order is handed over (0 when none). */
  cashPaidCents: number;
  delivery: DeliveryWrite | null;
  /** Assignment: the courier's pending earning of the fee, created or updated. */
  earning: { deliveryPersonId: string; orderId: string; amountCents: number; createdAt: Date } | null;
  /** The events of the move itself, in the order they are appended. */
  events: EventDraft[];
}

export type MoveDecision = { outcome: 'unchanged' } | { outcome: 'refused'; error: AppError } | MovePlan;

/**
 * Decides one move of an order already found and visible to whoever asks: nothing to do (the
 * admin setting the status the order has, an idempotent PUT), a refusal with its sentence, or the
 * plan of everything the move changes.
 */
export function planMove(
  order: OrderFacts,
  delivery: DeliveryFacts | null,
  ask: MoveAsk,
  at: Date,
): MoveDecision {
  const { actor, move } = ask;
  const state = stateOf(order, delivery);
  const target = ORDER_MOVES.find((rule) => rule.move === move)?.to.status;
  const statusMove = move.startsWith('set_') || move === 'cancel';
  if (statusMove && actor.role === 'admin' && target === state.status) return { outcome: 'unchanged' };
  const rule = findMove(state, move, actor.role);
  if (!rule) return { outcome: 'refused', error: refusal(state, move, actor.role) };

  const toStatus = rule.to.status;
  const deliveryTo = rule.to.delivery;
  const cancels = move === 'cancel';
  // The payment moves with the order: a cash order handed over has been paid.
  const cashPaidCents = toStatus === 'delivered' ? amountToCollectCents(order) : 0;
  const orderChange: OrderMoveChange = {
    status: toStatus,
    updatedAt: at,
    ...(toStatus === 'cancelled' ? { cancelledAt: at } : {}),
    ...(cashPaidCents > 0 ? { paymentStatus: 'completed' as const } : {}),
    ...missedDeliveryChange(order, ask, at),
  };

  const events: EventDraft[] = [];
  let deliveryWrite: DeliveryWrite | null = null;
  let earning: MovePlan['earning'] = null;
  if (move === 'assign') {
    const courier = ask.courier;
    if (!courier) throw new Error('assign needs a courier');
    const feeCents = ask.feeCents ?? 0;
    deliveryWrite = delivery
      ? {
          kind: 'update',
          change: {
            deliveryPersonId: courier.personId,
            courierFeeCents: feeCents,
            // A missed delivery assigned again starts a new attempt, with the same courier or not.
            ...(delivery.status === 'failed'
              ? { status: 'assigned' as const, assignedAt: at }
              : delivery.deliveryPersonId === courier.personId
                ? {}
                : { assignedAt: at }),
          },
          // The pending earning goes with the delivery (re-assignment before pick-up).
          dropPendingEarningOf: delivery.deliveryPersonId,
        }
      : {
          kind: 'insert',
          values: {
            orderId: order.id,
            deliveryPersonId: courier.personId,
            courierFeeCents: feeCents,
            assignedAt: at,
          },
        };
    // DESIGN: delivery earnings — an entry of the fee, pending, created on assignment.
    earning = { deliveryPersonId: courier.personId, orderId: order.id, amountCents: feeCents, createdAt: at };
    events.push({
      type: delivery ? 'reassigned' : 'assigned',
      fromStatus: order.status,
      toStatus: 'processing',
      deliveryStatus: 'assigned',
      amountCents: feeCents,
      data: {
        ...courierData(courier.personId, courier.name),
        ...(delivery && delivery.deliveryPersonId !== courier.personId
          ? { previousDeliveryPersonId: delivery.deliveryPersonId }
          : {}),
      },
    });
  } else if (move === 'switch_to_pickup' && delivery) {
    // No delivery will be made: the courier's unpaid fee goes with it.
    deliveryWrite = { kind: 'update', change: {}, dropPendingEarningOf: delivery.deliveryPersonId };
  } else if (delivery && deliveryTo && deliveryTo !== delivery.status) {
    deliveryWrite = {
      kind: 'update',
      change: {
        status: deliveryTo,
        ...(deliveryTo === 'picked_up' ? { pickedUpAt: at } : {}),
        ...(deliveryTo === 'delivered' ? { deliveredAt: at, pickedUpAt: delivery.pickedUpAt ?? at } : {}),
        ...(deliveryTo === 'delivered' && cashPaidCents > 0 ? { cashCollectedCents: cashPaidCents } : {}),
      },
      dropPendingEarningOf: null,
    };
  }

  const transition = { fromStatus: order.status, toStatus };
  const courierFacts = courierData(ask.courier?.personId ?? '', ask.courier?.name ?? '');
  if (move === 'fail_delivery') {
    events.push({
      type: 'delivery_failed',
      ...transition,
      deliveryStatus: 'failed',
      reason: ask.failure?.reason ?? null,
      data: {
        ...courierFacts,
        attempt: order.deliveryFailures + 1,
        ...(ask.failure?.note ? { note: ask.failure.note } : {}),
        ...(ask.failure?.photoId ? { photoId: ask.failure.photoId } : {}),
        ...ask.eventData,
      },
    });
  } else if (move === 'reschedule') {
    events.push({ type: 'rescheduled', ...transition, data: { day: ask.deliveryDay ?? null } });
  } else if (move === 'switch_to_pickup') {
    events.push({ type: 'switched_to_pickup', ...transition });
  } else if (courierMove(move)) {
    events.push({
      type: move === 'pick_up' ? 'picked_up' : 'delivered',
      ...transition,
      deliveryStatus: deliveryTo ?? null,
      data: { ...courierFacts, ...ask.eventData },
    });
  } else if (cancels) {
    events.push({
      type: 'cancelled',
      ...transition,
      reason: ask.reason ?? null,
      data: ask.expiredAfterHours ? { expiredAfterHours: ask.expiredAfterHours } : null,
    });
  } else if (move !== 'assign') {
    events.push({
      type: 'status_changed',
      ...transition,
      deliveryStatus: delivery && deliveryTo ? deliveryTo : null,
    });
  }
  if (cashPaidCents > 0) {
    // The courier collects it at the door; after a missed delivery, the shop at the counter.
    const byCourier = delivery && delivery.status !== 'failed';
    events.push({
      type: 'cash_collected',
      paymentStatus: 'completed',
      amountCents: cashPaidCents,
      data: byCourier ? { deliveryPersonId: delivery.deliveryPersonId } : null,
    });
  }

  return {
    outcome: 'moves',
    rule,
    cancels,
    order: orderChange,
    cashPaidCents,
    delivery: deliveryWrite,
    earning,
    events,
  };
}

/** What a missed delivery's moves change on the order row (nothing for any other move). */
function missedDeliveryChange(
  order: Pick<OrderFacts, 'deliveryFailures'>,
  ask: MoveAsk,
  at: Date,
): Partial<OrderMoveChange> {
  switch (ask.move) {
    case 'fail_delivery':
      return {
        deliveryFailures: order.deliveryFailures + 1,
        ...(ask.failure ? { missedReason: ask.failure.reason } : {}),
        missedPhotoId: ask.failure?.photoId ?? null,
        missedAt: at,
        rescheduledFor: null,
      };
    case 'reschedule':
      return { rescheduledFor: ask.deliveryDay ?? null };
    case 'switch_to_pickup':
      return {
        fulfillmentMethod: 'pickup',
        rescheduledFor: null,
        ...(ask.pickupAddress ? { pickupAddress: ask.pickupAddress } : {}),
      };
    default:
      return {};
  }
}

/** The courier as the events name them. */
function courierData(personId: string, name: string) {
  return { deliveryPersonId: personId, courierName: name };
}

/** The sentence kept on an earning already paid out when its order is cancelled. */
export const PAID_EARNING_FLAG_REASON = 'The order was cancelled after this earning was paid out.';

/**
 * A cancelled order's earning: an unpaid one is voided (deleted), a paid one is kept and flagged
 * for the admin to look at, each with its event.
 */
export function earningOnCancel(
  earning: EarningFacts,
  at: Date,
):
  | { action: 'void'; event: EventDraft }
  | { action: 'flag'; change: { flaggedAt: Date; flagReason: string }; event: EventDraft } {
  const facts = { amountCents: earning.amountCents, data: { deliveryPersonId: earning.deliveryPersonId } };
  if (earning.status === 'pending') return { action: 'void', event: { type: 'earning_voided', ...facts } };
  return {
    action: 'flag',
    change: { flaggedAt: at, flagReason: PAID_EARNING_FLAG_REASON },
    event: { type: 'earning_flagged', ...facts },
  };
}

/**
 * The card payment a cancelled order gives back: a paid card order's intent, with the event that
 * asks for it; nothing for cash or an unpaid card order.
 */
export function refundOnCancel(
  order: Pick<
    OrderFacts,
    'paymentMethod' | 'paymentStatus' | 'paymentIntentId' | 'totalCents' | 'creditedCents'
  >,
): { intentId: string; event: EventDraft } | null {
  if (order.paymentMethod !== 'stripe' || order.paymentStatus !== 'completed' || !order.paymentIntentId)
    return null;
  // Returns and partial refunds already gave part back: the rest is what the cancellation owes.
  const owed = order.totalCents - order.creditedCents;
  if (owed <= 0) return null;
  return {
    intentId: order.paymentIntentId,
    event: {
      type: 'refund_requested',
      amountCents: owed,
      data: { intentId: order.paymentIntentId },
    },
  };
}

/**
 * Returns and partial refunds (decision 015): an invoiced order not cancelled (paid, or handed
 * over and paid in cash) can give part of its total back, until all of it is. Why not, or null.
 */
export function refundRefusal(
  order: Pick<OrderFacts, 'status' | 'invoiceNumber' | 'paymentStatus' | 'totalCents' | 'creditedCents'>,
): AppError | null {
  if (order.status === 'cancelled' || order.invoiceNumber === null)
    return refused(REFUND_MESSAGE_DESCRIPTORS.notRefundable, 'refund_not_allowed');
  if (order.totalCents - order.creditedCents <= 0)
    return refused(REFUND_MESSAGE_DESCRIPTORS.nothingLeft, 'refund_not_allowed');
  if (order.paymentStatus !== 'completed')
    return refused(REFUND_MESSAGE_DESCRIPTORS.notRefundable, 'refund_not_allowed');
  return null;
}

/** How a refund goes back: to the card that paid, or in cash. */
export const refundMethodOf = (order: Pick<OrderFacts, 'paymentMethod'>): 'card' | 'cash' =>
  order.paymentMethod === 'stripe' ? 'card' : 'cash';

/**
 * The events of a return or partial refund, in the order they are appended: the goods back (a
 * return), the credit note, then the money (a card refund asked of the provider, or cash paid out).
 */
export function refundEvents(args: {
  refund: {
    id: string;
    kind: 'lines' | 'amount';
    reason: string;
    note: string | null;
    amountCents: number;
    restocked: boolean;
    method: 'card' | 'cash';
    lines: { productId: string; name: string; quantity: number }[];
    intentId: string | null;
    paidOutById: string | null;
    paidOutByName: string | null;
  };
  creditNoteNumber: number;
  invoiceNumber: number | null;
  fullyCredited: boolean;
}): EventDraft[] {
  const { refund } = args;
  const events: EventDraft[] = [];
  if (refund.kind === 'lines')
    events.push({
      type: 'returned',
      amountCents: refund.amountCents,
      reason: refund.note,
      data: {
        refundId: refund.id,
        cause: refund.reason,
        restocked: refund.restocked,
        lines: refund.lines.map(({ productId, name, quantity }) => ({ productId, name, quantity })),
      },
    });
  events.push({
    type: 'credit_note_issued',
    amountCents: refund.amountCents,
    reason: refund.kind === 'amount' ? refund.note : null,
    data: {
      creditNoteNumber: args.creditNoteNumber,
      invoiceNumber: args.invoiceNumber,
      refundId: refund.id,
      cause: refund.reason,
    },
  });
  if (refund.method === 'card')
    events.push({
      type: 'refund_requested',
      amountCents: refund.amountCents,
      data: { intentId: refund.intentId, refundId: refund.id },
    });
  else
    events.push({
      type: 'refunded',
      amountCents: refund.amountCents,
      ...(args.fullyCredited ? { paymentStatus: 'refunded' as const } : {}),
      data: {
        method: 'cash',
        refundId: refund.id,
        paidOutById: refund.paidOutById,
        paidOutByName: refund.paidOutByName,
      },
    });
  return events;
}

/** An order is invoiced once it is paid or delivered, and only once. */
export function invoiceDue(order: Pick<OrderFacts, 'paymentStatus' | 'status' | 'invoiceNumber'>): boolean {
  return (
    order.invoiceNumber === null && (order.paymentStatus === 'completed' || order.status === 'delivered')
  );
}

/** A cancelled order that was invoiced gets the credit note that reverses the invoice, once. */
export function creditNoteDue(
  move: MoveName,
  order: Pick<OrderFacts, 'invoiceNumber' | 'creditNoteNumber'>,
): boolean {
  return move === 'cancel' && order.invoiceNumber !== null && order.creditNoteNumber === null;
}

/** A cash order's tax brought to the hand-over day's rates: the totals before and after. */
export function taxRatedEvent(fromTotalCents: number, toTotalCents: number): EventDraft {
  return { type: 'tax_rerated', amountCents: toTotalCents, data: { fromTotalCents, toTotalCents } };
}

/** The event of an invoice given its number. */
export function invoicedEvent(order: Pick<OrderFacts, 'totalCents'>, invoiceNumber: number): EventDraft {
  return { type: 'invoiced', amountCents: order.totalCents, data: { invoiceNumber } };
}

/** The event of a credit note, which names the invoice it reverses. */
export function creditNoteEvent(
  order: Pick<OrderFacts, 'totalCents' | 'invoiceNumber'>,
  creditNoteNumber: number,
): EventDraft {
  return {
    type: 'credit_note_issued',
    amountCents: order.totalCents,
    data: { creditNoteNumber, invoiceNumber: order.invoiceNumber },
  };
}

/** The 404 of a payout: no such order, or no earning of this courier on it. */
export const earningNotFound = () => new AppError('not_found', ERRORS.delivery.earningNotFound);

/**
 * Mark as Paid (DESIGN: delivery earnings): only a pending earning of a delivered order moves to
 * `paid`, once. Why it cannot, or null when it can.
 */
export function payoutRefusal(
  order: Pick<OrderFacts, 'status'>,
  earning: Pick<EarningFacts, 'status'>,
): AppError | null {
  if (earning.status === 'paid') return new AppError('conflict', ERRORS.delivery.alreadyPaid);
  if (order.status === 'cancelled')
    return refused(LIFECYCLE_MESSAGES.earningOfCancelledOrder, 'earning_not_payable');
  if (!earningPayable(order)) return refused(LIFECYCLE_MESSAGES.earningNotPayable, 'earning_not_payable');
  return null;
}

/**
 * The hand-over PIN at the door (README "Deliveries"): nothing to check unless the order asks for
 * it; then locked after `PIN_MAX_TRIES` wrong tries, asked for when missing, counted when wrong
 * (the count is written even though the delivery is refused), and right lets the delivery on.
 */
export type PinDecision =
  | { outcome: 'ok' }
  | {
      outcome: 'refused';
      error: AppError;
      /** A wrong try: the new count, the lock when it is the last, and its event. */
      write: { pinFailures: number; pinLockedAt: Date | null; event: EventDraft } | null;
    };

export function pinDecision(
  order: { pinRequired: boolean; handoverPin: string | null; pinFailures: number; pinLockedAt: Date | null },
  pin: string | undefined,
  at: Date,
  exception = false,
): PinDecision {
  if (!order.pinRequired || order.handoverPin === null) {
    // An exception where no PIN is asked would put a needless review in the admin's list.
    if (exception)
      return {
        outcome: 'refused',
        error: refused(PIN_EXCEPTION_MESSAGE_DESCRIPTORS.notNeeded, 'pin_exception_not_needed'),
        write: null,
      };
    return { outcome: 'ok' };
  }
  // "Can't get the PIN": the reason, the photo and the admin's review stand in for the code.
  // A locked PIN allows it too: the lock stops guessing at the door, not the hand-over itself.
  if (exception) return { outcome: 'ok' };
  if (order.pinLockedAt)
    return { outcome: 'refused', error: refused(PIN_MESSAGE_DESCRIPTORS.locked, 'pin_locked'), write: null };
  if (pin === undefined)
    return {
      outcome: 'refused',
      error: new AppError('validation', PIN_MESSAGE_DESCRIPTORS.required, { code: 'pin_required' }),
      write: null,
    };
  if (pin === order.handoverPin) return { outcome: 'ok' };
  const failures = order.pinFailures + 1;
  const left = PIN_MAX_TRIES - failures;
  if (left <= 0)
    return {
      outcome: 'refused',
      error: refused(PIN_MESSAGE_DESCRIPTORS.locked, 'pin_locked'),
      write: {
        pinFailures: failures,
        pinLockedAt: at,
        event: { type: 'pin_locked', data: { tries: failures } },
      },
    };
  return {
    outcome: 'refused',
    error: new AppError('business_rule', PIN_MESSAGE_DESCRIPTORS.wrong, {
      code: 'pin_wrong',
      values: { left },
    }),
    write: {
      pinFailures: failures,
      pinLockedAt: null,
      event: { type: 'pin_failed', data: { tries: failures, left } },
    },
  };
}

/** The event of a delivery completed without the PIN, beside its `delivered` event. */
export function pinExceptionEvent(args: {
  exceptionId: string;
  exception: PinExceptionInput;
  courier: { personId: string; name: string };
  pinLocked: boolean;
}): EventDraft {
  return {
    type: 'pin_exception',
    reason: args.exception.reason,
    data: {
      exceptionId: args.exceptionId,
      reason: args.exception.reason,
      photoId: args.exception.photoId,
      pinLocked: args.pinLocked,
      ...courierData(args.courier.personId, args.courier.name),
    },
  };
}

/** Refund attempts the shop's job makes before it leaves a refund to a person (the admin sees it). */
export const MAX_REFUND_ATTEMPTS = 8;

import type { Db, DbOrTx } from '../../db/client';
import { isUuid } from '../../lib/ids';
import type { PaymentProvider } from '../payments/provider';
import { type Actor, appendEvents, type NewOrderEvent, PROVIDER } from './events-repo';
import { releaseRedemption } from '../discounts/repo';
import {
  amountToCollectCents,
  courierMayMove,
  creditNoteDue,
  creditNoteEvent,
  earningNotFound,
  earningOnCancel,
  type EventDraft,
  findMove,
  invoiceDue,
  invoicedEvent,
  MAX_REFUND_ATTEMPTS,
  type MoveAsk,
  orderNotFound,
  pinDecision,
  pinExceptionEvent,
  orderVisibleTo,
  payoutRefusal,
  planMove,
  refundEvents,
  refundMethodOf,
  refundOnCancel,
  refundRefusal,
  stateOf,
  taxRatedEvent,
} from './lifecycle-rules';
import {
  deleteEarning,
  deletePendingEarning,
  findEarningsOfOrder,
  insertDelivery,
  lockDeliveryOfOrder,
  lockEarning,
  lockOrder,
  markOrderRefunded,
  markRefunded,
  recordPinFailure,
  insertPinException,
  markRefundPending,
  recordRefundFailure,
  setCreditNoteNumber,
  setInvoiceNumber,
  updateDeliveryOfOrder,
  updateEarning,
  updateOrder,
  upsertEarning,
} from './lifecycle-repo';
import { findOrderItems, type OrderRow, replaceTaxOfOrder, returnStock } from './repo';
import { handOverTax } from './handover-tax';
import { listTaxLinesOfOrders } from '../tax/repo';
import {
  findPartialRefundsToRetry,
  findRefund,
  findStaff,
  insertRefund,
  markPartialRefunded,
  recordPartialRefundFailure,
  type RefundRow,
  returnedQuantities,
} from './refunds-repo';
import {
  issueFullCreditNote,
  issueInvoiceDocument,
  issuePartialCreditNote,
  previewCredit,
} from '../documents/issue';
import type { CreditAsk } from '../documents/credit';
import { toCents } from '@ikawa/contracts/money';
import { type CreateRefund, REFUND_MESSAGE_DESCRIPTORS } from '@ikawa/contracts/refunds';
import { AppError } from '../../lib/app-error';

export {
  amountToCollectCents,
  canAssign,
  canCustomerCancel,
  canReschedule,
  earningPayable,
  findMove,
  invoiceDue,
  type LifecycleState,
  MAX_REFUND_ATTEMPTS,
  type MoveName,
  nextStatuses,
  ORDER_MOVES,
  refundRefusal,
  refusal,
  stateOf,
  STATUS_MOVES,
} from './lifecycle-rules';

/**
 * The order life cycle (decision 008): the one home of the rules that move an order's status, its
 * payment status and its delivery status *together*, and the one function that applies a move.
 * Every writer goes through here: the customer's cancel, the admin's status list and cancel,
 * assignment, the courier's picked up and delivered, the shop's jobs, the payout of an earning.
 * The rules themselves (which move is allowed, what it changes) live in `lifecycle-rules.ts`, the
 * statements in `lifecycle-repo.ts`; this file reads, asks the rules, and writes what they decide.
 */

export interface MoveRequest extends MoveAsk {
  orderId: string;
  actor: Actor;
}

export interface MoveResult {
  order: OrderRow;
  /** False when the order already was where the move leads (setting the current status). */
  changed: boolean;
  /** A card payment to give back now, outside the transaction (then `settleRefund`). */
  refundIntentId: string | null;
}

export type EventFn = (type: NewOrderEvent['type'], extra?: Partial<NewOrderEvent>) => void;

/** Records an event the rules decided through the caller's `EventFn`. */
const record = (event: EventFn, { type, ...extra }: EventDraft) => event(type, extra);

/**
 * Applies one move inside the caller's transaction: locks the order row, checks the move against
 * `ORDER_MOVES`, changes order, delivery, earnings, stock and payment together, and appends what
 * happened to the order event log. Refuses anything else with a 409 sentence, changing nothing.
 */
export async function applyMove(tx: DbOrTx, request: MoveRequest, at: Date): Promise<MoveResult> {
  const { orderId, actor, move } = request;
  if (!isUuid(orderId)) throw orderNotFound(move);
  let order = await lockOrder(tx, orderId);
  // Another customer's order, or none: the same 404 (DESIGN: only their own orders).
  if (!order || !orderVisibleTo(order, actor)) throw orderNotFound(move);
  const delivery = (await lockDeliveryOfOrder(tx, orderId)) ?? null;
  if (!courierMayMove(move, delivery, request.courier)) throw orderNotFound(move);

  // A cash order handed over is invoiced now, at today's rates (decision 015): its tax and total
  // are brought to the day first, so the cash collected and the invoice say the same.
  let events0: EventDraft[] = [];
  const handOver = findMove(stateOf(order, delivery), move, actor.role);
  if (handOver?.to.status === 'delivered' && amountToCollectCents(order) > 0) {
    const items = await findOrderItems(tx, orderId);
    const rerated = await handOverTax(tx, order, items, await listTaxLinesOfOrders(tx, [orderId]), at);
    if (rerated) {
      const before = order.totalCents;
      order = await replaceTaxOfOrder(tx, order, items, rerated, at);
      events0 = [taxRatedEvent(before, order.totalCents)];
    }
  }

  const plan = planMove(order, delivery, request, at);
  if (plan.outcome === 'unchanged') return { order, changed: false, refundIntentId: null };
  if (plan.outcome === 'refused') throw plan.error;

  const events: NewOrderEvent[] = [];
  const event: EventFn = (type, extra = {}) => {
    events.push({ orderId, type, actor, at, ...extra });
  };
  for (const draft of events0) record(event, draft);

  // A cancelled order's stock comes back before the order row changes: placing an order locks
  // the product rows, then (its lines' trigger) the day's sales rows, and cancelling must take
  // them in the same order, or the two deadlock under load (the order row update moves the sales).
  // Decision 013: its discount code's use is given back at the same point, after the products and
  // before the sales rows, the order a placement takes them in (products, code, then lines).
  // Each unit back is a movement of the stock history, by whoever cancels.
  if (plan.cancels) {
    // Items already returned were put back in stock, or written off, by their return.
    const returned = await returnedQuantities(tx, orderId);
    const items = (await findOrderItems(tx, orderId))
      .map((item) => ({ ...item, quantity: item.quantity - (returned.get(item.productId) ?? 0) }))
      .filter((item) => item.quantity > 0);
    await returnStock(tx, items, { orderId, actorId: actor.userId, at });
    await releaseRedemption(tx, orderId, at);
  }
  const moved = await updateOrder(tx, orderId, plan.order);
  if (!moved) throw orderNotFound();

  if (plan.delivery?.kind === 'insert') {
    await insertDelivery(tx, plan.delivery.values);
  } else if (plan.delivery) {
    if (Object.keys(plan.delivery.change).length > 0)
      await updateDeliveryOfOrder(tx, orderId, plan.delivery.change);
    if (plan.delivery.dropPendingEarningOf !== null) {
      await deletePendingEarning(tx, plan.delivery.dropPendingEarningOf, orderId);
    }
  }
  if (plan.earning) await upsertEarning(tx, plan.earning);
  for (const draft of plan.events) record(event, draft);
  // Delivered without the PIN: the exception is written with the move, for the admin's review.
  if (move === 'deliver' && request.pinException && request.courier) {
    const courier = request.courier;
    const pinLocked = order.pinLockedAt !== null;
    const exceptionId = await insertPinException(tx, {
      orderId,
      deliveryPersonId: courier.personId,
      reason: request.pinException.reason,
      photoId: request.pinException.photoId,
      pinLocked,
      createdAt: at,
    });
    record(event, pinExceptionEvent({ exceptionId, exception: request.pinException, courier, pinLocked }));
  }

  const refundIntentId = plan.cancels ? await closeCancelledOrder(tx, { order, at, event }) : null;
  // Last (the counter's row lock is held until commit): a paid or delivered order
  // gets its invoice number, a paid order cancelled the credit note that reverses it.
  let final = moved;
  if (invoiceDue(moved)) final = await issueInvoice(tx, final, at, event);
  if (creditNoteDue(move, final)) final = await issueCreditNote(tx, final, at, event);
  await appendEvents(tx, events);
  return { order: final, changed: true, refundIntentId };
}

/**
 * Gives the order the next invoice number, in the caller's transaction, with an `invoiced`
 * event. Every writer that makes an order paid or delivered calls it (the life cycle's moves and
 * `writeOrder` for a captured card payment), after its other writes.
 */
export async function issueInvoice(
  tx: DbOrTx,
  order: OrderRow,
  at: Date,
  event: EventFn,
  known?: Parameters<typeof issueInvoiceDocument>[3],
): Promise<OrderRow> {
  // The document takes the number; the order row keeps it for its lists and searches.
  const document = await issueInvoiceDocument(tx, order, at, known);
  const invoiced = await setInvoiceNumber(tx, order.id, document.number, at);
  if (!invoiced) throw orderNotFound();
  record(event, invoicedEvent(order, document.number));
  return invoiced;
}

/** The credit note of a paid order that is cancelled: it refers to the invoice it reverses. */
async function issueCreditNote(tx: DbOrTx, order: OrderRow, at: Date, event: EventFn): Promise<OrderRow> {
  const document = await issueFullCreditNote(tx, order, at);
  const credited = await setCreditNoteNumber(tx, order.id, document.number, at);
  if (!credited) throw orderNotFound();
  record(event, creditNoteEvent(order, document.number));
  return credited;
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
  for (const earning of await findEarningsOfOrder(tx, order.id)) {
    const outcome = earningOnCancel(earning, at);
    if (outcome.action === 'void') await deleteEarning(tx, earning.id);
    else await updateEarning(tx, earning.id, outcome.change);
    record(event, outcome.event);
  }

  const refund = refundOnCancel(order);
  if (!refund) return null;
  await markRefundPending(tx, refund.intentId, at);
  record(event, refund.event);
  return refund.intentId;
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
  if (!isUuid(orderId)) throw earningNotFound();
  const order = await lockOrder(tx, orderId);
  if (!order) throw earningNotFound();
  const earning = await lockEarning(tx, personId, orderId);
  if (!earning) throw earningNotFound();
  const refused = payoutRefusal(order, earning);
  if (refused) throw refused;
  await updateEarning(tx, earning.id, { status: 'paid', paidAt: at });
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

export interface RefundRequest {
  orderId: string;
  actor: Actor;
  input: CreateRefund;
}

/** A return or partial refund as written: its row, the order after it, and the credit note's number. */
export interface RefundResult {
  refund: RefundRow;
  order: OrderRow;
  creditNoteNumber: number;
}

const askOf = (input: CreateRefund): CreditAsk =>
  input.kind === 'lines'
    ? { kind: 'lines', lines: input.lines }
    : { kind: 'amount', amountCents: toCents(input.amount ?? 0) };

/** The order a refund is asked of, locked, or why it cannot be refunded. */
async function lockRefundable(tx: DbOrTx, orderId: string): Promise<OrderRow> {
  if (!isUuid(orderId)) throw orderNotFound();
  const order = await lockOrder(tx, orderId);
  if (!order) throw orderNotFound();
  const refused = refundRefusal(order);
  if (refused) throw refused;
  return order;
}

/** What a return or partial refund would give back, asked of an order, with nothing written. */
export async function previewRefund(tx: DbOrTx, request: RefundRequest) {
  const order = await lockRefundable(tx, request.orderId);
  return {
    order,
    figures: await previewCredit(tx, order, askOf(request.input)),
    method: refundMethodOf(order),
  };
}

/**
 * A return or partial refund of a paid or delivered order, in the caller's transaction: the goods
 * back in stock when the admin says they came back, the credit note with its proportional taxes,
 * the refund (cash: paid out now by a staff member; card: pending, given back by the provider
 * after the commit, `settlePartialRefund`), and the events. Refuses more than is left.
 */
export async function applyRefund(tx: DbOrTx, request: RefundRequest, at: Date): Promise<RefundResult> {
  const { actor, input } = request;
  const order = await lockRefundable(tx, request.orderId);
  const method = refundMethodOf(order);
  let payer: { id: string; name: string } | null = null;
  if (method === 'cash') {
    const payerId = input.paidOutBy ?? actor.userId;
    const staff = payerId && isUuid(payerId) ? await findStaff(tx, payerId) : undefined;
    if (!staff) throw new AppError('validation', REFUND_MESSAGE_DESCRIPTORS.payer, { code: 'refund_payer' });
    payer = { id: staff.id, name: staff.name };
  }
  const ask = askOf(input);
  const restock = input.restock && ask.kind === 'lines';
  // The stock first, as a cancellation does: products, then the order's documents.
  if (restock) await returnStock(tx, ask.lines, { orderId: order.id, actorId: actor.userId, at }, 'returned');
  const { document, figures } = await issuePartialCreditNote(tx, order, at, ask, {
    cause: input.reason,
    note: input.note,
  });
  const refund = await insertRefund(tx, {
    orderId: order.id,
    creditNoteId: document.id,
    creditNoteNumber: document.number,
    kind: input.kind,
    reason: input.reason,
    note: input.note,
    lines: figures.refundLines,
    restocked: restock,
    amountCents: figures.totalCents,
    taxCents: figures.taxCents,
    method,
    status: method === 'cash' ? 'refunded' : 'pending',
    intentId: method === 'card' ? order.paymentIntentId : null,
    paidOutById: payer?.id ?? null,
    paidOutByName: payer?.name ?? null,
    createdById: actor.userId,
    createdAt: at,
    refundedAt: method === 'cash' ? at : null,
  });
  const fullyCredited = order.creditedCents + figures.totalCents >= order.totalCents;
  let final = { ...order, creditedCents: order.creditedCents + figures.totalCents };
  if (method === 'cash' && fullyCredited) final = (await markOrderRefunded(tx, order.id, at)) ?? final;
  const drafts = refundEvents({
    refund: { ...refund, lines: figures.refundLines },
    creditNoteNumber: document.number,
    invoiceNumber: order.invoiceNumber,
    fullyCredited,
  });
  await appendEvents(
    tx,
    drafts.map(({ type, ...extra }) => ({ orderId: order.id, type, actor, at, ...extra })),
  );
  return { refund, order: final, creditNoteNumber: document.number };
}

/** Writes made in a move's transaction around it (see `move`). */
export interface MoveWithin {
  /** Before the move; a result answers instead of it (nothing else is applied). */
  before(tx: DbOrTx): Promise<MoveResult | null>;
  after(tx: DbOrTx, result: MoveResult): Promise<void>;
}

export interface LifecycleDeps {
  db: Db;
  provider: Pick<PaymentProvider, 'refund' | 'refundPart'>;
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
        const row = await recordRefundFailure(tx, intentId, reason, now());
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
      const row = await markRefunded(tx, intentId, at);
      if (!row?.orderId) return;
      const order = await markOrderRefunded(tx, row.orderId, at);
      await appendEvents(tx, [
        {
          orderId: row.orderId,
          type: 'refunded',
          actor: PROVIDER,
          at,
          paymentStatus: 'refunded',
          // Returns refunded before the cancellation gave part of the payment back already.
          amountCents: row.amountCents - (order?.creditedCents ?? 0),
          data: { intentId },
        },
      ]);
    });
    return true;
  }

  /**
   * Gives part of a card payment back at the provider (a return or partial refund already
   * credited) and records it; a failure is kept for the shop's job to retry.
   */
  async function settlePartialRefund(refundId: string): Promise<boolean> {
    const refund = await findRefund(db, refundId);
    if (!refund || refund.status !== 'pending' || !refund.intentId) return false;
    try {
      await provider.refundPart(refund.intentId, refund.amountCents, `refund-${refund.id}`);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log?.error({ err: error, refundId }, 'partial card refund failed; the job will retry it');
      await db.transaction(async (tx) => {
        const row = await recordPartialRefundFailure(tx, refundId, reason);
        if (row)
          await appendEvents(tx, [
            {
              orderId: row.orderId,
              type: 'refund_failed',
              actor: PROVIDER,
              at: now(),
              amountCents: row.amountCents,
              reason,
              data: { intentId: row.intentId, refundId, attempt: row.attempts },
            },
          ]);
      });
      return false;
    }
    await db.transaction(async (tx) => {
      const at = now();
      const row = await markPartialRefunded(tx, refundId, at);
      if (!row) return;
      const order = await lockOrder(tx, row.orderId);
      const whole = order !== undefined && order.creditedCents >= order.totalCents;
      if (whole) await markOrderRefunded(tx, row.orderId, at);
      await appendEvents(tx, [
        {
          orderId: row.orderId,
          type: 'refunded',
          actor: PROVIDER,
          at,
          ...(whole ? { paymentStatus: 'refunded' as const } : {}),
          amountCents: row.amountCents,
          data: { intentId: row.intentId, refundId, method: 'card' },
        },
      ]);
    });
    return true;
  }

  /** A return or partial refund in its own transaction, then the card refund it owes (if any). */
  async function refund(request: RefundRequest): Promise<RefundResult> {
    const result = await db.transaction((tx) => applyRefund(tx, request, now()));
    if (result.refund.status === 'pending') {
      await settlePartialRefund(result.refund.id);
      const settled = await findRefund(db, result.refund.id);
      if (settled) return { ...result, refund: settled };
    }
    return result;
  }

  /** Card refunds of returns that did not go through, retried like a cancellation's. */
  async function retryPartialRefunds(limit = 50): Promise<number> {
    let settled = 0;
    for (const row of await findPartialRefundsToRetry(db, now(), MAX_REFUND_ATTEMPTS, limit))
      if (await settlePartialRefund(row.id)) settled += 1;
    return settled;
  }

  /**
   * The courier's delivery asks for the customer's PIN where the order does (`pinDecision`): in
   * a transaction of its own, so that a wrong try is counted, and the lock written, although the
   * delivery is refused. Only the courier whose order it is, at the step where delivering is
   * allowed, is asked: any other move is refused by the life cycle as before.
   */
  async function checkPin(request: MoveRequest): Promise<void> {
    if (request.move !== 'deliver' || !isUuid(request.orderId)) return;
    const refusal = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, request.orderId);
      if (!order || !orderVisibleTo(order, request.actor)) return null;
      const delivery = (await lockDeliveryOfOrder(tx, request.orderId)) ?? null;
      if (!courierMayMove('deliver', delivery, request.courier)) return null;
      if (!findMove(stateOf(order, delivery), 'deliver', request.actor.role)) return null;
      const at = now();
      const decision = pinDecision(order, request.pin, at, request.pinException !== undefined);
      if (decision.outcome === 'ok') return null;
      if (decision.write) {
        const { event, ...change } = decision.write;
        await recordPinFailure(tx, order.id, change);
        const { type, ...extra } = event;
        await appendEvents(tx, [{ orderId: order.id, type, actor: request.actor, at, ...extra }]);
      }
      return decision.error;
    });
    if (refusal) throw refusal;
  }

  /**
   * One move in its own transaction, then the refund it owes (if any). `within` writes what must
   * commit or roll back with the move (a courier's idempotency key): it runs first in the
   * transaction, and may end it early with an answer of its own instead of the move.
   */
  async function move(request: MoveRequest, within?: MoveWithin): Promise<MoveResult> {
    await checkPin(request);
    const result = await db.transaction(async (tx) => {
      const early = await within?.before(tx);
      if (early) return early;
      const moved = await applyMove(tx, request, now());
      await within?.after(tx, moved);
      return moved;
    });
    if (result.refundIntentId) await settleRefund(result.refundIntentId);
    return result;
  }

  async function payEarning(args: { personId: string; orderId: string; actor: Actor }): Promise<void> {
    await db.transaction((tx) => applyEarningPayout(tx, { ...args, at: now() }));
  }

  return { move, settleRefund, settlePartialRefund, retryPartialRefunds, refund, payEarning, now };
}

export type Lifecycle = ReturnType<typeof createLifecycle>;

import { randomUUID } from 'node:crypto';
import type { CreateOrderCommand, Order } from '@ikawa/contracts/orders';
import { fromCents } from '@ikawa/contracts/money';
import { intentStatusMessage, PAYMENT_MESSAGES, type PaymentStatusAnswer } from '@ikawa/contracts/payments';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, payments } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { CurrentUser } from '../../plugins/auth';
import { createOrdersService, TotalChangedError } from '../orders/service';
import type { PaymentProvider } from './provider';

type PaymentRow = typeof payments.$inferSelect;

export interface PaymentsServiceDeps {
  db: Db;
  provider: PaymentProvider;
  log?: { error(obj: unknown, msg: string): void };
}

/**
 * Card payments the careful way: the server prices the cart and records what is paid for,
 * only the provider's word (confirm call or signed webhook) makes the order, the order is made
 * once per intent, and a payment that cannot become an order is refunded.
 */
export function createPaymentsService({ db, provider, log }: PaymentsServiceDeps) {
  const ordersService = createOrdersService({ db });

  async function findPayment(intentId: string) {
    const [row] = await db.select().from(payments).where(eq(payments.intentId, intentId));
    return row;
  }

  async function orderOf(row: PaymentRow): Promise<Order | undefined> {
    const orderId =
      row.orderId ??
      (await db.select({ id: orders.id }).from(orders).where(eq(orders.paymentIntentId, row.intentId)))[0]
        ?.id;
    return orderId ? ordersService.findOrder(orderId) : undefined;
  }

  async function createIntent(user: CurrentUser, command: CreateOrderCommand, idempotencyKey?: string) {
    const withCard: CreateOrderCommand = { ...command, paymentMethod: 'stripe' };
    if (idempotencyKey) {
      const [existing] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.userId, user.id), eq(payments.idempotencyKey, idempotencyKey)));
      if (existing) {
        return {
          clientSecret: existing.clientSecret,
          paymentIntentId: existing.intentId,
          amount: fromCents(existing.amountCents),
          currency: existing.currency,
          provider: provider.name,
        };
      }
    }
    const quote = await ordersService.quote(withCard);
    const currency = quote.currency.toLowerCase();
    // Outside any transaction: this may be a network call (DESIGN: PGlite).
    const intent = await provider.createIntent({
      amountCents: quote.totalCents,
      currency,
      metadata: { userId: user.id, shop: 'ikawa' },
      idempotencyKey: `ikawa-intent-${user.id}-${idempotencyKey ?? randomUUID()}`,
    });
    try {
      await db
        .insert(payments)
        .values({
          intentId: intent.id,
          provider: provider.name,
          userId: user.id,
          orderCommand: withCard,
          amountCents: quote.totalCents,
          currency,
          clientSecret: intent.clientSecret,
          idempotencyKey: idempotencyKey ?? null,
        })
        .onConflictDoNothing({ target: payments.intentId });
    } catch (error) {
      // The same key raced us: answer with the intent that won.
      if (isUniqueViolation(error) && idempotencyKey) return createIntent(user, command, idempotencyKey);
      throw error;
    }
    return {
      clientSecret: intent.clientSecret,
      paymentIntentId: intent.id,
      amount: fromCents(quote.totalCents),
      currency,
      provider: provider.name,
    };
  }

  /** Gives the money back and marks the payment; never throws past the caller's answer. */
  async function refund(row: PaymentRow): Promise<void> {
    try {
      await provider.cancelOrRefund(row.intentId);
      await db
        .update(payments)
        .set({ state: 'refunded', updatedAt: new Date() })
        .where(eq(payments.intentId, row.intentId));
    } catch (error) {
      log?.error({ err: error, intentId: row.intentId }, 'refund failed; needs attention');
      throw new AppError('unavailable', PAYMENT_MESSAGES.issue);
    }
  }

  /**
   * Makes the order for a succeeded payment, exactly once. Used by the confirm call and by the
   * webhook; whichever arrives second finds the order already made.
   */
  async function finalize(row: PaymentRow): Promise<Order> {
    const existing = await orderOf(row);
    if (existing) return existing;
    if (row.state === 'refunded') throw new AppError('conflict', PAYMENT_MESSAGES.refundedSoldOut(''));

    const intent = await provider.retrieveIntent(row.intentId);
    if (!intent) throw new AppError('not_found', PAYMENT_MESSAGES.notFound);
    if (intent.status !== 'succeeded') {
      throw new AppError('business_rule', intent.lastError ?? intentStatusMessage(intent.status));
    }
    // The provider's amount and currency must be what we priced and recorded.
    if (intent.amountCents !== row.amountCents || intent.currency !== row.currency) {
      log?.error({ intentId: row.intentId }, 'payment amount or currency does not match the record');
      await refund(row);
      throw new AppError('business_rule', PAYMENT_MESSAGES.priceChanged);
    }

    const command = row.orderCommand as CreateOrderCommand;
    try {
      const { order } = await ordersService.placeOrder({ id: row.userId }, command, {
        payment: { intentId: row.intentId, status: 'completed' },
        expectedTotalCents: row.amountCents,
      });
      await db
        .update(payments)
        .set({ state: 'completed', orderId: order._id, updatedAt: new Date() })
        .where(eq(payments.intentId, row.intentId));
      return order;
    } catch (error) {
      if (isUniqueViolation(error)) {
        // The other path (webhook or confirm) made it a moment ago.
        const made = await orderOf(row);
        if (made) return made;
      }
      if (error instanceof TotalChangedError) {
        await refund(row);
        throw new AppError('conflict', PAYMENT_MESSAGES.priceChanged);
      }
      if (error instanceof AppError && (error.kind === 'conflict' || error.kind === 'business_rule')) {
        // Stock ran out between paying and ordering: nobody is charged without an order.
        await refund(row);
        throw new AppError('conflict', PAYMENT_MESSAGES.refundedSoldOut(error.message));
      }
      throw error;
    }
  }

  async function confirm(user: CurrentUser, intentId: string): Promise<Order> {
    const row = await findPayment(intentId);
    if (!row || row.userId !== user.id) throw new AppError('not_found', PAYMENT_MESSAGES.notFound);
    return finalize(row);
  }

  /** For the payment result page: the provider's real status, never the query string's. */
  async function status(user: CurrentUser, intentId: string): Promise<PaymentStatusAnswer> {
    const row = await findPayment(intentId);
    if (!row || row.userId !== user.id) throw new AppError('not_found', PAYMENT_MESSAGES.notFound);
    const intent = await provider.retrieveIntent(intentId);
    if (!intent) throw new AppError('not_found', PAYMENT_MESSAGES.notFound);
    if (intent.status === 'succeeded') {
      try {
        const order = await finalize(row);
        return { status: intent.status, orderId: order._id, message: PAYMENT_MESSAGES.succeeded };
      } catch (error) {
        if (error instanceof AppError) return { status: 'canceled', orderId: null, message: error.message };
        throw error;
      }
    }
    return {
      status: intent.status,
      orderId: null,
      message: intent.lastError ?? intentStatusMessage(intent.status),
    };
  }

  /** The signed webhook: `payment_intent.succeeded` makes the order if the browser did not. */
  async function handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<void> {
    const event = provider.parseWebhook(rawBody, signature);
    if (event.type !== 'payment_intent.succeeded' || !event.intentId) return;
    const row = await findPayment(event.intentId);
    if (!row) return; // not one of ours
    try {
      await finalize(row);
    } catch (error) {
      // Already refunded or not servable: the shopper is told on their page; Stripe needs a 2xx.
      if (!(error instanceof AppError)) throw error;
    }
  }

  /** A cancelled card order gives the money back (admin or customer cancel). */
  async function refundOrder(orderId: string): Promise<void> {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order || order.status !== 'cancelled') return;
    if (order.paymentMethod !== 'stripe' || order.paymentStatus !== 'completed' || !order.paymentIntentId)
      return;
    await provider.cancelOrRefund(order.paymentIntentId);
    await db
      .update(orders)
      .set({ paymentStatus: 'refunded', updatedAt: new Date() })
      .where(and(eq(orders.id, order.id), eq(orders.paymentStatus, 'completed')));
    await db
      .update(payments)
      .set({ state: 'refunded', updatedAt: new Date() })
      .where(eq(payments.intentId, order.paymentIntentId));
  }

  return { createIntent, confirm, status, handleWebhook, refundOrder };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

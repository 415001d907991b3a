import { isPromoRefusal } from '@ikawa/contracts/discounts';
import { randomUUID } from 'node:crypto';
import type { CreateOrderCommand, Order } from '@ikawa/contracts/orders';
import { fromCents } from '@ikawa/contracts/money';
import {
  type ConfirmSavedInput,
  type IntentStatus,
  intentStatusMessage,
  PAYMENT_MESSAGES,
  type PaymentStatusAnswer,
} from '@ikawa/contracts/payments';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ERRORS } from '../../lib/error-messages';
import { isUniqueViolation } from '../../lib/db-errors';
import type { CurrentUser } from '../auth/session';
import { type Lifecycle, MAX_REFUND_ATTEMPTS } from '../orders/lifecycle';
import { mergeLines, type PricedCart, promoRefused } from '../orders/pricing';
import { type OrdersService, writeOrder } from '../orders/service';
import { getSettingsRow } from '../settings/repo';
import { findPaymentMethod, findUserLocale } from '../users/repo';
import type { CardAttemptResult, PaymentProvider, ProviderIntent } from './provider';
import {
  findPayment,
  findPaymentByKey,
  findPaymentsToExpire,
  findRefundsToRetry,
  insertPayment,
  lockPayment,
  markPayment,
  type PaymentRow,
} from './repo';
import type { SimulatedProvider } from './simulated-provider';
import { type StripeSavedCards } from './stripe-saved-cards';
import type { MessageDescriptor } from '@ikawa/contracts/i18n';
import { type Text, translate } from '../../lib/i18n';

/** An unpaid intent is cancelled at the provider after this long, so its price cannot grow old. */
export const INTENT_TTL_MINUTES = 60;

export interface PaymentsServiceDeps {
  db: Db;
  provider: PaymentProvider;
  orders: OrdersService;
  lifecycle: Lifecycle;
  log?: { error(obj: unknown, msg: string): void };
  /** Stripe mode: the shoppers' saved cards kept at Stripe (ADR 004). */
  stripeCards?: StripeSavedCards;
}

/** What a payment records to make its order; a subscription's renewal names its day. */
type RenewalCommand = CreateOrderCommand & { renewal?: { subscriptionId: string; day: string } };

/** How an off-session charge of a subscription's renewal ended (decision 022). */
export type RenewalCharge =
  | { kind: 'paid'; order: Order }
  | { kind: 'declined'; message: Text }
  | { kind: 'refused'; code: string; message: Text };

const refundedError = () => new AppError('conflict', ERRORS.payment.refunded, { code: 'payment_refunded' });

/** The sentence the shopper sees for an intent that has not succeeded (`intentStatusMessage`). */
function intentStatusText(status: IntentStatus): MessageDescriptor {
  switch (status) {
    case 'succeeded':
      return ERRORS.payment.succeeded;
    case 'processing':
      return ERRORS.payment.processing;
    case 'requires_payment_method':
      return ERRORS.payment.declined;
    case 'requires_confirmation':
    case 'requires_action':
      return ERRORS.payment.requiresConfirmation;
    default:
      return { ...ERRORS.payment.status, values: { status } };
  }
}
const notFound = () => new AppError('not_found', ERRORS.payment.notFound, { code: 'payment_not_found' });

/**
 * Card payments bound to what was paid (decision 008): the intent records the priced cart, only
 * the provider's word (confirm call, status page or signed webhook) makes the order, the order is
 * made from that record in the same transaction as the payment's state change (under a lock on
 * the payment row), so each payment has exactly one outcome: its order, or its refund.
 */
export function createPaymentsService({
  db,
  provider,
  orders,
  lifecycle,
  log,
  stripeCards,
}: PaymentsServiceDeps) {
  const answer = (row: Pick<PaymentRow, 'clientSecret' | 'intentId' | 'amountCents' | 'currency'>) => ({
    clientSecret: row.clientSecret,
    paymentIntentId: row.intentId,
    amount: fromCents(row.amountCents),
    currency: row.currency,
    provider: provider.name,
  });

  async function createIntent(user: CurrentUser, command: CreateOrderCommand, idempotencyKey?: string) {
    const withCard: CreateOrderCommand = { ...command, paymentMethod: 'stripe' };
    if (idempotencyKey) {
      const existing = await findPaymentByKey(db, user.id, idempotencyKey);
      if (existing) return answer(existing);
    }
    const priced = await orders.quote(user.id, withCard);
    // A code that does not apply is refused before anything is charged, as for a cash order.
    if (priced.promo && !priced.promo.applied) throw promoRefused(priced.promo.refusal);
    const currency = priced.currency.toLowerCase();
    // Outside any transaction: this may be a network call (DESIGN: PGlite).
    const intent = await provider.createIntent({
      amountCents: priced.totalCents,
      currency,
      metadata: { userId: user.id, shop: 'ikawa' },
      idempotencyKey: `ikawa-intent-${user.id}-${idempotencyKey ?? randomUUID()}`,
    });
    try {
      await insertPayment(db, {
        intentId: intent.id,
        provider: provider.name,
        userId: user.id,
        orderCommand: withCard,
        pricedCart: priced,
        amountCents: priced.totalCents,
        currency,
        clientSecret: intent.clientSecret,
        idempotencyKey: idempotencyKey ?? null,
      });
    } catch (error) {
      // The same key raced us: answer with the intent that won.
      if (isUniqueViolation(error) && idempotencyKey) return createIntent(user, command, idempotencyKey);
      throw error;
    }
    return answer({ ...intent, intentId: intent.id, amountCents: priced.totalCents, currency });
  }

  async function orderOf(orderId: string | null): Promise<Order> {
    const order = orderId ? await orders.findOrder(orderId) : undefined;
    if (!order) throw notFound();
    return order;
  }

  /** What a payment's record stands for: its priced cart (older records are priced now). */
  async function pricedCartOf(row: PaymentRow): Promise<PricedCart> {
    if (row.pricedCart) return row.pricedCart as PricedCart;
    return orders.quote(row.userId, row.orderCommand as CreateOrderCommand);
  }

  /**
   * Makes the order for a succeeded payment, exactly once (confirm call, status page, webhook or
   * the expiry job, in any order and any number of processes). The payment row is locked; the
   * order is written in a savepoint, so a sold-out line leaves the payment marked for a refund.
   */
  async function finalize(row: PaymentRow, intent?: ProviderIntent): Promise<Order> {
    // A payment that made its order answers with it, whatever happened to the order since.
    if (row.orderId) return orderOf(row.orderId);
    if (row.state === 'refund_pending' || row.state === 'refunded') throw refundedError();
    if (row.state === 'expired')
      throw new AppError('business_rule', ERRORS.payment.expired, { code: 'payment_not_completed' });

    const paid = intent ?? (await provider.retrieveIntent(row.intentId));
    if (!paid) throw notFound();
    if (paid.status !== 'succeeded') {
      // Stripe's own sentence for a refused card comes in Stripe's words.
      throw new AppError('business_rule', paid.lastError ?? intentStatusText(paid.status), {
        code: 'payment_not_completed',
      });
    }
    const priced = await pricedCartOf(row);
    const settings = await getSettingsRow(db);
    // The provider's amount and currency must be what was priced and recorded.
    const matches =
      paid.amountCents === row.amountCents &&
      paid.currency === row.currency &&
      priced.totalCents === row.amountCents;

    const outcome = await db.transaction(async (tx) => {
      const locked = await lockPayment(tx, row.intentId);
      if (!locked) return { kind: 'missing' as const };
      if (locked.state === 'completed') return { kind: 'order' as const, orderId: locked.orderId };
      if (locked.state !== 'open') return { kind: 'refused' as const, state: locked.state };
      if (!matches) {
        log?.error({ intentId: row.intentId }, 'payment amount or currency does not match the record');
        await markPayment(tx, row.intentId, { state: 'refund_pending', lastError: 'amount mismatch' });
        return {
          kind: 'refund' as const,
          message: ERRORS.payment.priceChanged as Text,
          code: 'total_changed' as const,
        };
      }
      // The order keeps the language its customer reads now (the payment was opened in it).
      const locale = await findUserLocale(tx, locked.userId);
      const command = locked.orderCommand as RenewalCommand;
      try {
        const { order } = await tx.transaction((savepoint) =>
          writeOrder(savepoint, {
            userId: locked.userId,
            locale,
            // The shopper placed it by paying; the provider's confirmation is its own event. A
            // subscription's renewal is placed by the shop's job.
            actor: command.renewal
              ? { role: 'system', userId: null }
              : { role: 'customer', userId: locked.userId },
            ...(command.renewal ? { renewal: command.renewal } : {}),
            command,
            lines: mergeLines(priced.lines),
            // Made from the record, never re-priced; an applied code is redeemed from it.
            price: () => priced,
            payment: { method: 'stripe', intentId: row.intentId, card: paid.card },
            settings,
            at: lifecycle.now(),
          }),
        );
        await markPayment(tx, row.intentId, { state: 'completed', orderId: order.id });
        return { kind: 'order' as const, orderId: order.id };
      } catch (error) {
        // Sold out (or no longer sold) between paying and ordering: nobody pays without an order.
        // A subscription's renewal day already has its order: nobody pays twice for one day.
        if (
          (error instanceof AppError &&
            (error.code === 'out_of_stock' || error.code === 'product_unavailable')) ||
          (command.renewal && isUniqueViolation(error))
        ) {
          await markPayment(tx, row.intentId, {
            state: 'refund_pending',
            lastError: error instanceof Error ? error.message : 'refused',
          });
          return {
            kind: 'refund' as const,
            message: {
              ...ERRORS.payment.refundedSoldOut,
              values: { reason: error instanceof AppError ? error.describe() : '' },
            } as Text,
            code: 'payment_refunded' as const,
          };
        }
        // The code was switched off, ended, or its last use went to someone else (or to this
        // customer) meanwhile: the price paid no longer holds (decision 013), so the payment is
        // refunded like a changed total, and the shopper's next try is priced without the code.
        if (error instanceof AppError && isPromoRefusal(error.code)) {
          await markPayment(tx, row.intentId, { state: 'refund_pending', lastError: error.message });
          return {
            kind: 'refund' as const,
            message: {
              ...ERRORS.payment.discountNoLongerValid,
              values: { reason: error.describe() },
            } as Text,
            code: 'discount_no_longer_valid' as const,
          };
        }
        throw error;
      }
    });

    switch (outcome.kind) {
      case 'order':
        return orderOf(outcome.orderId);
      case 'refund':
        await lifecycle.settleRefund(row.intentId);
        throw new AppError('conflict', outcome.message, { code: outcome.code });
      case 'refused':
        if (outcome.state === 'expired')
          throw new AppError('business_rule', ERRORS.payment.expired, { code: 'payment_not_completed' });
        throw refundedError();
      default:
        throw notFound();
    }
  }

  async function ownPayment(user: CurrentUser, intentId: string): Promise<PaymentRow> {
    const row = await findPayment(db, intentId);
    if (!row || row.userId !== user.id) throw notFound();
    return row;
  }

  async function confirm(user: CurrentUser, intentId: string): Promise<Order> {
    return finalize(await ownPayment(user, intentId));
  }

  /** For the payment result page: the provider's real status, never the query string's. */
  async function status(user: CurrentUser, intentId: string): Promise<PaymentStatusAnswer> {
    const row = await ownPayment(user, intentId);
    const intent = await provider.retrieveIntent(intentId);
    if (!intent) throw notFound();
    if (intent.status === 'succeeded') {
      try {
        const order = await finalize(row, intent);
        return {
          status: intent.status,
          orderId: order._id,
          orderNumber: order.number,
          message: PAYMENT_MESSAGES.succeeded,
        };
      } catch (error) {
        if (error instanceof AppError)
          return { status: 'canceled', orderId: null, orderNumber: null, message: error.message };
        throw error;
      }
    }
    return {
      status: intent.status,
      orderId: null,
      orderNumber: null,
      message: intent.lastError ?? intentStatusMessage(intent.status),
    };
  }

  /**
   * Pays an open intent with one of the shopper's own saved cards: at Stripe (its Customer and
   * payment method), or in the simulated provider by the card's vault token. Another shopper's
   * card is not found, and nothing is charged.
   */
  async function confirmSaved(
    user: CurrentUser,
    input: ConfirmSavedInput,
    returnUrl: string,
  ): Promise<CardAttemptResult> {
    if (stripeCards) return stripeCards.charge(user, input, returnUrl);
    if (provider.name !== 'simulated') throw new AppError('not_found', ERRORS.card.simulatedNotInUse);
    const saved = await findPaymentMethod(db, user.id, input.paymentMethodId);
    if (!saved?.providerToken) throw new AppError('not_found', ERRORS.card.savedNotFound);
    return (provider as SimulatedProvider).confirmSavedCard({
      paymentIntentId: input.paymentIntentId,
      clientSecret: input.clientSecret,
      token: saved.providerToken,
    });
  }

  /**
   * Charges a subscription's renewal to the customer's saved card, nobody present (decision
   * 022): one payment per renewal day and attempt (`key`), so a process that crashed or a second
   * one finds the same intent and never charges twice; a paid intent makes its order like any
   * card payment (`finalize`), and a refused one is cancelled at the provider. Called outside
   * any transaction: these are network calls.
   */
  async function chargeRenewal(input: {
    userId: string;
    command: CreateOrderCommand;
    renewal: { subscriptionId: string; day: string };
    priced: PricedCart;
    savedCardId: string;
    key: string;
    /** Where a bank's page would send the customer back (My Account → Subscriptions). */
    returnUrl: string;
  }): Promise<RenewalCharge> {
    const { userId, key } = input;
    let row = await findPaymentByKey(db, userId, key);
    if (!row) {
      const currency = input.priced.currency.toLowerCase();
      const intent = await provider.createIntent({
        amountCents: input.priced.totalCents,
        currency,
        metadata: { userId, shop: 'ikawa', subscription: input.renewal.subscriptionId },
        idempotencyKey: `ikawa-${key}`,
      });
      const orderCommand: RenewalCommand = {
        ...input.command,
        paymentMethod: 'stripe',
        renewal: input.renewal,
      };
      try {
        await insertPayment(db, {
          intentId: intent.id,
          provider: provider.name,
          userId,
          orderCommand,
          pricedCart: input.priced,
          amountCents: input.priced.totalCents,
          currency,
          clientSecret: intent.clientSecret,
          idempotencyKey: key,
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
      row = await findPaymentByKey(db, userId, key);
      if (!row) throw notFound();
    }
    const refusal = (error: unknown): RenewalCharge => {
      if (error instanceof AppError) return { kind: 'refused', code: error.code, message: error.describe() };
      throw error;
    };
    if (row.state === 'completed') return { kind: 'paid', order: await orderOf(row.orderId) };
    if (row.state !== 'open') return { kind: 'declined', message: ERRORS.payment.expired };
    let intent = await provider.retrieveIntent(row.intentId);
    if (intent?.status !== 'succeeded') {
      let attempt: CardAttemptResult;
      try {
        attempt = await chargeSaved(userId, input.savedCardId, row, input.returnUrl);
      } catch (error) {
        if (error instanceof AppError && error.code === 'not_found')
          return { kind: 'declined', message: ERRORS.card.savedNotFound };
        throw error;
      }
      if (attempt.status !== 'succeeded') {
        // Nobody is there to confirm or to try another card: the intent is given up now.
        await provider.cancelIntent(row.intentId);
        const message: Text =
          attempt.status === 'requires_action' || attempt.status === 'requires_confirmation'
            ? ERRORS.payment.requiresConfirmation
            : (attempt.error ?? ERRORS.payment.declined);
        await markPayment(db, row.intentId, { state: 'expired', lastError: translate(undefined, message) });
        return { kind: 'declined', message };
      }
      intent = await provider.retrieveIntent(row.intentId);
    }
    try {
      return { kind: 'paid', order: await finalize(row, intent) };
    } catch (error) {
      return refusal(error);
    }
  }

  /** The saved card, charged for an intent the server opened (Stripe, or the simulated vault). */
  async function chargeSaved(userId: string, savedCardId: string, row: PaymentRow, returnUrl: string) {
    if (stripeCards) return stripeCards.chargeOffSession(userId, savedCardId, row.intentId, returnUrl);
    if (provider.name !== 'simulated') throw new AppError('not_found', ERRORS.card.simulatedNotInUse);
    const saved = await findPaymentMethod(db, userId, savedCardId);
    if (!saved?.providerToken) throw new AppError('not_found', ERRORS.card.savedNotFound);
    return (provider as SimulatedProvider).confirmSavedCard({
      paymentIntentId: row.intentId,
      clientSecret: row.clientSecret,
      token: saved.providerToken,
    });
  }

  /** The signed webhook: `payment_intent.succeeded` makes the order if the browser did not. */
  async function handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<void> {
    const event = provider.parseWebhook(rawBody, signature);
    if (event.type !== 'payment_intent.succeeded' || !event.intentId) return;
    const row = await findPayment(db, event.intentId);
    if (!row) return; // not one of ours
    try {
      await finalize(row);
    } catch (error) {
      // Refunded or not servable: the shopper is told on their page; Stripe needs a 2xx.
      if (!(error instanceof AppError)) throw error;
    }
  }

  /**
   * Intents left open are cancelled at the provider (stock is never held by an
   * unpaid intent). One paid meanwhile is finalized instead: it gets its order, or its refund.
   */
  async function expireOpenIntents(limit = 50): Promise<number> {
    const before = new Date(lifecycle.now().getTime() - INTENT_TTL_MINUTES * 60_000);
    let expired = 0;
    for (const row of await findPaymentsToExpire(db, before, limit)) {
      try {
        if ((await provider.cancelIntent(row.intentId)) === 'succeeded') {
          await finalize(row);
          continue;
        }
        await db.transaction(async (tx) => {
          const locked = await lockPayment(tx, row.intentId);
          if (locked?.state === 'open') {
            await markPayment(tx, row.intentId, { state: 'expired' });
            expired += 1;
          }
        });
      } catch (error) {
        if (!(error instanceof AppError))
          log?.error({ err: error, intentId: row.intentId }, 'could not expire an intent');
      }
    }
    return expired;
  }

  /** Refunds that did not go through are retried with a growing pause, a bounded number of times. */
  async function retryRefunds(limit = 50): Promise<number> {
    let settled = 0;
    for (const row of await findRefundsToRetry(db, lifecycle.now(), MAX_REFUND_ATTEMPTS, limit)) {
      if (await lifecycle.settleRefund(row.intentId)) settled += 1;
    }
    return settled + (await lifecycle.retryPartialRefunds(limit));
  }

  return {
    createIntent,
    confirm,
    confirmSaved,
    chargeRenewal,
    status,
    handleWebhook,
    expireOpenIntents,
    retryRefunds,
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

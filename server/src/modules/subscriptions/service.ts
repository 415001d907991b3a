import { DEFAULT_LOCALE, localizedPath } from '@ikawa/contracts/i18n';
import type { CreateOrderCommand, Order } from '@ikawa/contracts/orders';
import {
  type CancelSubscriptionInput,
  type CreateSubscription,
  NEXT_DATE_MAX_DAYS,
  type Subscription,
  type SubscriptionExtrasInput,
  SUBSCRIPTION_INTERVALS,
  type SubscriptionOffer,
  SUBSCRIPTION_MESSAGE_DESCRIPTORS,
  type UpdateSubscriptionInput,
} from '@ikawa/contracts/subscriptions';
import type { Db, DbOrTx } from '../../db/client';
import type { SubscriptionTemplate } from '../../db/schema/subscriptions';
import { AppError } from '../../lib/app-error';
import { type Text, translate } from '../../lib/i18n';
import { isUniqueViolationOf } from '../../lib/db-errors';
import { addDays, storeDay } from '../../lib/store-day';
import type { CurrentUser } from '../auth/session';
import { findSubscriberDiscount } from '../discounts/repo';
import type { MailService } from '../mail/service';
import type { SubscriptionChange, SubscriptionProblem } from '../mail/templates/types';
import { mergeLines, productUnavailable } from '../orders/pricing';
import { findOrderRow, loadAggregates } from '../orders/repo';
import { toOrderDto } from '../orders/mapper';
import type { OrdersService } from '../orders/service';
import type { PaymentsService } from '../payments/service';
import { getSettingsRow } from '../settings/repo';
import { findPaymentMethod } from '../users/repo';
import { toSubscriptionDto } from './mapper';
import {
  appendSubscriptionEvent,
  claimDueSubscription,
  claimReminder,
  countChargeFailures,
  deleteSubscription,
  findLineProducts,
  findSubscriber,
  insertSubscription,
  listSubscriptionsOf,
  lockOwnSubscription,
  lockSubscription,
  type SubscriptionRow,
  updateSubscription,
} from './repo';
import {
  CHARGE_LEASE_MINUTES,
  chargeFailureOutcome,
  nextRenewalAfter,
  REMINDER_DAYS,
  type SubscriptionMove,
  subscriptionRefusal,
} from './rules';

export interface SubscriptionsServiceDeps {
  db: Db;
  orders: Pick<OrdersService, 'placeRenewal' | 'quote'>;
  payments: Pick<PaymentsService, 'chargeRenewal'>;
  mail: Pick<MailService, 'write' | 'link'>;
  now?: () => Date;
}

/** A renewal that cannot be written now for want of goods waits; anything else is a fault. */
const WAITS_FOR_STOCK = new Set(['out_of_stock', 'product_unavailable']);

type Customer = Pick<CurrentUser, 'id' | 'role' | 'preferredLocale'>;

const notFound = () =>
  new AppError('not_found', SUBSCRIPTION_MESSAGE_DESCRIPTORS.notFound, { code: 'not_found' });

const cardRequired = () =>
  new AppError('business_rule', SUBSCRIPTION_MESSAGE_DESCRIPTORS.cardRequired, {
    code: 'subscription_card_required',
  });

/** What a renewal's order is placed from: the lines with this time's one-off extras. */
function renewalCommand(row: SubscriptionRow): CreateOrderCommand {
  return {
    ...row.template,
    deliveryInstructions: row.template.deliveryInstructions ?? null,
    lines: mergeLines([...row.template.lines, ...row.extras]),
    promoCode: null,
  };
}

/**
 * Subscribe & save (decision 022): a customer's standing order, renewed on its store day by the
 * shop's job as an ordinary order (the one pricing function and order writer, today's prices,
 * taxes, fees, stock and the subscriber discount), paid in cash at the door or charged to a saved
 * card without the customer present, and changed by its customer for the next renewal. Every
 * change and every problem is told to the customer by e-mail, written in the change's transaction.
 */
export function createSubscriptionsService({
  db,
  orders,
  payments,
  mail,
  now = () => new Date(),
}: SubscriptionsServiceDeps) {
  const today = async (tx: DbOrTx = db) => storeDay(now(), (await getSettingsRow(tx)).timeZone);

  /** Read in the caller's transaction when there is one (PGlite has one connection). */
  async function dto(rows: SubscriptionRow[], reader: DbOrTx = db): Promise<Subscription[]> {
    const ids = [
      ...new Set(rows.flatMap((row) => [...row.template.lines, ...row.extras].map((line) => line.productId))),
    ];
    const products = await findLineProducts(reader, ids);
    const rule = await findSubscriberDiscount(reader);
    const sold = new Map(products.map((product) => [product.id, product]));
    const percent = rule?.kind === 'percentage' ? rule.percentOff : null;
    return rows.map((row) => toSubscriptionDto(row, sold, percent));
  }

  const portalUrl = (locale: SubscriptionRow['locale']) =>
    mail.link(localizedPath(locale, '/account/subscriptions'));

  /** The customer's e-mail about their subscription, in its language, in the caller's transaction. */
  async function tell(
    tx: DbOrTx,
    row: SubscriptionRow,
    message:
      | { kind: 'subscription_changed'; change: SubscriptionChange }
      | { kind: 'subscription_reminder' }
      | {
          kind: 'subscription_problem';
          problem: SubscriptionProblem;
          reason?: Text | null;
          retryAt?: string | null;
        },
    dedupeKey?: string,
  ): Promise<void> {
    const customer = await findSubscriber(tx, row.userId);
    if (!customer) return;
    const [subscription] = await dto([row], tx);
    const base = {
      name: customer.name,
      subscription: subscription!,
      portalUrl: portalUrl(row.locale),
      locale: row.locale,
    };
    switch (message.kind) {
      case 'subscription_changed':
        await mail.write(tx, message.kind, customer.email, { ...base, change: message.change }, dedupeKey);
        break;
      case 'subscription_reminder':
        await mail.write(tx, message.kind, customer.email, base, dedupeKey);
        break;
      default:
        await mail.write(
          tx,
          message.kind,
          customer.email,
          {
            ...base,
            problem: message.problem,
            reason: message.reason ?? null,
            retryAt: message.retryAt ?? null,
          },
          dedupeKey,
        );
    }
  }

  /** The customer's own saved card, as the subscription keeps it; refused when not theirs. */
  async function savedCardOf(userId: string, id: string | undefined, reader: DbOrTx = db) {
    if (!id) throw cardRequired();
    const card = await findPaymentMethod(reader, userId, id);
    if (!card) throw cardRequired();
    return { id: card.id, brand: card.brand, last4: card.last4 };
  }

  async function orderDto(orderId: string): Promise<Order> {
    const orderRow = await findOrderRow(db, orderId);
    if (!orderRow) throw notFound();
    const [aggregate] = await loadAggregates(db, [orderRow]);
    return toOrderDto(aggregate!);
  }

  /**
   * Subscribes to a cart. Cash: the subscription and its first order in one transaction (too
   * little stock refuses both). Card: the subscription is written due today and renewed at once
   * by the same path as the job's; a refused card removes it and says why, nothing charged.
   */
  async function subscribe(
    user: Customer,
    { everyWeeks, order: command, savedCardId }: CreateSubscription,
  ): Promise<{ subscription: Subscription; order: Order }> {
    const template: SubscriptionTemplate = {
      lines: command.lines,
      fulfillmentMethod: command.fulfillmentMethod,
      deliveryMethod: command.deliveryMethod,
      address: command.address,
      deliveryInstructions: command.deliveryInstructions,
      paymentMethod: command.paymentMethod,
    };
    const locale = user.preferredLocale ?? DEFAULT_LOCALE;
    const actor = { role: 'customer' as const, userId: user.id };
    if (command.paymentMethod === 'stripe') {
      const savedCard = await savedCardOf(user.id, savedCardId);
      // Too little stock is said before anything is written or charged.
      await orders.quote(user.id, { ...command, subscribe: true });
      const row = await db.transaction(async (tx) => {
        const day = await today(tx);
        const created = await insertSubscription(tx, {
          userId: user.id,
          locale,
          everyWeeks,
          nextDate: day,
          template,
          savedCard,
          chargingSince: now(),
          createdAt: now(),
          updatedAt: now(),
        });
        await appendSubscriptionEvent(tx, {
          subscriptionId: created.id,
          type: 'created',
          actorRole: 'customer',
          actorId: user.id,
          data: { everyWeeks, day },
          createdAt: now(),
        });
        return created;
      });
      const outcome = await renewByCard(row, { firstCharge: true });
      if (outcome.kind !== 'paid') {
        await db.transaction((tx) => deleteSubscription(tx, row.id));
        throw outcome.error;
      }
      const renewed = await db.transaction(async (tx) => {
        const locked = await lockSubscription(tx, row.id);
        if (!locked) throw notFound();
        await tell(tx, locked, { kind: 'subscription_changed', change: 'created' });
        return locked;
      });
      const [subscription] = await dto([renewed]);
      return { subscription: subscription!, order: await orderDto(outcome.orderId) };
    }
    const { row, orderId } = await db.transaction(async (tx) => {
      const day = await today(tx);
      const row = await insertSubscription(tx, {
        userId: user.id,
        locale,
        everyWeeks,
        nextDate: addDays(day, everyWeeks * 7),
        template,
        createdAt: now(),
        updatedAt: now(),
      });
      const written = await orders.placeRenewal(tx, {
        user,
        command,
        renewal: { subscriptionId: row.id, day },
        actor,
      });
      await appendSubscriptionEvent(tx, {
        subscriptionId: row.id,
        type: 'created',
        actorRole: 'customer',
        actorId: user.id,
        data: { orderId: written.order.id, everyWeeks, day },
        createdAt: now(),
      });
      await tell(tx, row, { kind: 'subscription_changed', change: 'created' });
      return { row, orderId: written.order.id };
    });
    const [subscription] = await dto([row]);
    return { subscription: subscription!, order: await orderDto(orderId) };
  }

  async function listOwn(user: Customer): Promise<Subscription[]> {
    return dto(await listSubscriptionsOf(db, user.id));
  }

  /**
   * One of the customer's changes, under a lock on the subscription, with its event and its
   * confirmation e-mail; `apply` may read in the transaction and refuse.
   */
  async function change(
    user: Customer,
    id: string,
    move: SubscriptionMove,
    apply: (row: SubscriptionRow, day: string, tx: DbOrTx) => Promise<Partial<SubscriptionRow>>,
    data: Record<string, unknown> = {},
  ): Promise<Subscription> {
    const row = await db.transaction(async (tx) => {
      const found = await lockOwnSubscription(tx, user.id, id);
      if (!found) throw notFound();
      const refused = subscriptionRefusal(found.status, move);
      if (refused) throw refused;
      const day = await today(tx);
      const updated = await updateSubscription(tx, found.id, {
        ...(await apply(found, day, tx)),
        updatedAt: now(),
      });
      await appendSubscriptionEvent(tx, {
        subscriptionId: found.id,
        type: move,
        actorRole: 'customer',
        actorId: user.id,
        data: { ...data, nextDate: updated.nextDate },
        createdAt: now(),
      });
      await tell(tx, updated, { kind: 'subscription_changed', change: move });
      return updated;
    });
    const [subscription] = await dto([row]);
    return subscription!;
  }

  /** Skips the next renewal: the one after it is the next. */
  const skip = (user: Customer, id: string) =>
    change(user, id, 'skip', async (row) => ({
      nextDate: addDays(row.nextDate, row.everyWeeks * 7),
      extras: row.extras,
    }));

  const pause = (user: Customer, id: string) =>
    change(user, id, 'pause', async () => ({ status: 'paused', pausedAt: now() }));

  /** Resumes a paused subscription; a renewal day gone by meanwhile becomes tomorrow. */
  const resume = (user: Customer, id: string) =>
    change(user, id, 'resume', async (row, day) => ({
      status: 'active',
      pausedAt: null,
      // Paused after refused charges: the card is tried again at the next renewal, afresh.
      failedCharges: 0,
      retryAt: null,
      nextDate: row.nextDate > day ? row.nextDate : addDays(day, 1),
    }));

  const cancel = (user: Customer, id: string, { reason, note }: CancelSubscriptionInput) =>
    change(
      user,
      id,
      'cancel',
      async () => ({
        status: 'cancelled',
        cancelledAt: now(),
        cancelReason: reason ?? null,
        cancelNote: note || null,
      }),
      { ...(reason ? { reason } : {}), ...(note ? { note } : {}) },
    );

  /** The products a customer's lines name must be on sale now (a swap to one gone is refused). */
  async function checkOnSale(tx: DbOrTx, lines: { productId: string }[]): Promise<void> {
    const found = new Map(
      (
        await findLineProducts(
          tx,
          lines.map((line) => line.productId),
        )
      ).map((product) => [product.id, product]),
    );
    for (const line of lines) {
      const product = found.get(line.productId);
      if (!product || product.archivedAt) throw productUnavailable(product?.name);
    }
  }

  /**
   * Any of the rhythm, the next day, the lines (a swap, quantities), fulfilment and address,
   * payment; each for the next renewal. A new card (or going back to one) clears refused charges,
   * so the next run of the job tries again at once.
   */
  const update = (user: Customer, id: string, input: UpdateSubscriptionInput) =>
    change(
      user,
      id,
      'update',
      async (row, day, tx) => {
        if (input.nextDate !== undefined) {
          const latest = addDays(day, NEXT_DATE_MAX_DAYS);
          if (input.nextDate <= day || input.nextDate > latest)
            throw new AppError('conflict', SUBSCRIPTION_MESSAGE_DESCRIPTORS.dayOutOfRange, {
              code: 'subscription_day_out_of_range',
            });
        }
        if (input.lines) await checkOnSale(tx, input.lines);
        const template: SubscriptionTemplate = {
          ...row.template,
          ...(input.lines ? { lines: mergeLines(input.lines) } : {}),
          ...(input.fulfillmentMethod ? { fulfillmentMethod: input.fulfillmentMethod } : {}),
          ...(input.deliveryMethod ? { deliveryMethod: input.deliveryMethod } : {}),
          ...(input.address ? { address: input.address } : {}),
          ...(input.deliveryInstructions !== undefined
            ? { deliveryInstructions: input.deliveryInstructions ?? null }
            : {}),
          ...(input.paymentMethod ? { paymentMethod: input.paymentMethod } : {}),
        };
        if (template.fulfillmentMethod === 'delivery' && !template.address)
          throw new AppError('business_rule', SUBSCRIPTION_MESSAGE_DESCRIPTORS.addressRequired, {
            code: 'subscription_address_required',
          });
        if (template.fulfillmentMethod === 'pickup') template.deliveryInstructions = null;
        const cardChanged = input.savedCardId !== undefined || input.paymentMethod !== undefined;
        let savedCard = row.savedCard;
        if (template.paymentMethod === 'stripe' && (input.savedCardId !== undefined || !savedCard))
          savedCard = await savedCardOf(row.userId, input.savedCardId, tx);
        return {
          template,
          savedCard,
          ...(input.everyWeeks !== undefined ? { everyWeeks: input.everyWeeks } : {}),
          nextDate: input.nextDate ?? row.nextDate,
          ...(cardChanged ? { failedCharges: 0, retryAt: null, lastChargeError: null } : {}),
        };
      },
      { changed: Object.keys(input) },
    );

  /** One-off items for the next renewal only (an empty list takes them off). */
  const setExtras = (user: Customer, id: string, { lines }: SubscriptionExtrasInput) =>
    change(
      user,
      id,
      'extras',
      async (_row, _day, tx) => {
        await checkOnSale(tx, lines);
        return { extras: mergeLines(lines) };
      },
      { extras: lines.length },
    );

  /** The renewal moved on after its order was written: the next day, extras and retries cleared. */
  async function settleRenewed(
    tx: DbOrTx,
    row: SubscriptionRow,
    day: string,
    orderId: string,
    actor: { role: 'system' | 'customer'; id?: string },
  ): Promise<SubscriptionRow> {
    const next = nextRenewalAfter(day, row.everyWeeks, await today(tx));
    const updated = await updateSubscription(tx, row.id, {
      nextDate: next,
      extras: [],
      waitingSince: null,
      chargingSince: null,
      failedCharges: 0,
      retryAt: null,
      lastChargeError: null,
      updatedAt: now(),
    });
    await appendSubscriptionEvent(tx, {
      subscriptionId: row.id,
      type: actor.role === 'customer' ? 'order_now' : 'renewed',
      actorRole: actor.role,
      actorId: actor.id ?? null,
      data: { orderId, day, nextDate: next },
      createdAt: now(),
    });
    return updated;
  }

  /** Too little stock: the renewal waits, marked once and told once, tried again by the job. */
  async function markWaiting(tx: DbOrTx, row: SubscriptionRow, reason: Text): Promise<void> {
    if (row.waitingSince) {
      if (row.chargingSince) await updateSubscription(tx, row.id, { chargingSince: null });
      return;
    }
    const updated = await updateSubscription(tx, row.id, {
      waitingSince: now(),
      chargingSince: null,
      updatedAt: now(),
    });
    await appendSubscriptionEvent(tx, {
      subscriptionId: row.id,
      type: 'waiting_for_stock',
      actorRole: 'system',
      data: { day: row.nextDate, reason: translate(undefined, reason) },
      createdAt: now(),
    });
    await tell(tx, updated, { kind: 'subscription_problem', problem: 'waiting', reason });
  }

  /** A refused charge of a renewal: retried 1 and 3 days after the first, then paused. */
  async function recordFailure(tx: DbOrTx, row: SubscriptionRow, reason: Text): Promise<void> {
    const outcome = chargeFailureOutcome(row.failedCharges + 1, now());
    const updated = await updateSubscription(tx, row.id, {
      failedCharges: outcome.failedCharges,
      retryAt: outcome.retryAt,
      // The shop's record in English; the customer's e-mail says it in their language.
      lastChargeError: translate(undefined, reason),
      chargingSince: null,
      ...(outcome.pause ? { status: 'paused' as const, pausedAt: now() } : {}),
      updatedAt: now(),
    });
    await appendSubscriptionEvent(tx, {
      subscriptionId: row.id,
      type: outcome.pause ? 'paused_after_failures' : 'charge_failed',
      actorRole: 'system',
      data: { day: row.nextDate, reason: translate(undefined, reason), attempt: outcome.failedCharges },
      createdAt: now(),
    });
    await tell(tx, updated, {
      kind: 'subscription_problem',
      problem: outcome.pause ? 'paused' : 'charge_failed',
      reason,
      retryAt: outcome.retryAt?.toISOString() ?? null,
    });
  }

  type CardOutcome = { kind: 'paid'; orderId: string } | { kind: 'waiting' | 'declined'; error: AppError };

  /**
   * A card renewal of the day `row.nextDate`, its lease taken: priced now with the subscriber
   * discount, charged off-session (one payment per day and attempt), then moved on, or marked
   * waiting or refused. `firstCharge` (subscribing): a refusal is answered, not recorded.
   */
  async function renewByCard(
    row: SubscriptionRow,
    { firstCharge = false, customer }: { firstCharge?: boolean; customer?: string } = {},
  ): Promise<CardOutcome> {
    const day = row.nextDate;
    const command: CreateOrderCommand = { ...renewalCommand(row), paymentMethod: 'stripe' };
    const release = () =>
      db.transaction(async (tx) => {
        await updateSubscription(tx, row.id, { chargingSince: null });
      });
    let priced;
    try {
      priced = await orders.quote(row.userId, { ...command, subscribe: true });
    } catch (error) {
      if (!(error instanceof AppError) || !WAITS_FOR_STOCK.has(error.code)) {
        await release();
        throw error;
      }
      if (firstCharge || customer) await release();
      else await db.transaction((tx) => markWaiting(tx, row, error.describe()));
      return { kind: 'waiting', error };
    }
    const attempt = customer ? `now-${now().getTime()}` : String(await countChargeFailures(db, row.id, day));
    const charged = await payments.chargeRenewal({
      userId: row.userId,
      // The order is written from what was priced: with the subscriber discount it was given.
      command: { ...command, promoCode: priced.promo?.applied ? priced.promo.code : null },
      renewal: { subscriptionId: row.id, day },
      priced,
      savedCardId: row.savedCard?.id ?? '',
      key: `renewal:${row.id}:${day}:${attempt}`,
      returnUrl: portalUrl(row.locale),
    });
    if (charged.kind === 'paid') {
      await db.transaction(async (tx) => {
        const locked = await lockSubscription(tx, row.id);
        // Moved on already (another process finished this renewal): nothing more to do.
        if (locked && locked.nextDate === day)
          await settleRenewed(tx, locked, day, charged.order._id, {
            role: customer ? 'customer' : 'system',
            ...(customer ? { id: customer } : {}),
          });
      });
      return { kind: 'paid', orderId: charged.order._id };
    }
    const reason = charged.message;
    const error =
      charged.kind === 'refused'
        ? new AppError('conflict', reason, { code: charged.code as 'conflict' })
        : new AppError(
            'business_rule',
            { ...SUBSCRIPTION_MESSAGE_DESCRIPTORS.chargeDeclined, values: { reason } },
            { code: 'card_declined' },
          );
    if (firstCharge || customer) await release();
    else if (charged.kind === 'refused' && WAITS_FOR_STOCK.has(charged.code))
      await db.transaction((tx) => markWaiting(tx, row, reason));
    else
      await db.transaction(async (tx) => {
        const locked = await lockSubscription(tx, row.id);
        if (locked) await recordFailure(tx, locked, reason);
      });
    return { kind: charged.kind === 'refused' ? 'waiting' : 'declined', error };
  }

  /**
   * The customer's "order now": the next renewal placed today (cash: in one transaction; card:
   * charged now), and the one after it `everyWeeks` from today. Refused, nothing changes.
   */
  async function orderNow(user: Customer, id: string): Promise<{ subscription: Subscription; order: Order }> {
    const claimed = await db.transaction(async (tx) => {
      const found = await lockOwnSubscription(tx, user.id, id);
      if (!found) throw notFound();
      const refused = subscriptionRefusal(found.status, 'order_now');
      if (refused) throw refused;
      const day = await today(tx);
      const lease = new Date(now().getTime() - CHARGE_LEASE_MINUTES * 60_000);
      if (found.chargingSince && found.chargingSince > lease)
        throw new AppError('conflict', SUBSCRIPTION_MESSAGE_DESCRIPTORS.alreadyToday, {
          code: 'subscription_already_today',
        });
      if (found.template.paymentMethod === 'stripe') {
        await updateSubscription(tx, found.id, { chargingSince: now() });
        return { kind: 'card' as const, row: { ...found, nextDate: day } };
      }
      try {
        const written = await tx.transaction((sale) =>
          orders.placeRenewal(sale, {
            user: { id: found.userId, preferredLocale: found.locale },
            command: renewalCommand(found),
            renewal: { subscriptionId: found.id, day },
            actor: { role: 'customer', userId: user.id },
          }),
        );
        const updated = await settleRenewed(tx, found, day, written.order.id, {
          role: 'customer',
          id: user.id,
        });
        await tell(tx, updated, { kind: 'subscription_changed', change: 'order_now' });
        return { kind: 'cash' as const, row: updated, orderId: written.order.id };
      } catch (error) {
        if (isAlreadyRenewed(error))
          throw new AppError('conflict', SUBSCRIPTION_MESSAGE_DESCRIPTORS.alreadyToday, {
            code: 'subscription_already_today',
          });
        throw error;
      }
    });
    let orderId: string;
    if (claimed.kind === 'card') {
      const outcome = await renewByCard(claimed.row, { customer: user.id });
      if (outcome.kind !== 'paid') throw outcome.error;
      orderId = outcome.orderId;
      await db.transaction(async (tx) => {
        const locked = await lockSubscription(tx, id);
        if (locked) await tell(tx, locked, { kind: 'subscription_changed', change: 'order_now' });
      });
    } else orderId = claimed.orderId;
    const row = await db.transaction((tx) => lockOwnSubscription(tx, user.id, id));
    if (!row) throw notFound();
    const [subscription] = await dto([row]);
    return { subscription: subscription!, order: await orderDto(orderId) };
  }

  /**
   * The shop's job: each active subscription due today or before, claimed under `FOR UPDATE
   * SKIP LOCKED` (another process takes the next one). A cash renewal is written in the
   * transaction that moves its day on, so a crash leaves it due and a race cannot write it twice;
   * a card renewal takes a lease in that transaction, then is charged outside it (a network call)
   * once per day and attempt. Short of stock, a renewal waits (marked, retried at the next run),
   * never oversold. Answers the orders written.
   */
  async function renewDue(limit = 50): Promise<number> {
    const tried: string[] = [];
    let renewed = 0;
    for (let round = 0; round < limit; round += 1) {
      const claimed = await db.transaction(async (tx) => {
        const day = await today(tx);
        const cutoff = new Date(now().getTime() - CHARGE_LEASE_MINUTES * 60_000);
        const due = await claimDueSubscription(tx, day, tried, now(), cutoff);
        if (!due) return { kind: 'none' as const };
        tried.push(due.id);
        if (due.template.paymentMethod === 'stripe') {
          await updateSubscription(tx, due.id, { chargingSince: now() });
          return { kind: 'card' as const, row: due };
        }
        const customer = { id: due.userId, preferredLocale: due.locale };
        try {
          // A savepoint: a renewal refused for its goods leaves the claim to record the wait.
          const written = await tx.transaction((sale) =>
            orders.placeRenewal(sale, {
              user: customer,
              command: renewalCommand(due),
              renewal: { subscriptionId: due.id, day: due.nextDate },
              actor: { role: 'system', userId: null },
            }),
          );
          await settleRenewed(tx, due, due.nextDate, written.order.id, { role: 'system' });
          return { kind: 'renewed' as const };
        } catch (error) {
          // The customer ordered this day's renewal already ("order now"): it moves on.
          if (isAlreadyRenewed(error)) {
            const next = nextRenewalAfter(due.nextDate, due.everyWeeks, day);
            await updateSubscription(tx, due.id, { nextDate: next, updatedAt: now() });
            return { kind: 'skipped' as const };
          }
          if (!(error instanceof AppError) || !WAITS_FOR_STOCK.has(error.code)) throw error;
          await markWaiting(tx, due, error.describe());
          return { kind: 'waiting' as const };
        }
      });
      if (claimed.kind === 'none') break;
      if (claimed.kind === 'renewed') renewed += 1;
      if (claimed.kind === 'card' && (await renewByCard(claimed.row)).kind === 'paid') renewed += 1;
    }
    return renewed;
  }

  /**
   * The reminder, `REMINDER_DAYS` before each renewal ("skip, change or order now"), once per
   * renewal day, claimed under `SKIP LOCKED` like the renewals. Answers the reminders written.
   */
  async function remindUpcoming(limit = 50): Promise<number> {
    let reminded = 0;
    for (let round = 0; round < limit; round += 1) {
      const done = await db.transaction(async (tx) => {
        const day = await today(tx);
        const row = await claimReminder(tx, day, addDays(day, REMINDER_DAYS));
        if (!row) return false;
        const updated = await updateSubscription(tx, row.id, { remindedFor: row.nextDate });
        await appendSubscriptionEvent(tx, {
          subscriptionId: row.id,
          type: 'reminder_sent',
          actorRole: 'system',
          data: { day: row.nextDate },
          createdAt: now(),
        });
        await tell(tx, updated, { kind: 'subscription_reminder' }, `reminder:${row.id}:${row.nextDate}`);
        return true;
      });
      if (!done) break;
      reminded += 1;
    }
    return reminded;
  }

  /** What Subscribe & save gives now, for the product page and the cart. */
  async function offer(): Promise<SubscriptionOffer> {
    const rule = await findSubscriberDiscount(db);
    return {
      discountPercent: rule?.kind === 'percentage' ? rule.percentOff : null,
      intervals: [...SUBSCRIPTION_INTERVALS],
    };
  }

  return {
    offer,
    subscribe,
    listOwn,
    skip,
    pause,
    resume,
    cancel,
    update,
    setExtras,
    orderNow,
    renewDue,
    remindUpcoming,
  };
}

/** The order of that renewal day exists already (`orders (subscription_id, renewal_of)`). */
const isAlreadyRenewed = (error: unknown) => isUniqueViolationOf(error, 'orders_subscription_renewal_unique');

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;

import { DEFAULT_LOCALE } from '@ikawa/contracts/i18n';
import type { Order } from '@ikawa/contracts/orders';
import {
  type CancelSubscriptionInput,
  type CreateSubscription,
  NEXT_DATE_MAX_DAYS,
  type Subscription,
  SUBSCRIPTION_MESSAGE_DESCRIPTORS,
  type UpdateSubscriptionInput,
} from '@ikawa/contracts/subscriptions';
import type { Db, DbOrTx } from '../../db/client';
import type { SubscriptionTemplate } from '../../db/schema/subscriptions';
import { AppError } from '../../lib/app-error';
import { addDays, storeDay } from '../../lib/store-day';
import type { CurrentUser } from '../auth/session';
import { findOrderRow, loadAggregates } from '../orders/repo';
import { toOrderDto } from '../orders/mapper';
import type { OrdersService } from '../orders/service';
import { findSubscriberDiscount } from '../discounts/repo';
import { getSettingsRow } from '../settings/repo';
import { toSubscriptionDto } from './mapper';
import {
  appendSubscriptionEvent,
  claimDueSubscription,
  findLineProducts,
  insertSubscription,
  listSubscriptionsOf,
  lockOwnSubscription,
  type SubscriptionRow,
  updateSubscription,
} from './repo';
import { nextRenewalAfter, type SubscriptionMove, subscriptionRefusal } from './rules';

export interface SubscriptionsServiceDeps {
  db: Db;
  orders: Pick<OrdersService, 'placeRenewal'>;
  now?: () => Date;
}

/** A renewal that cannot be written now for want of goods waits; anything else is a fault. */
const WAITS_FOR_STOCK = new Set(['out_of_stock', 'product_unavailable']);

type Customer = Pick<CurrentUser, 'id' | 'role' | 'preferredLocale'>;

const notFound = () =>
  new AppError('not_found', SUBSCRIPTION_MESSAGE_DESCRIPTORS.notFound, { code: 'not_found' });

/**
 * Subscribe & save (decision 022): a customer's standing order, renewed on its store day by the
 * shop's job as an ordinary order (the one pricing function and order writer, today's prices,
 * taxes, fees and stock), and changed by its customer for the next renewal.
 */
export function createSubscriptionsService({ db, orders, now = () => new Date() }: SubscriptionsServiceDeps) {
  const today = async (tx: DbOrTx = db) => storeDay(now(), (await getSettingsRow(tx)).timeZone);

  async function dto(rows: SubscriptionRow[]): Promise<Subscription[]> {
    const ids = [...new Set(rows.flatMap((row) => row.template.lines.map((line) => line.productId)))];
    const ids2 = [...ids, ...rows.flatMap((row) => row.extras.map((line) => line.productId))];
    const [products, rule] = await Promise.all([findLineProducts(db, ids2), findSubscriberDiscount(db)]);
    const sold = new Map(products.map((product) => [product.id, product]));
    const percent = rule?.kind === 'percentage' ? rule.percentOff : null;
    return rows.map((row) => toSubscriptionDto(row, sold, percent));
  }

  /**
   * Subscribes to a cart: the subscription and its first order, placed at once, in one
   * transaction (too little stock refuses both). Cash only for now: a card renewal needs the
   * off-session charge of a saved card (decision 022).
   */
  async function subscribe(
    user: Customer,
    { everyWeeks, order: command }: CreateSubscription,
  ): Promise<{ subscription: Subscription; order: Order }> {
    const template: SubscriptionTemplate = {
      lines: command.lines,
      fulfillmentMethod: command.fulfillmentMethod,
      deliveryMethod: command.deliveryMethod,
      address: command.address,
      deliveryInstructions: command.deliveryInstructions,
      paymentMethod: command.paymentMethod,
    };
    const actor = { role: 'customer' as const, userId: user.id };
    const { row, orderId } = await db.transaction(async (tx) => {
      const day = await today(tx);
      const row = await insertSubscription(tx, {
        userId: user.id,
        locale: user.preferredLocale ?? DEFAULT_LOCALE,
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
      return { row, orderId: written.order.id };
    });
    const orderRow = await findOrderRow(db, orderId);
    if (!orderRow) throw notFound();
    const [aggregate] = await loadAggregates(db, [orderRow]);
    const [subscription] = await dto([row]);
    return { subscription: subscription!, order: toOrderDto(aggregate!) };
  }

  async function listOwn(user: Customer): Promise<Subscription[]> {
    return dto(await listSubscriptionsOf(db, user.id));
  }

  /** One of the customer's changes, under a lock on the subscription, with its event. */
  async function change(
    user: Customer,
    id: string,
    move: SubscriptionMove,
    apply: (row: SubscriptionRow, day: string) => Partial<SubscriptionRow>,
    data: Record<string, unknown> = {},
  ): Promise<Subscription> {
    const row = await db.transaction(async (tx) => {
      const found = await lockOwnSubscription(tx, user.id, id);
      if (!found) throw notFound();
      const refused = subscriptionRefusal(found.status, move);
      if (refused) throw refused;
      const day = await today(tx);
      const updated = await updateSubscription(tx, found.id, { ...apply(found, day), updatedAt: now() });
      await appendSubscriptionEvent(tx, {
        subscriptionId: found.id,
        type: move,
        actorRole: 'customer',
        actorId: user.id,
        data: { ...data, nextDate: updated.nextDate },
        createdAt: now(),
      });
      return updated;
    });
    const [subscription] = await dto([row]);
    return subscription!;
  }

  /** Skips the next renewal: the one after it is the next. */
  const skip = (user: Customer, id: string) =>
    change(user, id, 'skip', (row) => ({ nextDate: addDays(row.nextDate, row.everyWeeks * 7) }), {});

  const pause = (user: Customer, id: string) =>
    change(user, id, 'pause', () => ({ status: 'paused', pausedAt: now() }));

  /** Resumes a paused subscription; a renewal day gone by meanwhile becomes tomorrow. */
  const resume = (user: Customer, id: string) =>
    change(user, id, 'resume', (row, day) => ({
      status: 'active',
      pausedAt: null,
      nextDate: row.nextDate > day ? row.nextDate : addDays(day, 1),
    }));

  const cancel = (user: Customer, id: string, { reason, note }: CancelSubscriptionInput) =>
    change(
      user,
      id,
      'cancel',
      () => ({
        status: 'cancelled',
        cancelledAt: now(),
        cancelReason: reason ?? null,
        cancelNote: note || null,
      }),
      { ...(reason ? { reason } : {}), ...(note ? { note } : {}) },
    );

  /** A new rhythm (from the next renewal on) or another day for the next renewal. */
  const update = (user: Customer, id: string, input: UpdateSubscriptionInput) =>
    change(
      user,
      id,
      'update',
      (row, day) => {
        if (input.nextDate !== undefined) {
          const latest = addDays(day, NEXT_DATE_MAX_DAYS);
          if (input.nextDate <= day || input.nextDate > latest)
            throw new AppError('conflict', SUBSCRIPTION_MESSAGE_DESCRIPTORS.dayOutOfRange, {
              code: 'subscription_day_out_of_range',
            });
        }
        return {
          ...(input.everyWeeks !== undefined ? { everyWeeks: input.everyWeeks } : {}),
          ...(input.nextDate !== undefined ? { nextDate: input.nextDate } : { nextDate: row.nextDate }),
        };
      },
      { ...input },
    );

  /**
   * The shop's job: each active subscription due today or before, claimed under `FOR UPDATE
   * SKIP LOCKED` (another process takes the next one), renewed in one transaction with moving its
   * day on, so a crash leaves it due and a race cannot write it twice. A renewal short of stock
   * waits (marked, retried at the next run), never oversold. Answers the orders written.
   */
  async function renewDue(limit = 50): Promise<number> {
    const tried: string[] = [];
    let renewed = 0;
    for (let round = 0; round < limit; round += 1) {
      const outcome = await db.transaction(async (tx) => {
        const day = await today(tx);
        const due = await claimDueSubscription(tx, day, tried);
        if (!due) return 'none' as const;
        tried.push(due.id);
        const customer = { id: due.userId, preferredLocale: due.locale };
        try {
          // A savepoint: a renewal refused for its goods leaves the claim to record the wait.
          const written = await tx.transaction((sale) =>
            orders.placeRenewal(sale, {
              user: customer,
              command: { ...due.template, promoCode: null },
              renewal: { subscriptionId: due.id, day: due.nextDate },
              actor: { role: 'system', userId: null },
            }),
          );
          const next = nextRenewalAfter(due.nextDate, due.everyWeeks, day);
          await updateSubscription(tx, due.id, { nextDate: next, waitingSince: null, updatedAt: now() });
          await appendSubscriptionEvent(tx, {
            subscriptionId: due.id,
            type: 'renewed',
            actorRole: 'system',
            data: { orderId: written.order.id, day: due.nextDate, nextDate: next },
            createdAt: now(),
          });
          return 'renewed' as const;
        } catch (error) {
          if (!(error instanceof AppError) || !WAITS_FOR_STOCK.has(error.code)) throw error;
          if (!due.waitingSince) {
            await updateSubscription(tx, due.id, { waitingSince: now(), updatedAt: now() });
            await appendSubscriptionEvent(tx, {
              subscriptionId: due.id,
              type: 'waiting_for_stock',
              actorRole: 'system',
              data: { day: due.nextDate, reason: error.message },
              createdAt: now(),
            });
          }
          return 'waiting' as const;
        }
      });
      if (outcome === 'none') break;
      if (outcome === 'renewed') renewed += 1;
    }
    return renewed;
  }

  return { subscribe, listOwn, skip, pause, resume, cancel, update, renewDue };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;

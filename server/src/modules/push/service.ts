import { readFileSync } from 'node:fs';
import { Agent } from 'node:https';
import { formatOrderNumber } from '@ikawa/contracts/order-number';
import type { PushSubscriptionInput } from '@ikawa/contracts/delivery';
import type { FastifyBaseLogger } from 'fastify';
import webpush, { WebPushError } from 'web-push';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { transaction } from '../../db/driver';
import { translate } from '../../lib/i18n';
import type { CurrentUser } from '../auth/session';
import { retryDelaySeconds } from '../mail/service';
import { getSettingsRow } from '../settings/repo';
import {
  claimDueMessages,
  deleteSubscription,
  deleteSubscriptionById,
  insertMessages,
  keepVapidKeys,
  lockUnpushedEvents,
  markEventsPushed,
  markMessageRetry,
  markMessageSent,
  ordersForPush,
  readVapidKeys,
  subscribedCouriers,
  subscriptionsOf,
  upsertSubscription,
} from './repo';
import { PUSH_TEXTS } from './texts';

/** Events made into messages per transaction, and messages sent per round. */
const EVENT_BATCH = 100;
const SEND_BATCH = 50;
/** Tries of a message before it is marked failed (a phone off for a day hears of it in the app). */
const MAX_ATTEMPTS = 8;
/** How long a notification waits at the push service for a phone that is off (seconds). */
const TTL_SECONDS = 6 * 3600;

export interface PushReport {
  written: number;
  sent: number;
  failed: number;
}

export interface PushServiceDeps {
  db: Db;
  config: Pick<Config, 'push'>;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/** One courier to tell of one event, and how. */
interface PushAsk<E, O> {
  event: E;
  order: O;
  personId: string;
  kind: 'assigned' | 'reassigned' | 'cancelled';
}
type OrderForPush = Awaited<ReturnType<typeof ordersForPush>>[number];

interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** A push service's "this subscription is gone" (the browser unsubscribed, or never will again). */
const gone = (error: unknown) =>
  error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410);

/**
 * Web Push to couriers (decision 020): their phones' subscriptions, the shop's VAPID keys, and a
 * sender that follows the e-mail outbox (decision 011): order events are made into messages in
 * the transaction that marks them, after the move's own commit, and messages are sent outside any
 * transaction — the order's moves never wait for a push service.
 */
export function createPushService({ db, config, log, now = () => new Date() }: PushServiceDeps) {
  let keys: Promise<VapidKeys> | null = null;
  // Tests only: the certificate of the local stand-in of a push service.
  const agent = config.push.caFile ? new Agent({ ca: readFileSync(config.push.caFile) }) : undefined;

  /** The environment's pair, or the one kept in the database (made by the first process to ask). */
  function vapidKeys(): Promise<VapidKeys> {
    keys ??= (async () => {
      if (config.push.vapidKeys) return config.push.vapidKeys;
      const kept = await readVapidKeys(db);
      if (kept) return kept;
      await keepVapidKeys(db, webpush.generateVAPIDKeys());
      const made = await readVapidKeys(db);
      if (!made) throw new Error('the VAPID keys could not be kept');
      log.info('made the VAPID key pair for Web Push (kept in the database)');
      return made;
    })().catch((error: unknown) => {
      keys = null;
      throw error;
    });
    return keys;
  }

  async function publicKey(): Promise<string> {
    return (await vapidKeys()).publicKey;
  }

  async function subscribe(user: CurrentUser, input: PushSubscriptionInput): Promise<void> {
    await upsertSubscription(db, {
      userId: user.id,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
    });
  }

  const unsubscribe = (user: CurrentUser, endpoint: string) => deleteSubscription(db, user.id, endpoint);

  /** One batch of events made into messages for the couriers they concern, marked in the same transaction. */
  async function projectBatch(): Promise<{ events: number; messages: number }> {
    return transaction(db, async ({ tx }) => {
      const events = await lockUnpushedEvents(tx, EVENT_BATCH);
      if (events.length === 0) return { events: 0, messages: 0 };
      const orders = new Map(
        (await ordersForPush(tx, [...new Set(events.map((event) => event.orderId))])).map((o) => [o.id, o]),
      );
      // Who each event concerns: the courier given the order, the one it was taken from, the
      // one holding it when it was cancelled.
      const asks = events.flatMap((event): PushAsk<(typeof events)[number], OrderForPush>[] => {
        const order = orders.get(event.orderId);
        if (!order) return [];
        const data = event.data ?? {};
        const to = typeof data.deliveryPersonId === 'string' ? data.deliveryPersonId : null;
        const from = typeof data.previousDeliveryPersonId === 'string' ? data.previousDeliveryPersonId : null;
        if (event.type === 'assigned' && to) return [{ event, order, personId: to, kind: 'assigned' }];
        if (event.type === 'reassigned' && to && from && to !== from)
          return [
            { event, order, personId: to, kind: 'assigned' },
            { event, order, personId: from, kind: 'reassigned' },
          ];
        if (event.type === 'cancelled' && order.courierPersonId)
          return [{ event, order, personId: order.courierPersonId, kind: 'cancelled' }];
        return [];
      });
      const couriers = await subscribedCouriers(tx, [...new Set(asks.map((ask) => ask.personId))]);
      const byPerson = new Map(couriers.map((courier) => [courier.personId, courier]));
      const rows = asks.flatMap((ask) => {
        const courier = byPerson.get(ask.personId);
        if (!courier) return [];
        const number = formatOrderNumber(ask.order.number);
        const say = (
          text: (typeof PUSH_TEXTS)[keyof typeof PUSH_TEXTS],
          values: Record<string, unknown> = {},
        ) => translate(courier.locale, text, values);
        const address = [ask.order.street, ask.order.city].filter(Boolean).join(', ');
        const words =
          ask.kind === 'assigned'
            ? {
                title: say(PUSH_TEXTS.assignedTitle, { number }),
                body: address
                  ? say(PUSH_TEXTS.assignedBody, { address })
                  : say(PUSH_TEXTS.assignedBodyNoAddress),
              }
            : ask.kind === 'reassigned'
              ? { title: say(PUSH_TEXTS.reassignedTitle, { number }), body: say(PUSH_TEXTS.reassignedBody) }
              : { title: say(PUSH_TEXTS.cancelledTitle, { number }), body: say(PUSH_TEXTS.cancelledBody) };
        return [
          {
            userId: courier.userId,
            eventId: ask.event.id,
            payload: {
              ...words,
              kind: ask.kind,
              orderId: ask.order.id,
              orderNumber: number,
              url: '/delivery/orders',
              tag: `order-${ask.order.id}`,
            },
          },
        ];
      });
      const at = now();
      const written = await insertMessages(tx, rows);
      await markEventsPushed(
        tx,
        events.map((event) => event.id),
        at,
      );
      return { events: events.length, messages: written };
    });
  }

  /** Sends one message to each of its courier's phones; true when at least one push service took it. */
  async function deliver(message: { userId: string; payload: Record<string, unknown> }, vapid: VapidKeys) {
    const subject = config.push.subject ?? `mailto:${(await getSettingsRow(db)).storeEmail}`;
    const phones = await subscriptionsOf(db, message.userId);
    let delivered = false;
    let lastError: unknown = null;
    for (const phone of phones) {
      try {
        await webpush.sendNotification(
          { endpoint: phone.endpoint, keys: { p256dh: phone.p256dh, auth: phone.auth } },
          JSON.stringify(message.payload),
          {
            vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
            TTL: TTL_SECONDS,
            urgency: 'high',
            timeout: 10_000,
            ...(agent ? { agent } : {}),
          },
        );
        delivered = true;
      } catch (error) {
        if (gone(error)) {
          await deleteSubscriptionById(db, phone.id);
          continue;
        }
        lastError = error;
      }
    }
    // No phone left (all unsubscribed): nothing more to try.
    return { delivered: delivered || lastError === null, error: lastError };
  }

  async function sendDue(signal?: AbortSignal): Promise<{ sent: number; failed: number }> {
    const vapid = await vapidKeys();
    let sent = 0;
    let failed = 0;
    for (;;) {
      if (signal?.aborted) break;
      // In the order they were written (an update's returned rows come in no set order).
      const due = (await claimDueMessages(db, SEND_BATCH)).sort((a, b) => a.id - b.id);
      if (due.length === 0) break;
      for (const message of due) {
        const { delivered, error } = await deliver(message, vapid);
        if (delivered) {
          await markMessageSent(db, message.id, now());
          sent += 1;
          continue;
        }
        const last = message.attempts >= MAX_ATTEMPTS;
        if (last) failed += 1;
        const reason =
          error instanceof WebPushError
            ? `${error.statusCode} ${error.message}: ${error.body}`
            : error instanceof Error
              ? error.message
              : String(error);
        log.warn({ err: error, pushMessage: message.id }, 'a push notification was not taken; retried later');
        await markMessageRetry(db, message.id, {
          failed: last,
          nextAttemptAt: new Date(now().getTime() + retryDelaySeconds(message.attempts) * 1000),
          error: reason,
        });
      }
      if (due.length < SEND_BATCH) break;
    }
    return { sent, failed };
  }

  /** One round: new events made into messages, then the messages due sent. */
  async function runOnce(signal?: AbortSignal): Promise<PushReport> {
    let written = 0;
    for (;;) {
      const batch = await projectBatch();
      written += batch.messages;
      if (batch.events < EVENT_BATCH || signal?.aborted) break;
    }
    const { sent, failed } = await sendDue(signal);
    return { written, sent, failed };
  }

  return { publicKey, subscribe, unsubscribe, runOnce };
}

export type PushService = ReturnType<typeof createPushService>;

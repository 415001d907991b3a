import { type Locale, localizedPath } from '@ikawa/contracts/i18n';
import { createHash, randomBytes } from 'node:crypto';
import type { MailKind, OutboxListQuery } from '@ikawa/contracts/mail';
import type { Order } from '@ikawa/contracts/orders';
import { receiptLinkPath } from '@ikawa/contracts/receipts';
import { DELIVERY_FAILURE_REASONS } from '@ikawa/contracts/missed-delivery';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import { transaction } from '../../db/driver';
import type { Config } from '../../config';
import { isUuid } from '../../lib/ids';
import { toOrderDto } from '../orders/mapper';
import { findOrderRows, loadAggregates } from '../orders/repo';
import type { ReceiptLinks } from '../receipts/link';
import { getSettingsRow, type SettingsRow } from '../settings/repo';
import {
  claimDue,
  countBacklog,
  findMessage,
  insertMessages,
  listMessages,
  listAdminRecipients,
  lockUnmailedEvents,
  markAttemptFailed,
  markEventsMailed,
  markSent,
  type AdminRecipient,
  type OrderEventRow,
  type OutboxRow,
  releaseClaims,
  requeueFailed,
  takeLowStockCrossings,
} from './repo';
import { type MailData, type MailDraft, mailSubject, renderMail, type ShopInfo } from './templates/index';
import type { MailTransport } from './transport';

/** How long a sender's claim on a message lasts before another sender may retry it. */
const CLAIM_SECONDS = 120;
const SEND_BATCH = 20;
const EVENT_BATCH = 100;
const MAX_EVENT_BATCHES = 50;

/**
 * A round of the sender: whether to stop before the next batch, given how many batches this
 * step of the round (events, then sending) has done, and whether it did stop. `signal` is the
 * process stopping: the round ends within the batch, between two messages.
 */
interface Round {
  yieldNow(batchesDone: number): boolean;
  cut: boolean;
  signal?: AbortSignal;
}

/** A random URL-safe token and the SHA-256 kept in its place (reset and newsletter links). */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Wait before the next try: 30 s, 1 min, 2 min … up to an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

/** Addresses that receive nothing: erased accounts keep a placeholder under `.invalid`. */
const deliverable = (address: string) => address.includes('@') && !address.endsWith('.invalid');

export interface MailServiceDeps {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'mail'>;
  transport: MailTransport;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** Signs the receipt links of order e-mails. */
  receiptLinks: Pick<ReceiptLinks, 'tokenFor'>;
}

/**
 * E-mail (decision 011): messages are written to the outbox in the transaction of the change that
 * causes them — directly (welcome, password reset, newsletter) or from the order event log,
 * which the life cycle writes with every move — then sent by `sendDue`, at least once and, but
 * for a crash between sending and marking, exactly once.
 */
export function createMailService({
  db,
  config,
  transport,
  log,
  now = () => new Date(),
  receiptLinks,
}: MailServiceDeps) {
  const host = new URL(config.publicUrl).hostname || 'localhost';

  function shopOf(settings: SettingsRow): ShopInfo {
    return {
      name: settings.storeName,
      email: settings.storeEmail,
      phone: settings.storePhone,
      address: {
        street: settings.storeStreet,
        city: settings.storeCity,
        postalCode: settings.storePostalCode,
        country: settings.storeCountry,
      },
      url: config.publicUrl,
      timeZone: settings.timeZone,
    };
  }

  function draft<K extends MailKind>(
    kind: K,
    to: string,
    data: MailData<K>,
    extra: Pick<MailDraft, 'dedupeKey' | 'orderId'> = {},
  ): MailDraft {
    return { kind, to, subject: mailSubject(kind, data), data, ...extra } as MailDraft;
  }

  /**
   * The receipt page without signing in: a link signed for this order, expiring, on the pages of
   * the order's language.
   */
  const receiptUrl = (order: Order, linkVersion: number, locale: Locale) =>
    `${config.publicUrl}${localizedPath(locale, receiptLinkPath(order._id, receiptLinks.tokenFor(order._id, linkVersion)))}`;

  /**
   * The messages one order event causes, under the store's switches; receipt links carry the
   * order's link version as it is now (a revoke before this message makes its link current).
   */
  function draftsForEvent(
    event: OrderEventRow,
    order: Order,
    linkVersion: number,
    locale: Locale,
    settings: SettingsRow,
    admins: AdminRecipient[] = [],
  ): MailDraft[] {
    // The customer's messages in the order's language; the shop's own in the shop's.
    const shop = shopOf(settings);
    const customer = order.user.email;
    const key = (kind: MailKind) => ({ dedupeKey: `event:${event.id}:${kind}`, orderId: order._id });
    const drafts: MailDraft[] = [];
    const toCustomer = deliverable(customer);
    switch (event.type) {
      case 'placed':
        if (toCustomer)
          drafts.push(
            draft(
              'order_confirmation',
              customer,
              { order, receiptUrl: receiptUrl(order, linkVersion, locale), shop, locale },
              key('order_confirmation'),
            ),
          );
        if (settings.notifyNewOrder && deliverable(settings.storeEmail))
          drafts.push(draft('staff_new_order', settings.storeEmail, { order, shop }, key('staff_new_order')));
        break;
      case 'assigned':
      case 'picked_up':
      case 'delivered':
      case 'status_changed': {
        if (!toCustomer || !settings.notifyOrderStatus) break;
        const step = event.type;
        // A cash order is invoiced when it is handed over: that message brings the receipt.
        const receipt =
          order.status === 'delivered' && order.invoice
            ? { receiptUrl: receiptUrl(order, linkVersion, locale) }
            : {};
        drafts.push(
          draft('order_status', customer, { order, step, ...receipt, shop, locale }, key('order_status')),
        );
        break;
      }
      case 'delivery_failed': {
        const reason = DELIVERY_FAILURE_REASONS.find((known) => known === event.reason);
        if (!reason) break;
        if (toCustomer)
          drafts.push(
            draft('delivery_missed', customer, { order, reason, shop, locale }, key('delivery_missed')),
          );
        // From the second miss the shop is told: the order may need a call rather than a third try.
        const attempts = Number(event.data?.attempt) || 1;
        if (attempts >= 2 && deliverable(settings.storeEmail)) {
          const courier = typeof event.data?.courierName === 'string' ? event.data.courierName : '';
          drafts.push(
            draft(
              'staff_delivery_failed',
              settings.storeEmail,
              { order, reason, attempts, courier, shop },
              key('staff_delivery_failed'),
            ),
          );
        }
        break;
      }
      case 'cancelled':
        if (toCustomer)
          drafts.push(
            draft(
              'order_cancelled',
              customer,
              { order, reason: event.reason, shop, locale },
              key('order_cancelled'),
            ),
          );
        break;
      case 'refunded':
        if (toCustomer)
          drafts.push(
            draft(
              'order_refunded',
              customer,
              {
                order,
                amount: (event.amountCents ?? 0) / 100,
                method: event.data?.method === 'cash' ? 'cash' : 'card',
                shop,
                locale,
              },
              key('order_refunded'),
            ),
          );
        break;
      case 'pin_locked':
        // Every admin, in their own language: one of them calls the customer and the courier.
        for (const admin of admins)
          drafts.push(
            draft(
              'staff_pin_locked',
              admin.email,
              {
                order,
                tries: Number(event.data?.tries ?? 0),
                courier: order.delivery.assignedTo?.name ?? '—',
                shop,
                locale: admin.locale,
              },
              { dedupeKey: `event:${event.id}:staff_pin_locked:${admin.id}`, orderId: order._id },
            ),
          );
        break;
      default:
        break;
    }
    return drafts;
  }

  /**
   * Turns new order events into messages, a batch at a time, until none are left (at most
   * `MAX_EVENT_BATCHES` batches a round, so that sending starts): the e-mails keep up with a shop
   * taking more orders than one batch a round (at 100 events every 5 s they fell behind
   * beyond 20 orders a second). Answers the number of messages written.
   */
  async function projectOrderEvents(round: Round = { yieldNow: () => false, cut: false }): Promise<number> {
    let written = 0;
    for (let batch = 0; batch < MAX_EVENT_BATCHES; batch += 1) {
      if (round.yieldNow(batch)) {
        round.cut = true;
        break;
      }
      const projected = await projectEventBatch();
      written += projected.messages;
      if (projected.events < EVENT_BATCH) break;
    }
    return written;
  }

  /** One batch of new order events made into messages, in one transaction with marking them done. */
  async function projectEventBatch(): Promise<{ events: number; messages: number }> {
    // Pipelined: the orders' seven reads (`loadAggregates`) leave together on the one connection.
    return transaction(db, async ({ tx }) => {
      const events = await lockUnmailedEvents(tx, EVENT_BATCH);
      if (events.length === 0) return { events: 0, messages: 0 };
      const settings = await getSettingsRow(tx);
      const orderIds = [...new Set(events.map((event) => event.orderId))];
      const rows = await findOrderRows(tx, orderIds);
      const orders = new Map(
        (await loadAggregates(tx, rows)).map((agg) => [
          agg.order.id,
          { dto: toOrderDto(agg), linkVersion: agg.order.receiptLinkVersion, locale: agg.order.locale },
        ]),
      );
      // The admins are read only when a PIN locked (rare), not for every batch of events.
      const admins = events.some((event) => event.type === 'pin_locked')
        ? (await listAdminRecipients(tx)).filter((admin) => deliverable(admin.email))
        : [];
      const drafts = events.flatMap((event) => {
        const order = orders.get(event.orderId);
        return order
          ? draftsForEvent(event, order.dto, order.linkVersion, order.locale, settings, admins)
          : [];
      });
      const at = now();
      const written = await insertMessages(tx, drafts, at);
      await markEventsMailed(
        tx,
        events.map((event) => event.id),
        at,
      );
      return { events: events.length, messages: written };
    });
  }

  /** Low stock: one alert per crossing of the threshold, with the mark in the same transaction. */
  async function checkLowStock(): Promise<number> {
    return db.transaction(async (tx) => {
      const settings = await getSettingsRow(tx);
      const at = now();
      const crossed = await takeLowStockCrossings(tx, settings.lowStockThreshold, at);
      if (crossed.length === 0 || !settings.notifyLowStock || !deliverable(settings.storeEmail)) return 0;
      const data = { products: crossed, threshold: settings.lowStockThreshold, shop: shopOf(settings) };
      return insertMessages(tx, [draft('staff_low_stock', settings.storeEmail, data)], at);
    });
  }

  function fromOf(row: OutboxRow): string {
    if (config.mail.from) return config.mail.from;
    const shop = (row.data as { shop?: ShopInfo }).shop;
    const name = (shop?.name ?? 'Ikawa').replace(/["\\]/g, '');
    return `"${name}" <${shop?.email ?? `no-reply@${host}`}>`;
  }

  async function compose(row: OutboxRow) {
    const { html, text } = await renderMail(row.kind as MailKind, row.data as never);
    const headers: Record<string, string> = {};
    const listUnsubscribe = (row.data as { listUnsubscribeUrl?: string }).listUnsubscribeUrl;
    if (listUnsubscribe) {
      headers['List-Unsubscribe'] = `<${listUnsubscribe}>`;
      headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
    }
    return {
      from: fromOf(row),
      to: row.toAddress,
      subject: row.subject,
      html,
      text,
      messageId: `<${row.id}@${host}>`,
      headers,
    };
  }

  /** Sends what is due; a failure is retried later with a growing pause, then marked failed. */
  async function sendDue(
    round: Round = { yieldNow: () => false, cut: false },
  ): Promise<{ sent: number; failed: number }> {
    let sent = 0;
    let failed = 0;
    for (let batch = 0; ; batch += 1) {
      if (round.yieldNow(batch)) {
        round.cut = true;
        break;
      }
      const claimed = await claimDue(db, now(), SEND_BATCH, CLAIM_SECONDS);
      if (claimed.length === 0) break;
      // Marked sent together once the batch has gone: a sender that dies in between leaves at
      // most this batch to be sent again when its claim runs out (at least once, never lost).
      const done: { id: string; attempts: number }[] = [];
      let unsent: OutboxRow[] = [];
      for (const [index, row] of claimed.entries()) {
        if (round.signal?.aborted) {
          unsent = claimed.slice(index);
          break;
        }
        try {
          await transport.send(await compose(row));
          done.push({ id: row.id, attempts: row.attempts });
          sent += 1;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          const giveUp = row.attempts >= config.mail.maxAttempts;
          const retryAt = giveUp ? null : new Date(now().getTime() + retryDelaySeconds(row.attempts) * 1000);
          await markAttemptFailed(db, row.id, row.attempts, message, retryAt);
          failed += 1;
          log.warn({ messageId: row.id, attempts: row.attempts, err: message }, 'e-mail not sent');
        }
      }
      await markSent(db, done, transport.name, now());
      // Stopping: the rest of the batch goes back to the queue now, not when the claim runs out
      // (decision 011), so the next start sends it once.
      await releaseClaims(db, unsent);
      if (unsent.length > 0) round.cut = true;
      if (claimed.length < SEND_BATCH || failed > 0 || unsent.length > 0) break;
    }
    return { sent, failed };
  }

  return {
    projectOrderEvents,
    checkLowStock,
    sendDue,
    /**
     * One round of the sender: events to messages, low stock, then sending, until nothing is
     * left. `yieldNow`, asked before each batch with the number of batches its step has done,
     * ends the round early (`cut`): the rest waits for the next round. `signal` aborted (the
     * process stopping) ends it between two messages and gives the batch's unsent messages back.
     */
    async runOnce(options: { yieldNow?: (batchesDone: number) => boolean; signal?: AbortSignal } = {}) {
      const { signal } = options;
      const yieldNow = options.yieldNow ?? (() => false);
      const round: Round = {
        yieldNow: (batchesDone) => Boolean(signal?.aborted) || yieldNow(batchesDone),
        cut: false,
        signal,
      };
      const written = (await projectOrderEvents(round)) + (signal?.aborted ? 0 : await checkLowStock());
      const { sent, failed } = await sendDue(round);
      return { written, sent, failed, cut: round.cut };
    },

    /** Drafts a message for `to` with the shop's details read in the caller's transaction. */
    async write<K extends MailKind>(
      tx: DbOrTx,
      kind: K,
      to: string,
      data: Omit<MailData<K>, 'shop'>,
      dedupeKey?: string,
    ): Promise<void> {
      if (!deliverable(to)) return;
      const shop = shopOf(await getSettingsRow(tx));
      await insertMessages(tx, [draft(kind, to, { ...data, shop } as MailData<K>, { dedupeKey })], now());
    },

    /** Links in messages point at the shop's public address. */
    link(pathAndQuery: string): string {
      return `${config.publicUrl}${pathAndQuery}`;
    },

    list: (query: OutboxListQuery) => listMessages(db, query),
    backlog: () => countBacklog(db),
    async get(id: string) {
      if (!isUuid(id)) return undefined;
      const row = await findMessage(db, id);
      if (!row) return undefined;
      const composed = await compose(row);
      return { row, from: composed.from, html: composed.html, text: composed.text };
    },
    async resend(id: string) {
      if (!isUuid(id)) return { found: false as const };
      const row = await findMessage(db, id);
      if (!row) return { found: false as const };
      const requeued = await requeueFailed(db, id, now());
      return { found: true as const, row: requeued };
    },
    transportName: transport.name,
  };
}

export type MailService = ReturnType<typeof createMailService>;

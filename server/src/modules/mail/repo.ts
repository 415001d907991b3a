import { lowStock, restocked } from '../products/low-stock';
import type { OutboxListQuery } from '@ikawa/contracts/mail';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderEvents, outboxMessages, products, users } from '../../db/schema/index';
import type { Locale } from '@ikawa/contracts/i18n';
import type { MailDraft } from './templates/index';
import { rowsOf } from '../../db/rows';

export type OutboxRow = typeof outboxMessages.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;

/** Writes messages to the outbox in the caller's transaction; a repeated `dedupeKey` is skipped. */
export async function insertMessages(tx: DbOrTx, drafts: MailDraft[], at: Date): Promise<number> {
  if (drafts.length === 0) return 0;
  const inserted = await tx
    .insert(outboxMessages)
    .values(
      drafts.map((draft) => ({
        kind: draft.kind,
        toAddress: draft.to,
        subject: draft.subject,
        data: draft.data as unknown as Record<string, unknown>,
        dedupeKey: draft.dedupeKey ?? null,
        orderId: draft.orderId ?? null,
        nextAttemptAt: at,
        createdAt: at,
      })),
    )
    .onConflictDoNothing({ target: outboxMessages.dedupeKey })
    .returning({ id: outboxMessages.id });
  return inserted.length;
}

/**
 * Claims up to `limit` messages that are due, or whose sender's claim ran out (a crash between
 * claim and mark), for `leaseSeconds`. `SKIP LOCKED`: several senders never take the same row.
 */
export async function claimDue(
  db: DbOrTx,
  at: Date,
  limit: number,
  leaseSeconds: number,
): Promise<OutboxRow[]> {
  const until = new Date(at.getTime() + leaseSeconds * 1000);
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`
    update ${outboxMessages}
       set status = 'sending', attempts = attempts + 1, claimed_until = ${until.toISOString()}::timestamptz
     where id in (
       select id from ${outboxMessages}
        where (status = 'pending' and next_attempt_at <= ${at.toISOString()}::timestamptz)
           or (status = 'sending' and claimed_until < ${at.toISOString()}::timestamptz)
        order by seq
        limit ${limit}
        for update skip locked)
    returning id`,
  );
  if (rows.length === 0) return [];
  return db
    .select()
    .from(outboxMessages)
    .where(
      inArray(
        outboxMessages.id,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(outboxMessages.seq));
}

/**
 * Marks messages sent, each only if it is still the claim it was sent under (its attempt count):
 * one statement for a batch (one round trip per message was most of the sender's cost).
 */
export async function markSent(
  db: DbOrTx,
  sent: { id: string; attempts: number }[],
  transport: string,
  at: Date,
) {
  if (sent.length === 0) return;
  await db.execute(sql`
    update ${outboxMessages} m
       set status = 'sent', sent_at = ${at.toISOString()}::timestamptz, transport = ${transport},
           claimed_until = null, last_error = null
      from json_to_recordset(${JSON.stringify(sent)}::json) as s(id uuid, attempts int)
     where m.id = s.id and m.attempts = s.attempts`);
}

/**
 * Gives claimed messages back unsent (the sender stopping): pending again, due now, claim cleared
 * and the attempt the claim counted undone; only while each is still the claim it was taken under.
 */
export async function releaseClaims(db: DbOrTx, claimed: { id: string; attempts: number }[]) {
  if (claimed.length === 0) return;
  const rows = claimed.map(({ id, attempts }) => ({ id, attempts }));
  await db.execute(sql`
    update ${outboxMessages} m
       set status = 'pending', attempts = m.attempts - 1, claimed_until = null
      from json_to_recordset(${JSON.stringify(rows)}::json) as s(id uuid, attempts int)
     where m.id = s.id and m.attempts = s.attempts and m.status = 'sending'`);
}

/** Records a failed try: retried at `retryAt`, or failed for good when `retryAt` is null. */
export async function markAttemptFailed(
  db: DbOrTx,
  id: string,
  attempts: number,
  error: string,
  retryAt: Date | null,
) {
  await db
    .update(outboxMessages)
    .set({
      status: retryAt ? 'pending' : 'failed',
      nextAttemptAt: retryAt ?? sql`${outboxMessages.nextAttemptAt}`,
      claimedUntil: null,
      lastError: error.slice(0, 1000),
    })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.attempts, attempts)));
}

/** A failed message goes back in the queue with fresh tries (the admin's "Resend"). */
export async function requeueFailed(db: DbOrTx, id: string, at: Date): Promise<OutboxRow | undefined> {
  const [row] = await db
    .update(outboxMessages)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: at, lastError: null })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'failed')))
    .returning();
  return row;
}

export async function findMessage(db: DbOrTx, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  return row;
}

export async function listMessages(db: DbOrTx, query: OutboxListQuery) {
  const where = query.status === 'all' ? undefined : eq(outboxMessages.status, query.status);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(outboxMessages)
      .where(where)
      .orderBy(desc(outboxMessages.seq))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(outboxMessages).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** Messages not yet sent: the backlog (metrics, and the Outbox page's header). */
export async function countBacklog(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(outboxMessages)
    .where(inArray(outboxMessages.status, ['pending', 'sending']));
  return row?.total ?? 0;
}

/** Order events not yet turned into messages, oldest first, locked for this transaction. */
export async function lockUnmailedEvents(tx: DbOrTx, limit: number): Promise<OrderEventRow[]> {
  return tx
    .select()
    .from(orderEvents)
    .where(isNull(orderEvents.mailedAt))
    .orderBy(asc(orderEvents.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markEventsMailed(tx: DbOrTx, ids: number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx.update(orderEvents).set({ mailedAt: at }).where(inArray(orderEvents.id, ids));
}

/**
 * Low stock, once per crossing: marks the live products that fell below `threshold` since their
 * last alert and returns them (`lowStock`); clears the mark of those back at or above it.
 */
export async function takeLowStockCrossings(tx: DbOrTx, threshold: number, at: Date) {
  await tx
    .update(products)
    .set({ lowStockAlertedAt: null })
    .where(and(isNotNull(products.lowStockAlertedAt), restocked(threshold)));
  return tx
    .update(products)
    .set({ lowStockAlertedAt: at })
    .where(and(isNull(products.lowStockAlertedAt), isNull(products.archivedAt), lowStock(threshold)))
    .returning({ name: products.name, stock: products.stock });
}

/** An admin the shop's alerts go to, in their language. */
export interface AdminRecipient {
  id: string;
  email: string;
  locale: Locale;
}

/** The shop's admins with an account still in use. */
export async function listAdminRecipients(db: DbOrTx): Promise<AdminRecipient[]> {
  return db
    .select({ id: users.id, email: users.email, locale: users.preferredLocale })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.anonymisedAt)))
    .orderBy(asc(users.email));
}

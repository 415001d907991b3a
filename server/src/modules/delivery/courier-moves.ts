import { createHash } from 'node:crypto';
import { MADE_AT_MAX_AGE_MS, MADE_AT_MAX_SKEW_MS } from '@ikawa/contracts/delivery';
import type { ErrorCode } from '@ikawa/contracts/error-codes';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { idempotencyKeys, orderEvents } from '../../db/schema/index';
import { AppError, type AppErrorKind } from '../../lib/app-error';
import { ERRORS } from '../../lib/error-messages';
import type { Text } from '../../lib/i18n';
import { isUuid } from '../../lib/ids';
import type { MoveResult, MoveWithin } from '../orders/lifecycle';
import { claimIdempotencyKey, findIdempotencyKey, findOrderRow } from '../orders/repo';

/**
 * A courier's move sent from the phone's outbox (decision 020): the same `Idempotency-Key` from
 * the same courier within 24 hours answers the first result — the move applied once, or the
 * refusal it met — since a phone that lost its answer on a bad network sends the move again.
 */
const SCOPE = 'delivery:status';
const TTL_HOURS = 24;

/** What a key remembers of its first answer besides the order it moved. */
type Remembered =
  | { outcome: 'moved' }
  | {
      outcome: 'refused';
      kind: AppErrorKind;
      code: ErrorCode;
      text: Text;
      values?: Record<string, unknown>;
    };

export interface CourierMoveKey {
  userId: string;
  key: string;
  /** The order and the body, as sent: the same key with another move is refused. */
  requestHash: string;
}

export function courierMoveKey(userId: string, key: string, orderId: string, body: unknown): CourierMoveKey {
  const requestHash = createHash('sha256').update(JSON.stringify({ orderId, body })).digest('hex');
  return { userId, key, requestHash };
}

/**
 * The phone's time of a move, if it sent one, or why it cannot be believed: ahead of the shop's
 * clock by more than a drifting phone would be, or older than a move kept offline may be.
 */
export function checkMadeAt(madeAt: string | undefined, now: Date): Date | undefined {
  if (madeAt === undefined) return undefined;
  const at = new Date(madeAt);
  if (at.getTime() > now.getTime() + MADE_AT_MAX_SKEW_MS)
    throw new AppError('business_rule', ERRORS.delivery.madeAtInFuture, { code: 'made_at_out_of_range' });
  if (at.getTime() < now.getTime() - MADE_AT_MAX_AGE_MS)
    throw new AppError('business_rule', ERRORS.delivery.madeAtTooOld, { code: 'made_at_out_of_range' });
  return at;
}

const mismatch = () =>
  new AppError('business_rule', ERRORS.delivery.idempotencyMismatch, { code: 'idempotency_mismatch' });

/** The first answer of a key already used: the order as it is now, or the same refusal. */
async function replay(tx: DbOrTx, key: CourierMoveKey): Promise<MoveResult> {
  const row = await findIdempotencyKey(tx, {
    userId: key.userId,
    scope: SCOPE,
    key: key.key,
    ttlHours: TTL_HOURS,
  });
  if (!row) throw mismatch();
  if (row.requestHash !== key.requestHash) throw mismatch();
  const remembered = row.response as Remembered | null;
  if (remembered?.outcome === 'refused')
    throw new AppError(remembered.kind, remembered.text, {
      code: remembered.code,
      ...(remembered.values ? { values: remembered.values } : {}),
    });
  const order = row.orderId ? await findOrderRow(tx, row.orderId) : undefined;
  if (!order) throw new AppError('not_found', ERRORS.delivery.orderNotFound);
  return { order, changed: false, refundIntentId: null };
}

/**
 * The key claimed in the move's transaction, before the move (a second request with it waits
 * for the first to commit, then answers its result), and the move's order kept with it after.
 */
export function keyedMove(key: CourierMoveKey): MoveWithin & { replayed: boolean } {
  const state = {
    replayed: false,
    async before(tx: DbOrTx) {
      const claimed = await claimIdempotencyKey(tx, {
        userId: key.userId,
        scope: SCOPE,
        key: key.key,
        requestHash: key.requestHash,
        ttlHours: TTL_HOURS,
      });
      if (claimed) return null;
      state.replayed = true;
      return replay(tx, key);
    },
    async after(tx: DbOrTx, result: MoveResult) {
      await tx
        .update(idempotencyKeys)
        .set({ orderId: result.order.id, response: { outcome: 'moved' } satisfies Remembered })
        .where(
          and(
            eq(idempotencyKeys.userId, key.userId),
            eq(idempotencyKeys.scope, SCOPE),
            eq(idempotencyKeys.key, key.key),
          ),
        );
    },
  };
  return state;
}

/**
 * A refusal remembered under its key (the move's transaction, claim included, was rolled back):
 * a retry of the same move gets the same sentence even if the order has moved on since.
 */
export async function rememberRefusal(db: Db, key: CourierMoveKey, error: AppError): Promise<void> {
  const response: Remembered = {
    outcome: 'refused',
    kind: error.kind,
    code: error.code,
    text: error.text,
    ...(error.values ? { values: error.values } : {}),
  };
  await db
    .insert(idempotencyKeys)
    .values({ userId: key.userId, scope: SCOPE, key: key.key, requestHash: key.requestHash, response })
    .onConflictDoNothing();
}

/**
 * A courier's move on an order they no longer hold: the life cycle answers 404 (not theirs), but a
 * courier who was assigned it before is told it went to someone else.
 */
export async function wasAssignedTo(db: DbOrTx, orderId: string, personId: string): Promise<boolean> {
  if (!isUuid(orderId)) return false;
  const [row] = await db
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.orderId, orderId),
        sql`${orderEvents.type} in ('assigned', 'reassigned')`,
        sql`${orderEvents.data}->>'deliveryPersonId' = ${personId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export const reassigned = () =>
  new AppError('conflict', ERRORS.delivery.reassigned, { code: 'order_reassigned' });

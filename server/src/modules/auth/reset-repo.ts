import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { passwordResets } from '../../db/schema/index';

export async function insertReset(
  tx: DbOrTx,
  values: { userId: string; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<string> {
  const [row] = await tx.insert(passwordResets).values(values).returning({ id: passwordResets.id });
  if (!row) throw new Error('password reset insert returned nothing');
  return row.id;
}

/** Links asked for since `since` (a cap on how many reset e-mails one account receives). */
export async function countRecentResets(tx: DbOrTx, userId: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, userId), gt(passwordResets.createdAt, since)));
  return row?.total ?? 0;
}

/** The unused, unexpired reset with this token hash, locked for the caller's transaction. */
export async function lockUsableReset(tx: DbOrTx, tokenHash: string, at: Date) {
  const [row] = await tx
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, at),
      ),
    )
    .for('update');
  return row;
}

/** Uses up every open reset link of the user (the one followed and any older ones). */
export async function useAllResets(tx: DbOrTx, userId: string, at: Date): Promise<void> {
  await tx
    .update(passwordResets)
    .set({ usedAt: at })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

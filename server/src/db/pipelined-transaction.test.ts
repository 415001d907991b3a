import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, resetDatabase } from '../../test/helpers';
import type { Database } from './client';
import { createUser } from './factories';
import { pipelinedTransaction } from './pipelined-transaction';
import { users } from './schema/index';

// Issue 15 §1: the order placement's transaction, BEGIN sent with its first statement. It must
// keep every promise of `db.transaction`, on both databases.
let database: Database & { dispose(): Promise<void> };

beforeAll(async () => {
  database = await createTestDatabase();
});
beforeEach(async () => {
  await resetDatabase(database);
});
afterAll(async () => {
  await database.dispose();
});

const nameOf = async (id: string) =>
  (await database.db.select({ name: users.name }).from(users).where(eq(users.id, id)))[0]?.name;

describe('pipelinedTransaction', () => {
  it('commits what its statements wrote and answers what the work answered', async () => {
    const user = await createUser(database.db, {
      name: 'Before',
      email: 'before@example.test',
      password: 'a-password-1',
    });
    const answer = await pipelinedTransaction(database.db, async (tx) => {
      await tx.update(users).set({ name: 'After' }).where(eq(users.id, user.id));
      const [row] = await tx.select({ name: users.name }).from(users).where(eq(users.id, user.id));
      return row?.name;
    });
    expect(answer).toBe('After');
    expect(await nameOf(user.id)).toBe('After');
  });

  it('keeps nothing when the work throws, and the connection serves the next one', async () => {
    const user = await createUser(database.db, {
      name: 'Kept',
      email: 'kept@example.test',
      password: 'a-password-1',
    });
    await expect(
      pipelinedTransaction(database.db, async (tx) => {
        await tx.update(users).set({ name: 'Lost' }).where(eq(users.id, user.id));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await nameOf(user.id)).toBe('Kept');

    // A statement PostgreSQL refuses, first in the transaction: the same, then business as usual.
    await expect(
      pipelinedTransaction(database.db, (tx) => tx.execute(sql`select * from no_such_table`)),
    ).rejects.toThrow();
    for (let i = 0; i < 12; i += 1)
      await pipelinedTransaction(database.db, (tx) =>
        tx
          .update(users)
          .set({ name: `Round ${i}` })
          .where(eq(users.id, user.id)),
      );
    expect(await nameOf(user.id)).toBe('Round 11');
  });
});

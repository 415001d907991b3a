import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, resetDatabase } from '../../test/helpers';
import type { Database } from './client';
import { createUser } from './factories';
import { transaction, transactionsInOneWrite } from './driver';
import { users } from './schema/index';
import type { Statement } from './driver';

// The one transaction helper: BEGIN sent with its first statement, and `finish` sending the last
// statements with COMMIT. It must keep every promise of `db.transaction`, on both databases.
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

describe('transaction', () => {
  it('commits what its statements wrote and answers what the work answered', async () => {
    const user = await createUser(database.db, {
      name: 'Before',
      email: 'before@example.test',
      password: 'a-password-1',
    });
    const answer = await transaction(database.db, async ({ tx }) => {
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
      transaction(database.db, async ({ tx }) => {
        await tx.update(users).set({ name: 'Lost' }).where(eq(users.id, user.id));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await nameOf(user.id)).toBe('Kept');

    // A statement PostgreSQL refuses, first in the transaction: the same, then business as usual.
    await expect(
      transaction(database.db, ({ tx }) => tx.execute(sql`select * from no_such_table`)),
    ).rejects.toThrow();
    for (let i = 0; i < 12; i += 1)
      await transaction(database.db, ({ tx }) =>
        tx
          .update(users)
          .set({ name: `Round ${i}` })
          .where(eq(users.id, user.id)),
      );
    expect(await nameOf(user.id)).toBe('Round 11');
  });
});

describe('transaction … finish', () => {
  const oneWrite = (statements: Statement[]) => transaction(database.db, ({ finish }) => finish(statements));
  const rename = (id: string, name: string) => ({
    sql: 'update users set name = $2::text where id = $1::uuid returning name',
    params: [id, name],
  });

  it('runs its statements in order as one transaction and answers each one’s rows', async () => {
    const user = await createUser(database.db, {
      name: 'First',
      email: 'first@example.test',
      password: 'a-password-1',
    });
    const answers = await oneWrite([
      rename(user.id, 'Second'),
      { sql: 'select name from users where id = $1::uuid', params: [user.id] },
      rename(user.id, 'Third'),
    ]);
    expect(answers).toEqual([[{ name: 'Second' }], [{ name: 'Second' }], [{ name: 'Third' }]]);
    expect(await nameOf(user.id)).toBe('Third');
  });

  it('keeps nothing when a statement fails, throws that statement’s error, and the pool goes on', async () => {
    const user = await createUser(database.db, {
      name: 'Kept',
      email: 'kept-one-write@example.test',
      password: 'a-password-1',
    });
    const failure: unknown = await oneWrite([
      rename(user.id, 'Lost'),
      { sql: 'select ikawa_refuse(\'{"refusal":"test"}\')', params: [] },
      rename(user.id, 'Lost again'),
    ]).catch((error: unknown) => error);
    // The refusal itself (PGlite's driver wraps it once more), not the statements refused after it.
    const cause = (failure as { cause?: unknown }).cause ?? failure;
    expect(cause).toMatchObject({ code: 'IK409', message: '{"refusal":"test"}' });
    expect(await nameOf(user.id)).toBe('Kept');
    await expect(oneWrite([{ sql: 'select * from no_such_table', params: [] }])).rejects.toThrow(
      /no_such_table/,
    );
    // More transactions than the pool has connections: none was left inside a transaction.
    for (let i = 0; i < 12; i += 1) await oneWrite([rename(user.id, `Round ${i}`)]);
    expect(await nameOf(user.id)).toBe('Round 11');
    const { rows } = await database.rawQuery(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and state like 'idle in transaction%'`,
      [],
    );
    const [open] = rows as { n: number }[];
    expect(open?.n ?? 0).toBe(0);
  });
});

// The fast path rests on node-postgres's internals (its pool under drizzle, the connection's
// `_send`, pipeline mode): an upgrade that changes them would make every order slower without
// failing anything else. This says so.
describe.skipIf(!process.env.DATABASE_URL)('the one-write path on PostgreSQL', () => {
  it('sends BEGIN, the statements and COMMIT in one write', async () => {
    const user = await createUser(database.db, {
      name: 'Fast',
      email: 'fast@example.test',
      password: 'a-password-1',
    });
    const before = transactionsInOneWrite(database.db);
    const answers = await transaction(database.db, ({ finish }) =>
      finish([
        {
          sql: 'update users set name = $2::text where id = $1::uuid returning name',
          params: [user.id, 'Faster'],
        },
      ]),
    );
    expect(answers).toEqual([[{ name: 'Faster' }]]);
    expect(transactionsInOneWrite(database.db)).toBe(before + 1);
  });

  it('reads first, then ends in one more write', async () => {
    const user = await createUser(database.db, {
      name: 'Read',
      email: 'read-then-write@example.test',
      password: 'a-password-1',
    });
    const before = transactionsInOneWrite(database.db);
    await transaction(database.db, async ({ tx, finish }) => {
      await tx.select({ name: users.name }).from(users).where(eq(users.id, user.id));
      return finish([
        { sql: 'update users set name = $2::text where id = $1::uuid', params: [user.id, 'Later'] },
      ]);
    });
    // Two writes (the read, then the end): not counted as one, and the change is kept.
    expect(transactionsInOneWrite(database.db)).toBe(before);
    expect(await nameOf(user.id)).toBe('Later');
  });
});

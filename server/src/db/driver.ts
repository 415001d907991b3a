import { createHash } from 'node:crypto';
import { is, SQL } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db, DbOrTx, Tx } from './types';

/*
 * Every place the server reaches under drizzle's and node-postgres's public surface lives in this
 * file: the order placement's one-write transaction, named statements and the coalesced socket
 * writes (decision 010 measures what each is worth). A driver upgrade that changes them makes the
 * shop fall back to the ordinary path, never fail; `src/db/driver.test.ts` fails on PostgreSQL
 * when the fast path is no longer taken, so the fall is seen.
 */

/** Whether `db` is a transaction (its own session) rather than the pool. */
export function isTransaction(db: DbOrTx): boolean {
  return typeof (db as { rollback?: unknown }).rollback === 'function';
}

/** A hand-written statement and its parameters (`executeNamed`, `TransactionScope.finish`). */
export interface Statement {
  sql: string;
  params: unknown[];
}

/** Each statement text's name (a text's hash is kept on the string: a lookup is cheap). */
const statementNames = new Map<string, string>();

/** A statement text's name on the server: after its hash, the same in every process. */
export function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `ikawa_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
}

/** What `executeNamed` needs of a drizzle database or transaction (both have them). */
interface SessionInternals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      arrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
}

/**
 * Runs a hand-written statement as a named prepared statement, named after its text, in a
 * transaction or not: PostgreSQL parses it once per connection, and plans it once it settles on
 * a generic plan, instead of at every call. A statement already written as text with its
 * parameters (`{ sql, params }`) skips the ORM altogether. For statements whose text depends only
 * on their shape, so that the names stay few. PGlite runs it as usual.
 */
export async function executeNamed<T>(db: DbOrTx, query: SQL | Statement): Promise<T[]> {
  const { dialect, session } = db as unknown as SessionInternals;
  const built = is(query, SQL) ? dialect.sqlToQuery(query) : query;
  const prepared = session.prepareQuery(built, undefined, statementName(built.sql), false);
  const result = (await prepared.execute()) as { rows: T[] };
  return result.rows;
}

/** How many writes each pooled connection has put on its socket (`coalesceWrites`). */
const socketWrites = new WeakMap<pg.PoolClient, { count: number }>();

/**
 * Sends a query's protocol messages (Bind, Describe, Execute, Sync…) in one write instead of one
 * each: node-postgres writes every message on its own, which cost a system call apiece on this
 * side and a wake-up apiece on the server's (about a fifth of the server's CPU time per order,
 * decision 010). The socket is corked at a tick's first message and uncorked when the tick ends.
 * Left as it is if the client's connection does not look as expected.
 */
export function coalesceWrites(client: pg.PoolClient): void {
  const connection = (client as unknown as { connection?: { _send?: unknown; stream?: unknown } }).connection;
  const stream = connection?.stream as { cork?: () => void; uncork?: () => void } | undefined;
  if (!connection || typeof connection._send !== 'function' || !stream?.cork || !stream.uncork) return;
  const send = (connection._send as (buffer: Buffer) => boolean).bind(connection);
  const writes = { count: 0 };
  socketWrites.set(client, writes);
  let corked = false;
  connection._send = (buffer: Buffer) => {
    if (!corked) {
      corked = true;
      writes.count += 1;
      stream.cork!();
      setImmediate(() => {
        corked = false;
        stream.uncork!();
      });
    }
    return send(buffer);
  };
}

/** What the one-write path needs of a drizzle database on node-postgres (`db.session`). */
interface NodePgInternals {
  session?: {
    client?: unknown;
    dialect: ConstructorParameters<typeof NodePgSession>[1];
    schema: ConstructorParameters<typeof NodePgSession>[2];
    options: ConstructorParameters<typeof NodePgSession>[3];
  };
}

/** The pool under a drizzle database on node-postgres, if that is what it is. */
function poolOf(db: DbOrTx): { pool: pg.Pool; session: NonNullable<NodePgInternals['session']> } | undefined {
  if (isTransaction(db)) return undefined;
  const session = (db as unknown as NodePgInternals).session;
  return session?.client instanceof pg.Pool ? { pool: session.client, session } : undefined;
}

/** Transactions whose BEGIN, statements and COMMIT left in one write, per database (tests). */
const oneWriteCounts = new WeakMap<object, number>();

/** How many transactions `transaction` sent in one write on this database (0 on PGlite). */
export function transactionsInOneWrite(db: Db): number {
  return oneWriteCounts.get(db) ?? 0;
}

/** What a transaction's work is given (`transaction`). */
export interface TransactionScope {
  /** The transaction, for statements whose answers the work reads before it goes on. */
  tx: Tx;
  /**
   * Ends the work with these statements, in order, and answers each one's rows. On PostgreSQL
   * they are sent with COMMIT without waiting for any answer: called before the work's first
   * wait, BEGIN, the statements and COMMIT leave in one write and the transaction costs one round
   * trip. For statements that make their own checks and refuse by raising: a statement that
   * fails makes the ones after it fail and COMMIT roll back, and its error is thrown. Inside a
   * caller's transaction (or on PGlite) they run one after another, and the caller commits.
   */
  finish(statements: Statement[]): Promise<unknown[][]>;
}

/** Runs statements one after another in a transaction (PGlite, or a caller's transaction). */
async function runInOrder(tx: DbOrTx, statements: Statement[]): Promise<unknown[][]> {
  const answers: unknown[][] = [];
  for (const statement of statements) answers.push(await executeNamed(tx, statement));
  return answers;
}

/**
 * The one transaction helper: `db.transaction(run)`, with BEGIN sent together with the
 * transaction's first statement on PostgreSQL (node-postgres's pipeline mode, for this
 * transaction only) instead of a round trip before it, and `finish` to end it in one write. On
 * this machine a round trip costs about 0.15 ms of CPU (the write and the server's wake-up), a
 * tenth of an order's. Given a transaction, the work runs in it and its caller commits; on
 * PGlite, or a database this does not recognise, it is `db.transaction`.
 */
export async function transaction<T>(db: DbOrTx, run: (scope: TransactionScope) => Promise<T>): Promise<T> {
  if (isTransaction(db)) return run({ tx: db as Tx, finish: (statements) => runInOrder(db, statements) });
  const found = poolOf(db);
  if (!found) {
    return (db as Db).transaction((tx) => run({ tx, finish: (statements) => runInOrder(tx, statements) }));
  }
  const { pool, session } = found;
  const client = (await pool.connect()) as pg.PoolClient & { pipeline: boolean };
  client.pipeline = true;
  const writes = socketWrites.get(client);
  const writesBefore = writes?.count ?? 0;
  let finished = false;
  try {
    const begin = client.query('begin');
    begin.catch(() => undefined);
    const tx = new NodePgTransaction(
      session.dialect,
      new NodePgSession(client, session.dialect, session.schema, session.options),
      session.schema,
    ) as unknown as Tx;
    const finish = async (statements: Statement[]) => {
      if (finished) throw new Error('a transaction is finished once');
      finished = true;
      // Queued in one turn of the event loop: the socket is corked until it ends.
      const sent = [
        ...statements.map((statement) =>
          client.query({ name: statementName(statement.sql), text: statement.sql, values: statement.params }),
        ),
        client.query('commit'),
      ];
      const answers = await Promise.allSettled([begin, ...sent]);
      // The first failure is the cause; the statements after it were refused for it.
      const failure = answers.find((answer) => answer.status === 'rejected');
      if (failure) throw failure.reason;
      if (writes && writes.count - writesBefore === 1)
        oneWriteCounts.set(db, transactionsInOneWrite(db as Db) + 1);
      return answers
        .slice(1, -1)
        .map((answer) => (answer as PromiseFulfilledResult<pg.QueryResult>).value.rows as unknown[]);
    };
    let result: T;
    try {
      result = await run({ tx, finish });
      if (!finished) await begin;
    } catch (error) {
      // A finished transaction has ended at its COMMIT (rolled back by its failed statement).
      if (!finished) await client.query('rollback').catch(() => undefined);
      throw error;
    }
    if (!finished) await client.query('commit');
    return result;
  } finally {
    // Every query above has been answered: the connection goes back to the pool as it came.
    client.pipeline = false;
    client.release();
  }
}

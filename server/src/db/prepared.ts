import { createHash } from 'node:crypto';
import { is, SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from './client';

const statements = new WeakMap<object, Map<string, unknown>>();

/**
 * A named prepared statement of the hottest reads, built once per database: the
 * ORM does not build the SQL again for every request, and PostgreSQL parses it once per
 * connection. Drizzle lists every column by name, so a later migration that adds a column does
 * not change a prepared statement's answer.
 */
export function preparedOn<T>(db: Db, name: string, build: (db: Db) => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(db);
    byName.set(name, statement);
  }
  return statement;
}

/**
 * The same for a repository function that also runs inside transactions: a transaction gets
 * `undefined` (a statement prepared on the pool cannot run in it) and builds its query as usual.
 */
export function preparedOutsideTransactions<T>(
  db: DbOrTx,
  name: string,
  build: (db: Db) => T,
): T | undefined {
  return isTransaction(db) ? undefined : preparedOn(db as Db, name, build);
}

/** Whether `db` is a transaction (its own session) rather than the pool. */
export function isTransaction(db: DbOrTx): boolean {
  return typeof (db as { rollback?: unknown }).rollback === 'function';
}

/** What `executeNamed` needs of a drizzle database or transaction (both have them). */
interface Internals {
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

/** Each statement text's name (a text's hash is kept on the string: a lookup is cheap). */
const statementNames = new Map<string, string>();

/**
 * Runs a hand-written statement as a named prepared statement, named after its text, in a
 * transaction or not: PostgreSQL parses it once per connection, and plans it once
 * it settles on a generic plan, instead of at every call. A statement already written as text
 * with its parameters (`{ sql, params }`) skips the ORM altogether. For statements whose text
 * depends only on their shape, so that the names stay few. PGlite runs it as usual.
 */
export async function executeNamed<T>(db: DbOrTx, query: SQL | Statement): Promise<T[]> {
  const { dialect, session } = db as unknown as Internals;
  const built = is(query, SQL) ? dialect.sqlToQuery(query) : query;
  const prepared = session.prepareQuery(built, undefined, statementName(built.sql), false);
  const result = (await prepared.execute()) as { rows: T[] };
  return result.rows;
}

/** A hand-written statement and its parameters (`executeNamed`, `transactionInOneWrite`). */
export interface Statement {
  sql: string;
  params: unknown[];
}

/** A statement text's name on the server: after its hash, the same in every process. */
export function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `ikawa_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
}

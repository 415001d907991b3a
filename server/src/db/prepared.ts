import type { Db, DbOrTx } from './client';
import { isTransaction } from './driver';

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

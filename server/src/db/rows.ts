import type { SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from './types';

/**
 * The rows of a hand-written statement, typed by the caller. Both drivers answer `{ rows }`
 * (PGlite's results, node-postgres's `QueryResult`), which the ORM's type common to both does not
 * say: the one cast lives here instead of at every statement.
 */
export async function rowsOf<Row>(db: DbOrTx, query: SQLWrapper | string): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

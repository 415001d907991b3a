import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index';

/** The ORM's handles, apart from the code that opens them (client.ts) so any db file can name them. */
export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Repository functions accept either the pool or a transaction (the demo's `trx ?? knex`). */
export type DbOrTx = Db | Tx;

import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { coalesceWrites } from './driver';
import { syncReferenceData } from './reference-data';
import pg from 'pg';
import { attachRowCache, type ChangeFeed } from './row-cache';
import * as schema from './schema/index';

import type { Db } from './types';

export type { Db, DbOrTx, Schema, Tx } from './types';

export interface Database {
  db: Db;
  dialect: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The driver's own query, with no ORM between (the bare baseline of `npm run bench`). */
  rawQuery(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
  /** PGlite: a gzipped copy of its data directory (backups); undefined on PostgreSQL. */
  dumpDataDir?(): Promise<Blob>;
  /** PostgreSQL: the pool's connections (metrics); undefined on PGlite. */
  poolStats?(): { total: number; idle: number; waiting: number };
}

/** A constant key for the advisory lock that serialises migrations across processes. */
const MIGRATION_LOCK_KEY = 7_246_017_301;

/** Finds `drizzle/` whether we run from `src/db` (tsx, vitest) or from the bundled `dist/`. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 5; depth += 1) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Could not find the drizzle migrations folder');
}

export interface PgliteOptions {
  /** A directory to persist to; omitted means in memory (tests). */
  dataDir?: string;
  /** A tarball from `dumpDataDir()` to start from (tests start from a migrated copy). */
  loadDataDir?: Blob | File;
  /** Hears every statement the ORM sends (benchmarks compare it with a bare driver). */
  queryLogger?: (query: string, params: unknown[]) => void;
}

export async function createPgliteDatabase(options: PgliteOptions = {}): Promise<Database> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir, {
    // Trigram indexes serve the admin's customer search (migration 0008).
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const logger = options.queryLogger ? { logQuery: options.queryLogger } : undefined;
  const db = drizzlePglite({ client, schema, casing: 'snake_case', logger }) as unknown as Db;
  // One process owns the data directory (its lock), so every write passes through this client.
  const feed: ChangeFeed = {
    listen(channel, onChange, onLive) {
      client.listen(channel, onChange).then(
        () => onLive(true),
        () => onLive(false),
      );
    },
  };
  attachRowCache(db, feed);
  return {
    db,
    dialect: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite({ client, casing: 'snake_case' }), {
        migrationsFolder: migrationsFolder(),
      });
      // Reference data kept in the repository, brought in line with every migrate.
      await syncReferenceData(db);
    },
    async ping() {
      await client.query('select 1');
    },
    async close() {
      if (!client.closed) await client.close();
    },
    dumpDataDir: async () => client.dumpDataDir('gzip'),
    rawQuery: (text, params) => client.query(text, params as never[]),
  };
}

export interface PostgresOptions {
  poolSize?: number;
  /**
   * A query with no answer for this long fails (and its connection is dropped), so a network
   * partition gives 503s while it lasts and fresh connections once it heals.
   */
  queryTimeoutMs?: number;
  queryLogger?: (query: string, params: unknown[]) => void;
}

/**
 * The change feed on PostgreSQL: one connection of its own, outside the pool, that LISTENs and
 * comes back by itself (a second later, then every few seconds) when it is lost. Nothing connects
 * until a cache first asks.
 */
function postgresListener(connectionString: string): ChangeFeed & { close(): Promise<void> } {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let subscription:
    { channel: string; onChange(payload: string): void; onLive(live: boolean): void } | undefined;

  const connect = async (attempt: number) => {
    if (closed || !subscription) return;
    const { channel, onChange, onLive } = subscription;
    const next = new pg.Client({ connectionString, keepAlive: true, connectionTimeoutMillis: 5_000 });
    let lost = false;
    const lose = () => {
      if (lost) return;
      lost = true;
      onLive(false);
      next.end().catch(() => undefined);
      if (!closed)
        retry = setTimeout(() => void connect(attempt + 1), Math.min(1_000 * 2 ** attempt, 10_000));
    };
    next.on('error', lose);
    next.on('end', lose);
    next.on('notification', (message) => {
      if (message.channel === channel) onChange(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch {
      lose();
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    attempt = 0;
    onLive(true);
  };

  return {
    listen(channel, onChange, onLive) {
      if (subscription) return;
      subscription = { channel, onChange, onLive };
      void connect(0);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}

export function createPostgresDatabase(
  connectionString: string,
  options: PostgresOptions | number = {},
): Database {
  const opts: PostgresOptions = typeof options === 'number' ? { poolSize: options } : options;
  const { poolSize = 10, queryTimeoutMs = 15_000 } = opts;
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    query_timeout: queryTimeoutMs,
    keepAlive: true,
  });
  // A connection that errors (server restart, pg_terminate_backend, a partition) must not crash
  // the process, idle in the pool or checked out between two queries of a transaction: the
  // query on it fails (503) and the pool opens a fresh one for the next request.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    coalesceWrites(client);
  });
  const logger = opts.queryLogger ? { logQuery: opts.queryLogger } : undefined;
  const db = drizzlePostgres({ client: pool, schema, casing: 'snake_case', logger }) as unknown as Db;
  const listener = postgresListener(connectionString);
  attachRowCache(db, listener);
  return {
    db,
    dialect: 'postgres',
    async migrate() {
      // Several processes may start at once: one migrates, the others wait for the lock.
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePostgres(drizzlePostgres({ client: pool, casing: 'snake_case' }), {
          migrationsFolder: migrationsFolder(),
        });
        // Reference data kept in the repository, brought in line with every migrate.
        await syncReferenceData(db);
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        lockClient.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      await listener.close();
      await pool.end();
    },
    rawQuery: (text, params) => pool.query(text, params),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

export interface OpenDatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  dbQueryTimeoutMs?: number;
}

/** `DATABASE_URL` set: a PostgreSQL pool; unset: PGlite persisted in `DATA_DIR/pgdata`. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl)
    return createPostgresDatabase(options.databaseUrl, { queryTimeoutMs: options.dbQueryTimeoutMs });
  return createPgliteDatabase({ dataDir: path.join(options.dataDir, 'pgdata') });
}

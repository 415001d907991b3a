/**
 * Rows read by nearly every request and written rarely (the store's settings; the signed-in
 * user's session facts), kept per process and dropped the moment the database says they changed
 * (each read was a round trip of every order, about a tenth of its server time).
 *
 * The database says so itself: a trigger (migration 0022) runs `pg_notify('ikawa_rows_changed',
 * 'table' or 'table:id')` in the writing transaction, which PostgreSQL delivers at COMMIT to every
 * process listening, whichever process wrote. A process trusts its copies only while its listening
 * connection is up: before it has listened, while it reconnects, and for a moment after, every read
 * goes to the database. A copy is also kept at most `MAX_AGE_MS`, in case a connection that looks
 * up has stopped hearing (a network partition that drops nothing).
 *
 * A read that was under way while a change arrived is not kept (it may have read the row before
 * the change), and the writer's own process drops its copy at once (`forget`), without waiting
 * for the notification to come back.
 *
 * Copies made from several tables' rows elsewhere (rendered storefront pages, migration 0030)
 * check the same notifications through `stamp`, the tables' versions.
 */

import { getTableName, type Table } from 'drizzle-orm';

export const ROWS_CHANGED_CHANNEL = 'ikawa_rows_changed';

/** What a database offers to hear its change notifications (see `Database.listen`). */
export interface ChangeFeed {
  /**
   * Starts listening, once: `onChange` gets each payload, `onLive(true)` once the listening
   * connection is up and `onLive(false)` whenever it is lost (it reconnects by itself).
   */
  listen(channel: string, onChange: (payload: string) => void, onLive: (live: boolean) => void): void;
}

const MAX_AGE_MS = 30_000;
const MAX_ENTRIES = 20_000;

interface Entry {
  value: unknown;
  at: number;
}

export class RowCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every change heard and every loss of the feed: reads begun before are not kept. */
  private generation = 0;
  /** Changes heard per table, so a copy built from several tables can tell whether any moved. */
  private readonly versions = new Map<string, number>();
  /** Bumped whenever the feed goes up or down: what was stamped before may have missed a change. */
  private lives = 0;
  private live = false;
  private started = false;

  constructor(private readonly feed: ChangeFeed) {}

  /** `key`'s copy if it may be trusted, else `load()`'s answer (kept when it may be). */
  async read<T>(key: string, load: () => Promise<T>): Promise<T> {
    this.start();
    const entry = this.entries.get(key);
    if (this.live && entry && Date.now() - entry.at < MAX_AGE_MS) return entry.value as T;
    const generation = this.generation;
    const value = await load();
    if (this.live && generation === this.generation && value !== undefined) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(key, { value, at: Date.now() });
    }
    return value;
  }

  /**
   * The versions of these tables, for a copy made from their rows outside this cache (a rendered
   * page, `modules/seo/page-cache.ts`): equal stamps mean no change to them was heard in between.
   * Undefined while the feed is not live, when nothing may be kept.
   */
  stamp(tables: readonly string[]): string | undefined {
    this.start();
    if (!this.live) return undefined;
    let stamp = String(this.lives);
    for (const table of tables) stamp += `.${this.versions.get(table) ?? 0}`;
    return stamp;
  }

  /**
   * Drops the copies a change names: `table` drops every key of that table (`table` or
   * `table:…`), `table:id` that row's.
   */
  forget(change: string): void {
    this.generation += 1;
    const table = change.split(':', 1)[0] ?? change;
    this.versions.set(table, (this.versions.get(table) ?? 0) + 1);
    if (change.includes(':')) {
      this.entries.delete(change);
      return;
    }
    for (const key of this.entries.keys()) {
      if (key === change || key.startsWith(`${change}:`)) this.entries.delete(key);
    }
  }

  private start(): void {
    if (this.started) return;
    this.started = true;
    this.feed.listen(
      ROWS_CHANGED_CHANNEL,
      (payload) => this.forget(payload),
      (live) => {
        // Whatever changed while nobody listened is unknown: start again from nothing.
        this.generation += 1;
        this.lives += 1;
        this.entries.clear();
        this.live = live;
      },
    );
  }
}

const caches = new WeakMap<object, RowCache>();

/** Gives a database handle its cache (done once, where the database is opened). */
export function attachRowCache(db: object, feed: ChangeFeed): void {
  caches.set(db, new RowCache(feed));
}

/**
 * The cache of this handle: none for a transaction (it reads what it reads) or for a database
 * opened without one.
 */
export function rowCacheOf(db: object): RowCache | undefined {
  return caches.get(db);
}

/**
 * After a write to `table` through `db` has committed: this process's copies made from its rows
 * go now, the other processes' when they hear the database's notification. Nothing for a
 * transaction's handle (the notification comes at its COMMIT).
 */
export function forgetTable(db: object, table: Table): void {
  rowCacheOf(db)?.forget(getTableName(table));
}

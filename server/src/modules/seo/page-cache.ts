import { getTableName } from 'drizzle-orm';
import type { RowCache } from '../../db/row-cache';
import { discountCodes, policyPages, products, storeSettings } from '../../db/schema/index';

/**
 * Storefront pages as the server rendered them, kept per process so the busiest pages are not
 * rendered again for every visitor (a render is most of a page's server time). A page is kept
 * with the versions of the tables storefront pages show (`RowCache.stamp`: the same database
 * notifications that drop the process's copies of rows), and served while none of them has
 * changed, the process is still listening, and the page is younger than its maximum age. A render
 * under way while a change is heard is not kept. One stamp for every page, whichever tables it
 * read: the owner's edits are rare, and no page has to say what it read.
 */

/**
 * What storefront pages show: the settings (banner, footer, contact), the products (catalogue,
 * product pages, their photos and stock), the discount codes (the landing page's offer) and the
 * policy pages. Named as their triggers name them (migrations 0022 and 0030).
 */
export const STOREFRONT_TABLES = [storeSettings, products, discountCodes, policyPages].map((table) =>
  getTableName(table),
);

/** What one render gave, and whether it may be kept. */
export interface Rendered<T> {
  value: T;
  /** Bytes the value holds, for the cache's bound. */
  bytes: number;
  /** False for an answer that must not outlive its request (a failed API call, a fallback). */
  keep: boolean;
  /** A not-found page: kept apart, so a scan of unknown addresses cannot push real pages out. */
  notFound?: boolean;
}

/** `hit`: served from the cache (or from a render another request had started); `off`: not cacheable now. */
export type CacheOutcome = 'hit' | 'miss' | 'off';

interface Entry<T> {
  value: T;
  stamp: string;
  bytes: number;
  expires: number;
}

/** Least recently used first: a `Map` keeps insertion order, and a hit moves its entry to the end. */
class Lru<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private bytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  get(key: string): Entry<T> | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: Entry<T>): void {
    this.delete(key);
    if (entry.bytes > this.maxBytes) return;
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.bytes;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  get size(): number {
    return this.entries.size;
  }
}

export interface PageCacheLimits {
  /** Pages kept at most (the catalogue's filters and sorts make many addresses of one page). */
  maxEntries: number;
  maxBytes: number;
  /** Not-found pages kept at most, in a bound of their own. */
  maxNotFound: number;
}

/** About 150 kB a catalogue page: a few hundred pages, a few tens of megabytes at most. */
const DEFAULT_LIMITS: PageCacheLimits = { maxEntries: 500, maxBytes: 48 * 1024 * 1024, maxNotFound: 100 };

export class PageCache<T> {
  private readonly pages: Lru<T>;
  private readonly notFound: Lru<T>;
  /** Renders under way, so requests for a page that is being rendered wait for it, not render it again. */
  private readonly pending = new Map<string, { stamp: string; render: Promise<Rendered<T>> }>();
  /** Renders started by the cache (tests and metrics read it). */
  renders = 0;

  /** `stamp` is the tables' versions now, undefined while nothing may be kept (`RowCache.stamp`). */
  constructor(
    private readonly stamp: () => string | undefined,
    limits: PageCacheLimits = DEFAULT_LIMITS,
  ) {
    this.pages = new Lru(limits.maxEntries, limits.maxBytes);
    this.notFound = new Lru(limits.maxNotFound, limits.maxBytes / 8);
  }

  /** `key`'s page if a kept one may be trusted, else `render()`'s (kept for `maxAgeMs` when it may be). */
  async serve(
    key: string,
    maxAgeMs: number,
    render: () => Promise<Rendered<T>>,
  ): Promise<{ value: T; outcome: CacheOutcome }> {
    const stamp = this.stamp();
    if (stamp === undefined) {
      this.renders += 1;
      return { value: (await render()).value, outcome: 'off' };
    }
    const kept = this.pages.get(key) ?? this.notFound.get(key);
    if (kept && kept.stamp === stamp && Date.now() < kept.expires)
      return { value: kept.value, outcome: 'hit' };
    if (kept) this.forget(key);
    const pending = this.pending.get(key);
    if (pending?.stamp === stamp) return { value: (await pending.render).value, outcome: 'hit' };

    this.renders += 1;
    const started = render();
    this.pending.set(key, { stamp, render: started });
    let rendered: Rendered<T>;
    try {
      rendered = await started;
    } finally {
      if (this.pending.get(key)?.render === started) this.pending.delete(key);
    }
    // A change heard while it rendered: the page may show the rows from before it.
    if (rendered.keep && this.stamp() === stamp) {
      const entry = { value: rendered.value, stamp, bytes: rendered.bytes, expires: Date.now() + maxAgeMs };
      (rendered.notFound ? this.notFound : this.pages).set(key, entry);
    }
    return { value: rendered.value, outcome: 'miss' };
  }

  private forget(key: string): void {
    this.pages.delete(key);
    this.notFound.delete(key);
  }

  /** Pages kept now (tests). */
  get size(): number {
    return this.pages.size + this.notFound.size;
  }
}

/** The page cache of a database's row cache: none without one (nothing tells it of changes). */
export function storefrontPageCache<T>(rows: RowCache | undefined): PageCache<T> {
  return new PageCache<T>(() => rows?.stamp(STOREFRONT_TABLES));
}

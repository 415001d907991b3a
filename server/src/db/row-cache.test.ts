import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, resetDatabase } from '../../test/helpers';
import { getSettingsRow, updateSettingsRow } from '../modules/settings/repo';
import { createPostgresDatabase, type Database } from './client';
import { type ChangeFeed, RowCache, rowCacheOf } from './row-cache';
import { storeSettings } from './schema/index';

// The settings row is kept per process and dropped when the database says it
// changed, on both databases, whoever wrote it.
let database: Database & { dispose(): Promise<void>; url?: string };

beforeAll(async () => {
  database = await createTestDatabase();
});
beforeEach(async () => {
  await resetDatabase(database);
  await getSettingsRow(database.db);
});
afterAll(async () => {
  await database.dispose();
});

/** Counts the times `run` made the cache read the settings row from the database. */
async function settingsReadsDuring(run: () => Promise<unknown>): Promise<number> {
  let reads = 0;
  const cache = rowCacheOf(database.db)!;
  const read = cache.read.bind(cache);
  const spy = vi.spyOn(cache, 'read').mockImplementation((key, load) =>
    read(key, async () => {
      reads += 1;
      return load();
    }),
  );
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return reads;
}

describe('the settings row kept per process', () => {
  it('is read from the database once, then served from the copy', async () => {
    await vi.waitFor(async () =>
      expect(await settingsReadsDuring(() => getSettingsRow(database.db))).toBe(0),
    );
    const reads = await settingsReadsDuring(async () => {
      for (let i = 0; i < 20; i += 1) await getSettingsRow(database.db);
    });
    expect(reads).toBe(0);
  });

  it('is read again at once after this process saves the settings', async () => {
    await vi.waitFor(async () =>
      expect(await settingsReadsDuring(() => getSettingsRow(database.db))).toBe(0),
    );
    await updateSettingsRow(database.db, { standardShippingCents: 1234 });
    expect((await getSettingsRow(database.db)).standardShippingCents).toBe(1234);
  });

  it('is read again once another writer commits a change (the database tells every process)', async () => {
    await vi.waitFor(async () =>
      expect(await settingsReadsDuring(() => getSettingsRow(database.db))).toBe(0),
    );
    // Written past the ORM and the repository, as another process (or psql) would.
    await database.rawQuery('update store_settings set standard_shipping_cents = 4321', []);
    await vi.waitFor(async () =>
      expect((await getSettingsRow(database.db)).standardShippingCents).toBe(4321),
    );
  });

  it('is never served inside a transaction', async () => {
    await vi.waitFor(async () =>
      expect(await settingsReadsDuring(() => getSettingsRow(database.db))).toBe(0),
    );
    await database.db
      .transaction(async (tx) => {
        await tx.update(storeSettings).set({ standardShippingCents: 777 }).where(eq(storeSettings.id, 1));
        expect((await getSettingsRow(tx)).standardShippingCents).toBe(777);
        tx.rollback();
      })
      .catch(() => undefined);
    expect((await getSettingsRow(database.db)).standardShippingCents).not.toBe(777);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('the settings row across processes (PostgreSQL)', () => {
  it('a second process sees the first one save, and a lost listening connection loses no change', async () => {
    const other = createPostgresDatabase(database.url!, 2);
    try {
      await getSettingsRow(other.db);
      await vi.waitFor(async () => {
        await getSettingsRow(other.db);
        const [row] = (
          await other.rawQuery(
            `select count(*)::int as n from pg_stat_activity where datname = current_database() and query ilike 'listen %'`,
            [],
          )
        ).rows as { n: number }[];
        expect(row?.n).toBe(2);
      });
      await updateSettingsRow(database.db, { standardShippingCents: 2500 });
      await vi.waitFor(async () => expect((await getSettingsRow(other.db)).standardShippingCents).toBe(2500));

      // The listening connections are cut; changes made meanwhile are not missed.
      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %'`,
      );
      await admin.query('update store_settings set standard_shipping_cents = 2600');
      await admin.end();
      await vi.waitFor(async () => expect((await getSettingsRow(other.db)).standardShippingCents).toBe(2600));
      await vi.waitFor(async () =>
        expect((await getSettingsRow(database.db)).standardShippingCents).toBe(2600),
      );
      // Listening again: a later change is heard too.
      await updateSettingsRow(database.db, { standardShippingCents: 2700 });
      await vi.waitFor(async () => expect((await getSettingsRow(other.db)).standardShippingCents).toBe(2700));
    } finally {
      await other.close();
    }
  });
});

describe('RowCache', () => {
  /** A change feed the test drives: what the database's notifications do, on cue. */
  function feed() {
    const handlers: { change?: (payload: string) => void; live?: (live: boolean) => void } = {};
    const value: ChangeFeed = {
      listen(_channel, onChange, onLive) {
        handlers.change = onChange;
        handlers.live = onLive;
      },
    };
    return { value, handlers };
  }

  it('does not keep a read a change overtook, nor anything while the feed is down', async () => {
    const { value, handlers } = feed();
    const cache = new RowCache(value);
    let stored = 'old';
    const load = async () => stored;

    expect(await cache.read('store_settings', load)).toBe('old');
    handlers.live!(true);
    // A read under way when the change is heard: its answer may be from before, and is not kept.
    let release!: () => void;
    const slow = cache.read('store_settings', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return 'old';
    });
    stored = 'new';
    handlers.change!('store_settings');
    release();
    expect(await slow).toBe('old');
    expect(await cache.read('store_settings', load)).toBe('new');
    stored = 'newer';
    expect(await cache.read('store_settings', load)).toBe('new');

    // The feed is lost: every read goes to the database until it is back.
    handlers.live!(false);
    expect(await cache.read('store_settings', load)).toBe('newer');
    stored = 'newest';
    expect(await cache.read('store_settings', load)).toBe('newest');
  });

  it('drops one row or a whole table', async () => {
    const { value, handlers } = feed();
    const cache = new RowCache(value);
    await cache.read('x', async () => 0);
    handlers.live!(true);
    let n = 0;
    const load = async () => (n += 1);
    await cache.read('users:a', load);
    await cache.read('users:b', load);
    cache.forget('users:a');
    expect(await cache.read('users:a', load)).toBe(3);
    expect(await cache.read('users:b', load)).toBe(2);
    cache.forget('users');
    expect(await cache.read('users:b', load)).toBe(4);
  });
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { backup, restore, tablesInOrder } from '../../src/db/backup';
import { createPgliteDatabase, type Database } from '../../src/db/client';
import { createProduct } from '../../src/db/factories';
import { DEFAULT_SETTINGS } from '../../src/db/seed';
import { storeSettings } from '../../src/db/schema/index';
import { createTestDatabase, testConfig } from '../helpers';

/**
 * A backup and its restore give back every table as it was — on the embedded
 * database, on PostgreSQL, and from the embedded database to a PostgreSQL server.
 */
const url = process.env.DATABASE_URL;
const scratch = () => mkdtempSync(path.join(tmpdir(), 'ikawa-backup-'));

/** Fills a database through the API: accounts, a product, an order with its events, e-mails, a subscriber. */
async function fill(database: Database) {
  await database.db.insert(storeSettings).values(DEFAULT_SETTINGS).onConflictDoNothing();
  const app = await buildApp({ config: testConfig(), database, logger: false });
  await app.ready();
  const bag = await createProduct(database.db, {
    name: 'Kept Bag',
    description: 'd',
    price: 12.5,
    weight: 0.5,
    type: 'powder',
    stock: 30,
  });
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Aline Kept', email: 'aline@kept.test', password: 'kept-password-1' },
  });
  const { token } = registered.json() as { token: string };
  const order = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      products: [{ product: bag.id, quantity: 2 }],
      delivery: { fulfillmentMethod: 'pickup', method: 'standard' },
      payment: { method: 'cash' },
    },
  });
  expect(order.statusCode, order.body).toBe(201);
  await app.inject({
    method: 'POST',
    url: '/api/newsletter',
    payload: { email: 'reader@kept.test', consentVersion: 1 },
  });
  await app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email: 'aline@kept.test' },
  });
  await app.auth.settled();
  await app.jobs.runMailOnce();
  await app.close();
}

/** Every table's rows, as text, in a fixed order: equal digests mean equal data. */
async function digest(database: Database): Promise<Record<string, string>> {
  await database.db.execute(sql`set timezone to 'UTC'`);
  const out: Record<string, string> = {};
  for (const table of await tablesInOrder(database)) {
    const id = sql.identifier(table);
    const { rows } = (await database.db.execute(
      sql`select count(*)::int || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d from ${id} t`,
    )) as unknown as { rows: { d: string }[] };
    out[table] = rows[0]?.d ?? '';
  }
  return out;
}

describe('backup and restore', { timeout: 180_000 }, () => {
  it('gives back every table of the embedded database, and moves it to PostgreSQL', async () => {
    const dataDir = scratch();
    const original = await createPgliteDatabase({ dataDir: path.join(dataDir, 'pgdata') });
    await original.migrate();
    await fill(original);
    const before = await digest(original);
    await original.close();
    expect(Object.keys(before).length).toBeGreaterThan(20);
    expect(before.orders).toMatch(/^1:/);

    const file = await backup(testConfig({ DATA_DIR: dataDir }), path.join(scratch(), 'shop.tar.gz'));
    const elsewhere = scratch();
    await restore(testConfig({ DATA_DIR: elsewhere }), file);
    const restored = await createPgliteDatabase({ dataDir: path.join(elsewhere, 'pgdata') });
    expect(await digest(restored)).toEqual(before);
    await restored.close();

    if (!url) return;
    const server = await createTestDatabase();
    try {
      await restore(testConfig({ DATABASE_URL: server.url! }), file);
      expect(await digest(server)).toEqual(before);
    } finally {
      await server.dispose();
    }
  });

  it.skipIf(!url)('gives back every table of a PostgreSQL database (pg_dump / pg_restore)', async () => {
    const source = await createTestDatabase();
    const target = await createTestDatabase();
    try {
      await fill(source);
      const before = await digest(source);
      const file = await backup(testConfig({ DATABASE_URL: source.url! }), path.join(scratch(), 'shop.dump'));
      await restore(testConfig({ DATABASE_URL: target.url! }), file);
      expect(await digest(target)).toEqual(before);
    } finally {
      await source.dispose();
      await target.dispose();
    }
  });
});

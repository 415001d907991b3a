import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './client';

/**
 * Migration 0038 on data typed before countries were codes: the shop's migrations up to 0037 are
 * applied to a fresh database, rows are written as the old forms let them be, then the rest.
 */
describe('migration 0038: countries become codes', () => {
  const client = new PGlite({ extensions: { pg_trgm } });
  const db = drizzle({ client, casing: 'snake_case' });
  const before = mkdtempSync(path.join(tmpdir(), 'ikawa-migrations-'));

  beforeAll(async () => {
    cpSync(migrationsFolder(), before, { recursive: true });
    const journalFile = path.join(before, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const last = journal.entries.findIndex((entry) => entry.tag.startsWith('0037_'));
    writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
    await migrate(db, { migrationsFolder: before });

    await client.exec(`
      insert into store_settings (id, store_name, store_email, store_phone, free_shipping_threshold_cents,
        standard_shipping_cents, express_shipping_cents, low_stock_threshold, store_street, store_city,
        store_postal_code, store_country, store_province)
      values (1, 'Ikawa', 'shop@ikawa.test', '+1 514 555 0100', 10000, 1000, 2000, 5,
        '1 Rue Sainte-Catherine', 'Montréal', 'H2X 1Y4', 'Canadá', 'QC');
      insert into users (id, name, email, password_hash)
      values ('00000000-0000-4000-8000-000000000001', 'Ana', 'ana@ikawa.test', 'x');
    `);
    const typed: [string, string][] = [
      ['Canada', 'M5H 2M9'],
      [' canada. ', 'M5H 2M9'],
      ['CAN', 'M5H 2M9'],
      ['ca', 'M5H 2M9'],
      ['United States', '10001'],
      ['USA', '10001'],
      ['États-Unis', '10001'],
      ['etats-unis', '10001'],
      ['Allemagne', '10115'],
      ['Burundi', 'BP 1234'],
      ['NL', 'A1C 5M2'],
      ['Toronto', 'M5H 2M9'],
      ['Canda', 'M5H 2M9'],
    ];
    for (const [index, [country, postalCode]] of typed.entries()) {
      await client.query(
        `insert into addresses (user_id, street, city, postal_code, country, is_default)
         values ('00000000-0000-4000-8000-000000000001', $1, 'City', $2, $3, false)`,
        [`${index} Main St`, postalCode, country],
      );
    }
    // Orders keep their own copy of the address: a delivery and a pickup (the store's snapshot).
    const order = `insert into orders (user_id, payment_method, subtotal_cents, delivery_fee_cents, total_cents,
        fulfillment_method, ship_street, ship_city, ship_postal_code, ship_country, pickup_address)
      values ('00000000-0000-4000-8000-000000000001', 'cash', 1000, 0, 1000, $1, $2, 'City', $3, $4, $5)`;
    await client.query(order, ['delivery', '1 Canada St', 'M5H 2M9', 'Canada.', null]);
    await client.query(order, ['delivery', '2 Toronto St', 'M5H 2M9', 'Toronto', null]);
    await client.query(order, [
      'pickup',
      '3 Pickup St',
      null,
      null,
      JSON.stringify({ street: '1 Rue', city: 'Montréal', postalCode: 'H2X 1Y4', country: 'canada' }),
    ]);
    await migrate(db, { migrationsFolder: migrationsFolder() });
  }, 60_000);

  afterAll(async () => {
    await client.close();
    rmSync(before, { recursive: true, force: true });
  });

  it('turns the spellings it can tell into codes and leaves the rest as typed', async () => {
    const { rows } = await client.query<{ country: string }>(
      `select country from addresses order by split_part(street, ' ', 1)::int`,
    );
    expect(rows.map((row) => row.country)).toEqual([
      'CA',
      'CA',
      'CA',
      'CA',
      'US',
      'US',
      'US',
      'US',
      'DE',
      'BI',
      'NL', // as typed: beside a Newfoundland postal code it is not the Netherlands
      'Toronto',
      'Canda',
    ]);
  });

  it('converts the orders’ copies the same way, a pickup’s store snapshot included', async () => {
    const { rows } = await client.query<{ ship_country: string | null; pickup: string | null }>(
      `select ship_country, pickup_address->>'country' as pickup from orders order by ship_street`,
    );
    expect(rows).toEqual([
      { ship_country: 'CA', pickup: null },
      { ship_country: 'Toronto', pickup: null },
      { ship_country: null, pickup: 'CA' },
    ]);
  });

  it('puts the store in Canada and ships to Canada; its province is no longer kept', async () => {
    const { rows } = await client.query<Record<string, unknown>>(`select * from store_settings`);
    expect(rows[0]).toMatchObject({ store_country: 'CA', shipping_countries: ['CA'] });
    expect(rows[0]).not.toHaveProperty('store_province');
  });
});

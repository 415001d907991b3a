import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Role } from '@ikawa/contracts/enums';
import type { TaxRegistrations } from '@ikawa/contracts/tax';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, expect, inject, vi } from 'vitest';
import { type App, buildApp, type BuildAppOptions } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { createPgliteDatabase, createPostgresDatabase, type Database } from '../src/db/client';
import { createUser, type UserFactoryInput } from '../src/db/factories';
import { rowCacheOf } from '../src/db/row-cache';
import { DEFAULT_SETTINGS } from '../src/db/seed';
import { discountCodes, orders, storeSettings } from '../src/db/schema/index';
import { getSettingsRow, updateSettingsRow } from '../src/modules/settings/repo';
import { syncReferenceData } from '../src/db/reference-data';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export function testConfig(overrides: Record<string, string> = {}): Config {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ikawa-test-'));
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_MAX: '100000',
    UPLOAD_RATE_LIMIT_MAX: '100000',
    // Tests run the background jobs by hand (app.jobs.runOnce()).
    JOBS_INTERVAL_SECONDS: '0',
    MAIL_INTERVAL_SECONDS: '0',
    PUSH_INTERVAL_SECONDS: '0',
    ...overrides,
  });
}

/**
 * A real database for one test file: an in-memory PGlite by default, or a fresh database on
 * the PostgreSQL server named by DATABASE_URL, dropped afterwards.
 */
export async function createTestDatabase(): Promise<Database & { dispose(): Promise<void>; url?: string }> {
  const url = process.env.DATABASE_URL;
  // test/global-setup.ts migrated one database for the run; each file starts from a copy.
  if (!url) {
    const template = provided('pgliteTemplate');
    const database = await createPgliteDatabase(
      template ? { loadDataDir: new Blob([readFileSync(template)]) } : {},
    );
    if (!template) await database.migrate();
    return { ...database, dispose: () => database.close() };
  }
  const template = provided('postgresTemplate');
  const name = `ikawa_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = createPostgresDatabase(testUrl.toString(), 20);
  if (!template) await database.migrate();
  return {
    ...database,
    url: testUrl.toString(),
    async dispose() {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

/** What test/global-setup.ts provided; nothing outside Vitest (the benchmarks reuse these helpers). */
function provided(key: 'pgliteTemplate' | 'postgresTemplate'): string {
  try {
    return inject(key) ?? '';
  } catch {
    return '';
  }
}

/**
 * Empties every table between tests: much quicker than a new database per test, which would be
 * created and migrated each time.
 */
export async function resetDatabase(database: Database): Promise<void> {
  // Both drivers answer `execute` with `{ rows }`.
  const { rows } = (await database.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  )) as unknown as { rows: { tablename: string }[] };
  // The consent wordings are written by a migration, as the records that name them expect.
  const tables = rows
    .filter((row) => row.tablename !== 'consent_wordings')
    .map((row) => `"${row.tablename}"`)
    .join(', ');
  if (tables) await database.db.execute(sql.raw(`truncate ${tables} restart identity cascade`));
  await database.db.insert(storeSettings).values(DEFAULT_SETTINGS).onConflictDoNothing();
  // The subscriber discount a migration writes (decision 022), as every shop has it.
  await database.db
    .insert(discountCodes)
    .values({ code: 'SUBSCRIBER', kind: 'percentage', percentOff: 10, subscribersOnly: true })
    .onConflictDoNothing();
  // The process's copies of the settings and users go now, not when the database's notice comes back.
  rowCacheOf(database.db)?.forget('store_settings');
  rowCacheOf(database.db)?.forget('users');
  rowCacheOf(database.db)?.forget('delivery_zones');
  // Reference data every start mirrors (the tax rates), as after a real start.
  await syncReferenceData(database.db);
}

/**
 * Saves store settings as the admin's form does (`updateSettingsRow`), and waits until each of
 * `others` (a second instance's app) reads them too: it hears of the change from the database.
 */
/**
 * Every sales-tax registration, in force long before any test's orders: for tests about the taxes
 * themselves (a shop starts registered for none, and then charges none).
 */
export const REGISTERED_EVERYWHERE: TaxRegistrations = {
  gstHst: { number: '123456789 RT 0001', effectiveFrom: '2000-01-01' },
  qst: { number: '1234567890 TQ 0001', effectiveFrom: '2000-01-01' },
  bcPst: { number: 'PST-1234-5678', effectiveFrom: '2000-01-01' },
  skPst: { number: '1234567', effectiveFrom: '2000-01-01' },
  mbRst: { number: '123456-7', effectiveFrom: '2000-01-01' },
};

export async function saveSettings(
  ctx: Pick<TestContext, 'database'>,
  values: Parameters<typeof updateSettingsRow>[1],
  ...others: App[]
): Promise<void> {
  await updateSettingsRow(ctx.database.db, values);
  for (const app of others) {
    await vi.waitFor(async () => expect(await getSettingsRow(app.db)).toMatchObject(values));
  }
}

let userCounter = 0;

export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
  role: Role;
  headers: { authorization: string };
}

export interface TestContext {
  app: App;
  database: Database;
  config: Config;
  /** Creates a user of that role and returns a signed token for it. */
  loginAs(role: Role, overrides?: Partial<UserFactoryInput>): Promise<TestUser>;
}

/**
 * Builds the real app on a real database for the current test file (fastify/demo `build(t)`),
 * and empties the database before each test.
 */
export function useTestApp(
  configOverrides: Record<string, string> | (() => Record<string, string>) = {},
  /** The app's logger (a test that reads the log passes its stream); none by default. */
  logger: BuildAppOptions['logger'] = false,
): TestContext {
  const ctx = {} as TestContext & { dispose?: () => Promise<void> };

  beforeAll(async () => {
    const database = await createTestDatabase();
    ctx.database = database;
    ctx.dispose = database.dispose;
    // A function when the values are known only once other hooks ran (a server's port).
    ctx.config = testConfig(typeof configOverrides === 'function' ? configOverrides() : configOverrides);
    ctx.app = await buildApp({ config: ctx.config, database, logger });
    await ctx.app.ready();
  });

  beforeEach(async () => {
    await resetDatabase(ctx.database);
  });

  afterAll(async () => {
    await ctx.app?.close();
    await ctx.dispose?.();
    if (ctx.config) rmSync(ctx.config.dataDir, { recursive: true, force: true });
  });

  ctx.loginAs = async (role, overrides = {}) => {
    userCounter += 1;
    const email = overrides.email ?? `${role}-${userCounter}-${process.pid}@example.test`;
    const password = overrides.password ?? 'correct-horse-battery';
    const user = await createUser(ctx.database.db, {
      name: overrides.name ?? `Test ${role} ${userCounter}`,
      role,
      ...overrides,
      email,
      password,
    });
    const token = ctx.app.signToken(user);
    return { id: user.id, email, password, token, role, headers: { authorization: `Bearer ${token}` } };
  };

  return ctx;
}

/**
 * On PostgreSQL, a second app instance with its own pool on the test file's database, as a
 * second server process behind a load balancer would be; on PGlite (one process) the same app.
 */
export function useSecondInstance(ctx: TestContext): { app(): App } {
  let second: { app: App; database: Database } | undefined;
  beforeAll(async () => {
    const url = (ctx.database as { url?: string }).url;
    if (!url) return;
    const database = createPostgresDatabase(url);
    const app = await buildApp({ config: ctx.config, database, logger: false });
    await app.ready();
    second = { app, database };
  });
  beforeEach(() => {
    // The file's database was just emptied (`resetDatabase`): this instance's copy goes too.
    if (second) {
      rowCacheOf(second.database.db)?.forget('store_settings');
      rowCacheOf(second.database.db)?.forget('users');
      rowCacheOf(second.database.db)?.forget('delivery_zones');
    }
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.database.close();
  });
  return { app: () => second?.app ?? ctx.app };
}

/** A cash order for pickup of one product, placed through the API; its id. */
export async function placeCashPickup(
  app: App,
  user: TestUser,
  productId: string,
  quantity = 1,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: user.headers,
    payload: {
      products: [{ product: productId, quantity }],
      delivery: { fulfillmentMethod: 'pickup', method: 'standard' },
      payment: { method: 'cash' },
    },
  });
  if (res.statusCode !== 201) throw new Error(`order not placed: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { _id: string } }).data._id;
}

/**
 * A card order paid with the simulated provider's test card, through the API as the checkout
 * does it (intent, card, confirmation); its id. `orderData` is the checkout's cart and delivery.
 */
export async function placeCardOrder(
  app: App,
  user: TestUser,
  orderData: Record<string, unknown>,
): Promise<string> {
  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: user.headers, payload });
  const opened = await post('/api/payments/create-intent', {
    amount: 1,
    metadata: {},
    orderData: { payment: { method: 'stripe' }, ...orderData },
  });
  if (opened.statusCode !== 200) throw new Error(`intent not opened: ${opened.statusCode} ${opened.body}`);
  const intent = (opened.json() as { data: { clientSecret: string; paymentIntentId: string } }).data;
  const paid = await post('/api/payments/simulated/confirm', {
    paymentIntentId: intent.paymentIntentId,
    clientSecret: intent.clientSecret,
    card: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Sarah Thompson' },
  });
  if (paid.statusCode !== 200) throw new Error(`card refused: ${paid.statusCode} ${paid.body}`);
  const confirmed = await post('/api/payments/confirm-payment', {
    paymentIntentId: intent.paymentIntentId,
    orderData: {},
  });
  if (confirmed.statusCode !== 200)
    throw new Error(`order not written: ${confirmed.statusCode} ${confirmed.body}`);
  return (confirmed.json() as { data: { _id: string } }).data._id;
}

/**
 * An order's hand-over PIN, as its customer reads it on the order page and tells the courier at
 * the door (undefined for a pickup): what a test's courier types to deliver.
 */
export async function handOverPinOf(db: App['db'], orderId: string): Promise<string | undefined> {
  const [row] = await db.select({ pin: orders.handoverPin }).from(orders).where(eq(orders.id, orderId));
  return row?.pin ?? undefined;
}

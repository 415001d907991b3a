import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app';
import { createPostgresDatabase, type Database } from '../../src/db/client';
import { createProduct } from '../../src/db/factories';
import { createTestDatabase, resetDatabase, testConfig } from '../helpers';
import { startTcpProxy, type TcpProxy } from '../tcp-proxy';

/**
 * Database faults are survived. The app reaches PostgreSQL through a local TCP
 * proxy the test cuts, blocks and partitions; backends are terminated under load. Requests meet
 * 503 with a sentence while the database is away — never a 500, never a crashed process — and
 * the shop serves again once it is back, without a restart.
 */
const url = process.env.DATABASE_URL;

describe.skipIf(!url)('database faults (PostgreSQL)', { timeout: 120_000 }, () => {
  let owner: Awaited<ReturnType<typeof createTestDatabase>>;
  let proxy: TcpProxy;
  let database: Database;
  let app: App;

  beforeAll(async () => {
    owner = await createTestDatabase();
    await resetDatabase(owner);
    await createProduct(owner.db, {
      name: 'Fault Bag',
      description: 'd',
      price: 10,
      weight: 0.5,
      type: 'powder',
      stock: 50,
    });
    const target = new URL(owner.url!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(owner.url!);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    database = createPostgresDatabase(viaProxy.toString(), { poolSize: 5, queryTimeoutMs: 1_000 });
    app = await buildApp({ config: testConfig(), database, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => undefined);
    await proxy?.close();
    await owner?.dispose();
  });

  const get = (path = '/api/products') => app.inject({ url: path });

  async function servesAgain() {
    await expect.poll(async () => (await get()).statusCode, { timeout: 20_000, interval: 200 }).toBe(200);
    expect((await get('/api/ready')).statusCode).toBe(200);
  }

  it('fails only the requests on terminated connections, with 503, and goes on', async () => {
    expect((await get()).statusCode).toBe(200);
    const load = Array.from({ length: 40 }, () => get());
    await owner.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
    );
    const answers = (await Promise.all(load)).map((res) => res.statusCode);
    expect(answers.every((status) => status === 200 || status === 503)).toBe(true);
    await servesAgain();
  });

  it('answers 503 and is not ready while the database is unreachable, then serves again', async () => {
    await proxy.down();
    const res = await get();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, code: 'unavailable' });
    expect(res.headers['retry-after']).toBe('5');
    expect((await get('/api/ready')).statusCode).toBe(503);
    expect((await get('/api/health')).statusCode).toBe(200);
    await proxy.up();
    await servesAgain();
  });

  it('answers 503 during a network partition and serves again once it heals', async () => {
    proxy.partition();
    const during = await Promise.all([get(), get('/api/ready')]);
    expect(during.map((res) => res.statusCode)).toEqual([503, 503]);
    proxy.heal();
    await servesAgain();
  });
});

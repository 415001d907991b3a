import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser } from '../../src/db/factories';
import { orders, products } from '../../src/db/schema/index';
import { TEST_JWT_SECRET, createTestDatabase } from '../helpers';
import { freePort } from '../net';

/**
 * DESIGN: row locks never wait on PGlite, so "no oversell" is also proven here with several
 * real server processes sharing one PostgreSQL database. Runs only when DATABASE_URL is set.
 */
const url = process.env.DATABASE_URL;
const serverEntry = path.resolve(import.meta.dirname, '../../src/server.ts');

describe.skipIf(!url)('several server processes on one PostgreSQL', { timeout: 120_000 }, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const children: ChildProcess[] = [];
  const ports: number[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const databaseUrl = database.url;
    if (!databaseUrl) throw new Error('createTestDatabase did not expose its URL');
    for (let i = 0; i < 2; i += 1) {
      const port = await freePort();
      ports.push(port);
      const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          PORT: String(port),
          HOST: '127.0.0.1',
          JWT_SECRET: TEST_JWT_SECRET,
          LOG_LEVEL: 'warn',
          SEED_DEMO_DATA: 'false',
          RATE_LIMIT_MAX: '100000',
        },
        stdio: 'ignore',
      });
      children.push(child);
    }
    for (const port of ports) {
      const deadline = Date.now() + 60_000;
      for (;;) {
        const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) break;
        if (Date.now() > deadline) throw new Error(`server on ${port} did not start`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  });

  afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.on('exit', resolve))),
      ),
    );
    await database?.dispose();
  });

  it('serves exactly 5 of 50 simultaneous orders across two processes (5 in stock)', async () => {
    const sack = await createProduct(database.db, {
      name: 'Last Sacks',
      description: 'd',
      price: 1000,
      weight: 60,
      type: 'sack',
      stock: 5,
    });
    const buyers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        createUser(database.db, {
          name: `Buyer ${i}`,
          email: `buyer-${i}@example.com`,
          password: 'buyer-password',
        }),
      ),
    );
    const tokens = await Promise.all(
      buyers.map(async (buyer, i) => {
        const res = await fetch(`http://127.0.0.1:${ports[i % ports.length]}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: buyer.email, password: 'buyer-password' }),
        });
        return ((await res.json()) as { token: string }).token;
      }),
    );
    const codes = await Promise.all(
      tokens.map((token, i) =>
        fetch(`http://127.0.0.1:${ports[i % ports.length]}/api/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            products: [{ product: sack.id, quantity: 1 }],
            delivery: { fulfillmentMethod: 'pickup', method: 'standard' },
            payment: { method: 'cash' },
          }),
        }).then((r) => r.status),
      ),
    );
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(45);
    const [row] = await database.db.select().from(products).where(eq(products.id, sack.id));
    expect(row?.stock).toBe(0);
    expect(await database.db.select().from(orders)).toHaveLength(5);
  });

  it('keeps one order per Idempotency-Key when the retries land on different processes', async () => {
    const bag = await createProduct(database.db, {
      name: 'Bag',
      description: 'd',
      price: 10,
      weight: 1,
      type: 'powder',
      stock: 100,
    });
    const buyer = await createUser(database.db, {
      name: 'Retry',
      email: 'retry@example.com',
      password: 'retry-password',
    });
    const login = await fetch(`http://127.0.0.1:${ports[0]}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: buyer.email, password: 'retry-password' }),
    });
    const { token } = (await login.json()) as { token: string };
    const before = (await database.db.select().from(orders)).length;
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        fetch(`http://127.0.0.1:${ports[i % ports.length]}/api/orders`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            'idempotency-key': 'multi-process-key-1',
          },
          body: JSON.stringify({
            products: [{ product: bag.id, quantity: 1 }],
            delivery: { fulfillmentMethod: 'pickup', method: 'standard' },
          }),
        }).then(async (r) => ({ status: r.status, body: (await r.json()) as { data?: { _id: string } } })),
      ),
    );
    expect(results.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    const ids = new Set(results.filter((r) => r.status === 201).map((r) => r.body.data?._id));
    expect(ids.size).toBe(1);
    expect((await database.db.select().from(orders)).length - before).toBe(1);
  });

  it('runs WEB_CONCURRENCY processes on one port, and every process — on another machine too — agrees on a generated signing secret', async () => {
    const clustered = await createTestDatabase();
    const launch = (port: number, extra: Record<string, string>) => {
      const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: {
          ...process.env,
          DATABASE_URL: clustered.url,
          JWT_SECRET: '',
          // Each its own DATA_DIR, as on two machines: no secret file to share.
          DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ikawa-cluster-')),
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
          SEED_DEMO_DATA: 'false',
          RATE_LIMIT_MAX: '100000',
          ...extra,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout?.on('data', (chunk) => (output += chunk));
      child.stderr?.on('data', (chunk) => (output += chunk));
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      return { child, exited, output: () => output };
    };
    const ready = (port: number) =>
      expect
        .poll(
          () =>
            fetch(`http://127.0.0.1:${port}/api/ready`).then(
              (r) => r.status,
              () => 0,
            ),
          {
            timeout: 90_000,
            interval: 250,
          },
        )
        .toBe(200);
    const port = await freePort();
    const otherPort = await freePort();
    const cluster = launch(port, { WEB_CONCURRENCY: '2' });
    const other = launch(otherPort, {});
    try {
      await ready(port);
      await ready(otherPort);
      expect(cluster.output()).toContain('with 2 processes');
      const registered = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Shared', email: 'shared@example.com', password: 'shared-password' }),
      });
      const { token } = (await registered.json()) as { token: string };
      // New connections land on either worker, or on the other machine: every one accepts it.
      const codes = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          fetch(`http://127.0.0.1:${i % 3 === 0 ? otherPort : port}/api/auth/me`, {
            headers: { authorization: `Bearer ${token}`, connection: 'close' },
          }).then((r) => r.status),
        ),
      );
      expect(new Set(codes)).toEqual(new Set([200]));
    } finally {
      cluster.child.kill('SIGTERM');
      other.child.kill('SIGTERM');
      await Promise.all([cluster.exited, other.exited]);
      await clustered.dispose();
    }
  });
});

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteDatabase } from '../../src/db/client';
import { DEMO_ACCOUNTS, seed } from '../../src/db/seed';
import { hashPassword } from '../../src/lib/password';
import { SIMULATED_PAYMENTS_WARNING } from '../../src/lib/startup-warnings';
import { findUserByEmail, setPasswordHash } from '../../src/modules/users/repo';
import { TEST_JWT_SECRET } from '../helpers';
import { freePort } from '../net';

/**
 * With NODE_ENV=production the real server refuses unsafe defaults, in one clear
 * message: an implicit payment provider, and any account that still takes a demo password.
 */
const serverEntry = path.resolve(import.meta.dirname, '../../src/server.ts');
const dataDir = mkdtempSync(path.join(tmpdir(), 'ikawa-production-'));
const running: ChildProcess[] = [];

function start(port: number, env: Record<string, string>) {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      JWT_SECRET: TEST_JWT_SECRET,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  running.push(child);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function healthy(port: number, started: ReturnType<typeof start>) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`server exited:\n${started.output()}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy:\n${started.output()}`);
}

beforeAll(async () => {
  // A shop that was tried out with the demo accounts, then moved to production.
  const database = await createPgliteDatabase({ dataDir: path.join(dataDir, 'pgdata') });
  await database.migrate();
  await seed(database.db, { catalogue: true, demoAccounts: true });
  await database.close();
});

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

// The embedded database only: the PostgreSQL pass of .ci/run would run it again unchanged.
describe.skipIf(process.env.DATABASE_URL)('production start-up', { timeout: 180_000 }, () => {
  it('refuses to start without an explicit payment provider, saying so in one line', async () => {
    const started = start(await freePort(), {});
    expect(await started.exited).toBe(1);
    expect(started.output()).toMatch(/PAYMENT_PROVIDER: must be set when NODE_ENV=production/);
  });

  it('refuses to start while an account takes a demo password, naming it and the way out', async () => {
    const started = start(await freePort(), { PAYMENT_PROVIDER: 'simulated' });
    expect(await started.exited).toBe(1);
    const output = started.output();
    for (const account of DEMO_ACCOUNTS) expect(output).toContain(account.email);
    expect(output).toMatch(/still accept a demo password/);
    expect(output).toMatch(/npm run user:password -- admin@ikawa\.test/);
  });

  it('starts once every demo password is changed', async () => {
    const database = await createPgliteDatabase({ dataDir: path.join(dataDir, 'pgdata') });
    for (const account of DEMO_ACCOUNTS) {
      const user = await findUserByEmail(database.db, account.email);
      await setPasswordHash(
        database.db,
        user!.id,
        await hashPassword(`${account.password}-changed-for-real`),
      );
    }
    await database.close();
    const port = await freePort();
    const started = start(port, { PAYMENT_PROVIDER: 'simulated' });
    await healthy(port, started);
    // Allowed, but said at every start: no money is taken.
    expect(started.output()).toContain(SIMULATED_PAYMENTS_WARNING);
    started.child.kill('SIGTERM');
    expect(await started.exited).toBe(0);
  });
});

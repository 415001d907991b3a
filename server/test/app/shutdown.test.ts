import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createPgliteDatabase } from '../../src/db/client';
import { freePort } from '../net';
import { startTestSmtp } from '../smtp';

/**
 * Stopping after a busy hour (decision 011): SIGTERM while the sender works through a backlog of
 * thousands of messages ends the round after the message in hand, gives the claimed rest back,
 * closes the embedded database and releases its lock, and a restart sends each message once.
 */
const BACKLOG = 3000;
const serverEntry = path.resolve(import.meta.dirname, '../../src/server.ts');
const dataDir = mkdtempSync(path.join(tmpdir(), 'ikawa-shutdown-'));
const smtp = await startTestSmtp();
const running = new Set<ChildProcess>();

afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function start(port: number) {
  let output = '';
  // One process (not the tsx CLI, which forks a child) so that the signal reaches the server.
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      MAIL_INTERVAL_SECONDS: '1',
      JOBS_INTERVAL_SECONDS: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  running.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return { child, exited, output: () => output };
}

/** Polls until `done` holds (no fixed wait), failing with the server's output if it exits first. */
async function until(done: () => boolean, server: ReturnType<typeof start>, what: string) {
  const deadline = Date.now() + 240_000;
  while (!done()) {
    if (server.child.exitCode !== null) throw new Error(`server exited before ${what}:\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${server.output()}`);
    await pause(20);
  }
}

/** The backlog's messages received so far, by Message-ID. */
const backlogIds = () =>
  smtp.messages
    .filter((message) => message.subject === 'Welcome to Ikawa Coffee')
    .map((message) => message.messageId ?? '');

/** The outbox as the data directory holds it (opened only while no server runs). */
async function outbox() {
  const database = await createPgliteDatabase({ dataDir: path.join(dataDir, 'pgdata') });
  try {
    const { rows } = (await database.db.execute(
      sql`select id, status, attempts from outbox_messages where dedupe_key like 'backlog:%'`,
    )) as unknown as { rows: { id: string; status: string; attempts: number }[] };
    return rows;
  } finally {
    await database.close();
  }
}

// The embedded database only: the PostgreSQL pass of .ci/run would run it again unchanged.
describe.skipIf(process.env.DATABASE_URL)(
  'stopping the server while e-mail is sending',
  { timeout: 400_000 },
  () => {
    it('exits 0 at once with the claimed messages given back, and the restart sends each message once', async () => {
      // The schema and a backlog written straight to the outbox (a rush's messages, fast).
      const database = await createPgliteDatabase({ dataDir: path.join(dataDir, 'pgdata') });
      await database.migrate();
      const shop = {
        name: 'Ikawa Coffee',
        email: 'hello@ikawa.test',
        phone: '+1 416 555 0100',
        address: { street: '412 Bloor Street West', city: 'Toronto', postalCode: 'M5S 1X5', country: 'CA' },
        url: 'http://localhost:3000',
      };
      await database.db.execute(sql`
      insert into outbox_messages (kind, to_address, subject, data, dedupe_key)
      select 'welcome', 'reader-' || n || '@example.test', 'Welcome to Ikawa Coffee',
             jsonb_build_object('name', 'Reader ' || n, 'shop', ${JSON.stringify(shop)}::jsonb),
             'backlog:' || n
        from generate_series(1, ${BACKLOG}) as n`);
      await database.close();

      const first = start(await freePort());
      await until(() => backlogIds().length >= 100, first, 'the sender to start');
      first.child.kill('SIGTERM');
      expect(await first.exited, first.output()).toBe(0);
      expect(existsSync(path.join(dataDir, 'ikawa.lock'))).toBe(false);

      const received = new Set(backlogIds());
      const rows = await outbox();
      expect(rows).toHaveLength(BACKLOG);
      // Stopped in the middle, and no message is left claimed by the process that stopped.
      expect(rows.filter((row) => row.status === 'pending').length).toBeGreaterThan(0);
      expect(rows.filter((row) => row.status === 'sending')).toEqual([]);
      // What arrived is marked sent, and what is pending never arrived.
      for (const row of rows) {
        const arrived = received.has(`<${row.id}@localhost>`);
        expect({ id: row.id, status: row.status, arrived }).toEqual({
          id: row.id,
          status: arrived ? 'sent' : 'pending',
          arrived,
        });
      }

      const second = start(await freePort());
      await until(() => backlogIds().length >= BACKLOG, second, 'the backlog to be sent');
      second.child.kill('SIGTERM');
      expect(await second.exited, second.output()).toBe(0);
      expect(existsSync(path.join(dataDir, 'ikawa.lock'))).toBe(false);

      const ids = backlogIds();
      expect(new Set(ids).size).toBe(BACKLOG);
      expect(ids).toHaveLength(BACKLOG);
      const after = await outbox();
      expect(after.filter((row) => row.status !== 'sent' || row.attempts !== 1)).toEqual([]);
    });
  },
);

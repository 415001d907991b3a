import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../net';

/**
 * The real server process on the embedded database: start-up, the data-directory lock,
 * graceful shutdown on SIGTERM, and data that survives a restart and a kill -9.
 */

const serverEntry = path.resolve(import.meta.dirname, '../../src/server.ts');
const dataDir = mkdtempSync(path.join(tmpdir(), 'ikawa-process-'));
const running: ChildProcess[] = [];

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(port: number): Started {
  let output = '';
  // One process (not the tsx CLI, which forks a child) so that signals reach the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  running.push(child);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForHealth(port: number, started: Started): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (started.child.exitCode !== null) throw new Error(`server exited early:\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy:\n${started.output()}`);
}

const json = (port: number, url: string, body: unknown) =>
  fetch(`http://127.0.0.1:${port}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

// Real processes on a busy machine: start-up can take a while, so these get more time.
// The embedded database only: the PostgreSQL pass of .ci/run would run it again unchanged.
describe.skipIf(process.env.DATABASE_URL)('the server process', { timeout: 180_000 }, () => {
  it('starts, prints the demo accounts, refuses a second process on the same data, and stops on SIGTERM', async () => {
    const port = await freePort();
    const first = start(port);
    await waitForHealth(port, first);
    expect(first.output()).toContain('admin@ikawa.test / coffee-admin');
    expect(first.output()).toContain('courier@ikawa.test / coffee-courier');
    expect(first.output()).toContain('customer@ikawa.test / coffee-customer');

    const login = await json(port, '/api/auth/login', {
      email: 'admin@ikawa.test',
      password: 'coffee-admin',
    });
    expect(login.status).toBe(200);
    const register = await json(port, '/api/auth/register', {
      name: 'Kept',
      email: 'kept@example.com',
      password: 'kept-password',
    });
    expect(register.status).toBe(201);

    const second = start(await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/is in use by another Ikawa process/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
  });

  it('stops as on SIGTERM when the shell of `npm start` goes, which does not pass the signal on', async () => {
    const port = await freePort();
    // `; true` keeps the shell as the server's parent (a lone command may be exec'd), as npm's is.
    const shell = spawn(
      'sh',
      ['-c', `"${process.execPath}" --import tsx test/start-under-a-shell.mjs; true`],
      {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: {
          ...process.env,
          DATABASE_URL: '',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ikawa-shell-')),
          LOG_LEVEL: 'info',
          NODE_ENV: 'development',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    running.push(shell);
    let output = '';
    shell.stdout?.on('data', (chunk) => (output += chunk));
    shell.stderr?.on('data', (chunk) => (output += chunk));
    const started: Started = {
      child: shell,
      output: () => output,
      exited: new Promise((resolve) => shell.on('exit', resolve)),
    };
    await waitForHealth(port, started);
    const pid = Number(/pid:(\d+)/.exec(output)?.[1]);
    expect(pid).toBeGreaterThan(0);

    shell.kill('SIGKILL');
    const alive = () => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    await expect.poll(alive, { timeout: 30_000, interval: 200 }).toBe(false);
    // It stopped as it does on SIGTERM (server.ts), not by being killed: its last words say so.
    expect(output).toMatch(/SIGTERM/);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  });

  it('keeps acknowledged data across a restart and after kill -9, and never seeds twice', async () => {
    const port = await freePort();
    const again = start(port);
    await waitForHealth(port, again);
    expect(
      (await json(port, '/api/auth/login', { email: 'kept@example.com', password: 'kept-password' })).status,
    ).toBe(200);
    const products = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(products.status).toBe(200);
    const register = await json(port, '/api/auth/register', {
      name: 'After',
      email: 'after@example.com',
      password: 'after-password',
    });
    expect(register.status).toBe(201);
    again.child.kill('SIGKILL');
    await again.exited;

    const port2 = await freePort();
    const recovered = start(port2);
    await waitForHealth(port2, recovered);
    expect(
      (await json(port2, '/api/auth/login', { email: 'after@example.com', password: 'after-password' }))
        .status,
    ).toBe(200);
    expect(recovered.output()).not.toContain('first-start seed done');
    recovered.child.kill('SIGTERM');
    expect(await recovered.exited).toBe(0);
  });

  it('never hands the data directory to a second process while the first is paused (SIGSTOP), and stops a process that lost it', async () => {
    const port = await freePort();
    const first = start(port);
    await waitForHealth(port, first);
    first.child.kill('SIGSTOP');
    try {
      // However long the pause, the lock names a live process: the newcomer refuses.
      const second = start(await freePort());
      expect(await second.exited).toBe(1);
      expect(second.output()).toMatch(/is in use by another Ikawa process \(process \d+\)/);
    } finally {
      first.child.kill('SIGCONT');
    }
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

    // Another process took the directory (the lock file names it now): the first stops at once,
    // before its next write lands.
    const lockFile = path.join(dataDir, 'ikawa.lock');
    writeFileSync(lockFile, JSON.stringify({ pid: 1, host: hostname(), token: 'someone-else', since: '' }));
    const write = await json(port, '/api/auth/register', {
      name: 'Late',
      email: 'late@example.com',
      password: 'late-password',
    }).catch(() => undefined);
    expect(write?.status).not.toBe(201);
    expect(await first.exited).toBe(1);
    expect(first.output()).toMatch(/no longer names this process/);
    rmSync(lockFile, { force: true });
  });
});

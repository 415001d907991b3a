import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

/** The shop's server as a child process a crash test can SIGKILL and start again on its data. */
const serverEntry = path.resolve(import.meta.dirname, '../../src/server.ts');
const children = new Set<ChildProcess>();

/** Every server still running, killed (a test file's `afterAll`). */
export function killAll(): void {
  for (const child of children) child.kill('SIGKILL');
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Target {
  env: Record<string, string>;
}

/** Jobs and the mail sender are off unless `target.env` turns them on. */
export function startServer(target: Target, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      DATABASE_URL: '',
      JOBS_INTERVAL_SECONDS: '0',
      MAIL_INTERVAL_SECONDS: '0',
      ...target.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000000',
      AUTH_RATE_LIMIT_MAX: '1000000',
    },
    stdio: 'ignore',
  });
  children.add(child);
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  exited.then(() => children.delete(child));
  return { child, exited };
}

export async function waitReady(base: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) instead of starting`);
    const ok = await fetch(`${base}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await pause(200);
  }
  throw new Error('the server did not come back');
}

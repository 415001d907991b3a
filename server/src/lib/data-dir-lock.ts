import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export class DataDirLockedError extends Error {}

interface LockContent {
  pid: number;
  host: string;
  token: string;
  since: string;
}

export interface DataDirLock {
  /** True while the lock file still names this process (checked before writes). */
  held(): boolean;
  release(): Promise<void>;
}

function read(file: string): LockContent | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LockContent;
  } catch {
    return undefined;
  }
}

/** Whether a process with this id runs on this machine (a stopped one counts as running). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function lockedError(dataDir: string, holder: LockContent): DataDirLockedError {
  const where =
    holder.host === hostname() ? `process ${holder.pid}` : `process ${holder.pid} on ${holder.host}`;
  return new DataDirLockedError(
    `The data directory ${dataDir} is in use by another Ikawa process (${where}). ` +
      'Stop that process, or give this one another DATA_DIR, or use DATABASE_URL to share a PostgreSQL server.',
  );
}

/**
 * Two processes on one PGlite data directory corrupt it, so the directory holds a
 * lock file naming its process. The lock is never taken from a live process — one paused with
 * SIGSTOP included — and is taken over at once when its process is gone (kill -9, a crash), so
 * a restart does not wait. The holder checks the file before every write and every second, and
 * stops at once (`onLost`) if the file no longer names it.
 */
export async function lockDataDir(dataDir: string, onLost: (message: string) => void): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'ikawa.lock');
  const mine: LockContent = {
    pid: process.pid,
    host: hostname(),
    token: randomUUID(),
    since: new Date().toISOString(),
  };
  const text = JSON.stringify(mine);

  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(file, text, { flag: 'wx', mode: 0o600 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = read(file);
    // A half-written file, our own id from a previous life (containers reuse ids), or a
    // process that is gone: the lock is stale. Anything else holds it.
    const stale =
      !holder || (holder.host === mine.host && (holder.pid === process.pid || !alive(holder.pid)));
    if (!stale) throw lockedError(dataDir, holder);
    // Moving the stale file aside is atomic: of two starting processes, one wins the race.
    try {
      renameSync(file, `${file}.stale-${mine.token}`);
      unlinkSync(`${file}.stale-${mine.token}`);
    } catch {
      // Another process moved it first; try again (it may now hold the lock).
    }
  }
  if (read(file)?.token !== mine.token) {
    const holder = read(file);
    throw holder ? lockedError(dataDir, holder) : new DataDirLockedError(`Could not lock ${dataDir}.`);
  }

  let lost = false;
  const held = () => {
    if (lost) return false;
    if (read(file)?.token === mine.token) return true;
    lost = true;
    onLost(`the lock file ${file} no longer names this process: another process took the data directory`);
    return false;
  };
  const timer = setInterval(held, 1_000);
  timer.unref();
  return {
    held,
    async release() {
      clearInterval(timer);
      if (read(file)?.token === mine.token) unlinkSync(file);
    },
  };
}

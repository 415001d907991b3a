import { mkdirSync } from 'node:fs';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {}

/**
 * Two processes on one PGlite data directory corrupt it, so the second must refuse to start.
 * The lock is refreshed every few seconds; after a `kill -9` it goes stale and the next start
 * takes it over (waiting up to the stale period).
 */
export async function lockDataDir(
  dataDir: string,
  onCompromised: (error: Error) => void,
): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: `${dataDir}/.lock`,
      stale: 10_000,
      update: 2_000,
      retries: { retries: 6, minTimeout: 1_000, maxTimeout: 2_500, factor: 1.5 },
      onCompromised,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new DataDirLockedError(
        `The data directory ${dataDir} is in use by another Ikawa process. ` +
          'Stop that process, or give this one another DATA_DIR, or use DATABASE_URL to share a PostgreSQL server.',
      );
    }
    throw error;
  }
}

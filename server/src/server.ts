import cluster from 'node:cluster';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { sharedJwtSecret } from './db/shared-secret';
import { DEMO_ACCOUNTS, demoPasswordRefusal, seed } from './db/seed';
import { accountsWithDemoPasswords } from './modules/users/demo-passwords';
import { backfillDocuments } from './modules/documents/backfill';
import { DataDirLockedError, lockDataDir } from './lib/data-dir-lock';
import { startupWarnings } from './lib/startup-warnings';

/**
 * WEB_CONCURRENCY > 1: this process migrates and seeds once, then runs that many
 * workers on one port (node:cluster), starting a new one when one dies, and passes SIGTERM on.
 */
async function primary(config: Config): Promise<void> {
  const database = await openDatabase(config);
  await database.migrate();
  await seed(database.db, { catalogue: config.seedCatalogue, demoAccounts: config.seedDemoData });
  await backfillDocuments(database.db);
  const weak = config.env === 'production' ? await accountsWithDemoPasswords(database.db) : [];
  await database.close();
  if (weak.length > 0) throw new ConfigError(demoPasswordRefusal(weak));
  for (const warning of startupWarnings(config)) console.warn(warning);
  let stopping = false;
  const fork = () => {
    const worker = cluster.fork();
    let served = false;
    worker.once('listening', () => (served = true));
    worker.once('exit', (code, signal) => {
      if (stopping) return;
      if (!served) {
        // It could not even start (its reason is on stderr): starting it again would loop.
        console.error(`a worker could not start (exit ${signal ?? code}); stopping`);
        stop('SIGTERM');
        process.exitCode = 1;
        return;
      }
      console.error(`worker ${worker.process.pid} ended (${signal ?? code}); starting another`);
      fork();
    });
  };
  for (let i = 0; i < config.webConcurrency; i += 1) fork();
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    let left = Object.keys(cluster.workers ?? {}).length;
    if (left === 0) process.exit();
    cluster.on('exit', () => {
      left -= 1;
      if (left === 0) process.exit();
    });
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  console.log(
    `Ikawa is open on http://localhost:${config.port} with ${config.webConcurrency} processes (database: PostgreSQL)`,
  );
}

async function main() {
  const config = loadConfig();
  if (config.webConcurrency > 1 && cluster.isPrimary) return primary(config);
  const worker = cluster.isWorker;
  // PGlite is one process's database: refuse to share the directory, and stop at once if the
  // lock is ever lost — before another write can land beside the new holder's.
  const lock = config.databaseUrl
    ? undefined
    : await lockDataDir(config.dataDir, (message) => {
        console.error(`Ikawa stops: ${message}`);
        process.exit(1);
      });
  const releaseLock = () => lock?.release();

  const database = await openDatabase(config);
  await database.migrate();
  // Several processes on PostgreSQL sign with one secret, kept in the database.
  if (config.databaseUrl && !config.jwtSecretGiven) config.jwtSecret = await sharedJwtSecret(database.db);
  const report = await seed(database.db, {
    catalogue: config.seedCatalogue,
    demoAccounts: config.seedDemoData,
  });
  // Invoices from before documents were kept as issued get theirs (none once caught up).
  await backfillDocuments(database.db);
  if (config.env === 'production') {
    // No account with a password printed in the README serves real customers.
    const weak = await accountsWithDemoPasswords(database.db);
    if (weak.length > 0) {
      await database.close();
      await releaseLock();
      throw new ConfigError(demoPasswordRefusal(weak));
    }
  }

  const app = await buildApp({ config, database });
  // Every start says it again, in the log an operator reads (once per shop, not per worker).
  if (!worker) for (const warning of startupWarnings(config)) app.log.warn(warning);
  if (lock) {
    app.addHook('onRequest', async (request) => {
      // Every write checks that the data directory is still this process's (a cheap file read).
      if (request.method !== 'GET' && request.method !== 'HEAD') lock.held();
    });
  }
  if (report.settings || report.catalogue || report.demoAccounts.length) {
    app.log.info(report, 'first-start seed done');
  }

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    await releaseLock();
  });

  await app.listen({ port: config.port, host: config.host });

  if (worker) return;
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  const lines = [`Ikawa is open on http://localhost:${config.port}  (database: ${where})`];
  if (config.seedDemoData) {
    lines.push('Demo accounts:');
    for (const account of DEMO_ACCOUNTS)
      lines.push(`  ${account.role.padEnd(9)} ${account.email} / ${account.password}`);
  }
  lines.push(`API docs: http://localhost:${config.port}/api/docs`);
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Ikawa could not start:', error);
  }
  process.exit(1);
});

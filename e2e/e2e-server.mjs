// Starts the shop for the browser tests on a fresh embedded database, in DATA_DIR .tmp/data-<port>.
// playwright.config.ts starts one per worker, on E2E_PORT, E2E_PORT + 1, … (servers.ts).
// - Default (CI): `npm start`'s script — builds what is stale, then serves the build.
// - With WEB_DIST_DIR set: serves that web build and runs the server from source (tsx), so
//   several people can run browser tests at once without rebuilding each other's files.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = process.env.E2E_PORT ?? '3100';
const dataDir = path.join(here, '.tmp', `data-${port}`);
rmSync(dataDir, { recursive: true, force: true });

Object.assign(process.env, {
  DATA_DIR: dataDir,
  PORT: port,
  HOST: '127.0.0.1',
  DATABASE_URL: '',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  SEED_DEMO_DATA: 'true',
  // The pseudo-locale of tests/pseudo-locale.spec.ts (never honoured in production).
  PSEUDO_LOCALE: 'true',
  // Browser tests sign in many times from one address.
  AUTH_RATE_LIMIT_MAX: '1000',
  RATE_LIMIT_MAX: '10000',
});

if (process.env.WEB_DIST_DIR) {
  const server = path.join(here, '..', 'server');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: server,
    stdio: 'inherit',
    env: process.env,
  });
  const stop = () => child.kill('SIGTERM');
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  child.on('exit', (code) => process.exit(code ?? 0));
} else {
  await import(pathToFileURL(path.join(here, '..', 'scripts', 'start.mjs')).href);
}

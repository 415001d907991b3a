// Starts the built shop for the browser tests on a fresh embedded database.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = path.join(here, '.tmp', 'data');
rmSync(dataDir, { recursive: true, force: true });

process.env.DATA_DIR = dataDir;
process.env.PORT = process.env.E2E_PORT ?? '3100';
process.env.HOST = '127.0.0.1';
process.env.DATABASE_URL = '';
process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'warn';
process.env.SEED_DEMO_DATA = 'true';
// Browser tests sign in many times from one address.
process.env.AUTH_RATE_LIMIT_MAX = '1000';
process.env.RATE_LIMIT_MAX = '10000';

await import(pathToFileURL(path.join(here, '..', 'scripts', 'start.mjs')).href);

/**
 * `npm run bench:uploads`: sign-in latency (POST /api/auth/login) on its own, then while eight
 * 16-megapixel profile pictures are uploaded at a time, again and again, from one account.
 * Image work shares libuv's threads with password hashing (lib/images.ts), so this is what an
 * upload flood does to everyone else. The shop runs in a child process on 127.0.0.1 (PGlite, or
 * the PostgreSQL of DATABASE_URL), so the load generator never shares its event loop.
 *
 * BENCH_LOGINS (default 200) sign-ins per phase, BENCH_UPLOADERS (default 8) uploads in flight.
 * Prints p50/p95/p99 of sign-in in each phase; the target is a p95 under 100 ms under uploads.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const LOGINS = Number(process.env.BENCH_LOGINS ?? 200);
const UPLOADERS = Number(process.env.BENCH_UPLOADERS ?? 8);
const PASSWORD = 'bench-password-0123';
const SHOPPER = 'shopper@bench.test';
const UPLOADER = 'uploader@bench.test';

interface Ready {
  port: number;
  uploaderToken: string;
}

/** The child: the shop on a fresh database with one shopper and one uploader. */
async function serve(): Promise<void> {
  const { buildApp } = await import('../src/app');
  const { createUser } = await import('../src/db/factories');
  const { createTestDatabase, resetDatabase, testConfig } = await import('../test/helpers');
  const database = await createTestDatabase();
  await resetDatabase(database);
  // Every limit out of the way: this measures the image work, not the rate limits.
  const config = testConfig({
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000000',
    AUTH_RATE_LIMIT_MAX: '100000000',
    UPLOAD_RATE_LIMIT_MAX: '100000000',
    LOGIN_MAX_FAILURES_PER_ADDRESS: '100000000',
  });
  const app = await buildApp({ config, database, logger: false });
  await createUser(database.db, { name: 'Bench Shopper', email: SHOPPER, password: PASSWORD });
  const uploader = await createUser(database.db, {
    name: 'Bench Uploader',
    email: UPLOADER,
    password: PASSWORD,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.send!({ port, uploaderToken: app.signToken(uploader) } satisfies Ready);
  process.on('message', (message) => {
    if (message === 'stop')
      void app
        .close()
        .then(() => database.dispose())
        .then(() => process.exit(0));
  });
}

/** A 4000 × 4000 JPEG (16 megapixels) under the 2 MB cap: smooth noise, so it decodes for real. */
async function bigPicture(): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width: 400,
      height: 400,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  for (const quality of [60, 40, 25, 10]) {
    const jpeg = await sharp(noise).resize(4000, 4000).jpeg({ quality }).toBuffer();
    if (jpeg.length < 2 * 1024 * 1024) return jpeg;
  }
  throw new Error('could not make a 16-megapixel picture under 2 MB');
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

function summary(label: string, times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1).padStart(7);
  return `${label.padEnd(28)} n=${String(sorted.length).padStart(4)}  p50 ${f(percentile(sorted, 50))} ms  p95 ${f(percentile(sorted, 95))} ms  p99 ${f(percentile(sorted, 99))} ms  max ${f(sorted.at(-1) ?? NaN)} ms`;
}

async function signIns(base: string, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: SHOPPER, password: PASSWORD }),
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

async function main(): Promise<void> {
  const picture = await bigPicture();
  const child = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, BENCH_ROLE: 'server' },
    stdio: 'inherit',
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('message', (message) => resolve(message as Ready));
    child.once('exit', (code) => reject(new Error(`the shop exited (${code})`)));
  });
  const base = `http://127.0.0.1:${ready.port}`;
  console.log(
    `sign-in latency, ${LOGINS} sign-ins a phase; ${UPLOADERS} uploads in flight of a ` +
      `${(picture.length / 1024 / 1024).toFixed(2)} MB 4000×4000 JPEG (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
  );
  await signIns(base, 10); // warm-up
  console.log(summary('alone', await signIns(base, LOGINS)));

  let running = true;
  const uploads: number[] = [];
  const statuses = new Map<number, number>();
  const uploader = async () => {
    while (running) {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'big.jpg');
      const started = performance.now();
      const res = await fetch(`${base}/api/auth/profile/image`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${ready.uploaderToken}` },
        body: form,
      });
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      uploads.push(performance.now() - started);
    }
  };
  const flood = Array.from({ length: UPLOADERS }, uploader);
  // Let the uploads get going before measuring.
  while (uploads.length < UPLOADERS) await signIns(base, 1);
  const during = await signIns(base, LOGINS);
  running = false;
  await Promise.all(flood);
  console.log(summary(`during ${UPLOADERS} uploads`, during));
  console.log(summary('the uploads themselves', uploads));
  console.log(`upload answers: ${[...statuses].map(([status, n]) => `${status} × ${n}`).join(', ')}`);
  child.send('stop');
  await new Promise((resolve) => child.once('exit', resolve));
}

if (process.env.BENCH_ROLE === 'server') await serve();
else await main();

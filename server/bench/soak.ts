/**
 * `npm run test:soak` (README "Performance"): mixed traffic at 50 connections against a real
 * server process with its e-mail sender on — browse 70 %, sign-in 5 %, order 10 %, My Orders 10 %,
 * admin list 5 % — after a 30-second warm-up (the JIT and the connection pool), in one-minute
 * slices for SOAK_MINUTES (15 by default), printing each minute's throughput, p50/p99, errors,
 * the e-mail outbox's backlog, the server's resident memory (the minute's mean) and its JS heap.
 * Fails (exit 1) on any error, on a minute whose throughput falls or whose p99 rises by more than
 * SOAK_TOLERANCE (10 %) from the first minute's, or on memory growing 10 % or more from minute 2
 * to the end.
 * Not part of CI. With DATABASE_URL it runs on PostgreSQL (a scratch database), else on PGlite.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run test:soak    # 15 minutes
 *   SOAK_MINUTES=2 npm run test:soak                                         # a quick look
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createTestDatabase } from '../test/helpers';
import { callJson, freePort } from '../test/net';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 15);
const TOLERANCE = Number(process.env.SOAK_TOLERANCE ?? 0.1);
const WARM_UP_SECONDS = 30;
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 50);

/** Resident memory of a process, in MB (Linux). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024;
}

async function json(base: string, method: string, url: string, body?: unknown, token?: string) {
  return ((await callJson(base, method, url, body, token)).body ?? {}) as Record<string, unknown>;
}

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/**
 * From the server's own metrics: its JavaScript heap in use in MB (garbage not yet collected
 * included) and the e-mail outbox's backlog (messages not yet sent).
 */
async function serverGauges(base: string, token: string): Promise<{ heap: number; outbox: number }> {
  const text = await fetch(`${base}/api/metrics`, { headers: { authorization: `Bearer ${token}` } }).then(
    (r) => r.text(),
  );
  const gauge = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
  return {
    heap: Math.round(gauge('ikawa_nodejs_heap_size_used_bytes') / 1024 / 1024),
    outbox: gauge('ikawa_outbox_backlog'),
  };
}

async function main() {
  const database = process.env.DATABASE_URL ? await createTestDatabase() : undefined;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.resolve(import.meta.dirname, '../src/server.ts')],
    {
      env: {
        ...process.env,
        DATABASE_URL: database?.url ?? '',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ikawa-soak-')),
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '100000000',
        AUTH_RATE_LIMIT_MAX: '100000000',
        MAIL_INTERVAL_SECONDS: '5',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  try {
    for (let i = 0; ; i += 1) {
      const ok = await fetch(`${base}/api/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (i > 600) throw new Error('the server did not start');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const admin = (
      await json(base, 'POST', '/api/auth/login', { email: 'admin@ikawa.test', password: 'coffee-admin' })
    ).token as string;
    const products = (await json(base, 'GET', '/api/products?limit=50')).data as {
      _id: string;
      slug: string;
    }[];
    const buyers: { email: string; token: string }[] = [];
    for (let i = 0; i < CONNECTIONS; i += 1) {
      const email = `soak-${i}-${Date.now()}@example.test`;
      const reg = await json(base, 'POST', '/api/auth/register', {
        name: `Soak ${i}`,
        email,
        password: 'soak-password',
      });
      buyers.push({ email, token: reg.token as string });
    }
    const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)] as T;
    const slug = () => pick(products).slug;

    /** One request of the mix, chosen by weight; each buyer's order is cancelled at once (the cash cap). */
    function nextRequest(): autocannon.Request {
      const roll = Math.random() * 100;
      const buyer = pick(buyers);
      const auth = { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json' };
      if (roll < 35) return { method: 'GET', path: '/api/products?limit=12', headers: {} };
      if (roll < 70) return { method: 'GET', path: `/api/products/${slug()}`, headers: {} };
      if (roll < 75)
        return {
          method: 'POST',
          path: '/api/auth/login',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: buyer.email, password: 'soak-password' }),
        };
      if (roll < 85)
        return {
          method: 'POST',
          path: '/api/orders',
          headers: auth,
          body: JSON.stringify({
            products: [{ product: pick(products)._id, quantity: 1 }],
            delivery: { fulfillmentMethod: 'pickup', method: 'standard' },
            payment: { method: 'cash' },
          }),
        };
      if (roll < 95) return { method: 'GET', path: '/api/orders?page=1&pageSize=10', headers: auth };
      return {
        method: 'GET',
        path: '/api/admin/orders?page=1&pageSize=20',
        headers: { authorization: `Bearer ${admin}` },
      };
    }

    // Shoppers cancel what they ordered a moment ago, so the cap on a customer's open cash orders
    // (the settings' `maxOpenCashOrders`, 5 by default) never turns the order share of the mix
    // into refusals.
    let soaking = true;
    const cleanup = (async () => {
      while (soaking) {
        for (const buyer of buyers.slice(0, 50)) {
          const mine = (await json(
            base,
            'GET',
            '/api/orders?status=pending&pageSize=20',
            undefined,
            buyer.token,
          ).catch(() => ({ data: [] }))) as { data?: { _id: string }[] };
          for (const order of mine.data ?? [])
            await json(base, 'POST', `/api/orders/${order._id}/cancel`, {}, buyer.token).catch(
              () => undefined,
            );
        }
        await new Promise((resolve) => setTimeout(resolve, 2_000));
      }
    })();

    const minutes: {
      rps: number;
      p50: number;
      p99: number;
      errors: number;
      timeouts: number;
      serverErrors: number;
      non2xx: number;
      rss: number;
      rssMax: number;
      heap: number;
      outbox: number;
    }[] = [];
    await autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: WARM_UP_SECONDS,
      requests: [{ setupRequest: () => nextRequest() }],
    });
    for (let minute = 1; minute <= MINUTES; minute += 1) {
      // Resident memory moves by a hundred MB with the garbage collector within a minute, so
      // a minute's figure is the mean of a sample every 5 s, not one reading at its end.
      const samples: number[] = [];
      const sampler = setInterval(() => samples.push(rssMb(child.pid!)), 5_000);
      const result = await autocannon({
        url: base,
        connections: CONNECTIONS,
        duration: 60,
        requests: [{ setupRequest: () => nextRequest() }],
      });
      clearInterval(sampler);
      const row = {
        rps: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        // A 5xx is an error like a failed connection; 409 (stock) and 422 (the cash cap) are
        // answers, counted apart.
        // autocannon's `errors` already counts its timeouts (no answer within 10 s).
        errors: result.errors + result['5xx'],
        timeouts: result.timeouts,
        serverErrors: result['5xx'],
        non2xx: result['4xx'],
        rss: Math.round(mean(samples.length > 0 ? samples : [rssMb(child.pid!)])),
        rssMax: Math.round(Math.max(...samples, 0)),
        ...(await serverGauges(base, admin)),
      };
      minutes.push(row);
      console.log(
        `minute ${minute}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${row.errors} (timeouts ${row.timeouts}, 5xx ${row.serverErrors}), 4xx ${row.non2xx}, RSS ${row.rss} MB (mean; max ${row.rssMax}), JS heap in use ${row.heap} MB, outbox ${row.outbox}`,
      );
    }
    soaking = false;
    await cleanup;
    const first = minutes[0]!;
    const second = minutes[Math.min(1, minutes.length - 1)]!;
    const last = minutes.at(-1)!;
    const growth = (last.rss - second.rss) / second.rss;
    const errors = minutes.reduce((sum, m) => sum + m.errors, 0);
    const percent = (value: number) => `${value >= 0 ? '+' : ''}${(value * 100).toFixed(1)} %`;
    const rpsDrift = minutes.map((m) => m.rps / first.rps - 1);
    const p99Drift = minutes.map((m) => m.p99 / first.p99 - 1);
    const worstRps = Math.min(...rpsDrift);
    const worstP99 = Math.max(...p99Drift);
    console.log(
      `against minute 1: throughput ${percent(worstRps)} at worst, p99 ${percent(worstP99)} at worst (tolerance ${percent(TOLERANCE)}); RSS growth from minute 2 to the end (minute means): ${percent(growth)}; errors: ${errors}`,
    );
    if (errors > 0 || growth >= 0.1 || worstRps < -TOLERANCE || worstP99 > TOLERANCE) process.exitCode = 1;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.on('exit', resolve));
    await database?.dispose();
  }
}

void main();

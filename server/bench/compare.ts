/**
 * `npm run bench`: the shop's hottest reads against a bare Fastify route that
 * runs the same SQL through the bare driver, on the same machine and database, measured
 * alternately with autocannon (50 connections, no pipelining, a warm-up, then BENCH_ROUNDS
 * rounds of BENCH_SECONDS seconds each; the median round is reported) — then order placement
 * with 50 concurrent buyers. On PostgreSQL with DATABASE_URL (a scratch database), else PGlite.
 *
 * Three processes, so that none steals another's event loop: the load generator here, the shop
 * (bench/compare-server.ts) and the bare baseline (bench/bare-server.ts). The bare routes once
 * ran in the shop's process, which flattered the shop: the bare route's answers waited on the
 * shop's timers, jobs and garbage collection, and its ratio read about 0.90 where an independent
 * measurement found 0.63. On PostgreSQL the bare process has its own pool on the same database;
 * on PGlite, which serves only the process that opened it, its own copy of the filled database,
 * so each side also runs its own database engine in its own process. The SQL is the shop's own:
 * every statement the ORM sends while serving the route once is recorded, and the bare route
 * sends those statements (in parallel) and returns their rows as JSON — the same data, without
 * validation, auth, mapping, hooks or logging. The server CPU time per request is each side's own
 * process's.
 *
 *   npm run bench                                  # PGlite, 100,000 orders
 *   DATABASE_URL=postgres://… npm run bench        # PostgreSQL
 *   BENCH_ORDERS=20000 BENCH_SECONDS=3 BENCH_ROUNDS=1 npm run bench   # a quick look
 *   BENCH_CPU_PROF=/tmp/prof npm run bench         # the server's CPU profile (.cpuprofile)
 *   BENCH_ONLY=product,orders npm run bench        # some of: catalogue, product, admin-orders, orders
 *   BENCH_BARE=0 npm run bench                     # the shop alone (with BENCH_CPU_PROF: its profile)
 *   BENCH_PROCESSES=2 npm run bench                # orders served by 2 processes (PostgreSQL)
 */
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { BareSetup } from './bare-server';
import type { BenchTargets } from './compare-server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ONLY = process.env.BENCH_ONLY?.split(',');
const WITH_BARE = process.env.BENCH_BARE !== '0';
/** Processes serving order placement (PostgreSQL only), as `WEB_CONCURRENCY` runs the shop. */
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 1);
const wanted = (key: string) => !ONLY || ONLY.includes(key);
const CONNECTIONS = 50;

interface Figures {
  rps: number;
  /** Requests answered in the round. */
  requests: number;
  p50: number;
  p99: number;
  errors: number;
  /** The server process's CPU time per answered request, in microseconds. */
  cpuPerRequest: number;
}

let child: ChildProcess;
/**
 * Asks a server process for one figure: its CPU time, or (the shop, compare-server.ts) e-mail
 * still to do.
 */
const ask = (what: 'cpu' | 'mail', server: ChildProcess = child) =>
  new Promise<number>((resolve) => {
    const answer = (message: unknown) => {
      if (typeof message === 'object' && message && what in message) {
        server.off('message', answer);
        resolve((message as Record<string, number>)[what]!);
      }
    };
    server.on('message', answer);
    server.send(what);
  });
const serverCpu = (server: ChildProcess = child) => ask('cpu', server);

/** Starts the bare baseline in a process of its own (bench/bare-server.ts); its address. */
async function startBare(setup: BareSetup): Promise<{ process: ChildProcess; url: string }> {
  const bare = fork(fileURLToPath(new URL('./bare-server.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
    // The recorded statements' parameters keep their types (dates, arrays).
    serialization: 'advanced',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const url = await new Promise<string>((resolve, reject) => {
    bare.once('message', (message) => resolve((message as { bare: string }).bare));
    bare.once('exit', (code) => reject(new Error(`the bare server exited (${code}) before it was ready`)));
    bare.send(setup);
  });
  return { process: bare, url };
}

async function load(
  url: string,
  options: Partial<autocannon.Options> = {},
  seconds = SECONDS,
  server: ChildProcess = child,
): Promise<Figures> {
  const cpuBefore = await serverCpu(server);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    pipelining: 1,
    duration: seconds,
    ...options,
  });
  return {
    rps: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuPerRequest: ((await serverCpu(server)) - cpuBefore) / Math.max(1, result.requests.total),
  };
}

const describe = (f: Figures) =>
  `${f.rps.toFixed(0)} (${f.p50}/${f.p99}) [${f.cpuPerRequest.toFixed(0)}]${f.errors ? ` ${f.errors} errors` : ''}`;

const median = (rows: Figures[]): Figures => {
  const sorted = [...rows].sort((a, b) => a.rps - b.rps);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Has the server process start `count` processes for the orders (compare-server.ts); their address. */
function startProcesses(count: number): Promise<string> {
  return new Promise((resolve) => {
    const answer = (message: unknown) => {
      if (typeof message === 'object' && message && 'served' in message) {
        child.off('message', answer);
        resolve((message as { served: string }).served);
      }
    };
    child.on('message', answer);
    child.send({ processes: count });
  });
}

/** Waits until the e-mail sender has nothing left to do (at most 5 minutes); the seconds it took. */
async function mailDrained(): Promise<number> {
  // MAIL_INTERVAL_SECONDS=0 turns the sender off: nothing would ever empty the outbox.
  if (process.env.MAIL_INTERVAL_SECONDS === '0') return 0;
  const started = Date.now();
  while ((await ask('mail')) > 0 && Date.now() - started < 300_000) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return (Date.now() - started) / 1000;
}

async function main() {
  const profileDir = process.env.BENCH_CPU_PROF;
  child = fork(fileURLToPath(new URL('./compare-server.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx', ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])],
    stdio: 'inherit',
    serialization: 'advanced',
    // React (server rendering, e-mail) and other libraries run their production builds, as a
    // deployment does; the shop's own configuration stays the test one (compare-server.ts).
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const targets = await new Promise<BenchTargets>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { ready: BenchTargets }).ready));
    void exited.then((code) => reject(new Error(`the bench server exited (${code}) before it was ready`)));
  });
  let bare: Awaited<ReturnType<typeof startBare>> | undefined;
  try {
    const reads = targets.endpoints.filter((endpoint) => wanted(endpoint.key));
    if (reads.length > 0 && WITH_BARE) bare = await startBare(targets.bare);
    if (reads.length > 0) {
      console.log(`\n${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s, median round:`);
      console.log(
        'endpoint | ours req/s (p50/p99 ms) [server CPU µs/req] | bare req/s (p50/p99 ms) [µs/req] | ours/bare',
      );
      for (const endpoint of reads) {
        const oursUrl = `${targets.ours}${endpoint.path}`;
        await load(oursUrl, { headers: endpoint.headers }, 3);
        if (bare) await load(`${bare.url}${endpoint.bare}`, {}, 3, bare.process);
        const mine: Figures[] = [];
        const theirs: Figures[] = [];
        for (let round = 0; round < ROUNDS; round += 1) {
          mine.push(await load(oursUrl, { headers: endpoint.headers }));
          if (bare) theirs.push(await load(`${bare.url}${endpoint.bare}`, {}, SECONDS, bare.process));
        }
        const a = median(mine);
        const b = bare ? median(theirs) : undefined;
        console.log(
          `${endpoint.name} (${endpoint.statements} statement(s)) | ${describe(a)} | ` +
            `${b ? `${describe(b)} | ${(a.rps / b.rps).toFixed(2)}` : '- | -'}`,
        );
      }
    }

    if (wanted('orders')) {
      // Order placement: 50 buyers at a time, each order by the next of 4,000 accounts (five
      // open cash orders each at most), a short warm-up first. Each sends a new Idempotency-Key,
      // as the checkout does.
      let next = 0;
      const runId = Date.now().toString(36);
      if (PROCESSES > 1 && targets.dialect !== 'postgres')
        throw new Error('BENCH_PROCESSES > 1 needs DATABASE_URL (PostgreSQL): PGlite serves one process');
      const served = PROCESSES > 1 ? await startProcesses(PROCESSES) : targets.ours;
      const place = (seconds: number) =>
        load(
          `${served}/api/orders`,
          {
            method: 'POST',
            requests: [
              {
                method: 'POST',
                path: '/api/orders',
                setupRequest: (request) => {
                  next += 1;
                  return {
                    ...request,
                    headers: {
                      'content-type': 'application/json',
                      ...(process.env.NOKEY ? {} : { 'idempotency-key': `bench-${runId}-${next}` }),
                      authorization: targets.buyerTokens[next % targets.buyerTokens.length]!,
                    },
                    body: JSON.stringify({
                      products: [
                        { product: targets.productIds[next % targets.productIds.length]!, quantity: 1 },
                      ],
                      delivery: { fulfillmentMethod: 'pickup', method: 'standard' },
                      payment: { method: 'cash' },
                    }),
                  };
                },
              },
            ],
          },
          seconds,
        );
      await place(2);
      await mailDrained();
      const cpuBefore = await serverCpu();
      const placing = await place(SECONDS);
      console.log(
        `\norder placement, ${CONNECTIONS} buyers at a time${PROCESSES > 1 ? `, ${PROCESSES} processes` : ''}: ${placing.rps.toFixed(0)} orders/s, p50 ${placing.p50} ms, ` +
          `p99 ${placing.p99} ms, server CPU ${placing.cpuPerRequest.toFixed(0)} µs/order` +
          `${placing.errors ? `, ${placing.errors} not 2xx` : ''}`,
      );
      // The orders' e-mails (a confirmation and the store's notice each) wait while buyers are
      // served (plugins/jobs.ts): how long they took to go out after the rush, and what the
      // orders cost the server with them.
      const backlog = await ask('mail');
      const drained = await mailDrained();
      const orders = placing.requests;
      console.log(
        `e-mail: ${backlog.toLocaleString()} to do when the rush ended, all sent ${drained.toFixed(1)} s later; ` +
          `server CPU ${(((await serverCpu()) - cpuBefore) / Math.max(1, orders)).toFixed(0)} µs/order with its e-mails`,
      );
    }
  } finally {
    if (bare) {
      const closed = new Promise((resolve) => bare!.process.once('exit', resolve));
      bare.process.send('stop');
      await closed;
    }
    child.send('stop');
    await exited;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { PushReport } from '../modules/push/service';

export interface JobsReport {
  /** Cash orders left unconfirmed too long, cancelled with their stock returned. */
  expiredCashOrders: number;
  /** Subscriptions renewed: each an order written on its day (decision 022). */
  renewedSubscriptions: number;
  subscriptionReminders: number;
  /** Card intents nobody paid, cancelled at the provider. */
  expiredIntents: number;
  /** Refunds that went through on a retry. */
  refunds: number;
  /** Rows of the admin list's daily counts folded (days gone by keep one row per count). */
  compactedCounts: number;
}

export interface MailReport {
  /** Messages written to the outbox from order events and low-stock crossings. */
  written: number;
  sent: number;
  failed: number;
  /** The round stopped early for the shop's requests; the next one goes on. */
  cut: boolean;
}

/** Requests in flight that make a rush: a shop serving a few at a time sends its e-mail as usual. */
const RUSH_REQUESTS = 8;
/**
 * In a rush, a round of the e-mail sender stops after this long and the rest waits for the next
 * round: rendering and building a message costs the server more than placing the order did, so
 * e-mail takes a steady share of a busy process (about a fifth at the 5-second interval) and
 * empties the outbox once the rush is over. It used to wait up to a minute and then send the whole
 * backlog among the customers' requests, which made a soak's throughput fall minute after minute
 * as the backlog grew (README "Soak").
 */
export const RUSH_ROUND_MS = 1_000;

/**
 * Whether a round of the sender that started at `startedAt` stops before a step's next batch:
 * each step's first batch always goes (events made into messages, then sending), so e-mail keeps
 * moving in a rush.
 */
export function mailRoundYields(round: {
  serving: number;
  startedAt: number;
  now: number;
  batchesDone: number;
}): boolean {
  return (
    round.batchesDone > 0 && round.serving >= RUSH_REQUESTS && round.now - round.startedAt >= RUSH_ROUND_MS
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: {
      runOnce(): Promise<JobsReport>;
      runMailOnce(): Promise<MailReport>;
      runPushOnce(): Promise<PushReport>;
    };
  }
}

/**
 * Runs `task` every `seconds` (never two at once), from `onReady` until `onClose`. Closing aborts
 * the task's signal, then waits for it: a task that checks the signal ends within its batch, so
 * SIGTERM is not held by a long backlog (decision 011).
 */
function every(
  app: FastifyInstance,
  seconds: number,
  name: string,
  task: (signal: AbortSignal) => Promise<unknown>,
) {
  if (seconds === 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const stopping = new AbortController();
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = task(stopping.signal)
        .catch((error: unknown) => app.log.error({ err: error }, `${name} failed`))
        .finally(() => {
          running = undefined;
        });
    }, seconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    stopping.abort();
    await running;
  });
}

/**
 * The shop's background jobs, run every JOBS_INTERVAL_SECONDS in each process,
 * and the e-mail sender, every MAIL_INTERVAL_SECONDS:
 * every step moves one order or payment under its row lock, so several processes running them at
 * once do each thing once. Tests turn the timer off and call `app.jobs.runOnce()`.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config }) => {
    async function runOnce(): Promise<JobsReport> {
      return {
        expiredCashOrders: await app.orders.expireStaleCashOrders(),
        renewedSubscriptions: await app.subscriptions.renewDue(),
        subscriptionReminders: await app.subscriptions.remindUpcoming(),
        expiredIntents: await app.payments.expireOpenIntents(),
        refunds: await app.payments.retryRefunds(),
        compactedCounts: await app.adminOrders.compactCounts(),
      };
    }
    const runMailOnce = (): Promise<MailReport> => app.mail.runOnce();
    app.decorate('jobs', { runOnce, runMailOnce, runPushOnce: () => app.push.runOnce() });

    // Requests being served now: each leaves the count when its response closes, answered or
    // abandoned by its client (neither onResponse nor onRequestAbort sees every such one).
    let serving = 0;
    app.addHook('onRequest', async (request, reply) => {
      // An order page followed live keeps its stream open for minutes: it is not a busy shop.
      if (request.routeOptions.config.longLived) return;
      serving += 1;
      reply.raw.once('close', () => {
        serving -= 1;
      });
    });

    every(app, opts.config.jobsIntervalSeconds, 'background jobs', async () => {
      const report = await runOnce();
      if (report.expiredCashOrders || report.renewedSubscriptions || report.expiredIntents || report.refunds)
        app.log.info({ jobs: report }, 'background jobs');
    });
    // E-mail goes out within seconds: order events become messages, then the sender sends them.
    every(app, opts.config.mail.intervalSeconds, 'e-mail sender', async (signal) => {
      const startedAt = Date.now();
      const report = await app.mail.runOnce({
        signal,
        yieldNow: (batchesDone) => mailRoundYields({ serving, startedAt, now: Date.now(), batchesDone }),
      });
      if (report.written || report.sent || report.failed) app.log.info({ mail: report }, 'e-mail');
    });
    // Couriers hear of new orders within seconds, the same way: events become messages, then sent.
    every(app, opts.config.push.intervalSeconds, 'push sender', async (signal) => {
      const report = await app.push.runOnce(signal);
      if (report.written || report.sent || report.failed) app.log.info({ push: report }, 'web push');
    });
  },
  { name: 'jobs', dependencies: ['services'] },
);

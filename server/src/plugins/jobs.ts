import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

export interface JobsReport {
  /** Cash orders left unconfirmed too long, cancelled with their stock returned. */
  expiredCashOrders: number;
  /** Card intents nobody paid, cancelled at the provider. */
  expiredIntents: number;
  /** Refunds that went through on a retry. */
  refunds: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: { runOnce(): Promise<JobsReport> };
  }
}

/**
 * The shop's background jobs (issue 12 §3, §6), run every JOBS_INTERVAL_SECONDS in each process:
 * every step moves one order or payment under its row lock, so several processes running them at
 * once do each thing once. Tests turn the timer off and call `app.jobs.runOnce()`.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config }) => {
    async function runOnce(): Promise<JobsReport> {
      return {
        expiredCashOrders: await app.orders.expireStaleCashOrders(),
        expiredIntents: await app.payments.expireOpenIntents(),
        refunds: await app.payments.retryRefunds(),
      };
    }
    app.decorate('jobs', { runOnce });

    const seconds = opts.config.jobsIntervalSeconds;
    if (seconds === 0) return;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        if (running) return;
        running = runOnce()
          .then((report) => {
            if (report.expiredCashOrders || report.expiredIntents || report.refunds)
              app.log.info({ jobs: report }, 'background jobs');
          })
          .catch((error: unknown) => app.log.error({ err: error }, 'background jobs failed'))
          .finally(() => {
            running = undefined;
          });
      }, seconds * 1000);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'jobs', dependencies: ['services'] },
);

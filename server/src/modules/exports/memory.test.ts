import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadScaleData } from '../../db/scale';
import { seed } from '../../db/seed';
import { dayRangeInstants, orderExportPage } from '../orders/export-repo';
import { getSettingsRow } from '../settings/repo';
import { useTestApp } from '../../../test/helpers';

/**
 * A year of a million orders must not load into memory. This fills the database
 * with EXPORT_MEMORY_ROWS orders (50,000 in CI; 1,000,000 by hand, see the README), downloads
 * the orders export over real HTTP through a reader slower than the server (so backpressure is
 * what keeps the server from running ahead), and samples the live heap — after a full garbage
 * collection, so garbage not yet collected is not counted — while the file streams. The peak
 * growth over the heap before the download must stay under EXPORT_MEMORY_LIMIT_MB (16), whatever
 * the number of rows; a control holds the same rows read at once and shows that this bound
 * would catch an export that loads everything.
 */
const ROWS = Number(process.env.EXPORT_MEMORY_ROWS ?? 50_000);
const LIMIT_MB = Number(process.env.EXPORT_MEMORY_LIMIT_MB ?? 16);
const MB = 1024 * 1024;

const ctx = useTestApp();

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** The live heap now: collected first, so only what is still referenced counts. */
function liveHeap(): number {
  gc();
  return process.memoryUsage().heapUsed;
}

describe('orders export memory', () => {
  it(
    `streams ${ROWS.toLocaleString('en-CA')} orders with the live heap growing less than ${LIMIT_MB} MB`,
    // A limit for a stuck run, not a speed check: alone it takes about 30 s for 50,000 rows, but
    // beside the other test files on a loaded two-core machine it has needed over 220 s.
    { timeout: 120_000 + ROWS * 8 },
    async () => {
      const db = ctx.database.db;
      await seed(db, { catalogue: true, demoAccounts: false });
      let started = performance.now();
      await loadScaleData(
        db,
        { orders: ROWS, customers: Math.max(100, Math.ceil(ROWS / 10)), couriers: 20, batch: 5_000 },
        'memory',
      );
      const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
      console.log(`loaded ${ROWS.toLocaleString('en-CA')} orders in ${seconds(started)} s`);
      // Fresh statistics, as a real shop's database has.
      await db.execute(sql`analyze`);

      const admin = await ctx.loginAs('admin');
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = ctx.app.server.address() as AddressInfo;
      // Every order of the generated history (the last two years, and a day of margin).
      const today = new Date();
      const from = new Date(today.getTime() - 800 * 86_400_000).toISOString().slice(0, 10);
      const to = new Date(today.getTime() + 86_400_000).toISOString().slice(0, 10);

      const baseline = liveHeap();
      let peak = 0;
      const sampler = setInterval(() => {
        peak = Math.max(peak, liveHeap() - baseline);
      }, 250);
      started = performance.now();
      let bytes = 0;
      let lines = 0;
      try {
        const res = await new Promise<IncomingMessage>((resolve, reject) => {
          get(
            {
              host: '127.0.0.1',
              port,
              path: `/api/admin/exports/orders.csv?from=${from}&to=${to}`,
              headers: admin.headers,
            },
            resolve,
          ).on('error', reject);
        });
        expect(res.statusCode).toBe(200);
        await new Promise<void>((resolve, reject) => {
          res.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
            for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
            // A reader slower than the database: the server must wait for it, not buffer ahead.
            res.pause();
            setTimeout(() => res.resume(), 1);
          });
          res.on('end', resolve);
          res.on('error', reject);
        });
      } finally {
        clearInterval(sampler);
      }
      peak = Math.max(peak, liveHeap() - baseline);
      const rss = process.memoryUsage().rss;
      console.log(
        `exported ${(lines - 1).toLocaleString('en-CA')} rows, ${(bytes / MB).toFixed(1)} MB of CSV in ${seconds(started)} s; ` +
          `peak live heap growth ${(peak / MB).toFixed(1)} MB (limit ${LIMIT_MB} MB); rss ${(rss / MB).toFixed(0)} MB`,
      );
      expect(lines - 1).toBe(ROWS);
      expect(peak).toBeLessThan(LIMIT_MB * MB);

      // The control: the same rows read in one query and held, as an export that loads
      // everything would, take many times the limit (skipped at sizes that would not fit).
      if (ROWS <= 200_000) {
        const settings = await getSettingsRow(db);
        const window = {
          ...(await dayRangeInstants(db, { from, to })),
          timeZone: settings.timeZone,
        };
        const before = liveHeap();
        const all = await orderExportPage(db, window, null, ROWS + 1);
        const held = liveHeap() - before;
        console.log(
          `holding all ${all.length.toLocaleString('en-CA')} rows instead: ${(held / MB).toFixed(1)} MB`,
        );
        expect(all).toHaveLength(ROWS);
        expect(held).toBeGreaterThan(LIMIT_MB * MB);
      }
    },
  );
});

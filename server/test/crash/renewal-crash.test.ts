import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../helpers';
import { callJson, freePort } from '../net';
import { killAll, pause, startServer, waitReady } from './server-process';

/**
 * Subscribe & save under SIGKILL (decision 022): subscriptions paid in cash and by a saved card
 * are made due, and the server is killed at a random moment while its job renews them, then
 * started again on the same data. Every due renewal must end up written exactly once, every card
 * renewal charged exactly once, and the stock must add up. PostgreSQL only: the test changes the
 * subscriptions' days in the database while the server runs (an embedded database is the
 * server's alone). CRASH_KILLS rounds (4 in CI).
 */
const ROUNDS = Number(process.env.CRASH_KILLS ?? 4);
const SUBSCRIBERS = 6;

afterAll(killAll);

type Rows<T> = { rows: T[] };

describe('subscription renewals under SIGKILL', { timeout: 600_000 }, () => {
  it.skipIf(!process.env.DATABASE_URL)(
    `renews each due subscription once, cash and card, over ${ROUNDS} kills`,
    async () => {
      const database = await createTestDatabase();
      const dataDir = mkdtempSync(path.join(tmpdir(), 'ikawa-renewal-crash-'));
      const query = async <T>(statement: ReturnType<typeof sql>) =>
        ((await database.db.execute(statement)) as unknown as Rows<T>).rows;
      try {
        const port = await freePort();
        const base = `http://127.0.0.1:${port}`;
        // The job runs every second, so kills land while it renews.
        const target = {
          env: { DATABASE_URL: database.url!, DATA_DIR: dataDir, JOBS_INTERVAL_SECONDS: '1' },
        };
        let server = startServer(target, port);
        await waitReady(base, server.child);

        const list = await callJson(base, 'GET', '/api/products?limit=50');
        const products = (list.body as { data: { _id: string; stock: number }[] }).data;
        const bag = products.reduce((best, product) => (product.stock > best.stock ? product : best));
        const initialStock = (
          await query<{ stock: number }>(sql`select stock from products where id = ${bag._id}`)
        )[0]!.stock;

        for (let n = 0; n < SUBSCRIBERS; n += 1) {
          const reg = await callJson(base, 'POST', '/api/auth/register', {
            name: `Renewal Crash ${n}`,
            email: `renewal-crash-${n}-${Date.now()}@example.test`,
            password: 'crash-password',
          });
          const { token, user } = reg.body as { token: string; user: { _id: string } };
          const byCard = n % 2 === 1;
          let savedCardId: string | undefined;
          if (byCard) {
            const saved = await callJson(
              base,
              'POST',
              `/api/users/${user._id}/payment-methods`,
              {
                cardNumber: '4242424242424242',
                expiryDate: '12/30',
                cardholderName: 'Crash Card',
                cvc: '123',
              },
              token,
            );
            savedCardId = (saved.body as { user: { paymentMethods: { _id: string }[] } }).user
              .paymentMethods[0]!._id;
          }
          const subscribed = await callJson(
            base,
            'POST',
            '/api/subscriptions',
            {
              everyWeeks: 2,
              order: {
                products: [{ product: bag._id, quantity: 1 }],
                delivery: { fulfillmentMethod: 'pickup', method: 'standard' },
                payment: { method: byCard ? 'stripe' : 'cash' },
              },
              ...(savedCardId ? { savedCardId } : {}),
            },
            token,
          );
          expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(201);
        }

        const storeToday = sql`(now() at time zone (select time_zone from store_settings limit 1))::date`;
        const stillDue = async () =>
          (
            await query<{ n: number }>(
              sql`select count(*)::int as n from subscriptions where status = 'active' and next_date <= ${storeToday}`,
            )
          )[0]!.n;

        for (let round = 1; round <= ROUNDS; round += 1) {
          // Every subscription falls due on a day of its own this round (a day gone by is due).
          await database.db.execute(
            sql`update subscriptions set next_date = ${storeToday} - ${round}::int where status = 'active'`,
          );
          await pause(200 + Math.random() * 1800);
          server.child.kill('SIGKILL');
          await server.exited;
          // A card renewal cut off while charging keeps its lease until it runs out: here, now.
          await database.db.execute(
            sql`update subscriptions set charging_since = now() - interval '1 hour' where charging_since is not null`,
          );
          server = startServer(target, port);
          await waitReady(base, server.child);
          for (let wait = 0; wait < 120 && (await stillDue()) > 0; wait += 1) await pause(500);
          expect(await stillDue(), `round ${round}: renewals left undone`).toBe(0);
        }

        // Each subscription: its first order and one renewal per round, each day once.
        const counts = await query<{ id: string; orders: number; days: number; payment: string }>(sql`
          select s.id, count(o.id)::int as orders, count(distinct o.renewal_of)::int as days,
                 s.template->>'paymentMethod' as payment
          from subscriptions s left join orders o on o.subscription_id = s.id
          group by s.id`);
        expect(counts).toHaveLength(SUBSCRIBERS);
        for (const row of counts)
          expect(row, row.payment).toMatchObject({ orders: 1 + ROUNDS, days: 1 + ROUNDS });
        // A card is charged once per order, never for a renewal that has none.
        const [charged] = await query<{ n: number }>(
          sql`select count(*)::int as n from simulated_intents where status = 'succeeded'`,
        );
        expect(charged!.n).toBe((SUBSCRIBERS / 2) * (1 + ROUNDS));
        const [left] = await query<{ stock: number }>(sql`select stock from products where id = ${bag._id}`);
        expect(initialStock - left!.stock).toBe(SUBSCRIBERS * (1 + ROUNDS));
        server.child.kill('SIGTERM');
        await server.exited;
        console.log(
          `renewal crash (PostgreSQL): ${ROUNDS} kills, ${SUBSCRIBERS * ROUNDS} renewals, each once`,
        );
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
        await database.dispose();
      }
    },
  );
});

/**
 * Order placement throughput: 20 concurrent buyers place cash orders through the real app
 * (Fastify inject: validation, pricing, the stock-taking transaction, the answer), and the
 * run prints orders per second and latency percentiles. Figures only, never a test.
 *
 *   npm run bench -w @ikawa/server                      # embedded PGlite
 *   DATABASE_URL=postgres://… npm run bench -w @ikawa/server   # PostgreSQL (scratch database)
 *   BENCH_PLACE_ORDERS=5000 BENCH_BUYERS=20             # knobs
 */
import { buildApp } from '../src/app';
import { SEED_CATALOGUE } from '../src/db/catalogue';
import { createProduct, createUser } from '../src/db/factories';
import { createTestDatabase, resetDatabase, testConfig } from '../test/helpers';

const TOTAL = Number(process.env.BENCH_PLACE_ORDERS ?? 2_000);
const BUYERS = Number(process.env.BENCH_BUYERS ?? 20);

async function main() {
  const database = await createTestDatabase();
  try {
    await resetDatabase(database);
    const products: { id: string }[] = [];
    for (const product of SEED_CATALOGUE)
      products.push(await createProduct(database.db, { ...product, stock: 1_000_000 }));
    const app = await buildApp({ config: testConfig(), database, logger: false });
    await app.ready();
    const buyers = await Promise.all(
      Array.from({ length: BUYERS }, (_, i) =>
        createUser(database.db, {
          name: `Buyer ${i}`,
          email: `buyer-${i}@bench.test`,
          password: 'bench-password',
        }),
      ),
    );
    const tokens = buyers.map((buyer) => `Bearer ${app.signToken(buyer)}`);

    // A short warm-up so the first plans and the JIT do not count.
    for (let i = 0; i < 20; i += 1) await placeOne(app, tokens[0] ?? '', products, i);

    const latencies: number[] = [];
    let next = 0;
    let failures = 0;
    const started = performance.now();
    await Promise.all(
      tokens.map(async (token) => {
        while (next < TOTAL) {
          const n = next;
          next += 1;
          const t0 = performance.now();
          const status = await placeOne(app, token, products, n);
          latencies.push(performance.now() - t0);
          if (status !== 201) failures += 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const at = (q: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
    console.log(`\norder placement on ${database.dialect}: ${TOTAL} orders by ${BUYERS} concurrent buyers`);
    console.log(
      `  ${(TOTAL / seconds).toFixed(0)} orders/s   p50 ${at(0.5).toFixed(1)} ms   p95 ${at(0.95).toFixed(1)} ms   p99 ${at(0.99).toFixed(1)} ms   failed ${failures}`,
    );
    await app.close();
  } finally {
    await database.dispose();
  }
}

async function placeOne(
  app: Awaited<ReturnType<typeof buildApp>>,
  authorization: string,
  products: { id: string }[],
  n: number,
): Promise<number> {
  const first = products[n % products.length];
  const second = products[(n * 7 + 3) % products.length];
  const res = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { authorization },
    payload: {
      products: [
        { product: first?.id, quantity: 1 + (n % 3) },
        { product: second?.id, quantity: 1 },
      ],
      delivery:
        n % 4 === 0
          ? { fulfillmentMethod: 'pickup', method: 'standard' }
          : {
              fulfillmentMethod: 'delivery',
              method: n % 2 ? 'express' : 'standard',
              address: {
                street: '1 Bench St',
                city: 'Toronto',
                postalCode: 'M5H 2M9',
                country: 'CA',
                phone: '+14165550100',
              },
            },
      payment: { method: 'cash' },
    },
  });
  return res.statusCode;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

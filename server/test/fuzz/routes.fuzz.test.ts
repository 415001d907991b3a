import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createProduct } from '../../src/db/factories';
import { type TestUser, useTestApp } from '../helpers';

/**
 * Every route of the OpenAPI document, hit with generated requests — values that
 * fit the schema, boundary and hostile ones (NUL characters, huge numbers, long and odd text,
 * wrong types), malformed JSON, wrong content types, huge bodies and multipart garbage — signed
 * out and as each role. Nothing may answer 5xx, and a refused request changes no data.
 * FUZZ_RUNS requests per route (200 in `npm test`, 50 in .ci/run's PostgreSQL pass, which
 * only has the other driver's error shapes to add; more locally: FUZZ_RUNS=2000 npm run test:fuzz).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
/** FUZZ_PATHS (a regular expression) fuzzes only the matching paths, e.g. `photos$|profile/image`. */
const PATHS = process.env.FUZZ_PATHS ? new RegExp(process.env.FUZZ_PATHS) : undefined;
const ctx = useTestApp();

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  required?: string[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
}
interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const hostileText = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '../../etc/passwd',
    "'; drop table orders; --",
    '<script>alert(1)</script>',
    '%00',
    '\uD800',
    'é'.repeat(300),
    'x'.repeat(5000),
    '00000000-0000-0000-0000-000000000000',
    '-1',
    '1e308',
    'NaN',
    'null',
    '{}',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

const hostileNumber = fc.oneof(
  fc.constantFrom(0, -1, 1, 0.5, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, -1e308, 1e-9),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, leaning on the hostile ones. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 3 }),
);

/** A value for a JSON schema: mostly of its shape, sometimes of another. */
function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return anyValue;
  if (schema.anyOf?.length) return fc.oneof(...schema.anyOf.map((s) => valueFor(s, depth + 1)));
  const fitting: fc.Arbitrary<unknown>[] = [];
  if (schema.enum) fitting.push(fc.constantFrom(...schema.enum));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' && schema.properties) {
    const entries = Object.entries(schema.properties).map(
      ([key, prop]) => [key, valueFor(prop, depth + 1)] as const,
    );
    fitting.push(fc.record(Object.fromEntries(entries), { requiredKeys: [] }));
  } else if (type === 'array') {
    fitting.push(fc.array(valueFor(schema.items, depth + 1), { maxLength: 4 }));
  } else if (type === 'string') fitting.push(hostileText);
  else if (type === 'number' || type === 'integer') fitting.push(hostileNumber);
  else if (type === 'boolean') fitting.push(fc.boolean());
  if (fitting.length === 0) return anyValue;
  return fc.oneof({ arbitrary: fc.oneof(...fitting), weight: 4 }, { arbitrary: anyValue, weight: 1 });
}

/** A raw body that is not what the route expects. */
const oddBody = fc.oneof(
  fc.constant({ payload: '{"unterminated": ', contentType: 'application/json' }),
  fc.constant({ payload: 'not json at all', contentType: 'application/json' }),
  fc.constant({ payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' }),
  fc.constant({ payload: 'plain text', contentType: 'text/plain' }),
  fc.constant({ payload: '<x/>', contentType: 'application/xml' }),
  fc.constant({ payload: `{"a":"${'x'.repeat(2_000_000)}"}`, contentType: 'application/json' }),
  fc.constant({
    payload:
      '--XX\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n\u0089PNG garbage\r\n--XX--',
    contentType: 'multipart/form-data; boundary=XX',
  }),
  fc.constant({ payload: '--XX\r\nbroken', contentType: 'multipart/form-data; boundary=XX' }),
  fc.constant({ payload: 'garbage', contentType: 'multipart/form-data' }),
  fc.constant({ payload: '[]', contentType: 'application/json' }),
  fc.constant({ payload: 'null', contentType: 'application/json' }),
  fc.constant({ payload: '"\\u0000"', contentType: 'application/json' }),
);

/** The routes that read a multipart upload (their OpenAPI entries describe no body to go by). */
const UPLOAD_ROUTES = new Set([
  'POST /api/admin/products/{id}/photos',
  'POST /api/delivery/orders/{id}/photos',
  'PATCH /api/auth/profile/image',
]);

/**
 * A multipart body for the upload routes: a file part (a real small PNG, or random bytes) and
 * an `alt` field, then broken in the ways clients and attackers send them — no boundary or
 * another one in the header, cut anywhere, garbage before the first boundary, two files.
 */
function multipartArb(png: Buffer) {
  return fc
    .record({
      field: fc.constantFrom('image', 'file', 'other'),
      content: fc.oneof(
        fc.constant(png),
        fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
      ),
      alt: hostileText,
      header: fc.constantFrom('right', 'none', 'empty', 'other', 'quoted'),
      cut: fc.option(fc.nat(), { nil: undefined }),
      prefix: fc.option(fc.string({ unit: 'binary', maxLength: 30 }), { nil: undefined }),
      twice: fc.boolean(),
    })
    .map(({ field, content, alt, header, cut, prefix, twice }) => {
      const boundary = 'fuzzFUZZ';
      const file = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\n` +
            'Content-Type: image/png\r\n\r\n',
        ),
        content,
        Buffer.from('\r\n'),
      ]);
      const altPart = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\n${alt}\r\n`,
      );
      const whole = Buffer.concat([
        Buffer.from(prefix ?? ''),
        altPart,
        file,
        ...(twice ? [file] : []),
        Buffer.from(`--${boundary}--\r\n`),
      ]);
      const payload = cut === undefined ? whole : whole.subarray(0, cut % (whole.length + 1));
      const contentType = {
        right: `multipart/form-data; boundary=${boundary}`,
        none: 'multipart/form-data',
        empty: 'multipart/form-data; boundary=',
        other: 'multipart/form-data; boundary=another',
        quoted: `multipart/form-data; boundary="${boundary}"`,
      }[header];
      return { payload, contentType };
    });
}

/** Every byte of the text's UTF-8 percent-encoded (a lone surrogate becomes U+FFFD). */
const percentEncode = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

/** A cheap fingerprint of the data a refused request must not touch. */
async function fingerprint(): Promise<string> {
  const { rows } = (await ctx.database.db.execute(sql`
    select (select count(*) from users) || ':' || (select coalesce(sum(token_version), 0) from users)
      || ':' || (select count(*) from products) || ':' || (select coalesce(sum(stock), 0) from products)
      || ':' || (select count(*) from orders) || ':' || (select count(*) from order_events)
      || ':' || (select count(*) from addresses) || ':' || (select count(*) from payment_methods)
      || ':' || (select count(*) from newsletter_subscriptions) || ':' || (select count(*) from outbox_messages)
      || ':' || (select count(*) from deliveries) || ':' || (select count(*) from payments)
      || ':' || (select max(updated_at)::text from store_settings)
      || ':' || (select coalesce(sum(jsonb_array_length(photos)), 0) from products)
      || ':' || (select count(profile_image) from users) as f`)) as unknown as {
    rows: { f: string }[];
  };
  return rows[0]?.f ?? '';
}

describe('fuzzing every route', { timeout: 3_600_000 }, () => {
  it(`answers no 5xx and changes nothing when it refuses, over ${RUNS} requests per route`, async () => {
    const product = await createProduct(ctx.database.db, {
      name: 'Fuzz Bag',
      description: 'd',
      price: 10,
      weight: 0.5,
      type: 'powder',
      stock: 1000,
    });
    const users: Record<string, TestUser | null> = {
      anonymous: null,
      customer: await ctx.loginAs('customer'),
      admin: await ctx.loginAs('admin'),
      delivery: await ctx.loginAs('delivery'),
    };
    const knownIds = [product.id, users.customer!.id, users.admin!.id, users.delivery!.id];
    const spec = ctx.app.swagger() as unknown as {
      paths: Record<string, Partial<Record<Lowercase<Method>, Operation>>>;
    };
    const failures: string[] = [];
    let requests = 0;
    const multipart = multipartArb(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } })
        .png()
        .toBuffer(),
    );

    for (const [path, operations] of Object.entries(spec.paths)) {
      if (PATHS && !PATHS.test(path)) continue;
      for (const [lower, operation] of Object.entries(operations)) {
        const method = lower.toUpperCase() as Method;
        if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method) || !operation) continue;
        const params = operation.parameters ?? [];
        const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
        const takesFiles = UPLOAD_ROUTES.has(`${method} ${path}`);
        const request = fc.record({
          role: fc.constantFrom(...Object.keys(users)),
          path: fc.record(
            Object.fromEntries(
              params
                .filter((p) => p.in === 'path')
                .map((p) => [p.name, fc.oneof(fc.constantFrom(...knownIds), hostileText.map(String))]),
            ),
          ),
          query: fc.record(
            Object.fromEntries(
              params.filter((p) => p.in === 'query').map((p) => [p.name, valueFor(p.schema)]),
            ),
            { requiredKeys: [] },
          ),
          body: fc.oneof(
            { arbitrary: valueFor(bodySchema).map((value) => ({ json: value })), weight: 5 },
            { arbitrary: oddBody.map((odd) => ({ odd })), weight: 1 },
            // The upload routes mostly get multipart bodies, good and broken.
            { arbitrary: multipart.map((odd) => ({ odd })), weight: takesFiles ? 12 : 0 },
          ),
        });
        await fc.assert(
          fc.asyncProperty(request, async (input) => {
            const url =
              path.replace(/\{(\w+)\}/g, (_, name: string) =>
                percentEncode(String((input.path as Record<string, unknown>)[name] ?? 'x')),
              ) +
              '?' +
              new URLSearchParams(
                Object.entries(input.query).map(([k, v]): [string, string] => [
                  k,
                  typeof v === 'string' ? v : JSON.stringify(v),
                ]),
              ).toString();
            const user = users[input.role];
            const headers: Record<string, string> = { ...(user?.headers ?? {}) };
            const withBody = method !== 'GET' && method !== 'DELETE';
            let payload: string | Buffer | undefined;
            if (withBody && 'odd' in input.body) {
              payload = input.body.odd.payload;
              headers['content-type'] = input.body.odd.contentType;
            } else if (withBody && 'json' in input.body && input.body.json !== undefined) {
              payload = JSON.stringify(input.body.json);
              headers['content-type'] = 'application/json';
            }
            const before = await fingerprint();
            const res = await ctx.app.inject({
              method,
              url,
              headers,
              ...(payload === undefined ? {} : { payload }),
            });
            requests += 1;
            if (res.statusCode >= 500) {
              failures.push(
                `${method} ${url.slice(0, 120)} as ${input.role} → ${res.statusCode} ${res.body.slice(0, 200)}`,
              );
              return;
            }
            if (res.statusCode >= 400 && res.statusCode !== 404 && (await fingerprint()) !== before) {
              failures.push(
                `${method} ${url.slice(0, 120)} as ${input.role} → ${res.statusCode} changed data`,
              );
            }
            if (res.statusCode >= 400) {
              const body = res.json() as { success?: boolean; code?: string };
              if (body.success !== false || typeof body.code !== 'string')
                failures.push(
                  `${method} ${path} as ${input.role} → ${res.statusCode} not the error format: ${res.body.slice(0, 120)}`,
                );
            }
          }),
          { numRuns: RUNS },
        );
      }
    }
    expect(requests).toBeGreaterThan(0);
    expect([...new Set(failures)].slice(0, 30)).toEqual([]);
  });
});

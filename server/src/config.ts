import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** The S3 settings that mean nothing without S3_BUCKET. */
const S3_SETTINGS = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PUBLIC_URL',
] as const;

/**
 * Every environment variable the server reads, parsed once at start, so a wrong value stops the
 * start with its name instead of failing a request later.
 * Each has a default that works for the embedded mode; `.env.example` mirrors this list.
 */
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Unset: every interface in production, this machine only (127.0.0.1) otherwise. */
    HOST: z.string().min(1).optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    JWT_EXPIRES_IN: z
      .string()
      .regex(/^\d+[smhd]$/, 'must look like 15m, 12h or 7d')
      .default('7d'),
    SEED_DEMO_DATA: booleanFromEnv.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: z.string().default('false'),
    /** Browser tests only: a `ikawa_locale=pseudo` cookie renders pages in the pseudo-locale. */
    PSEUDO_LOCALE: booleanFromEnv.optional(),
    RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
    RATE_LIMIT_WINDOW: z.string().default('1 minute'),
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(120),
    /** Profile-picture and product-photo uploads a minute, per account. */
    UPLOAD_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
    LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
    LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
    LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
    /** A request (headers and body) must arrive within this; slower clients get 408 and are cut off. */
    /** PostgreSQL: a query with no answer for this long fails with a 503 (a network partition). */
    DB_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
    /** Server processes on one port (node:cluster); more than 1 needs DATABASE_URL. */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
    /** Prometheus metrics without sign-in on this port (at /metrics); unset = only /api/metrics for admins. */
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
    WEB_DIST_DIR: z.string().optional(),
    PAYMENT_PROVIDER: z.enum(['simulated', 'stripe']).optional(),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_/, 'must start with sk_ or rk_')
      .optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'must start with pk_').optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_/, 'must start with whsec_')
      .optional(),
    /** Only for tests against a local stand-in of Stripe's API, e.g. http://127.0.0.1:12111. */
    STRIPE_API_BASE: z.url().optional(),
    /** The shop's background jobs (expiring unpaid orders and intents, retrying refunds); 0 = off. */
    JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
    /** The shop's address as customers reach it: the links in e-mails start with it. */
    PUBLIC_URL: z.url().optional(),
    /** E-mail over SMTP (`smtp://user:pass@host:587`, `smtps://…`); unset = kept in the Outbox and DATA_DIR/mail. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).optional(),
    /** Seconds between runs of the e-mail sender; 0 = off (tests run it by hand). */
    MAIL_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
    /** Tries before a message is marked failed (it can be resent from the Outbox). */
    MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
    /** Product photos in an S3-compatible bucket (AWS S3, MinIO, R2 …); unset = under DATA_DIR. */
    S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name (3–63 lower-case letters, digits, dots, dashes)',
      )
      .optional(),
    /** The S3 API's address for a store other than AWS, e.g. http://127.0.0.1:9000. */
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Bucket in the path (`endpoint/bucket/key`); on by default with S3_ENDPOINT (MinIO needs it). */
    S3_FORCE_PATH_STYLE: booleanFromEnv.optional(),
    /** Where browsers can read the bucket's objects; set = photo addresses redirect there. */
    S3_PUBLIC_URL: z.url().optional(),
    /** Web Push's VAPID key pair (base64url, as `web-push generate-vapid-keys` prints); unset = made once and kept in the database. */
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a P-256 public key in base64url (87 characters)')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key in base64url (43 characters)')
      .optional(),
    /** Who the push services may contact about the shop's notifications: `mailto:` or `https:`. */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https: URL')
      .optional(),
    /** Seconds between runs of the push sender (order events → notifications); 0 = off. */
    PUSH_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
    /** Tests only: a PEM certificate file trusted for push services (a local stand-in). */
    PUSH_CA_FILE: z.string().min(1).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENT_PROVIDER === 'stripe' && (!env.STRIPE_SECRET_KEY || !env.STRIPE_PUBLISHABLE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message: 'stripe needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY',
      });
    }
    // Production never takes card payments by accident of configuration.
    if (env.NODE_ENV === 'production' && !env.PAYMENT_PROVIDER) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message:
          "must be set when NODE_ENV=production: 'stripe' (with STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY) or 'simulated' (test cards, no real money)",
      });
    }
    if (env.NODE_ENV === 'production' && env.SEED_DEMO_DATA === true) {
      ctx.addIssue({
        code: 'custom',
        path: ['SEED_DEMO_DATA'],
        message:
          'cannot be true when NODE_ENV=production: the demo accounts have public passwords (create your admin with `npm run user:create-admin`)',
      });
    }
    if (env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['WEB_CONCURRENCY'],
        message: `is ${env.WEB_CONCURRENCY}, but the embedded database serves one process: set DATABASE_URL to a PostgreSQL server, or WEB_CONCURRENCY=1`,
      });
    }
    const s3Settings = S3_SETTINGS.filter((name) => env[name] !== undefined);
    if (!env.S3_BUCKET && s3Settings.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: `is needed with ${s3Settings.join(', ')} (photos go to a bucket only when S3_BUCKET names it; unset them all to keep photos under DATA_DIR)`,
      });
    }
    if ((env.VAPID_PUBLIC_KEY === undefined) !== (env.VAPID_PRIVATE_KEY === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message:
          'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both, or neither to let the shop make a pair and keep it in its database',
      });
    }
    if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message:
          'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS SDK’s own credentials (AWS_* variables, instance role)',
      });
    }
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'is required when NODE_ENV=production',
      });
    }
  });

export type Env = z.infer<typeof EnvSchema>;

/** Where the product photos' files live (decision 014). */
export type FileStoreConfig =
  | { kind: 'disk' }
  | {
      kind: 's3';
      bucket: string;
      /** Unset: AWS S3 itself. */
      endpoint: string | undefined;
      region: string;
      forcePathStyle: boolean;
      /** Unset: the AWS SDK's default credentials (AWS_* variables, instance role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      /** The bucket's public address without a trailing slash; set = photo addresses redirect there. */
      publicUrl: string | undefined;
    };

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  /** Demo accounts: on by default, off in production unless SEED_DEMO_DATA=true. */
  seedDemoData: boolean;
  /** The first-start catalogue: always outside production, in production only when asked. */
  seedCatalogue: boolean;
  logLevel: Env['LOG_LEVEL'];
  trustProxy: boolean | string;
  /** The pseudo-locale of the browser tests may be asked for (never in production). */
  pseudoLocale: boolean;
  rateLimit: { max: number; timeWindow: string; authMax: number; uploadMax: number };
  loginThrottle: { perAccount: number; perAddress: number; windowMinutes: number };
  bodyLimit: number;
  requestTimeoutMs: number;
  dbQueryTimeoutMs: number;
  metricsPort: number | undefined;
  webConcurrency: number;
  /** JWT_SECRET was given (else it is generated: in DATA_DIR, or in the database on PostgreSQL). */
  jwtSecretGiven: boolean;
  metricsHost: string;
  webDistDir: string | undefined;
  /** Seconds between runs of the shop's background jobs; 0 turns them off (tests run them by hand). */
  jobsIntervalSeconds: number;
  /** The shop's own address, without a trailing slash (links in e-mails). */
  publicUrl: string;
  /** Web Push to couriers (decision 020). */
  push: {
    /** Given in the environment; unset = made once and kept in the database. */
    vapidKeys: { publicKey: string; privateKey: string } | undefined;
    /** Unset: `mailto:` the store's e-mail from Settings. */
    subject: string | undefined;
    intervalSeconds: number;
    /** Tests only: a certificate trusted for push services. */
    caFile: string | undefined;
  };
  mail: {
    /** Unset: messages are kept (Outbox page, `.eml` files under DATA_DIR/mail). */
    smtpUrl: string | undefined;
    /** The sender; the store's name and e-mail from Settings when unset. */
    from: string | undefined;
    intervalSeconds: number;
    maxAttempts: number;
  };
  /** Product photos: under DATA_DIR/uploads/products, or in an S3-compatible bucket. */
  fileStore: FileStoreConfig;
  payments:
    | { provider: 'simulated' }
    | {
        provider: 'stripe';
        secretKey: string;
        publishableKey: string;
        webhookSecret: string | undefined;
        apiBase: string | undefined;
      };
}

export class ConfigError extends Error {}

/** Stripe when asked, or when both keys are set and nothing else is asked; else offline. */
function paymentsConfig(env: Env): Config['payments'] {
  const provider =
    env.PAYMENT_PROVIDER ?? (env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY ? 'stripe' : 'simulated');
  if (provider === 'stripe' && env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY) {
    return {
      provider,
      secretKey: env.STRIPE_SECRET_KEY,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      apiBase: env.STRIPE_API_BASE,
    };
  }
  return { provider: 'simulated' };
}

/** A bucket when S3_BUCKET is set (the schema has checked the rest), else the local disk. */
function fileStoreConfig(env: Env): FileStoreConfig {
  if (!env.S3_BUCKET) return { kind: 'disk' };
  return {
    kind: 's3',
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION ?? 'us-east-1',
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    publicUrl: env.S3_PUBLIC_URL?.replace(/\/+$/, ''),
  };
}

/** `true`, `false`, or a comma-separated list of proxy addresses or subnets to trust. */
function parseTrustProxy(value: string): boolean | string {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  return value;
}

/** Reads `DATA_DIR/jwt-secret`, creating it with 48 random bytes the first time. */
function generatedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=`) means unset, as in most tools.
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment variables:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    // A development or test shop (demo accounts with public passwords) is not reachable from the network unless asked.
    host: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    databaseUrl: env.DATABASE_URL,
    dataDir,
    jwtSecret: env.JWT_SECRET ?? generatedSecret(dataDir),
    jwtExpiresIn: env.JWT_EXPIRES_IN,
    seedDemoData: env.SEED_DEMO_DATA ?? env.NODE_ENV !== 'production',
    seedCatalogue: env.NODE_ENV !== 'production',
    logLevel: env.LOG_LEVEL,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    pseudoLocale: env.NODE_ENV !== 'production' && (env.PSEUDO_LOCALE ?? false),
    rateLimit: {
      max: env.RATE_LIMIT_MAX,
      timeWindow: env.RATE_LIMIT_WINDOW,
      authMax: env.AUTH_RATE_LIMIT_MAX,
      uploadMax: env.UPLOAD_RATE_LIMIT_MAX,
    },
    loginThrottle: {
      perAccount: env.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      perAddress: env.LOGIN_MAX_FAILURES_PER_ADDRESS,
      windowMinutes: env.LOGIN_FAILURE_WINDOW_MINUTES,
    },
    bodyLimit: env.BODY_LIMIT_BYTES,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    dbQueryTimeoutMs: env.DB_QUERY_TIMEOUT_MS,
    metricsPort: env.METRICS_PORT,
    webConcurrency: env.WEB_CONCURRENCY,
    jwtSecretGiven: env.JWT_SECRET !== undefined,
    metricsHost: env.METRICS_HOST,
    webDistDir: env.WEB_DIST_DIR,
    jobsIntervalSeconds: env.JOBS_INTERVAL_SECONDS,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    push: {
      vapidKeys:
        env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
          ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
          : undefined,
      subject: env.VAPID_SUBJECT,
      intervalSeconds: env.PUSH_INTERVAL_SECONDS,
      caFile: env.PUSH_CA_FILE,
    },
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      intervalSeconds: env.MAIL_INTERVAL_SECONDS,
      maxAttempts: env.MAIL_MAX_ATTEMPTS,
    },
    fileStore: fileStoreConfig(env),
    payments: paymentsConfig(env),
  };
}

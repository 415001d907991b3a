import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'ikawa-config-'));

describe('loadConfig', () => {
  it('has working defaults for the embedded mode and generates a JWT secret in DATA_DIR', () => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      seedDemoData: true,
    });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(config.jwtSecret);
    // The same secret next time, so tokens survive a restart.
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('listens on this machine only outside production, on every interface in production, or where HOST says', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), PAYMENT_PROVIDER: 'simulated' };
    expect(loadConfig({ DATA_DIR: tempDir() }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: tempDir() }).host).toBe('127.0.0.1');
    expect(loadConfig({ ...production, DATA_DIR: tempDir() }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0', DATA_DIR: tempDir() }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '', DATA_DIR: tempDir() }).host).toBe('127.0.0.1');
    expect(loadConfig({ ...production, HOST: '10.0.0.5', DATA_DIR: tempDir() }).host).toBe('10.0.0.5');
  });

  it('refuses production without JWT_SECRET, and a short secret anywhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir() })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir() })).toThrow(
      /JWT_SECRET: is required/,
    );
    expect(() => loadConfig({ JWT_SECRET: 'short', DATA_DIR: tempDir() })).toThrow(
      /JWT_SECRET: must be at least 32/,
    );
  });

  it('refuses several processes on the embedded database, in one line naming the way out', () => {
    expect(() => loadConfig({ WEB_CONCURRENCY: '2', DATA_DIR: tempDir() })).toThrow(
      /WEB_CONCURRENCY: is 2, but the embedded database serves one process: set DATABASE_URL/,
    );
    expect(
      loadConfig({ WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://x@127.0.0.1/db', DATA_DIR: tempDir() })
        .webConcurrency,
    ).toBe(2);
  });

  it('keeps photos on the disk by default and in a bucket when S3_BUCKET names one', () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir }).fileStore).toEqual({ kind: 'disk' });
    expect(
      loadConfig({
        DATA_DIR: dir,
        S3_BUCKET: 'shop-photos',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PUBLIC_URL: 'https://photos.example.test/',
      }).fileStore,
    ).toEqual({
      kind: 's3',
      bucket: 'shop-photos',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      publicUrl: 'https://photos.example.test',
    });
    // AWS itself: virtual-hosted addresses and the SDK's own credentials.
    expect(
      loadConfig({ DATA_DIR: dir, S3_BUCKET: 'shop-photos', S3_REGION: 'ca-central-1' }).fileStore,
    ).toMatchObject({
      endpoint: undefined,
      region: 'ca-central-1',
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('refuses an incomplete bucket configuration, in one line naming what is missing', () => {
    const dir = tempDir();
    expect(() => loadConfig({ DATA_DIR: dir, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /^Invalid environment variables:\n {2}S3_BUCKET: is needed with S3_ENDPOINT \(photos go to a bucket only when S3_BUCKET names it; unset them all to keep photos under DATA_DIR\)$/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, S3_BUCKET: 'shop-photos', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, S3_BUCKET: 'Shop_Photos' })).toThrow(
      /S3_BUCKET: must be a bucket name/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, S3_BUCKET: 'shop-photos', S3_PUBLIC_URL: 'photos' })).toThrow(
      /S3_PUBLIC_URL: /,
    );
  });

  it('lists every bad variable at once', () => {
    expect(() =>
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', DATA_DIR: tempDir() }),
    ).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL|PORT[\s\S]*LOG_LEVEL[\s\S]*DATABASE_URL/);
  });

  it('never seeds demo accounts in production, and says so when asked to', () => {
    const secret = 'x'.repeat(40);
    const base = {
      NODE_ENV: 'production',
      JWT_SECRET: secret,
      PAYMENT_PROVIDER: 'simulated',
      DATA_DIR: tempDir(),
    };
    expect(loadConfig(base)).toMatchObject({ seedDemoData: false, seedCatalogue: false });
    expect(() => loadConfig({ ...base, SEED_DEMO_DATA: 'true' })).toThrow(
      /SEED_DEMO_DATA: cannot be true when NODE_ENV=production: the demo accounts have public passwords/,
    );
    expect(loadConfig({ SEED_DEMO_DATA: 'false', DATA_DIR: tempDir() })).toMatchObject({
      seedDemoData: false,
      seedCatalogue: true,
    });
  });

  it('refuses production without an explicit payment provider, in one line', () => {
    const base = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), DATA_DIR: tempDir() };
    expect(() => loadConfig(base)).toThrow(/PAYMENT_PROVIDER: must be set when NODE_ENV=production/);
    // Stripe keys alone do not choose for production either.
    expect(() =>
      loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' }),
    ).toThrow(/PAYMENT_PROVIDER: must be set/);
    expect(loadConfig({ ...base, PAYMENT_PROVIDER: 'simulated' }).payments).toEqual({
      provider: 'simulated',
    });
    expect(() => loadConfig({ ...base, PAYMENT_PROVIDER: 'stripe' })).toThrow(
      /stripe needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY/,
    );
  });
});

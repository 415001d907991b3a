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
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', databaseUrl: undefined, seedDemoData: true });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(config.jwtSecret);
    // The same secret next time, so tokens survive a restart.
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
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

  it('lists every bad variable at once', () => {
    expect(() =>
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', DATA_DIR: tempDir() }),
    ).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL|PORT[\s\S]*LOG_LEVEL[\s\S]*DATABASE_URL/);
  });

  it('seeds demo accounts in production only when asked', () => {
    const secret = 'x'.repeat(40);
    const base = { NODE_ENV: 'production', JWT_SECRET: secret, DATA_DIR: tempDir() };
    expect(loadConfig(base)).toMatchObject({ seedDemoData: false, seedCatalogue: false });
    expect(loadConfig({ ...base, SEED_DEMO_DATA: 'true' })).toMatchObject({
      seedDemoData: true,
      seedCatalogue: true,
    });
    expect(loadConfig({ SEED_DEMO_DATA: 'false', DATA_DIR: tempDir() })).toMatchObject({
      seedDemoData: false,
      seedCatalogue: true,
    });
  });
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { SIMULATED_PAYMENTS_WARNING, startupWarnings } from './startup-warnings';

const config = (env: Record<string, string>) =>
  loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ikawa-warnings-')),
    JWT_SECRET: 'a-secret-that-is-long-enough-for-hs256-0123456789',
    ...env,
  });

describe('start-up warnings', () => {
  it('warns a production shop that its card payments are simulated', () => {
    expect(startupWarnings(config({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'simulated' }))).toEqual([
      SIMULATED_PAYMENTS_WARNING,
    ]);
  });

  it('says nothing for real payments, nor outside production', () => {
    const stripe = {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
    };
    expect(startupWarnings(config({ NODE_ENV: 'production', ...stripe }))).toEqual([]);
    expect(startupWarnings(config({ NODE_ENV: 'development' }))).toEqual([]);
    expect(startupWarnings(config({ NODE_ENV: 'development', PAYMENT_PROVIDER: 'simulated' }))).toEqual([]);
  });
});

import type { Config } from '../config';

export const SIMULATED_PAYMENTS_WARNING =
  'PAYMENT_PROVIDER=simulated in production: card payments are simulated with test cards and no money is taken. Set PAYMENT_PROVIDER=stripe with STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY to take real payments.';

/**
 * What an operator should hear at every start: settings that are allowed but seldom meant, such
 * as a production shop whose card payments take no money. Logged by server.ts, one line each.
 */
export function startupWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.env === 'production' && config.payments.provider === 'simulated') {
    warnings.push(SIMULATED_PAYMENTS_WARNING);
  }
  return warnings;
}

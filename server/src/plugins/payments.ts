import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { PaymentProvider } from '../modules/payments/provider';
import { createPaymentsService, type PaymentsService } from '../modules/payments/service';
import { createSimulatedProvider } from '../modules/payments/simulated-provider';
import { createStripeProvider } from '../modules/payments/stripe-provider';

declare module 'fastify' {
  interface FastifyInstance {
    paymentProvider: PaymentProvider;
    payments: PaymentsService;
  }
}

/** Chooses the card provider from PAYMENT_PROVIDER (simulated by default, Stripe with keys). */
export const paymentsPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config; provider?: PaymentProvider }) => {
    const settings = opts.config.payments;
    const provider =
      opts.provider ??
      (settings.provider === 'stripe' ? createStripeProvider(settings) : createSimulatedProvider(app.db));
    app.decorate('paymentProvider', provider);
    app.decorate('payments', createPaymentsService({ db: app.db, provider, log: app.log }));
  },
  { name: 'payments', dependencies: ['db'] },
);

import type { IntentStatus } from '@ikawa/contracts/payments';
import Stripe from 'stripe';
import { AppError } from '../../lib/app-error';
import type { PaymentProvider, ProviderIntent } from './provider';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string | undefined;
  /** A local stand-in of Stripe's API for tests (host, port and protocol of the SDK). */
  apiBase: string | undefined;
}

function toIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: intent.status as IntentStatus,
    amountCents: intent.amount,
    currency: intent.currency,
    lastError: intent.last_payment_error?.message ?? null,
  };
}

/**
 * Card payments through Stripe with the official SDK. Live use needs real keys
 * (STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY) and a webhook secret for `/api/payments/webhook`.
 * @see https://docs.stripe.com/payments/accept-a-payment?platform=web&ui=elements
 */
export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
          protocol: base.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  });

  return {
    name: 'stripe',
    publishableKey: settings.publishableKey,

    async createIntent({ amountCents, currency, metadata, idempotencyKey }) {
      const intent = await stripe.paymentIntents.create(
        { amount: amountCents, currency, metadata, automatic_payment_methods: { enabled: true } },
        { idempotencyKey },
      );
      return toIntent(intent);
    },

    async retrieveIntent(id) {
      try {
        return toIntent(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404)
          return undefined;
        throw error;
      }
    },

    async cancelOrRefund(id) {
      const intent = await stripe.paymentIntents.retrieve(id);
      if (intent.status === 'succeeded') {
        await stripe.refunds.create({ payment_intent: id }, { idempotencyKey: `refund-${id}` });
        return 'refunded';
      }
      if (intent.status !== 'canceled') await stripe.paymentIntents.cancel(id);
      return 'canceled';
    },

    parseWebhook(rawBody, signature) {
      if (!settings.webhookSecret)
        throw new AppError('not_found', 'Webhooks are not configured (STRIPE_WEBHOOK_SECRET).');
      if (!signature) throw new AppError('validation', 'Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch {
        throw new AppError('validation', 'Webhook signature verification failed');
      }
      const object = event.data.object as { object?: string; id?: string };
      return {
        type: event.type,
        intentId: object.object === 'payment_intent' && object.id ? object.id : null,
      };
    },
  };
}

import { z } from 'zod';
import type { IntentStatus } from '@ikawa/contracts/payments';
import Stripe from 'stripe';
import { AppError } from '../../lib/app-error';
import { ERRORS } from '../../lib/error-messages';
import type { CardAttemptResult, CardVault, PaymentProvider, ProviderIntent, VaultCard } from './provider';

/** The part of a webhook event the shop reads; anything else in it is left alone. */
const WebhookEventSchema = z.object({
  type: z.string(),
  data: z.object({ object: z.object({ object: z.string().optional(), id: z.string().optional() }) }),
});

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string | undefined;
  /** A local stand-in of Stripe's API for tests (host, port and protocol of the SDK). */
  apiBase: string | undefined;
}

function toIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  // With `expand: ['payment_method']` the card's brand and last 4 come along.
  const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
  const card = method?.card ? { brand: method.card.brand, last4: method.card.last4 } : null;
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: intent.status as IntentStatus,
    amountCents: intent.amount,
    currency: intent.currency,
    lastError: intent.last_payment_error?.message ?? null,
    card,
  };
}

function toVaultCard(method: Stripe.PaymentMethod): VaultCard | undefined {
  if (method.type !== 'card' || !method.card) return undefined;
  const customer = method.customer;
  return {
    id: method.id,
    customerId: typeof customer === 'string' ? customer : (customer?.id ?? null),
    brand: method.card.brand,
    last4: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
  };
}

/**
 * Stripe's failures as the shopper may read them: a refused request is a 400 with Stripe's
 * sentence, an unreachable or unhappy Stripe a 503 — never a 500.
 */
function asAppError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (
    error instanceof Stripe.errors.StripeCardError ||
    error instanceof Stripe.errors.StripeInvalidRequestError
  )
    return new AppError('validation', error.message);
  if (error instanceof Stripe.errors.StripeError)
    return new AppError('unavailable', ERRORS.payment.cardServiceUnavailable);
  return error;
}

async function guarded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw asAppError(error);
  }
}

/** The vault with every call's Stripe failure answered as an AppError. */
function guardVault(vault: CardVault): CardVault {
  const wrap =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    (...args: A) =>
      guarded(() => fn(...args));
  return {
    createCustomer: wrap(vault.createCustomer),
    createSetupIntent: wrap(vault.createSetupIntent),
    retrieveCard: wrap(vault.retrieveCard),
    attachCard: wrap(vault.attachCard),
    detachCard: wrap(vault.detachCard),
    updateCard: wrap(vault.updateCard),
    chargeSavedCard: wrap(vault.chargeSavedCard),
  };
}

export const STRIPE_UNAVAILABLE = 'The card service did not answer. Please try again in a moment.';

const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404;

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

  const cardVault: CardVault = guardVault({
    async createCustomer({ userId, email, name }) {
      // One key per shopper: two first saves at once still make a single Customer.
      const customer = await stripe.customers.create(
        { email, name, metadata: { userId, shop: 'ikawa' } },
        { idempotencyKey: `ikawa-customer-${userId}` },
      );
      return customer.id;
    },

    async createSetupIntent(customerId, userId) {
      const intent = await stripe.setupIntents.create({
        customer: customerId,
        // Saved cards also pay subscription renewals without the shopper present (decision 022).
        usage: 'off_session',
        allowed_payment_method_types: ['card'],
        metadata: { userId, shop: 'ikawa' },
      });
      return { id: intent.id, clientSecret: intent.client_secret ?? '' };
    },

    async retrieveCard(paymentMethodId) {
      try {
        return toVaultCard(await stripe.paymentMethods.retrieve(paymentMethodId));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async attachCard(paymentMethodId, customerId) {
      const card = toVaultCard(await stripe.paymentMethods.attach(paymentMethodId, { customer: customerId }));
      if (!card) throw new AppError('validation', ERRORS.card.onlyCards);
      return card;
    },

    async detachCard(paymentMethodId) {
      try {
        await stripe.paymentMethods.detach(paymentMethodId);
      } catch (error) {
        // Already gone at Stripe, or no longer attached: what we wanted.
        if (isMissing(error)) return;
        if (error instanceof Stripe.errors.StripeInvalidRequestError && /not attached/i.test(error.message))
          return;
        throw error;
      }
    },

    async updateCard(paymentMethodId, { name, expMonth, expYear }) {
      await stripe.paymentMethods.update(paymentMethodId, {
        ...(name !== undefined ? { billing_details: { name } } : {}),
        ...(expMonth !== undefined && expYear !== undefined
          ? { card: { exp_month: expMonth, exp_year: expYear } }
          : {}),
      });
    },

    async chargeSavedCard({
      intentId,
      customerId,
      paymentMethodId,
      returnUrl,
      offSession,
    }): Promise<CardAttemptResult> {
      let intent = await stripe.paymentIntents.retrieve(intentId);
      // Paid, being paid or given up: nothing more to charge.
      if (['succeeded', 'processing', 'canceled', 'requires_capture'].includes(intent.status)) {
        return {
          id: intent.id,
          status: intent.status as IntentStatus,
          error: null,
          brand: null,
          last4: null,
        };
      }
      try {
        await stripe.paymentIntents.update(intentId, {
          customer: customerId,
          payment_method: paymentMethodId,
        });
        intent = await stripe.paymentIntents.confirm(intentId, {
          payment_method: paymentMethodId,
          return_url: returnUrl,
          // A renewal: nobody is there to authenticate, so a bank that asks for it declines.
          ...(offSession ? { off_session: true } : {}),
          expand: ['payment_method'],
        });
      } catch (error) {
        // A declined card: Stripe answers 402 with the intent, which now needs another card.
        if (error instanceof Stripe.errors.StripeCardError) {
          return {
            id: intentId,
            status: 'requires_payment_method',
            error: error.message,
            brand: null,
            last4: null,
          };
        }
        throw error;
      }
      const method = intent.payment_method;
      const card = method && typeof method !== 'string' ? method.card : undefined;
      return {
        id: intent.id,
        status: intent.status as IntentStatus,
        error: intent.last_payment_error?.message ?? null,
        brand: card?.brand ?? null,
        last4: card?.last4 ?? null,
      };
    },
  });

  return {
    name: 'stripe',
    publishableKey: settings.publishableKey,
    cardVault,

    async createIntent({ amountCents, currency, metadata, idempotencyKey }) {
      const intent = await stripe.paymentIntents.create(
        { amount: amountCents, currency, metadata, automatic_payment_methods: { enabled: true } },
        { idempotencyKey },
      );
      return toIntent(intent);
    },

    async retrieveIntent(id) {
      try {
        return toIntent(await stripe.paymentIntents.retrieve(id, { expand: ['payment_method'] }));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async cancelIntent(id) {
      const intent = await stripe.paymentIntents.retrieve(id);
      if (intent.status === 'succeeded') return 'succeeded';
      if (intent.status === 'canceled') return 'canceled';
      try {
        await stripe.paymentIntents.cancel(id);
      } catch (error) {
        // Paid between the two calls: Stripe refuses to cancel a succeeded intent.
        const now = await stripe.paymentIntents.retrieve(id);
        if (now.status === 'succeeded') return 'succeeded';
        throw error;
      }
      return 'canceled';
    },

    async refund(id) {
      // One refund per intent, however often this is retried.
      await stripe.refunds.create({ payment_intent: id }, { idempotencyKey: `refund-${id}` });
    },

    async refundPart(id, amountCents, key) {
      // The key is the return's: retried, it refunds once.
      await stripe.refunds.create({ payment_intent: id, amount: amountCents }, { idempotencyKey: key });
    },

    parseWebhook(rawBody, signature) {
      if (!settings.webhookSecret) throw new AppError('not_found', ERRORS.payment.webhooksOff);
      if (!signature) throw new AppError('validation', ERRORS.payment.signatureMissing);
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch {
        throw new AppError('validation', ERRORS.payment.signatureInvalid);
      }
      // Signed but malformed (found by the fuzz test): refused with a 400, never a crash.
      const parsed = WebhookEventSchema.safeParse(event);
      if (!parsed.success) throw new AppError('validation', ERRORS.payment.unknownEvent);
      const object = parsed.data.data.object;
      return {
        type: parsed.data.type,
        intentId: object.object === 'payment_intent' && object.id ? object.id : null,
      };
    },
  };
}

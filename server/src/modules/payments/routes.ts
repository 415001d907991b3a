import { ApiErrorSchema } from '@ikawa/contracts/common';
import { IdempotencyKeySchema } from '@ikawa/contracts/orders';
import {
  CardAttemptResponseSchema,
  ConfirmPaymentInputSchema,
  ConfirmSavedInputSchema,
  ConfirmPaymentResponseSchema,
  CreateIntentInputSchema,
  CreateIntentResponseSchema,
  PaymentConfigSchema,
  PaymentStatusQuerySchema,
  PaymentStatusResponseSchema,
  SimulatedAuthenticateInputSchema,
  SimulatedConfirmInputSchema,
  SimulatedConfirmSavedInputSchema,
  SimulatedIntentResponseSchema,
} from '@ikawa/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { ERRORS } from '../../lib/error-messages';
import { currentUser } from '../auth/session';
import type { SimulatedProvider } from './simulated-provider';

/** Where Stripe sends the shopper back after a bank's extra step (the result page asks the server). */
const PAYMENT_RESULT_PATH = '/payment-success';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  422: ApiErrorSchema,
};
const security = [{ bearerAuth: [] }];
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.payments;

  app.get(
    '/config',
    {
      schema: {
        tags: ['payments'],
        summary: 'Which card provider the shop uses',
        response: { 200: PaymentConfigSchema },
      },
    },
    async () => ({
      success: true as const,
      data: { provider: app.paymentProvider.name, publishableKey: app.paymentProvider.publishableKey },
    }),
  );

  app.post(
    '/create-intent',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['payments'],
        summary: 'Price the cart on the server and open a payment intent for it',
        description:
          'The `amount` sent is ignored. An `Idempotency-Key` header makes retries return the same intent.',
        security,
        headers: z.object({ 'idempotency-key': IdempotencyKeySchema.optional() }).loose(),
        body: CreateIntentInputSchema,
        response: { 200: CreateIntentResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.createIntent(
        currentUser(request),
        request.body.orderData,
        // Checked by the route's schema; read as sent (headers are not replaced by their parse).
        request.headers['idempotency-key']?.trim(),
      ),
    }),
  );

  app.post(
    '/confirm-payment',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['payments'],
        summary: 'Make the order once the provider says the payment succeeded',
        security,
        body: ConfirmPaymentInputSchema,
        response: { 200: ConfirmPaymentResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.confirm(currentUser(request), request.body.paymentIntentId),
    }),
  );

  app.get(
    '/status',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['payments'],
        summary: 'The payment’s real status from the provider (for the payment result page)',
        security,
        querystring: PaymentStatusQuerySchema,
        response: { 200: PaymentStatusResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.status(currentUser(request), request.query.payment_intent),
    }),
  );

  // The simulated provider's card endpoints (offline mode only).
  const simulated =
    app.paymentProvider.name === 'simulated' ? (app.paymentProvider as SimulatedProvider) : undefined;
  const requireSimulated = () => {
    if (!simulated) throw new AppError('not_found', ERRORS.card.simulatedNotInUse);
    return simulated;
  };
  app.post(
    '/confirm-saved',
    {
      onRequest: [app.authenticate],
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        summary: 'Pay an open intent with one of the signed-in shopper’s saved cards (either provider)',
        description:
          'Simulated: the card is charged by its vault token. Stripe: the intent gets the shopper’s ' +
          'Customer and the saved payment method and is confirmed by the server; `requires_action` ' +
          'is finished in the browser with Stripe.js. Another shopper’s card answers 404 and nothing ' +
          'is charged. The order is made by `confirm-payment` (or the webhook) as for a new card.',
        security,
        body: ConfirmSavedInputSchema,
        response: { 200: CardAttemptResponseSchema, ...errors, 503: ApiErrorSchema },
      },
    },
    async (request) => {
      const returnUrl = `${request.protocol}://${request.host}${PAYMENT_RESULT_PATH}`;
      return {
        success: true as const,
        data: await app.payments.confirmSaved(currentUser(request), request.body, returnUrl),
      };
    },
  );

  app.post(
    '/simulated/confirm',
    {
      onRequest: [app.authenticate],
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        summary: 'Simulated provider: pay an intent with a test card (only brand and last 4 are kept)',
        security,
        body: SimulatedConfirmInputSchema,
        response: { 200: SimulatedIntentResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await requireSimulated().confirmCard(request.body) }),
  );

  app.post(
    '/simulated/confirm-saved',
    {
      onRequest: [app.authenticate],
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        summary: 'Simulated provider: pay an intent with one of the signed-in shopper’s saved cards',
        description:
          'Kept for older clients: `POST /payments/confirm-saved` does the same in either mode. Another shopper’s card answers 404.',
        security,
        body: SimulatedConfirmSavedInputSchema,
        response: { 200: SimulatedIntentResponseSchema, ...errors },
      },
    },
    async (request) => {
      requireSimulated();
      // The simulated provider never sends the shopper elsewhere: no return address.
      return {
        success: true as const,
        data: await app.payments.confirmSaved(currentUser(request), request.body, ''),
      };
    },
  );

  app.post(
    '/simulated/authenticate',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['payments'],
        summary: 'Simulated provider: complete (or fail) the extra confirmation step',
        security,
        body: SimulatedAuthenticateInputSchema,
        response: { 200: SimulatedIntentResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await requireSimulated().authenticate(request.body),
    }),
  );
};

/** Stripe's webhook: the signature is checked on the raw body, so this scope parses no JSON. */
export const paymentsWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/webhook',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['payments'],
        summary: 'Stripe webhook (payment_intent.succeeded makes the order if the browser did not)',
        response: { 200: z.object({ received: z.literal(true) }), 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      await app.payments.handleWebhook(
        request.body as Buffer,
        typeof signature === 'string' ? signature : undefined,
      );
      return { received: true as const };
    },
  );
};

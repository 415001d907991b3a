import { ApiErrorSchema } from '@ikawa/contracts/common';
import {
  CancelSubscriptionInputSchema,
  CreateSubscriptionInputSchema,
  SubscriptionCreatedResponseSchema,
  SubscriptionExtrasInputSchema,
  SubscriptionListResponseSchema,
  SubscriptionOfferResponseSchema,
  SubscriptionParamsSchema,
  SubscriptionResponseSchema,
  UpdateSubscriptionInputSchema,
} from '@ikawa/contracts/subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/session';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const security = [{ bearerAuth: [] }];
const tags = ['subscriptions'];

/** Subscribe & save (decision 022): what it gives (public), and the customer's own subscriptions. */
export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.subscriptions;

  app.get(
    '/offer',
    {
      schema: {
        tags,
        summary: 'What Subscribe & save gives: the subscriber discount and the rhythms offered',
        response: { 200: SubscriptionOfferResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await service.offer() }),
  );

  await app.register(ownSubscriptionsRoutes);
};

const ownSubscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.subscriptions;
  app.addHook('onRequest', app.authenticate);

  app.post(
    '',
    {
      schema: {
        tags,
        summary:
          'Subscribe to a cart every 2, 4 or 6 weeks, paid in cash or by a saved card; the first order is placed at once',
        security,
        body: CreateSubscriptionInputSchema,
        response: {
          201: SubscriptionCreatedResponseSchema,
          ...errors,
          409: ApiErrorSchema,
          422: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const data = await service.subscribe(currentUser(request), request.body);
      return reply.code(201).send({ success: true as const, data });
    },
  );

  app.get(
    '',
    {
      schema: {
        tags,
        summary: 'My subscriptions',
        security,
        response: { 200: SubscriptionListResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await service.listOwn(currentUser(request)) }),
  );

  const action = (path: string, summary: string, run: typeof service.skip) =>
    app.post(
      `/:id/${path}`,
      {
        schema: {
          tags,
          summary,
          security,
          params: SubscriptionParamsSchema,
          response: { 200: SubscriptionResponseSchema, ...errors, 409: ApiErrorSchema },
        },
      },
      async (request) => ({
        success: true as const,
        data: await run(currentUser(request), request.params.id),
      }),
    );
  action('skip', 'Skip the next renewal', service.skip);
  action('pause', 'Pause: no renewal until resumed', service.pause);
  action('resume', 'Resume a paused subscription (a day gone by becomes tomorrow)', service.resume);

  app.post(
    '/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel, with an optional reason',
        security,
        params: SubscriptionParamsSchema,
        body: CancelSubscriptionInputSchema,
        response: { 200: SubscriptionResponseSchema, ...errors, 409: ApiErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.cancel(currentUser(request), request.params.id, request.body),
    }),
  );

  app.put(
    '/:id/extras',
    {
      schema: {
        tags,
        summary: 'One-off items for the next renewal only (an empty list takes them off)',
        security,
        params: SubscriptionParamsSchema,
        body: SubscriptionExtrasInputSchema,
        response: { 200: SubscriptionResponseSchema, ...errors, 409: ApiErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.setExtras(currentUser(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/:id/order-now',
    {
      schema: {
        tags,
        summary:
          'Place the next renewal today (cash, or charged to the saved card); the one after follows the rhythm',
        security,
        params: SubscriptionParamsSchema,
        response: {
          200: SubscriptionCreatedResponseSchema,
          ...errors,
          409: ApiErrorSchema,
          422: ApiErrorSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.orderNow(currentUser(request), request.params.id),
    }),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        summary:
          'Change the rhythm, the next day, the coffees and quantities, fulfilment and address, or payment (from the next renewal)',
        security,
        params: SubscriptionParamsSchema,
        body: UpdateSubscriptionInputSchema,
        response: { 200: SubscriptionResponseSchema, ...errors, 409: ApiErrorSchema, 422: ApiErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.update(currentUser(request), request.params.id, request.body),
    }),
  );
};

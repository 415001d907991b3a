import { ApiErrorSchema } from '@ikawa/contracts/common';
import {
  CancelSubscriptionInputSchema,
  CreateSubscriptionInputSchema,
  SubscriptionCreatedResponseSchema,
  SubscriptionListResponseSchema,
  SubscriptionParamsSchema,
  SubscriptionResponseSchema,
  UpdateSubscriptionInputSchema,
} from '@ikawa/contracts/subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/session';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const security = [{ bearerAuth: [] }];
const tags = ['subscriptions'];

/** Subscribe & save (decision 022): the customer's own subscriptions. */
export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.subscriptions;
  app.addHook('onRequest', app.authenticate);

  app.post(
    '',
    {
      schema: {
        tags,
        summary:
          'Subscribe to a cart every 2, 4 or 6 weeks (cash for now); the first order is placed at once',
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

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Change the rhythm, or the day of the next renewal',
        security,
        params: SubscriptionParamsSchema,
        body: UpdateSubscriptionInputSchema,
        response: { 200: SubscriptionResponseSchema, ...errors, 409: ApiErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.update(currentUser(request), request.params.id, request.body),
    }),
  );
};

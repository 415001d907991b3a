import { ApiErrorSchema } from '@ikawa/contracts/common';
import {
  AdminSubscriptionDetailResponseSchema,
  AdminSubscriptionListQuerySchema,
  AdminSubscriptionListResponseSchema,
  AdminSubscriptionParamsSchema,
  SubscriptionForecastQuerySchema,
  SubscriptionForecastResponseSchema,
} from '@ikawa/contracts/admin-subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };
const security = [{ bearerAuth: [] }];
const tags = ['admin'];

/** `/api/admin/subscriptions`: the owner's view of Subscribe & save (decision 022). */
export const adminSubscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));
  const service = app.adminSubscriptions;

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Subscriptions, newest first, by status, payment and the customer’s name or e-mail',
        security,
        querystring: AdminSubscriptionListQuerySchema,
        response: { 200: AdminSubscriptionListResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await service.list(request.query)) }),
  );

  app.get(
    '/forecast',
    {
      schema: {
        tags,
        summary:
          'The renewals expected in the next store days (1 to 28, 14 by default): bags and kilograms per day and product, and per product over the window',
        security,
        querystring: SubscriptionForecastQuerySchema,
        response: { 200: SubscriptionForecastResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await service.forecast(request.query.days) }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One subscription with its customer, its history and the orders it placed (oldest first)',
        security,
        params: AdminSubscriptionParamsSchema,
        response: { 200: AdminSubscriptionDetailResponseSchema, ...errors, 404: ApiErrorSchema },
      },
    },
    async (request) => ({ success: true as const, data: await service.get(request.params.id) }),
  );
};

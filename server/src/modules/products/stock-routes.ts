import { ApiErrorSchema } from '@ikawa/contracts/common';
import { ProductIdParamsSchema } from '@ikawa/contracts/admin';
import {
  StockAdjustmentInputSchema,
  StockAdjustmentResponseSchema,
  StockHistoryResponseSchema,
} from '@ikawa/contracts/stock';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/session';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const security = [{ bearerAuth: [] }];

/** "Adjust stock" and the stock history of a product (admin). */
export const stockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));

  app.post(
    '/:id/stock-adjustments',
    {
      schema: {
        tags: ['products'],
        summary: 'Change a product’s stock by a quantity, with a reason (admin); kept in its history',
        security,
        params: ProductIdParamsSchema,
        body: StockAdjustmentInputSchema,
        response: { 201: StockAdjustmentResponseSchema, ...errors, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const movement = await app.stock.adjust(request.params.id, request.body, currentUser(request).id);
      return reply.status(201).send({ status: 'success' as const, data: movement });
    },
  );

  app.get(
    '/:id/stock-history',
    {
      schema: {
        tags: ['products'],
        summary: 'Every change of a product’s stock, newest first: adjustments, orders, cancels (admin)',
        security,
        params: ProductIdParamsSchema,
        response: { 200: StockHistoryResponseSchema, ...errors },
      },
    },
    async (request) => ({ status: 'success' as const, data: await app.stock.history(request.params.id) }),
  );
};

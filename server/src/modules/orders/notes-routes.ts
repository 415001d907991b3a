import { ApiErrorSchema } from '@ikawa/contracts/common';
import {
  CreateOrderNoteInputSchema,
  OrderNoteResponseSchema,
  OrderNotesResponseSchema,
} from '@ikawa/contracts/order-notes';
import { OrderParamsSchema } from '@ikawa/contracts/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/session';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const security = [{ bearerAuth: [] }];

/** Notes on an order, internal or to the customer (admin). */
export const orderNotesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));

  app.get(
    '/:id/notes',
    {
      schema: {
        tags: ['admin'],
        summary: 'The order’s notes, internal and to the customer, oldest first (admin)',
        security,
        params: OrderParamsSchema,
        response: { 200: OrderNotesResponseSchema, ...errors },
      },
    },
    async (request) => ({ status: 'success' as const, data: await app.orderNotes.list(request.params.id) }),
  );

  app.post(
    '/:id/notes',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a note: internal (admins only) or to the customer (shown in My Orders)',
        security,
        params: OrderParamsSchema,
        body: CreateOrderNoteInputSchema,
        response: { 201: OrderNoteResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const note = await app.orderNotes.add(request.params.id, currentUser(request).id, request.body);
      return reply.status(201).send({ status: 'success' as const, data: note });
    },
  );
};

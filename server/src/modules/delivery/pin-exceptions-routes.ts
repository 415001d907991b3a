import { ApiErrorSchema } from '@ikawa/contracts/common';
import {
  DisputePinExceptionInputSchema,
  PinExceptionListQuerySchema,
  PinExceptionListResponseSchema,
  PinExceptionParamsSchema,
  PinExceptionResponseSchema,
} from '@ikawa/contracts/pin-exceptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/session';
import { errors, security } from './route-schemas';

/** `/api/admin/pin-exceptions`: deliveries completed without the PIN, to accept or dispute. */
export const pinExceptionAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));
  const tags = ['delivery'];

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Deliveries completed without the PIN, newest first, by review status',
        security,
        querystring: PinExceptionListQuerySchema,
        response: { 200: PinExceptionListResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await app.pinExceptions.list(request.query)) }),
  );

  app.post(
    '/:id/accept',
    {
      schema: {
        tags,
        summary: 'Accept a hand-over made without the PIN (once; an order event)',
        security,
        params: PinExceptionParamsSchema,
        response: { 200: PinExceptionResponseSchema, ...errors, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.pinExceptions.accept(currentUser(request), request.params.id),
    }),
  );

  app.post(
    '/:id/dispute',
    {
      schema: {
        tags,
        summary: 'Dispute a hand-over made without the PIN, with a note (once; an order event)',
        security,
        params: PinExceptionParamsSchema,
        body: DisputePinExceptionInputSchema,
        response: { 200: PinExceptionResponseSchema, ...errors, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.pinExceptions.dispute(currentUser(request), request.params.id, request.body.note),
    }),
  );
};

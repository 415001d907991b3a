import { ApiErrorSchema } from '@ikawa/contracts/common';
import {
  DiscountInputSchema,
  DiscountListResponseSchema,
  DiscountOfferResponseSchema,
  DiscountParamsSchema,
  DiscountResponseSchema,
  DiscountUpdateInputSchema,
  PromoCodeSchema,
} from '@ikawa/contracts/discounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const security = [{ bearerAuth: [] }];

/** Under /api/admin/discounts: the shop's discount codes. */
export const discountAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));
  const service = app.discounts;

  app.get(
    '',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every discount code, active first, with the uses orders hold now',
        security,
        response: { 200: DiscountListResponseSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: await service.list() }),
  );

  app.post(
    '',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a discount code (percentage, fixed amount or free delivery, with its limits)',
        security,
        body: DiscountInputSchema,
        response: { 201: DiscountResponseSchema, ...errors, 409: ApiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ success: true as const, data: await service.create(request.body) }),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change a discount code; any subset of its fields',
        security,
        params: DiscountParamsSchema,
        body: DiscountUpdateInputSchema,
        response: { 200: DiscountResponseSchema, ...errors, 409: ApiErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.update(request.params.id, request.body),
    }),
  );

  app.post(
    '/:id/deactivate',
    {
      schema: {
        tags: ['admin'],
        summary: 'Stop offering a code (orders already placed keep their discount)',
        security,
        params: DiscountParamsSchema,
        response: { 200: DiscountResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await service.deactivate(request.params.id) }),
  );
};

/** Under /api/discounts: what the storefront may say about a code on offer (the landing banner). */
export const discountPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/offer/:code',
    {
      schema: {
        tags: ['discounts'],
        summary: 'A code on offer now, in words ("15% off your first order"); 404 when it is not',
        params: z.object({ code: PromoCodeSchema }),
        response: { 200: DiscountOfferResponseSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.discounts.offer(request.params.code, request.locale),
    }),
  );
};

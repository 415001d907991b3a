import { ApiErrorSchema } from '@ikawa/contracts/common';
import {
  DeliveryZoneDeletedResponseSchema,
  DeliveryZoneInputSchema,
  DeliveryZoneListResponseSchema,
  DeliveryZoneLookupQuerySchema,
  DeliveryZoneLookupResponseSchema,
  DeliveryZoneParamsSchema,
  DeliveryZoneResponseSchema,
  DeliveryZoneUpdateInputSchema,
} from '@ikawa/contracts/delivery-zones';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const security = [{ bearerAuth: [] }];

/** Under /api/admin/delivery-zones: the shop's delivery zones (decision 019). */
export const deliveryZoneAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));
  const service = app.deliveryZones;

  app.get(
    '',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every delivery zone, by name, with its postal areas, fees, minimum and days',
        security,
        response: { 200: DeliveryZoneListResponseSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: await service.list() }),
  );

  app.post(
    '',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a delivery zone; a postal area another zone has is refused (409)',
        security,
        body: DeliveryZoneInputSchema,
        response: { 201: DeliveryZoneResponseSchema, ...errors, 409: ApiErrorSchema },
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
        summary: 'Change a delivery zone; any subset of its fields (its areas are replaced when given)',
        security,
        params: DeliveryZoneParamsSchema,
        body: DeliveryZoneUpdateInputSchema,
        response: { 200: DeliveryZoneResponseSchema, ...errors, 409: ApiErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.update(request.params.id, request.body),
    }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a delivery zone (orders keep the zone name they were priced with)',
        security,
        params: DeliveryZoneParamsSchema,
        response: { 200: DeliveryZoneDeletedResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.remove(request.params.id);
      return { success: true as const };
    },
  );
};

/** Under /api/delivery-zones: the checkout asks where a postal code is delivered. */
export const deliveryZonePublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/lookup',
    {
      schema: {
        tags: ['orders'],
        summary: 'How a postal code is delivered: its zone and fees, the flat fees, or pickup only',
        description:
          '`zone`: a delivery zone serves it; `flat`: the shop has no zones, or the address is outside Canada; `outside`: no zone serves this Canadian postal code, so only store pickup is offered.',
        querystring: DeliveryZoneLookupQuerySchema,
        response: { 200: DeliveryZoneLookupResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => ({ success: true as const, data: await app.deliveryZones.lookup(request.query) }),
  );
};

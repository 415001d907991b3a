import { ApiErrorSchema } from '@ikawa/contracts/common';
import { PackingSlipsQuerySchema } from '@ikawa/contracts/exports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Under /api/admin/packing-slips: printable packing slips, for admins only. */
export const packingSlipsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.packingSlips;
  app.addHook('onRequest', app.requireRole('admin'));

  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Packing slips of the chosen orders (`ids`, comma-separated, at most 100) or of every open order due by the end of a day (`date`: YYYY-MM-DD or today), as one printable HTML document',
        security: [{ bearerAuth: [] }],
        querystring: PackingSlipsQuerySchema,
        produces: ['text/html'],
        response: {
          200: z.string().describe('The packing slips, one HTML document'),
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          422: ApiErrorSchema,
        },
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(await service.document(request.query, request.locale)),
  );
};

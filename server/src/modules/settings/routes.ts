import { ApiErrorSchema } from '@ikawa/contracts/common';
import { SettingsResponseSchema, UpdateSettingsInputSchema } from '@ikawa/contracts/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromSettingsInput, toSettingsDto } from './mapper';
import { getSettingsRow, updateSettingsRow } from './repo';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // DESIGN: public, because checkout needs the fees.
  app.get(
    '',
    {
      schema: {
        tags: ['settings'],
        summary: 'Store settings (public)',
        response: { 200: SettingsResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=30');
      return { status: 'success' as const, data: toSettingsDto(await getSettingsRow(app.db)) };
    },
  );

  app.patch(
    '',
    {
      onRequest: [app.requireRole('admin')],
      schema: {
        tags: ['settings'],
        summary: 'Update the store settings (admin)',
        security: [{ bearerAuth: [] }],
        body: UpdateSettingsInputSchema,
        response: {
          200: SettingsResponseSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const current = await getSettingsRow(app.db);
      const row = await updateSettingsRow(app.db, fromSettingsInput(request.body, current));
      return { status: 'success' as const, data: toSettingsDto(row) };
    },
  );
};

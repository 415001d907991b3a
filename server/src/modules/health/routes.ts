import { ApiErrorSchema, HealthSchema } from '@ikawa/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Liveness: 200 only when the database answers',
        response: { 200: HealthSchema, 503: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await app.database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'health check: database did not answer');
        throw new AppError('unavailable', 'The database is not answering.');
      }
      return { status: 'ok' as const };
    },
  );
};

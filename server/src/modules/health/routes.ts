import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ApiErrorSchema, HealthSchema } from '@ikawa/contracts/common';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { migrationsFolder } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ERRORS } from '../../lib/error-messages';
import { rowsOf } from '../../db/rows';

/** How many migrations this build carries (drizzle/meta/_journal.json). */
function migrationsInBuild(): number {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/**
 * `/api/health` says the process is alive (for a process manager's restarts);
 * `/api/ready` says it can serve: the database answers and every migration of this build is
 * applied (for a load balancer's rotation).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const expected = migrationsInBuild();

  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers (the database is not asked)',
        response: { 200: HealthSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/ready',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers and every migration of this build is applied',
        response: { 200: HealthSchema, 503: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      let applied: number;
      try {
        const rows = await rowsOf<{ n: number }>(
          app.db,
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        );
        applied = rows[0]?.n ?? 0;
      } catch (error) {
        request.log.warn({ err: error }, 'readiness: database did not answer');
        throw new AppError('unavailable', ERRORS.health.databaseSilent);
      }
      if (applied < expected)
        throw new AppError('unavailable', ERRORS.health.notMigrated, { values: { applied, expected } });
      return { status: 'ok' as const };
    },
  );
};

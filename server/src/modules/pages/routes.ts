import { ApiErrorSchema } from '@ikawa/contracts/common';
import {
  POLICY_SLUGS,
  type PolicyPage,
  PolicyPageResponseSchema,
  PolicyPagesResponseSchema,
  type PolicySlug,
  PolicySlugSchema,
  UpdatePolicyPageInputSchema,
} from '@ikawa/contracts/pages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth';
import { defaultPolicyPage } from './defaults';
import { findPolicyPage, listPolicyPages, type PolicyPageRow, upsertPolicyPage } from './repo';

const SlugParamsSchema = z.object({ slug: PolicySlugSchema });

/** The saved page, or the seeded text when the admin never saved it. */
function toPageDto(slug: PolicySlug, row: PolicyPageRow | undefined): PolicyPage {
  if (!row) return { slug, ...defaultPolicyPage(slug), updatedAt: null };
  return { slug, title: row.title, body: row.body, updatedAt: row.updatedAt.toISOString() };
}

/** Issue 17 §3: the policy pages, public to read, edited by the admin in Settings. */
export const pagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pages',
    {
      schema: {
        tags: ['pages'],
        summary: 'All policy pages (Markdown), for the admin’s editor',
        response: { 200: PolicyPagesResponseSchema },
      },
    },
    async () => {
      const rows = new Map((await listPolicyPages(app.db)).map((row) => [row.slug, row]));
      return {
        status: 'success' as const,
        data: POLICY_SLUGS.map((slug) => toPageDto(slug, rows.get(slug))),
      };
    },
  );

  app.get(
    '/pages/:slug',
    {
      schema: {
        tags: ['pages'],
        summary: 'One policy page: privacy, terms, shipping or returns (Markdown; public)',
        params: SlugParamsSchema,
        response: { 200: PolicyPageResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => {
      // Not cached: an edit in Settings shows on the next visit.
      const { slug } = request.params;
      return { status: 'success' as const, data: toPageDto(slug, await findPolicyPage(app.db, slug)) };
    },
  );

  app.put(
    '/admin/pages/:slug',
    {
      onRequest: [app.requireRole('admin')],
      schema: {
        tags: ['pages'],
        summary: 'Save a policy page (admin): a title and Markdown, shown without raw HTML',
        security: [{ bearerAuth: [] }],
        params: SlugParamsSchema,
        body: UpdatePolicyPageInputSchema,
        response: {
          200: PolicyPageResponseSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const { slug } = request.params;
      const row = await upsertPolicyPage(app.db, {
        slug,
        ...request.body,
        updatedBy: currentUser(request).id,
      });
      return { status: 'success' as const, data: toPageDto(slug, row) };
    },
  );
};

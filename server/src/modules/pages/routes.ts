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
import { LOCALES, type Locale } from '@ikawa/contracts/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/session';
import { defaultPolicyPage } from './defaults';
import { findPolicyPage, listPolicyPages, type PolicyPageRow, upsertPolicyPage } from './repo';

const SlugParamsSchema = z.object({ slug: PolicySlugSchema });

/** The saved page in `locale`, or the shop's starting text in that language when never saved. */
function toPageDto(slug: PolicySlug, locale: Locale, row: PolicyPageRow | undefined): PolicyPage {
  if (!row) return { slug, locale, ...defaultPolicyPage(slug, locale), updatedAt: null };
  return { slug, locale, title: row.title, body: row.body, updatedAt: row.updatedAt.toISOString() };
}

/** The policy pages, public to read, edited by the admin in Settings. */
export const pagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pages',
    {
      schema: {
        tags: ['pages'],
        summary: 'All policy pages in every language (Markdown), for the admin’s editor',
        response: { 200: PolicyPagesResponseSchema },
      },
    },
    async () => {
      const rows = new Map((await listPolicyPages(app.db)).map((row) => [`${row.slug} ${row.locale}`, row]));
      return {
        status: 'success' as const,
        data: POLICY_SLUGS.flatMap((slug) =>
          LOCALES.map((locale) => toPageDto(slug, locale, rows.get(`${slug} ${locale}`))),
        ),
      };
    },
  );

  app.get(
    '/pages/:slug',
    {
      schema: {
        tags: ['pages'],
        summary: 'One policy page in the request’s language: privacy, terms, shipping or returns',
        params: SlugParamsSchema,
        response: { 200: PolicyPageResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      // Not cached: an edit in Settings shows on the next visit.
      const { slug } = request.params;
      const { locale } = request;
      reply.header('vary', 'Accept-Language');
      const row = await findPolicyPage(app.db, slug, locale);
      return { status: 'success' as const, data: toPageDto(slug, locale, row) };
    },
  );

  app.put(
    '/admin/pages/:slug',
    {
      onRequest: [app.requireRole('admin')],
      schema: {
        tags: ['pages'],
        summary: 'Save a policy page in one language (admin): a title and Markdown, no raw HTML',
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
      return { status: 'success' as const, data: toPageDto(slug, row.locale, row) };
    },
  );
};

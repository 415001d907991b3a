import { ApiErrorSchema } from '@ikawa/contracts/common';
import { fromCents } from '@ikawa/contracts/money';
import {
  ProductListQuerySchema,
  ProductListResponseSchema,
  ProductParamsSchema,
  ProductResponseSchema,
} from '@ikawa/contracts/products';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { ERRORS } from '../../lib/error-messages';
import { toProductDto } from './mapper';
import { catalogueCentsRange, findProductBySlugOrId, listProducts } from './repo';

/** Catalogue answers may be kept, but must be revalidated (ETag) because stock moves. */
const REVALIDATE = 'no-cache';

export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        tags: ['products'],
        summary: 'The catalogue, filtered and sorted by the server',
        querystring: ProductListQuerySchema,
        response: { 200: ProductListResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const [{ rows, total }, range] = await Promise.all([
        listProducts(app.db, request.query, request.locale),
        catalogueCentsRange(app.db),
      ]);
      // The names and descriptions are in the request's language.
      reply.header('cache-control', REVALIDATE).header('vary', 'Accept-Language');
      return {
        success: true as const,
        data: rows.map((row) => toProductDto(row, request.locale)),
        total,
        priceRange: { min: fromCents(range.min), max: fromCents(range.max) },
      };
    },
  );

  app.get(
    '/:slug',
    {
      schema: {
        tags: ['products'],
        summary: 'One product by slug or _id',
        params: ProductParamsSchema,
        response: { 200: ProductResponseSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const row = await findProductBySlugOrId(app.db, request.params.slug);
      if (!row) throw new AppError('not_found', ERRORS.product.notFound);
      reply.header('cache-control', REVALIDATE).header('vary', 'Accept-Language');
      return { success: true as const, data: toProductDto(row, request.locale) };
    },
  );
};

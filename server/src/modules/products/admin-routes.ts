import {
  AdminProductListQuerySchema,
  AdminProductListResponseSchema,
  DeleteProductResponseSchema,
  ProductIdParamsSchema,
  ProductInputSchema,
  ProductUpdateInputSchema,
  weightProblem,
} from '@ikawa/contracts/admin';
import { ApiErrorSchema } from '@ikawa/contracts/common';
import { toCents } from '@ikawa/contracts/money';
import { ProductResponseSchema, ProductWithTextsResponseSchema } from '@ikawa/contracts/products';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defaultTaxCategory } from '@ikawa/contracts/tax';
import type { ProductType } from '@ikawa/contracts/enums';
import { AppError } from '../../lib/app-error';
import { ERRORS } from '../../lib/error-messages';
import { translateValidation } from '../../lib/i18n';
import { isUniqueViolation } from '../../lib/db-errors';
import { productSlug } from '../../lib/slug';
import { currentUser } from '../auth/session';
import {
  deleteOrArchiveProduct,
  findProductById,
  findProductIdBySlug,
  insertProduct,
  listAdminProducts,
  updateProduct,
} from './admin-repo';
import { toProductDto, toProductWithTextsDto } from './mapper';
import { isUuid } from '../../lib/ids';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const security = [{ bearerAuth: [] }];

/** Product writes for admins (SPEC §7 POST/PATCH/DELETE /products) and the admin list. */
export const productAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.requireRole('admin');

  /** A slug from the name (and a coffee's bag), made unique with a counter when taken. */
  async function uniqueSlug(
    name: string,
    type: ProductType,
    weight: number | null,
    exceptId?: string,
  ): Promise<string> {
    const base = productSlug({ name, type, weight }) || 'coffee';
    for (let n = 1; n < 1000; n += 1) {
      const candidate = n === 1 ? base : `${base}-${n}`;
      const taken = await findProductIdBySlug(app.db, candidate);
      if (!taken || taken === exceptId) return candidate;
    }
    throw new AppError('conflict', ERRORS.product.noFreeSlug);
  }

  async function requireProduct(id: string) {
    const row = isUuid(id) ? await findProductById(app.db, id) : undefined;
    if (!row) throw new AppError('not_found', ERRORS.product.notFound);
    return row;
  }

  app.get(
    '/admin/list',
    {
      onRequest: [admin],
      schema: {
        tags: ['products'],
        summary: 'Every product including archived ones, with units sold (admin)',
        security,
        querystring: AdminProductListQuerySchema,
        response: { 200: AdminProductListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await listAdminProducts(app.db, request.query);
      return {
        success: true as const,
        data: rows.map((row) => ({
          ...toProductWithTextsDto(row.product, request.locale),
          archived: row.product.archivedAt !== null,
          sold: row.sold,
        })),
      };
    },
  );

  app.post(
    '',
    {
      onRequest: [admin],
      schema: {
        tags: ['products'],
        summary: 'Add a product (admin)',
        security,
        body: ProductInputSchema,
        response: { 201: ProductWithTextsResponseSchema, ...errors, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const input = request.body;
      try {
        const row = await insertProduct(app.db, {
          slug: await uniqueSlug(input.name, input.type, input.weight ?? null),
          name: input.name,
          description: input.description,
          translations: input.translations ?? {},
          type: input.type,
          // Coffee is zero-rated unless the admin says otherwise; accessories taxable.
          taxCategory: input.taxCategory ?? defaultTaxCategory(input.type),
          weightKg: input.weight ?? null,
          priceCents: toCents(input.price),
          stock: input.stock,
        });
        await app.stock.recordCreated(row.id, row.stock, currentUser(request).id);
        return reply
          .status(201)
          .send({ success: true as const, data: toProductWithTextsDto(row, request.locale) });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('conflict', ERRORS.product.duplicate);
        throw error;
      }
    },
  );

  app.patch(
    '/:id',
    {
      onRequest: [admin],
      schema: {
        tags: ['products'],
        summary: 'Update a product (admin); past orders keep their snapshot',
        security,
        params: ProductIdParamsSchema,
        body: ProductUpdateInputSchema,
        response: { 200: ProductWithTextsResponseSchema, ...errors, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      const current = await requireProduct(request.params.id);
      const input = request.body;
      const name = input.name ?? current.name;
      const type = input.type ?? current.type;
      // Left out, the weight stays; null takes an accessory's weight away.
      const weight = input.weight === undefined ? current.weightKg : input.weight;
      // The rule ties weight and type, so a change of either is checked on the product as it
      // would be saved (a change of price alone leaves an older product's weight as it was).
      const problem =
        input.type !== undefined || input.weight !== undefined ? weightProblem(type, weight) : null;
      if (problem) {
        const message = translateValidation(request.locale, problem);
        throw new AppError('validation', message, { details: [{ path: 'weight', message }] });
      }
      const renamed =
        productSlug({ name, type, weight }) !==
        productSlug({ name: current.name, type: current.type, weight: current.weightKg });
      const row = await updateProduct(app.db, current.id, {
        name,
        weightKg: weight,
        ...(renamed ? { slug: await uniqueSlug(name, type, weight, current.id) } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.translations ? { translations: { ...current.translations, ...input.translations } } : {}),
        ...(input.type !== undefined ? { type: input.type } : {}),
        ...(input.taxCategory !== undefined ? { taxCategory: input.taxCategory } : {}),
        ...(input.price !== undefined ? { priceCents: toCents(input.price) } : {}),
      });
      if (!row) throw new AppError('not_found', ERRORS.product.notFound);
      // A stock set in the form is a movement of its history like any other.
      if (input.stock === undefined || input.stock === row.stock) {
        return { success: true as const, data: toProductWithTextsDto(row, request.locale) };
      }
      await app.stock.setFromForm(current.id, input.stock, currentUser(request).id);
      const saved = await requireProduct(current.id);
      return { success: true as const, data: toProductWithTextsDto(saved, request.locale) };
    },
  );

  app.post(
    '/:id/restore',
    {
      onRequest: [admin],
      schema: {
        tags: ['products'],
        summary: 'Put an archived product back on sale (admin)',
        security,
        params: ProductIdParamsSchema,
        response: { 200: ProductResponseSchema, ...errors },
      },
    },
    async (request) => {
      const current = await requireProduct(request.params.id);
      const row = await updateProduct(app.db, current.id, { archivedAt: null });
      if (!row) throw new AppError('not_found', ERRORS.product.notFound);
      return { success: true as const, data: toProductDto(row, request.locale) };
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: [admin],
      schema: {
        tags: ['products'],
        summary: 'Delete a product (admin); one that appears in past orders is archived instead',
        security,
        params: ProductIdParamsSchema,
        response: { 200: DeleteProductResponseSchema, ...errors },
      },
    },
    async (request) => {
      const current = await requireProduct(request.params.id);
      const outcome = await deleteOrArchiveProduct(app.db, current.id);
      // An archived product keeps its photos (past orders and a restore show them).
      if (outcome === 'deleted') await app.productPhotos.removeAllFiles(current.id);
      return { success: true as const, outcome };
    },
  );
};

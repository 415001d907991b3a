import multipart from '@fastify/multipart';
import { ProductIdParamsSchema } from '@ikawa/contracts/admin';
import { ApiErrorSchema } from '@ikawa/contracts/common';
import {
  PhotoAltSchema,
  PRODUCT_PHOTO_MAX_BYTES,
  ProductPhotoParamsSchema,
  ProductPhotosResponseSchema,
  ProductPhotoUpdateSchema,
} from '@ikawa/contracts/product-photos';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import { ERRORS } from '../../lib/error-messages';
import { translateValidation } from '../../lib/i18n';
import { isUuid } from '../../lib/ids';
import { readUploadedFile } from '../../lib/images';
import { uploadRateLimit } from '../../lib/request-limits';
import { PHOTO_CACHE, PHOTO_FILE_NAME, photoContentType } from './photo-files';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const security = [{ bearerAuth: [] }];

/** The admin's photos of a product (`/api/admin/products/{id}/photos`). */
export const productPhotoRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  await app.register(multipart, { limits: { fileSize: PRODUCT_PHOTO_MAX_BYTES, files: 1, fields: 5 } });
  app.addHook('onRequest', app.requireRole('admin'));

  app.post(
    '/:id/photos',
    {
      config: uploadRateLimit(config),
      schema: {
        tags: ['products'],
        summary:
          'Add a photo (JPEG, PNG or WebP up to 10 MB and 24 megapixels, checked by content; field `alt` before `file`)',
        consumes: ['multipart/form-data'],
        security,
        params: ProductIdParamsSchema,
        response: {
          201: ProductPhotosResponseSchema,
          ...errors,
          409: ApiErrorSchema,
          413: ApiErrorSchema,
          415: ApiErrorSchema,
          429: ApiErrorSchema,
          503: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await app.productPhotos.checkRoom(id);
      const { buffer, fields } = await readUploadedFile(request, {
        notMultipart: ERRORS.upload.photoNotMultipart,
        noFile: ERRORS.upload.photoNoFile,
        tooLarge: {
          ...ERRORS.upload.photoSize,
          values: { megabytes: PRODUCT_PHOTO_MAX_BYTES / 1024 / 1024 },
        },
      });
      const altField = fields.alt as { type?: string; value?: unknown } | undefined;
      const alt = PhotoAltSchema.safeParse(altField?.type === 'field' ? altField.value : '');
      if (!alt.success) {
        // The schema's own sentence (the contracts' validation table translates it).
        const message = alt.error.issues[0]?.message ?? 'Alt text is not valid';
        throw new AppError('validation', translateValidation(request.locale, message), {
          details: [{ path: 'alt', message }],
        });
      }
      const photos = await app.productPhotos.add(id, buffer, alt.data);
      return reply.status(201).send({ success: true as const, data: photos });
    },
  );

  app.patch(
    '/:id/photos/:photoId',
    {
      schema: {
        tags: ['products'],
        summary: 'Change a photo’s alt text or move it (position 0 = the main photo) (admin)',
        security,
        params: ProductPhotoParamsSchema,
        body: ProductPhotoUpdateSchema,
        response: { 200: ProductPhotosResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.productPhotos.update(request.params.id, request.params.photoId, request.body),
    }),
  );

  app.delete(
    '/:id/photos/:photoId',
    {
      schema: {
        tags: ['products'],
        summary: 'Delete a photo and its files (admin)',
        security,
        params: ProductPhotoParamsSchema,
        response: { 200: ProductPhotosResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.productPhotos.remove(request.params.id, request.params.photoId),
    }),
  );
};

/** A redirect to a bucket's public address is kept a day: the address moves if the bucket does. */
const REDIRECT_CACHE = 'public, max-age=86400';

/**
 * The photo files (`/uploads/products/<product id>/<hash>-<width>.<avif|webp>`): their names
 * change with their content, so they are cached for a year; anything else is a 404. From a
 * bucket with a public address (S3_PUBLIC_URL) they are a redirect there; else the server
 * reads them from the store and answers them itself, with the same headers and an ETag.
 */
export const productPhotoFileRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { productId: string; file: string } }>(
    '/:productId/:file',
    // A photo file: not counted by the rate limit (plugins/security.ts, countNoFilesOf).
    { schema: { hide: true }, config: { uncountedFile: true } },
    async (request, reply) => {
      const { productId, file } = request.params;
      if (!isUuid(productId) || !PHOTO_FILE_NAME.test(file)) {
        throw new AppError('not_found', ERRORS.photo.notFound);
      }
      const publicUrl = app.productPhotos.publicUrl(productId.toLowerCase(), file);
      if (publicUrl) return reply.header('cache-control', REDIRECT_CACHE).redirect(publicUrl, 302);
      const body = await app.productPhotos.file(productId.toLowerCase(), file);
      if (!body) throw new AppError('not_found', ERRORS.photo.notFound);
      return reply
        .type(photoContentType(file))
        .header('cache-control', PHOTO_CACHE)
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  );
};

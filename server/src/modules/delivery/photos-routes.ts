import multipart from '@fastify/multipart';
import { ApiErrorSchema } from '@ikawa/contracts/common';
import { CourierOrderParamsSchema } from '@ikawa/contracts/delivery';
import {
  DELIVERY_PHOTO_MAX_BYTES,
  DeliveryPhotoParamsSchema,
  DeliveryPhotoResponseSchema,
} from '@ikawa/contracts/pin-exceptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { ERRORS } from '../../lib/error-messages';
import { readUploadedFile } from '../../lib/images';
import { uploadRateLimit } from '../../lib/request-limits';
import { currentUser } from '../auth/session';
import { DELIVERY_PHOTO_TYPE } from './photo-file';
import { errors, security } from './route-schemas';

/** The courier's photos of their own orders (`/api/delivery/orders/{id}/photos`). */
export const deliveryPhotoRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  await app.register(multipart, { limits: { fileSize: DELIVERY_PHOTO_MAX_BYTES, files: 1, fields: 2 } });
  app.addHook('onRequest', app.requireRole('delivery'));

  app.post(
    '/orders/:id/photos',
    {
      config: uploadRateLimit(config),
      schema: {
        tags: ['delivery'],
        summary:
          'Add a photo taken at the door of one of my orders (JPEG, PNG or WebP up to 10 MB and 24 megapixels, checked by content; field `file`)',
        consumes: ['multipart/form-data'],
        security,
        params: CourierOrderParamsSchema,
        response: {
          201: DeliveryPhotoResponseSchema,
          ...errors,
          404: ApiErrorSchema,
          413: ApiErrorSchema,
          429: ApiErrorSchema,
          503: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      // Another courier's order, or one delivered already: refused before the upload is read.
      await app.deliveryPhotos.checkOrder(user, request.params.id);
      const { buffer } = await readUploadedFile(request, {
        notMultipart: ERRORS.upload.photoNotMultipart,
        noFile: ERRORS.upload.photoNoFile,
        tooLarge: {
          ...ERRORS.upload.photoSize,
          values: { megabytes: DELIVERY_PHOTO_MAX_BYTES / 1024 / 1024 },
        },
      });
      const photo = await app.deliveryPhotos.add(user, request.params.id, buffer);
      return reply.status(201).send({ success: true as const, data: photo });
    },
  );
};

/** The admin reads a delivery photo (`/api/admin/delivery-photos/{photoId}`); nobody else does. */
export const deliveryPhotoAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));
  app.get(
    '/:photoId',
    {
      schema: {
        tags: ['delivery'],
        summary: 'A photo a courier took at the door (WebP), for the admin',
        security,
        params: DeliveryPhotoParamsSchema,
        produces: [DELIVERY_PHOTO_TYPE],
        response: { 200: z.string().describe('The photo (WebP)'), ...errors, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const body = await app.deliveryPhotos.file(request.params.photoId);
      // A customer's door and face: kept by no shared cache.
      return (
        reply
          .type(DELIVERY_PHOTO_TYPE)
          .header('cache-control', 'private, max-age=3600')
          .header('x-content-type-options', 'nosniff')
          // A Buffer is sent as it is (Fastify serializes objects only); typed as the 200 body.
          .send(body as unknown as string)
      );
    },
  );
};

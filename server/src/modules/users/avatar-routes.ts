import multipart from '@fastify/multipart';
import { ApiErrorSchema } from '@ikawa/contracts/common';
import { ProfileImageResponseSchema } from '@ikawa/contracts/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { AVATAR_MAX_BYTES, removeAvatar, saveAvatar } from '../../lib/avatars';
import { readUploadedFile } from '../../lib/images';
import { currentUser } from '../auth/session';
import { uploadRateLimit } from '../../lib/request-limits';
import { ERRORS } from '../../lib/error-messages';

/** SPEC §7 `PATCH /auth/profile/image`: a multipart image for the signed-in user. */
export const avatarRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const service = app.users;
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5 } });
  app.addHook('onRequest', app.authenticate);

  app.patch(
    '/profile/image',
    {
      config: uploadRateLimit(config),
      schema: {
        tags: ['users'],
        summary: 'Upload a profile picture (JPEG, PNG or WebP, up to 2 MB; checked by content)',
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }],
        response: {
          200: ProfileImageResponseSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          413: ApiErrorSchema,
          415: ApiErrorSchema,
          429: ApiErrorSchema,
          503: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const { buffer } = await readUploadedFile(request, {
        notMultipart: ERRORS.upload.avatarNotMultipart,
        noFile: ERRORS.upload.avatarNoFile,
        tooLarge: ERRORS.upload.avatarSize,
      });
      const userId = currentUser(request).id;
      const url = await saveAvatar(config.dataDir, userId, buffer);
      const { user, previous } = await service.setProfileImage(userId, url);
      await removeAvatar(config.dataDir, previous);
      return { status: 'success' as const, profileImage: url, user };
    },
  );

  app.delete(
    '/profile/image',
    {
      schema: {
        tags: ['users'],
        summary: 'Remove the profile picture',
        security: [{ bearerAuth: [] }],
        response: { 200: ProfileImageResponseSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => {
      const { user, previous } = await service.setProfileImage(currentUser(request).id, null);
      await removeAvatar(config.dataDir, previous);
      return { status: 'success' as const, profileImage: null, user };
    },
  );
};

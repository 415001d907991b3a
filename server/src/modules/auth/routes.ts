import {
  AuthMessageResponseSchema,
  AuthResponseSchema,
  ForgotPasswordInputSchema,
  LoginInputSchema,
  MeResponseSchema,
  RegisterInputSchema,
  ResetPasswordInputSchema,
} from '@ikawa/contracts/auth';
import { ApiErrorSchema, SuccessSchema } from '@ikawa/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { currentUser } from './session';
import { ANSWERS } from '../../lib/answer-messages';
import { translate } from '../../lib/i18n';

export const authRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const service = app.auth;
  // Stricter per-address limit on the endpoints that attackers hammer.
  const authRateLimit = { rateLimit: { max: config.rateLimit.authMax, timeWindow: '1 minute' } };

  app.post(
    '/register',
    {
      config: authRateLimit,
      schema: {
        tags: ['auth'],
        summary: 'Create a customer account and sign in',
        body: RegisterInputSchema,
        response: { 201: AuthResponseSchema, 400: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      // The sign-up page's language, or the browser's when the form does not say.
      const { user, token } = await service.register({
        ...request.body,
        locale: request.body.locale ?? request.locale,
      });
      return reply.status(201).send({ success: true as const, user, token });
    },
  );

  app.post(
    '/login',
    {
      config: authRateLimit,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        body: LoginInputSchema,
        response: { 200: AuthResponseSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => {
      const { user, token } = await service.login(request.body, request.ip);
      return { success: true as const, user, token };
    },
  );

  app.post(
    '/forgot-password',
    {
      config: authRateLimit,
      schema: {
        tags: ['auth'],
        summary:
          'E-mail a link to choose a new password (the same answer whether or not the address is known)',
        body: ForgotPasswordInputSchema,
        response: { 202: AuthMessageResponseSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      // The e-mail is written after this answer (see AuthService.forgotPassword).
      service.forgotPassword(request.body.email);
      return reply
        .status(202)
        .send({ success: true as const, message: translate(request.locale, ANSWERS.resetSent) });
    },
  );

  app.post(
    '/reset-password',
    {
      config: authRateLimit,
      schema: {
        tags: ['auth'],
        summary:
          'Set a new password with the link from the e-mail (single use, one hour); ends every session',
        body: ResetPasswordInputSchema,
        response: {
          200: AuthMessageResponseSchema,
          400: ApiErrorSchema,
          422: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      await service.resetPassword(request.body);
      return { success: true as const, message: translate(request.locale, ANSWERS.resetDone) };
    },
  );

  app.post(
    '/logout',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['auth'],
        summary: 'Sign out: revokes the token on the server (every earlier token of the user stops working)',
        security: [{ bearerAuth: [] }],
        response: { 200: SuccessSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => {
      await service.logout(currentUser(request).id);
      return { success: true as const };
    },
  );

  app.get(
    '/me',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: MeResponseSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => ({ success: true as const, user: await service.me(currentUser(request).id) }),
  );
};

import { ApiErrorSchema } from '@ikawa/contracts/common';
import {
  NewsletterActionResponseSchema,
  NewsletterInputSchema,
  NewsletterResponseSchema,
  NewsletterTokenSchema,
  SubscriberListQuerySchema,
  SubscriberListResponseSchema,
} from '@ikawa/contracts/newsletter';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { ERRORS } from '../../lib/error-messages';
import { ANSWERS } from '../../lib/answer-messages';
import { translate } from '../../lib/i18n';
import { localizedPath } from '@ikawa/contracts/i18n';

const tokenErrors = { 400: ApiErrorSchema, 422: ApiErrorSchema };

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.newsletter;
  // RFC 8058 one-click unsubscribe: mail apps POST `List-Unsubscribe=One-Click` as a form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.post(
    '',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['newsletter'],
        summary: 'Ask for the newsletter: stores the consent and e-mails a confirmation link (double opt-in)',
        body: NewsletterInputSchema,
        response: { 200: NewsletterResponseSchema, 201: NewsletterResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      // The form's page language, or the browser's when the form does not say.
      const { alreadySubscribed } = await service.subscribe(
        { ...request.body, locale: request.body.locale ?? request.locale },
        request.ip,
      );
      if (alreadySubscribed) {
        return reply.status(200).send({
          success: true as const,
          alreadySubscribed,
          message: translate(request.locale, ANSWERS.newsletterAlreadySubscribed),
        });
      }
      return reply.status(201).send({
        success: true as const,
        alreadySubscribed,
        message: translate(request.locale, ANSWERS.newsletterSubscribed),
      });
    },
  );

  app.post(
    '/confirm',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['newsletter'],
        summary: 'Confirm a subscription with the link from the confirmation e-mail',
        body: NewsletterTokenSchema,
        response: { 200: NewsletterActionResponseSchema, ...tokenErrors },
      },
    },
    async (request) => {
      await service.confirm(request.body.token);
      return { success: true as const, message: translate(request.locale, ANSWERS.newsletterConfirmed) };
    },
  );

  app.post(
    '/unsubscribe',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['newsletter'],
        summary:
          'Unsubscribe at once, no sign-in (the link and the List-Unsubscribe header of every newsletter message)',
        querystring: NewsletterTokenSchema.partial(),
        body: z
          .union([NewsletterTokenSchema, z.object({ 'List-Unsubscribe': z.string().max(64) })])
          .optional(),
        response: { 200: NewsletterActionResponseSchema, ...tokenErrors },
      },
    },
    async (request) => {
      const body = request.body as { token?: string } | undefined;
      const parsed = NewsletterTokenSchema.safeParse({ token: body?.token ?? request.query.token });
      if (!parsed.success)
        throw new AppError('business_rule', ERRORS.newsletter.invalidLink, { code: 'invalid_link' });
      await service.unsubscribe(parsed.data.token);
      return { success: true as const, message: translate(request.locale, ANSWERS.newsletterUnsubscribed) };
    },
  );

  // A person who opens the List-Unsubscribe address in a browser lands on the storefront's
  // unsubscribe page, as the message's own link does. The GET itself changes nothing (RFC 8058):
  // link scanners open every address in a message without running the page's script.
  app.get(
    '/unsubscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'The List-Unsubscribe address opened in a browser: sent on to the unsubscribe page',
        querystring: z.object({ token: z.string().max(200).optional() }),
        response: { 303: z.null() },
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      const page = localizedPath(request.locale, '/newsletter/unsubscribe');
      return reply.redirect(token ? `${page}?token=${encodeURIComponent(token)}` : page, 303);
    },
  );
};

/** Under /api/admin/newsletter: subscribers and their consent, and the CSV export. */
export const newsletterAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.newsletter;
  app.addHook('onRequest', app.requireRole('admin'));
  const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };

  app.get(
    '/subscribers',
    {
      schema: {
        tags: ['admin'],
        summary: 'Newsletter subscribers with their consent, newest first',
        security: [{ bearerAuth: [] }],
        querystring: SubscriberListQuerySchema,
        response: { 200: SubscriberListResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await service.list(request.query)) }),
  );

  app.get(
    '/subscribers.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every subscription with its consent record, as CSV',
        security: [{ bearerAuth: [] }],
        produces: ['text/csv'],
      },
    },
    async (_request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="newsletter-subscribers-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(await service.csv());
    },
  );
};

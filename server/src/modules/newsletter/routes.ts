import { ApiErrorSchema } from '@ikawa/contracts/common';
import {
  NEWSLETTER_MESSAGES,
  NewsletterInputSchema,
  NewsletterResponseSchema,
} from '@ikawa/contracts/newsletter';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newsletterSubscriptions } from '../../db/schema/index';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an e-mail address to the newsletter (stored once)',
        body: NewsletterInputSchema,
        response: { 200: NewsletterResponseSchema, 201: NewsletterResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const inserted = await app.db
        .insert(newsletterSubscriptions)
        .values({ email: request.body.email, name: request.body.name || null })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscriptions.id });
      if (inserted.length === 0) {
        return reply.status(200).send({
          success: true as const,
          alreadySubscribed: true,
          message: NEWSLETTER_MESSAGES.alreadySubscribed,
        });
      }
      return reply
        .status(201)
        .send({ success: true as const, alreadySubscribed: false, message: NEWSLETTER_MESSAGES.subscribed });
    },
  );
};

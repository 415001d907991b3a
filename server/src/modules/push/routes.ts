import {
  PushEndpointInputSchema,
  PushKeyResponseSchema,
  PushSubscriptionInputSchema,
  PushSubscriptionResponseSchema,
} from '@ikawa/contracts/delivery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/session';
import { errors, security } from '../delivery/route-schemas';
import type { PushService } from './service';

/** A courier's phones told of new orders (decision 020): the shop's key, subscribe, unsubscribe. */
export const pushRoutes = (service: PushService): FastifyPluginAsyncZod =>
  async function push(app) {
    app.addHook('onRequest', app.requireRole('delivery'));
    const tags = ['delivery'];

    app.get(
      '/key',
      {
        schema: {
          tags,
          summary: 'The shop’s VAPID public key, for the browser’s pushManager.subscribe()',
          security,
          response: { 200: PushKeyResponseSchema, ...errors },
        },
      },
      async () => ({ success: true as const, data: { publicKey: await service.publicKey() } }),
    );

    app.put(
      '/subscription',
      {
        schema: {
          tags,
          summary:
            'Tell this phone of new orders, orders taken away and cancellations (its PushSubscription)',
          security,
          body: PushSubscriptionInputSchema,
          response: { 200: PushSubscriptionResponseSchema, ...errors },
        },
      },
      async (request) => {
        await service.subscribe(currentUser(request), request.body);
        return { success: true as const, data: { subscribed: true } };
      },
    );

    app.delete(
      '/subscription',
      {
        schema: {
          tags,
          summary: 'Stop telling this phone (an unknown subscription is already stopped)',
          security,
          body: PushEndpointInputSchema,
          response: { 200: PushSubscriptionResponseSchema, ...errors },
        },
      },
      async (request) => {
        await service.unsubscribe(currentUser(request), request.body.endpoint);
        return { success: true as const, data: { subscribed: false } };
      },
    );
  };

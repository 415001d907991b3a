import { ApiErrorSchema } from '@ikawa/contracts/common';
import {
  CourierOrderListResponseSchema,
  CourierOrderParamsSchema,
  CourierOrderResponseSchema,
  DeliveryHistoryQuerySchema,
  DeliveryHistoryResponseSchema,
  DeliveryProfileResponseSchema,
  EarningsResponseSchema,
  UpdateAvailabilityInputSchema,
  UpdateDeliveryProfileInputSchema,
  UpdateDeliveryStatusRequestSchema,
  UpdateLocationInputSchema,
} from '@ikawa/contracts/delivery';
import { IdempotencyKeySchema } from '@ikawa/contracts/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/session';
import { errors, security, withNotFound } from './route-schemas';
import type { DeliveryService } from './service';

/** SPEC §6: the delivery area's calls, for delivery persons only. */
export const courierRoutes = (service: DeliveryService): FastifyPluginAsyncZod =>
  async function courier(app) {
    app.addHook('onRequest', app.requireRole('delivery'));
    const tags = ['delivery'];

    app.get(
      '/orders',
      {
        schema: {
          tags,
          summary: 'Orders assigned to me: not delivered yet, plus those delivered in the last 24 hours',
          security,
          response: { 200: CourierOrderListResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.listCourierOrders(currentUser(request)),
      }),
    );

    app.patch(
      '/orders/:id/status',
      {
        schema: {
          tags,
          summary: 'Move one of my orders: assigned → picked_up → delivered (no skipping, no going back)',
          security,
          description:
            "From the courier app's outbox: an `Idempotency-Key` header (8-255 characters) makes a retry answer the first result (the move applied once, or the same refusal) within 24 hours, with `Idempotent-Replayed: true`; `madeAt` is when the courier made the move on the phone, kept in the order's activity (at most 2 minutes ahead of the shop's clock and 24 hours old).",
          params: CourierOrderParamsSchema,
          headers: z.object({ 'idempotency-key': IdempotencyKeySchema.optional() }).loose(),
          body: UpdateDeliveryStatusRequestSchema,
          response: {
            200: CourierOrderResponseSchema,
            ...withNotFound,
            409: ApiErrorSchema,
            422: ApiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const { replayed, ...order } = await service.updateStatus(
          currentUser(request),
          request.params.id,
          request.body,
          {
            // Checked by the route's schema; read as sent (headers are not replaced by their parse).
            idempotencyKey: request.headers['idempotency-key']?.trim(),
            madeAt: request.body.madeAt,
            body: request.body,
          },
        );
        if (replayed) reply.header('idempotent-replayed', 'true');
        return { success: true as const, data: order };
      },
    );

    app.get(
      '/earnings',
      {
        schema: {
          tags,
          summary: 'My earnings (total, pending, paid), the cash I hold, and my newest history entries',
          security,
          response: { 200: EarningsResponseSchema, ...errors },
        },
      },
      async (request) => ({ success: true as const, data: await service.earnings(currentUser(request)) }),
    );

    app.get(
      '/history',
      {
        schema: {
          tags,
          summary: 'My delivery history, newest first, filtered by payment status and paginated',
          security,
          querystring: DeliveryHistoryQuerySchema,
          response: { 200: DeliveryHistoryResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await service.history(currentUser(request), request.query)),
      }),
    );

    app.get(
      '/profile',
      {
        schema: {
          tags,
          summary: 'My delivery profile with availability, location and earnings',
          security,
          response: { 200: DeliveryProfileResponseSchema, ...errors },
        },
      },
      async (request) => ({ success: true as const, data: await service.profile(currentUser(request)) }),
    );

    app.patch(
      '/profile',
      {
        schema: {
          tags,
          summary: 'Change my phone or vehicle (an empty string clears it)',
          security,
          body: UpdateDeliveryProfileInputSchema,
          response: { 200: DeliveryProfileResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.updateProfile(currentUser(request), request.body),
      }),
    );

    app.patch(
      '/availability',
      {
        schema: {
          tags,
          summary: 'Say whether I can take new deliveries',
          security,
          body: UpdateAvailabilityInputSchema,
          response: { 200: DeliveryProfileResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.setAvailability(currentUser(request), request.body.isAvailable),
      }),
    );

    app.patch(
      '/location',
      {
        schema: {
          tags,
          summary: 'Report my current position (used to suggest the nearest courier)',
          security,
          body: UpdateLocationInputSchema,
          response: { 200: DeliveryProfileResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.setLocation(currentUser(request), request.body),
      }),
    );
  };

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
  UpdateDeliveryStatusInputSchema,
  UpdateLocationInputSchema,
} from '@ikawa/contracts/delivery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
          params: CourierOrderParamsSchema,
          body: UpdateDeliveryStatusInputSchema,
          response: {
            200: CourierOrderResponseSchema,
            ...withNotFound,
            409: ApiErrorSchema,
            422: ApiErrorSchema,
          },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.updateStatus(currentUser(request), request.params.id, request.body),
      }),
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

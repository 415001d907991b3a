import { ApiErrorSchema } from '@ikawa/contracts/common';
import {
  AdminOrderParamsSchema,
  AssignDeliveryInputSchema,
  CashSettlementResponseSchema,
  CourierOrderListResponseSchema,
  CourierOrderParamsSchema,
  CourierOrderResponseSchema,
  CourierSuggestionResponseSchema,
  DeliveryHistoryQuerySchema,
  DeliveryHistoryResponseSchema,
  DeliveryPersonListResponseSchema,
  DeliveryPersonParamsSchema,
  DeliveryProfileResponseSchema,
  EarningEntryResponseSchema,
  EarningsResponseSchema,
  PayoutParamsSchema,
  UpdateAvailabilityInputSchema,
  UpdateDeliveryProfileInputSchema,
  UpdateDeliveryStatusInputSchema,
  UpdateLocationInputSchema,
} from '@ikawa/contracts/delivery';
import { OrderResponseSchema } from '@ikawa/contracts/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/session';
import type { DeliveryService } from './service';

const security = [{ bearerAuth: [] }];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };
const withNotFound = { ...errors, 404: ApiErrorSchema };

/** SPEC §6: the delivery area's calls, for delivery persons only. */
const courierRoutes = (service: DeliveryService): FastifyPluginAsyncZod =>
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

/** SPEC §6: assignment, payouts and cash settlement, for admins only. */
const adminRoutes = (service: DeliveryService): FastifyPluginAsyncZod =>
  async function admin(app) {
    app.addHook('onRequest', app.requireRole('admin'));
    const tags = ['delivery admin'];

    app.get(
      '/delivery-persons',
      {
        schema: {
          tags,
          summary: 'Every delivery person with open deliveries, earnings, cash held and newest history',
          security,
          response: { 200: DeliveryPersonListResponseSchema, ...errors },
        },
      },
      async () => ({ success: true as const, data: await service.listDeliveryPersons() }),
    );

    app.get(
      '/delivery-persons/:personId/history',
      {
        schema: {
          tags,
          summary: 'One courier’s delivery history, newest first, filtered by payment status and paginated',
          description: '`personId` takes the delivery person’s `_id` or its user’s `_id`.',
          security,
          params: DeliveryPersonParamsSchema,
          querystring: DeliveryHistoryQuerySchema,
          response: { 200: DeliveryHistoryResponseSchema, ...withNotFound },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await service.personHistory(request.params.personId, request.query)),
      }),
    );

    app.patch(
      '/orders/:orderId/assign',
      {
        schema: {
          tags,
          summary: 'Assign a home-delivery order to a delivery person with a fee (re-assign before pickup)',
          description:
            '`deliveryPersonId` takes the delivery person’s `_id` or its user’s `_id`. Creates the pending earning of the fee; re-assigning before pickup moves it.',
          security,
          params: AdminOrderParamsSchema,
          body: AssignDeliveryInputSchema,
          response: { 200: OrderResponseSchema, ...withNotFound, 409: ApiErrorSchema, 422: ApiErrorSchema },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.assign(request.params.orderId, request.body, currentUser(request)),
      }),
    );

    app.get(
      '/orders/:orderId/suggestion',
      {
        schema: {
          tags,
          summary: 'Suggest a courier: available, fewest open deliveries, then nearest; null when none',
          security,
          params: AdminOrderParamsSchema,
          response: { 200: CourierSuggestionResponseSchema, ...withNotFound, 409: ApiErrorSchema },
        },
      },
      async (request) => ({ success: true as const, data: await service.suggest(request.params.orderId) }),
    );

    app.patch(
      '/delivery-persons/:personId/orders/:orderId/pay',
      {
        schema: {
          tags,
          summary:
            'Mark a courier’s earning for an order as paid: once, and only once the order is delivered (409 otherwise)',
          security,
          params: PayoutParamsSchema,
          response: { 200: EarningEntryResponseSchema, ...withNotFound, 409: ApiErrorSchema },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.pay(request.params.personId, request.params.orderId, currentUser(request)),
      }),
    );

    app.patch(
      '/delivery-persons/:personId/cash-received',
      {
        schema: {
          tags,
          summary: 'Record that the shop received all the cash a courier holds (a repeat settles 0)',
          security,
          params: DeliveryPersonParamsSchema,
          response: { 200: CashSettlementResponseSchema, ...withNotFound },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.cashReceived(request.params.personId),
      }),
    );
  };

/** `/api/delivery/*`: the courier's calls, and the admin's under `/admin`. */
export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.delivery;
  await app.register(courierRoutes(service));
  await app.register(adminRoutes(service), { prefix: '/admin' });
};

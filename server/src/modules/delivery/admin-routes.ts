import { ApiErrorSchema } from '@ikawa/contracts/common';
import {
  AdminOrderParamsSchema,
  AssignDeliveryInputSchema,
  CashSettlementResponseSchema,
  CourierSuggestionResponseSchema,
  DeliveryHistoryQuerySchema,
  DeliveryHistoryResponseSchema,
  DeliveryPersonListResponseSchema,
  DeliveryPersonParamsSchema,
  EarningEntryResponseSchema,
  PayoutParamsSchema,
} from '@ikawa/contracts/delivery';
import { OrderResponseSchema } from '@ikawa/contracts/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/session';
import { errors, security, withNotFound } from './route-schemas';
import type { DeliveryService } from './service';

/** SPEC §6: assignment, payouts and cash settlement, for admins only. */
export const adminRoutes = (service: DeliveryService): FastifyPluginAsyncZod =>
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

import { ApiErrorSchema } from '@ikawa/contracts/common';
import {
  CreateOrderInputSchema,
  IdempotencyKeySchema,
  OrderListQuerySchema,
  OrderListResponseSchema,
  OrderParamsSchema,
  OrderResponseSchema,
} from '@ikawa/contracts/orders';
import { DeliveryDaysResponseSchema, RescheduleDeliveryInputSchema } from '@ikawa/contracts/missed-delivery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { ERRORS } from '../../lib/error-messages';
import { currentUser } from '../auth/session';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.orders;
  app.addHook('onRequest', app.authenticate);

  app.post(
    '',
    {
      schema: {
        tags: ['orders'],
        summary: 'Place an order (cash); prices, fee and total are computed by the server',
        description:
          'Send an `Idempotency-Key` header (8-255 characters) to make retries safe: the same key from the same user within 24 hours returns the first order.',
        security: [{ bearerAuth: [] }],
        headers: z.object({ 'idempotency-key': IdempotencyKeySchema.optional() }).loose(),
        body: CreateOrderInputSchema,
        response: { 201: OrderResponseSchema, ...errors, 409: ApiErrorSchema, 422: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const command = request.body;
      if (command.paymentMethod === 'stripe')
        throw new AppError('business_rule', ERRORS.order.cardViaPayment, { code: 'card_via_payment' });
      const { order, replayed } = await service.placeOrder(currentUser(request), command, {
        // Checked by the route's schema; read as sent (headers are not replaced by their parse).
        idempotencyKey: request.headers['idempotency-key']?.trim(),
      });
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send({ success: true as const, data: order });
    },
  );

  app.get(
    '',
    {
      schema: {
        tags: ['orders'],
        summary: 'The signed-in user’s orders, newest first',
        security: [{ bearerAuth: [] }],
        querystring: OrderListQuerySchema,
        response: { 200: OrderListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await service.listOwnOrders(currentUser(request), request.query)),
    }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'One order: its owner, an admin, or the courier it is assigned to',
        security: [{ bearerAuth: [] }],
        params: OrderParamsSchema,
        response: { 200: OrderResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.getOrder(currentUser(request), request.params.id),
    }),
  );

  app.get(
    '/:id/live',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Follow one of your orders live: Server-Sent Events, an `order` event (OrderLive) on connecting and at each change, until it is delivered or cancelled',
        security: [{ bearerAuth: [] }],
        params: OrderParamsSchema,
        response: { ...errors },
      },
      config: { longLived: true },
    },
    async (request, reply) => {
      await service.checkLiveAccess(currentUser(request), request.params.id);
      await app.liveOrders.stream(reply, request.params.id);
    },
  );

  app.post(
    '/:id/cancel',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Cancel one of your own orders while it is pending; the stock comes back and a card payment is refunded',
        security: [{ bearerAuth: [] }],
        params: OrderParamsSchema,
        response: { 200: OrderResponseSchema, ...errors, 409: ApiErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.cancelOwnOrder(currentUser(request), request.params.id),
    }),
  );

  // A missed delivery (README "Deliveries"): the customer's two ways on, another day or a pickup.
  app.get(
    '/:id/delivery-days',
    {
      schema: {
        tags: ['orders'],
        summary:
          'The days a missed delivery of one of your orders can be made again (none once it is assigned again, delivered or cancelled)',
        security: [{ bearerAuth: [] }],
        params: OrderParamsSchema,
        response: { 200: DeliveryDaysResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { days: await service.deliveryDaysOf(currentUser(request), request.params.id) },
    }),
  );

  app.post(
    '/:id/reschedule',
    {
      schema: {
        tags: ['orders'],
        summary: 'After a missed delivery: choose another delivery day, one of those offered',
        security: [{ bearerAuth: [] }],
        params: OrderParamsSchema,
        body: RescheduleDeliveryInputSchema,
        response: { 200: OrderResponseSchema, ...errors, 409: ApiErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.rescheduleDelivery(currentUser(request), request.params.id, request.body.date),
    }),
  );

  app.post(
    '/:id/pickup-instead',
    {
      schema: {
        tags: ['orders'],
        summary:
          'After a missed delivery: pick the order up at the store instead (the delivery fee stays paid for the attempt)',
        security: [{ bearerAuth: [] }],
        params: OrderParamsSchema,
        response: { 200: OrderResponseSchema, ...errors, 409: ApiErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.pickUpInstead(currentUser(request), request.params.id),
    }),
  );
};

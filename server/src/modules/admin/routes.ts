import {
  AdminDeleteUserResponseSchema,
  AdminOrderListQuerySchema,
  AdminOrderListResponseSchema,
  AdminUpdateUserInputSchema,
  AdminUserListQuerySchema,
  AdminUserListResponseSchema,
  AdminUserResponseSchema,
  DashboardStatsResponseSchema,
  UpdateOrderStatusInputSchema,
} from '@ikawa/contracts/admin';
import { ApiErrorSchema } from '@ikawa/contracts/common';
import { OrderActivityResponseSchema, OrderParamsSchema, OrderResponseSchema } from '@ikawa/contracts/orders';
import { UserIdParamsSchema } from '@ikawa/contracts/users';
import { CreateRefundSchema, RefundPreviewResponseSchema } from '@ikawa/contracts/refunds';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/session';
import { dashboardStats } from './dashboard';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const security = [{ bearerAuth: [] }];

/** Everything under /api/admin is for admins only (DESIGN: domain rules). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ordersService = app.adminOrders;
  const usersService = app.adminUsers;
  app.addHook('onRequest', app.requireRole('admin'));

  app.get(
    '/dashboard/stats',
    {
      schema: {
        tags: ['admin'],
        summary: 'Dashboard figures: the last 30 days against the 30 before',
        security,
        response: { 200: DashboardStatsResponseSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: await dashboardStats(app.db) }),
  );

  app.get(
    '/orders',
    {
      schema: {
        tags: ['admin'],
        summary: 'All orders, newest first, paginated and filtered on the server',
        security,
        querystring: AdminOrderListQuerySchema,
        response: { 200: AdminOrderListResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await ordersService.list(request.query)) }),
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One order',
        security,
        params: OrderParamsSchema,
        response: { 200: OrderResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await ordersService.get(request.params.id) }),
  );

  app.put(
    '/orders/:id',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Set an order’s status where the order life cycle allows it; cancelling returns the stock and refunds a card payment',
        security,
        params: OrderParamsSchema,
        body: UpdateOrderStatusInputSchema,
        response: { 200: OrderResponseSchema, ...errors, 409: ApiErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await ordersService.setStatus(currentUser(request), request.params.id, request.body.status),
    }),
  );

  app.post(
    '/orders/:id/refunds',
    {
      schema: {
        tags: ['admin'],
        summary:
          'A return or partial refund of a paid or delivered order: a credit note with its share of the taxes, the stock back when the goods came back, the money back to the card or paid out in cash',
        security,
        params: OrderParamsSchema,
        body: CreateRefundSchema,
        response: { 200: OrderResponseSchema, ...errors, 409: ApiErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await ordersService.refund(currentUser(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/orders/:id/refunds/preview',
    {
      schema: {
        tags: ['admin'],
        summary:
          'What a return or partial refund would give back (lines, taxes, total), with nothing written',
        security,
        params: OrderParamsSchema,
        body: CreateRefundSchema,
        response: { 200: RefundPreviewResponseSchema, ...errors, 409: ApiErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await ordersService.previewRefund(currentUser(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/orders/:id/activity',
    {
      schema: {
        tags: ['admin'],
        summary: 'The order’s activity: every move, payment, assignment, refund and payout, oldest first',
        security,
        params: OrderParamsSchema,
        response: { 200: OrderActivityResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await ordersService.activity(request.params.id, request.locale),
    }),
  );

  app.get(
    '/users',
    {
      schema: {
        tags: ['admin'],
        summary: 'Users, newest first, with search and role filter',
        security,
        querystring: AdminUserListQuerySchema,
        response: { 200: AdminUserListResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await usersService.list(request.query)) }),
  );

  app.put(
    '/users/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Edit name, e-mail, role and default address; a role change ends the user’s sessions',
        security,
        params: UserIdParamsSchema,
        body: AdminUpdateUserInputSchema,
        response: { 200: AdminUserResponseSchema, ...errors, 409: ApiErrorSchema, 422: ApiErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      user: await usersService.update(currentUser(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/users/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a user; one with orders or deliveries is anonymised instead',
        security,
        params: UserIdParamsSchema,
        response: {
          200: AdminDeleteUserResponseSchema,
          ...errors,
          422: ApiErrorSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      outcome: await usersService.remove(currentUser(request), request.params.id),
    }),
  );
};

import { ApiErrorSchema } from '@ikawa/contracts/common';
import {
  type OutboxMessage,
  OutboxListQuerySchema,
  OutboxListResponseSchema,
  OutboxMessageDetailSchema,
  OutboxMessageResponseSchema,
} from '@ikawa/contracts/mail';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error';
import { ERRORS } from '../../lib/error-messages';
import type { OutboxRow } from './repo';

export function toOutboxDto(row: OutboxRow): OutboxMessage {
  return {
    _id: row.id,
    kind: row.kind as OutboxMessage['kind'],
    to: row.toAddress,
    subject: row.subject,
    status: row.status as OutboxMessage['status'],
    attempts: row.attempts,
    lastError: row.lastError,
    transport: row.transport,
    orderId: row.orderId,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const Params = z.object({ id: z.string().trim().min(1).max(64) });
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const security = [{ bearerAuth: [] }];

/** Under /api/admin/outbox: every message the shop wrote, as its recipient sees it. */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));

  app.get(
    '',
    {
      schema: {
        tags: ['admin'],
        summary: 'The e-mail outbox, newest first, with each message’s status, tries and last error',
        security,
        querystring: OutboxListQuerySchema,
        response: { 200: OutboxListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await app.mail.list(query);
      return {
        success: true as const,
        data: rows.map(toOutboxDto),
        page: query.page,
        pageSize: query.pageSize,
        total,
        totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
      };
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One message with its HTML and plain-text parts',
        security,
        params: Params,
        response: { 200: OutboxMessageDetailSchema, ...errors },
      },
    },
    async (request) => {
      const found = await app.mail.get(request.params.id);
      if (!found) throw notFound(ERRORS.mail.notFound);
      return {
        success: true as const,
        data: { ...toOutboxDto(found.row), from: found.from, html: found.html, text: found.text },
      };
    },
  );

  app.post(
    '/:id/resend',
    {
      schema: {
        tags: ['admin'],
        summary: 'Send a failed message again (fresh tries)',
        security,
        params: Params,
        response: { 200: OutboxMessageResponseSchema, 409: ApiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const result = await app.mail.resend(request.params.id);
      if (!result.found) throw notFound(ERRORS.mail.notFound);
      if (!result.row)
        throw new AppError('conflict', ERRORS.mail.resendOnlyFailed, { code: 'resend_not_allowed' });
      return { success: true as const, data: toOutboxDto(result.row) };
    },
  );
};

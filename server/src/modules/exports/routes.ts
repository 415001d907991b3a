import { ApiErrorSchema } from '@ikawa/contracts/common';
import { ExportRangeQuerySchema } from '@ikawa/contracts/exports';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CsvExport } from './service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };
const security = [{ bearerAuth: [] }];

function sendCsv(reply: FastifyReply, file: CsvExport) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(file.stream);
}

/** Under /api/admin/exports: the accountant's CSV files, for admins only. */
export const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.exports;
  app.addHook('onRequest', app.requireRole('admin'));

  app.get(
    '/orders.csv',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Orders placed from `from` to `to` (days in the store’s time zone, both included), one row per order, as CSV streamed from the database',
        security,
        querystring: ExportRangeQuerySchema,
        produces: ['text/csv'],
        response: errors,
      },
    },
    async (request, reply) => sendCsv(reply, await service.orders(request.query)),
  );

  for (const [path, kind, what] of [
    ['/invoices.csv', 'invoice', 'Invoices'],
    ['/credit-notes.csv', 'credit_note', 'Credit notes'],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags: ['admin'],
          summary: `${what} issued from \`from\` to \`to\` (document dates in the store’s time zone, both included), one row per document with its place of supply, bases and taxes (negative on credit notes), as CSV streamed from the database`,
          security,
          querystring: ExportRangeQuerySchema,
          produces: ['text/csv'],
          response: errors,
        },
      },
      async (request, reply) => sendCsv(reply, await service.register(kind, request.query)),
    );
  }

  app.get(
    '/payouts.csv',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Courier earnings that arose from `from` to `to` (on assignment), with their payout, as CSV streamed from the database',
        security,
        querystring: ExportRangeQuerySchema,
        produces: ['text/csv'],
        response: errors,
      },
    },
    async (request, reply) => sendCsv(reply, await service.payouts(request.query)),
  );
};

import { ApiErrorSchema } from '@ikawa/contracts/common';
import { OrderParamsSchema } from '@ikawa/contracts/orders';
import { ReceiptLinksRevokedResponseSchema } from '@ikawa/contracts/receipts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/session';
import { renderReceiptHtml } from './receipt-html';
import { renderReceiptPdf } from './receipt-pdf';
import { ANSWERS } from '../../lib/answer-messages';
import { translate } from '../../lib/i18n';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};

/** onRequest runs before the query is validated: only a non-empty `token` skips signing in. */
function hasLinkToken(query: unknown): boolean {
  const token = (query as { token?: unknown } | undefined)?.token;
  return typeof token === 'string' && token.length > 0;
}

/** Under /api/orders: an order's printable receipt. */
export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/receipt',
    {
      // The signed link of an order e-mail opens the receipt without signing in.
      onRequest: async (request, reply) => {
        if (!hasLinkToken(request.query)) await app.authenticate(request, reply);
      },
      schema: {
        tags: ['orders'],
        summary: 'The receipt (invoice, and credit note once refunded) of a paid or delivered order',
        description:
          'HTML by default; a PDF with `?format=pdf` or `Accept: application/pdf`. For the order’s owner or an admin, or with `?token=` from the order e-mails (signed for that one order, valid 90 days; 403 `receipt_link_invalid` or `receipt_link_expired` otherwise). 409 `receipt_not_available` until the order is paid or delivered.',
        security: [{ bearerAuth: [] }, {}],
        params: OrderParamsSchema,
        querystring: z.object({
          format: z.enum(['html', 'pdf'], { error: 'Format must be html or pdf' }).optional(),
          token: z
            .string()
            .min(1)
            .max(2048)
            .optional()
            .describe('The signed receipt link of an order e-mail'),
        }),
        produces: ['text/html', 'application/pdf'],
        response: { 200: z.string().describe('The receipt: an HTML page or a PDF document'), ...errors },
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      const receipt = token
        ? await app.receipts.receiptByLink(token, request.params.id)
        : await app.receipts.receiptOf(currentUser(request), request.params.id);
      const wantsPdf =
        request.query.format === 'pdf' ||
        (request.query.format === undefined && /application\/pdf/i.test(request.headers.accept ?? ''));
      // Personal data: never kept by a shared cache.
      reply.header('cache-control', 'private, no-store');
      if (wantsPdf) {
        const pdf = await renderReceiptPdf(receipt);
        return (
          reply
            .type('application/pdf')
            .header('content-disposition', `inline; filename="${receipt.fileName}.pdf"`)
            // A Buffer is sent as it is (Fastify serializes objects only); typed as the 200 body.
            .send(pdf as unknown as string)
        );
      }
      return reply.type('text/html; charset=utf-8').send(renderReceiptHtml(receipt));
    },
  );

  app.post(
    '/:id/receipt-link/revoke',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'Revoke the receipt links of an order’s e-mails (its owner or an admin)',
        description:
          'Links in e-mails already sent for this order stop working (403 `receipt_link_revoked`); e-mails sent afterwards carry a new link. Another customer or a courier gets 404, as for the order.',
        security: [{ bearerAuth: [] }],
        params: OrderParamsSchema,
        response: { 200: ReceiptLinksRevokedResponseSchema, ...errors },
      },
    },
    async (request) => {
      await app.receipts.revokeLinks(currentUser(request), request.params.id);
      return { status: 'success' as const, message: translate(request.locale, ANSWERS.receiptLinksRevoked) };
    },
  );
};

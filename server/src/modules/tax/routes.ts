import { ApiErrorSchema } from '@ikawa/contracts/common';
import { ExportRangeQuerySchema } from '@ikawa/contracts/exports';
import { TaxReportResponseSchema, TaxThresholdsResponseSchema } from '@ikawa/contracts/tax';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema };
const security = [{ bearerAuth: [] }];

/** Under /api/admin/tax: the owner's sales-tax duties, for admins only. */
export const taxAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));

  app.get(
    '/report',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The tax report of a period by document date: per place of supply the zero-rated, taxable and exempt sales and each tax invoiced and credited, and the GST/HST (GST34 lines 101, 103, 105) and QST return figures',
        security,
        querystring: ExportRangeQuerySchema,
        response: { 200: TaxReportResponseSchema, 400: ApiErrorSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await app.tax.report(request.query) }),
  );

  app.get(
    '/thresholds',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Sales per registration (GST/HST everywhere, QST in Québec, PST in BC and Saskatchewan, RST in Manitoba) over the last four calendar quarters, against each registration threshold',
        security,
        response: { 200: TaxThresholdsResponseSchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: await app.tax.thresholds() }),
  );
};

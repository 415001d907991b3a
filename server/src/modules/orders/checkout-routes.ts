import { ApiErrorSchema } from '@ikawa/contracts/common';
import { CheckoutQuoteInputSchema, CheckoutQuoteResponseSchema } from '@ikawa/contracts/discounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toQuoteDto } from './mapper';

/** Under /api/checkout: the checkout's one server-side price calculation. */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/quote',
    {
      // Signed in or not: a code that depends on the account says so until the shopper signs in.
      onRequest: async (request, reply) => {
        if (request.headers.authorization) await app.authenticate(request, reply);
      },
      schema: {
        tags: ['orders'],
        summary:
          'Price a cart: lines, subtotal, discount, delivery fee and total, and why a code does not apply',
        description:
          'The same pricing function as `POST /api/orders` and the card payment intent. Stock is not checked here.',
        security: [{}, { bearerAuth: [] }],
        body: CheckoutQuoteInputSchema,
        response: {
          200: CheckoutQuoteResponseSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          422: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const priced = await app.orders.quote(request.currentUser?.id ?? null, request.body, {
        checkStock: false,
      });
      return { success: true as const, data: toQuoteDto(priced, request.locale) };
    },
  );
};

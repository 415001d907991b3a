import { AuthResponseSchema } from '@ikawa/contracts/auth';
import { ApiErrorSchema } from '@ikawa/contracts/common';
import {
  CardSetupResponseSchema,
  SavePaymentMethodInputSchema,
  SaveStripePaymentMethodInputSchema,
  UpdatePaymentMethodInputSchema,
} from '@ikawa/contracts/payment-methods';
import {
  AddressParamsSchema,
  ChangePasswordInputSchema,
  PaymentMethodParamsSchema,
  SavedAddressInputSchema,
  UpdateProfileInputSchema,
  UserIdParamsSchema,
  UserProfileResponseSchema,
} from '@ikawa/contracts/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/session';
import { assertSelfOrAdmin } from './access';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };
const profileAnswer = { 200: UserProfileResponseSchema, ...errors };
const security = [{ bearerAuth: [] }];

/** The account area's calls: every `/users/{id}/…` works only for that user or an admin. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.users;
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', async (request) => {
    const params = request.params as { id?: string };
    if (params.id) assertSelfOrAdmin(currentUser(request), params.id);
  });

  const ok = async (promise: ReturnType<typeof service.profile>) => ({
    success: true as const,
    user: await promise,
  });

  app.get(
    '/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'A profile with its addresses and cards',
        security,
        params: UserIdParamsSchema,
        response: profileAnswer,
      },
    },
    async (request) => ok(service.profile(request.params.id)),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Update name, e-mail or phone (nothing else can be set here)',
        security,
        params: UserIdParamsSchema,
        body: UpdateProfileInputSchema,
        response: profileAnswer,
      },
    },
    async (request) => ok(service.updateProfile(request.params.id, request.body)),
  );

  app.put(
    '/:id/password',
    {
      schema: {
        tags: ['users'],
        summary: 'Change the password; every other session ends, a fresh token is returned',
        security,
        params: UserIdParamsSchema,
        body: ChangePasswordInputSchema,
        response: { 200: AuthResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { row, user } = await service.changePassword(request.params.id, request.body);
      // An admin changing someone else's password keeps their own session.
      const token = currentUser(request).id === row.id ? app.signToken(row) : '';
      return { success: true as const, user, token };
    },
  );

  // Addresses: SPEC's default-address calls, plus what a list needs.
  app.put(
    '/:id/address',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Set the default address (SPEC)',
        security,
        params: UserIdParamsSchema,
        body: SavedAddressInputSchema,
        response: profileAnswer,
      },
    },
    async (request) => ok(service.putDefaultAddress(request.params.id, request.body)),
  );
  app.delete(
    '/:id/address',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Delete the default address (SPEC)',
        security,
        params: UserIdParamsSchema,
        response: profileAnswer,
      },
    },
    async (request) => ok(service.deleteDefaultAddress(request.params.id)),
  );
  app.post(
    '/:id/addresses',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Add an address (the first one becomes the default)',
        security,
        params: UserIdParamsSchema,
        body: SavedAddressInputSchema,
        response: { 201: UserProfileResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await ok(service.addAddress(request.params.id, request.body))),
  );
  app.put(
    '/:id/addresses/:addressId',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Edit an address, or make it the default with isDefault: true',
        security,
        params: AddressParamsSchema,
        body: SavedAddressInputSchema,
        response: profileAnswer,
      },
    },
    async (request) => ok(service.updateAddress(request.params.id, request.params.addressId, request.body)),
  );
  app.delete(
    '/:id/addresses/:addressId',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Delete an address (the newest other one becomes the default)',
        security,
        params: AddressParamsSchema,
        response: profileAnswer,
      },
    },
    async (request) => ok(service.deleteAddress(request.params.id, request.params.addressId)),
  );

  // Saved cards: brand, last 4 and expiry only.
  app.post(
    '/:id/payment-methods/setup-intent',
    {
      schema: {
        tags: ['payment methods'],
        summary: 'Stripe mode: start saving a card (a SetupIntent for the shopper’s Stripe Customer)',
        description:
          'Answers the client secret that Stripe.js confirms with the card typed into Stripe’s own ' +
          'field (`confirmCardSetup`); then post the resulting `pm_…` to `/payment-methods`. ' +
          'The Customer is made the first time. In simulated mode this answers 404.',
        security,
        params: UserIdParamsSchema,
        response: { 200: CardSetupResponseSchema, ...errors, 503: ApiErrorSchema },
      },
    },
    async (request) => {
      return { success: true as const, data: await service.startCardSetup(request.params.id) };
    },
  );
  app.post(
    '/:id/payment-methods',
    {
      schema: {
        tags: ['payment methods'],
        summary: 'Save a card: only brand, last 4 digits, expiry and holder are kept',
        description: service.cardsAtStripe
          ? 'Stripe mode: `paymentMethodId` is the `pm_…` of a SetupIntent confirmed by Stripe.js; ' +
            'a card number is refused (400).'
          : 'Simulated mode: the number is checked, reduced to brand and last 4, and forgotten. ' +
            'A card the provider declines (its declining test cards, or not a test card) is refused ' +
            'as a SetupIntent would be: 422 with `code: card_declined` and the provider’s sentence.',
        security,
        params: UserIdParamsSchema,
        body: service.cardsAtStripe ? SaveStripePaymentMethodInputSchema : SavePaymentMethodInputSchema,
        response: { 201: UserProfileResponseSchema, ...errors, 422: ApiErrorSchema, 503: ApiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await ok(service.addCard(request.params.id, request.body))),
  );
  app.put(
    '/:id/payment-methods/:methodId',
    {
      schema: {
        tags: ['payment methods'],
        summary: 'Edit the holder, the expiry or the default flag of a saved card',
        description:
          'Stripe mode: the holder and expiry are changed at Stripe too; a refusal there is a 400.',
        security,
        params: PaymentMethodParamsSchema,
        body: UpdatePaymentMethodInputSchema,
        response: { ...profileAnswer, 503: ApiErrorSchema },
      },
    },
    async (request) => ok(service.updateCard(request.params.id, request.params.methodId, request.body)),
  );
  app.delete(
    '/:id/payment-methods/:methodId',
    {
      schema: {
        tags: ['payment methods'],
        summary: 'Delete a saved card',
        description: 'Stripe mode: the card is detached from the Customer at Stripe as well.',
        security,
        params: PaymentMethodParamsSchema,
        response: profileAnswer,
      },
    },
    async (request) => ok(service.deleteCard(request.params.id, request.params.methodId)),
  );
};

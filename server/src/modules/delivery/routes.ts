import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoutes } from './admin-routes';
import { courierRoutes } from './courier-routes';

/** `/api/delivery/*`: the courier's calls, and the admin's under `/admin`. */
export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.delivery;
  await app.register(courierRoutes(service));
  await app.register(adminRoutes(service), { prefix: '/admin' });
};

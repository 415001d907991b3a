import { randomUUID } from 'node:crypto';
import proxyAddr from '@fastify/proxy-addr';
import type { ApiError } from '@ikawa/contracts/common';
import Fastify, {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { logSerializers, redactSecrets } from './lib/log-redaction';
import { responseSerializerCompiler } from './lib/serializer';
import { adminRoutes } from './modules/admin/routes';
import { adminSubscriptionsRoutes } from './modules/admin-subscriptions/routes';
import { authRoutes } from './modules/auth/routes';
import { deliveryRoutes } from './modules/delivery/routes';
import { deliveryZoneAdminRoutes, deliveryZonePublicRoutes } from './modules/delivery-zones/routes';
import { pushRoutes } from './modules/push/routes';
import { deliveryPhotoAdminRoutes, deliveryPhotoRoutes } from './modules/delivery/photos-routes';
import { pinExceptionAdminRoutes } from './modules/delivery/pin-exceptions-routes';
import { discountAdminRoutes, discountPublicRoutes } from './modules/discounts/routes';
import { exportsRoutes } from './modules/exports/routes';
import { taxAdminRoutes } from './modules/tax/routes';
import { healthRoutes } from './modules/health/routes';
import { outboxRoutes } from './modules/mail/routes';
import { newsletterAdminRoutes, newsletterRoutes } from './modules/newsletter/routes';
import { checkoutRoutes } from './modules/orders/checkout-routes';
import { ordersRoutes } from './modules/orders/routes';
import { subscriptionsRoutes } from './modules/subscriptions/routes';
import { receiptRoutes } from './modules/receipts/routes';
import { paymentsRoutes, paymentsWebhookRoutes } from './modules/payments/routes';
import { avatarRoutes } from './modules/users/avatar-routes';
import { usersRoutes } from './modules/users/routes';
import { productAdminRoutes } from './modules/products/admin-routes';
import { productsRoutes } from './modules/products/routes';
import { settingsRoutes } from './modules/settings/routes';
import { authPlugin } from './plugins/auth';
import { jobsPlugin } from './plugins/jobs';
import { metricsPlugin } from './plugins/metrics';
import { servicesPlugin } from './plugins/services';
import { stockRoutes } from './modules/products/stock-routes';
import { productPhotoFileRoutes, productPhotoRoutes } from './modules/products/photos-routes';
import { orderNotesRoutes } from './modules/orders/notes-routes';
import { pagesRoutes } from './modules/pages/routes';
import { packingSlipsRoutes } from './modules/packing-slips/routes';
import { dbPlugin } from './plugins/db';
import { errorsPlugin } from './plugins/errors';
import { localePlugin } from './plugins/locale';
import { securityPlugin } from './plugins/security';
import etag from '@fastify/etag';
import { findWebDist } from './lib/web-manifest';
import { staticPlugin } from './plugins/static';
import { seoRoutes } from './modules/seo/routes';
import { swaggerPlugin } from './plugins/swagger';
import { timeoutsPlugin } from './plugins/timeouts';
import { ERRORS } from './lib/error-messages';
import { translate } from './lib/i18n';
import { localeFromAcceptLanguage } from '@ikawa/contracts/i18n';

/**
 * One log line per request, when it is answered (method, address, status, time, and `reqId` as
 * every line), instead of Fastify's two: half the logging of a busy shop.
 * The address goes without the values of its secret parameters (lib/log-redaction.ts).
 */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      method: request.method,
      url: redactSecrets(request.url),
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * Whether a peer is a proxy TRUST_PROXY names, by the rule Fastify applies to X-Forwarded-For.
 * @see https://fastify.dev/docs/latest/Reference/Server/#trustproxy
 */
export function trustedProxies(trustProxy: Config['trustProxy']): (address: string | undefined) => boolean {
  if (typeof trustProxy === 'boolean') return () => trustProxy;
  const trust = proxyAddr.compile(trustProxy.split(',').map((entry) => entry.trim()));
  return (address) => address !== undefined && trust(address, 0);
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

/** The whole application as a plugin tree, used by server.ts and by every test (fastify/demo). */
export async function buildApp({ config, database, logger }: BuildAppOptions) {
  const fromTrustedProxy = trustedProxies(config.trustProxy);
  const logOptions = {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: logSerializers,
  };
  const app = Fastify({
    // A caller's options (a test's stream) keep the serializers that take secrets out.
    logger: typeof logger === 'object' ? { ...logOptions, ...logger } : (logger ?? logOptions),
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimit,
    // A client that trickles its headers (or never finishes them) is cut off; a slow
    // body is the timeouts plugin's. Node checks for overdue requests every 30 s by default.
    requestTimeout: config.requestTimeoutMs,
    http: { connectionsCheckingInterval: Math.max(250, Math.min(5_000, config.requestTimeoutMs / 4)) },
    connectionTimeout: config.requestTimeoutMs * 2,
    // Each request's id: a trusted proxy's X-Request-Id when it sends a sane one, else a fresh
    // one; in every log line (`reqId`) and returned as X-Request-Id. Anyone else's would let a
    // client pass its requests off as another's in the log.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' &&
        /^[\w.:-]{1,128}$/.test(given) &&
        fromTrustedProxy(request.socket.remoteAddress)
        ? given
        : randomUUID();
    },
    return503OnClosing: true,
    logController: new OneLinePerRequest(),
    // Errors Fastify meets before a route runs (a path parameter too long, a malformed URL):
    // the API's own error format, like every other 4xx.
    frameworkErrors: (_error, request, reply) => {
      const body: ApiError = {
        success: false,
        error: translate(
          localeFromAcceptLanguage(request.headers['accept-language']),
          ERRORS.common.invalidAddress,
        ),
        code: 'validation_failed',
      };
      void (reply as unknown as FastifyReply).code(400).send(body);
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.setValidatorCompiler<ZodType>((route) => {
    const validate = validatorCompiler(route);
    if (route.httpPart !== 'headers') return validate;
    // Headers are checked, never replaced: Fastify would keep the parsed copy beside the raw
    // headers and merge the two at every read of `request.headers` (3 % of an order's CPU).
    return (data: unknown) => {
      const result = validate(data) as { error?: Error };
      return result.error ? { error: result.error } : {};
    };
  });
  app.setSerializerCompiler(responseSerializerCompiler);
  // The API speaks JSON only: anything else is answered 415 by Fastify.
  app.removeContentTypeParser('text/plain');

  await app.register(localePlugin);
  await app.register(errorsPlugin);
  await app.register(timeoutsPlugin, { requestTimeoutMs: config.requestTimeoutMs });
  await app.register(dbPlugin, { database });
  await app.register(securityPlugin, { config });
  await app.register(etag);
  await app.register(swaggerPlugin);
  await app.register(authPlugin, { config });
  await app.register(servicesPlugin, { config });
  await app.register(jobsPlugin, { config });
  await app.register(metricsPlugin, { config });

  // Explicit wiring rather than auto-loading: each route is searchable and the order is obvious.
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api/auth', config });
  await app.register(settingsRoutes, { prefix: '/api/settings' });
  await app.register(pagesRoutes, { prefix: '/api' });
  await app.register(productsRoutes, { prefix: '/api/products' });
  await app.register(productAdminRoutes, { prefix: '/api/products' });
  await app.register(stockRoutes, { prefix: '/api/admin/products' });
  await app.register(productPhotoRoutes, { prefix: '/api/admin/products', config });
  await app.register(productPhotoFileRoutes, { prefix: '/uploads/products' });
  await app.register(newsletterRoutes, { prefix: '/api/newsletter' });
  await app.register(ordersRoutes, { prefix: '/api/orders' });
  await app.register(subscriptionsRoutes, { prefix: '/api/subscriptions' });
  await app.register(receiptRoutes, { prefix: '/api/orders' });
  await app.register(checkoutRoutes, { prefix: '/api/checkout' });
  await app.register(discountPublicRoutes, { prefix: '/api/discounts' });
  await app.register(deliveryZonePublicRoutes, { prefix: '/api/delivery-zones' });
  await app.register(paymentsRoutes, { prefix: '/api/payments' });
  await app.register(paymentsWebhookRoutes, { prefix: '/api/payments' });
  await app.register(deliveryRoutes, { prefix: '/api/delivery' });
  await app.register(pushRoutes(app.push), { prefix: '/api/delivery/push' });
  await app.register(deliveryPhotoRoutes, { prefix: '/api/delivery', config });
  await app.register(usersRoutes, { prefix: '/api/users' });
  await app.register(avatarRoutes, { prefix: '/api/auth', config });
  await app.register(adminRoutes, { prefix: '/api/admin' });
  await app.register(orderNotesRoutes, { prefix: '/api/admin/orders' });
  await app.register(adminSubscriptionsRoutes, { prefix: '/api/admin/subscriptions' });
  await app.register(outboxRoutes, { prefix: '/api/admin/outbox' });
  await app.register(newsletterAdminRoutes, { prefix: '/api/admin/newsletter' });
  await app.register(discountAdminRoutes, { prefix: '/api/admin/discounts' });
  await app.register(deliveryZoneAdminRoutes, { prefix: '/api/admin/delivery-zones' });
  await app.register(exportsRoutes, { prefix: '/api/admin/exports' });
  await app.register(taxAdminRoutes, { prefix: '/api/admin/tax' });
  await app.register(packingSlipsRoutes, { prefix: '/api/admin/packing-slips' });
  await app.register(deliveryPhotoAdminRoutes, { prefix: '/api/admin/delivery-photos' });
  await app.register(pinExceptionAdminRoutes, { prefix: '/api/admin/pin-exceptions' });

  // robots.txt, sitemap.xml and link-preview pictures, then the web app's pages.
  await app.register(seoRoutes, { publicUrl: config.publicUrl, webRoot: findWebDist(config.webDistDir) });
  await app.register(staticPlugin, { config });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

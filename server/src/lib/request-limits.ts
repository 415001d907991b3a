import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * What routes say about the rate limit the security plugin sets (server/src/plugins/security.ts),
 * here so a module's routes never import a plugin.
 */

/**
 * The header marking the storefront renderer's own API calls (`inject`,
 * server/src/modules/seo/renderer.ts): they come with a visitor's page request, which the rate
 * limit has already counted. Its value is `app.internalRequestSecret`.
 */
export const INTERNAL_REQUEST_HEADER = 'x-ikawa-render';

/**
 * The route limit of the two uploads (profile picture, product photo): UPLOAD_RATE_LIMIT_MAX a
 * minute per account, since each one costs image work the queue has to get through (the routes
 * sign in first, so the account is known; the address is the fallback).
 */
export const uploadRateLimit = (config: Config) => ({
  rateLimit: {
    max: config.rateLimit.uploadMax,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) =>
      request.currentUser ? `account:${request.currentUser.id}` : `address:${request.ip}`,
  },
});

import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiError } from '@ikawa/contracts/common';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { AppError } from '../lib/app-error';
import { ERRORS } from '../lib/error-messages';
import { translate } from '../lib/i18n';
import { INTERNAL_REQUEST_HEADER } from '../lib/request-limits';
import { findWebDist, inlineScriptHashes } from '../lib/web-manifest';
import { PRINT_SCRIPT_HASH } from '../modules/packing-slips/document';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Marks the storefront renderer's own API calls (`inject`, server/src/modules/seo/renderer.ts):
     * they come with a visitor's page request, which the rate limit has already counted.
     */
    internalRequestSecret: string;
  }
}

export const RATE_LIMIT_MESSAGE = translate('en-CA', ERRORS.common.rateLimited);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route that sends a file: not counted by the rate limit (`countNoFilesOf`). */
    uncountedFile?: boolean;
    /** A stream that stays open (an order followed live): not a request being served. */
    longLived?: boolean;
  }
}

/**
 * Marks every route registered in `scope` (and its children) as sending files the rate limit does
 * not count: the web app's hashed scripts, styles and pictures, the favicon, product photos and
 * profile pictures. One first visit loads 60-90 of them, so shoppers sharing an address (an office,
 * a phone network's NAT) used up RATE_LIMIT_MAX with a few page loads between them, and the app
 * failed to start on a 429 for one of its own scripts. They are cheap to send and cached by
 * browsers; the API and the pages stay counted. The route that answers decides, never the look of
 * the address: `/images/%2e%2e/shop` starts like a picture but is answered by the page route.
 */
export function countNoFilesOf(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, uncountedFile: true };
  });
}

/**
 * A path the shop never links to and that only serves to make one address look like another:
 * a `.` or `..` segment (also percent-encoded, as `%2e%2e` or `.%2E`), an encoded slash or
 * backslash (`%2f`, `%5c`), a backslash, or an empty segment (`//`). Browsers resolve dot segments
 * before they send a request, so only hand-made requests carry them. The query is not looked at.
 */
export function isDisguisedPath(url: string): boolean {
  const end = url.search(/[?#]/);
  const pathname = end === -1 ? url : url.slice(0, end);
  if (!pathname.startsWith('/') || pathname.includes('\\') || /%(?:2f|5c)/i.test(pathname)) return true;
  const segments = pathname.split('/').slice(1);
  return segments.some((segment, index) => {
    if (segment === '') return index < segments.length - 1;
    if (!segment.includes('.') && !segment.includes('%')) return false;
    try {
      const decoded = decodeURIComponent(segment);
      return decoded === '.' || decoded === '..';
    } catch {
      return true;
    }
  });
}

export const DISGUISED_PATH_MESSAGE = translate('en-CA', ERRORS.common.disguisedPath);

/**
 * The headers helmet sets, worked out once: they are the same for every answer, and building
 * helmet's middleware again for each request (as @fastify/helmet does) cost the catalogue about
 * 5 % of its time.
 * @see https://github.com/helmetjs/helmet
 */
function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return [...headers];
}

function bucketOrigin(config: Config): string[] {
  const { fileStore } = config;
  return fileStore.kind === 's3' && fileStore.publicUrl ? [new URL(fileStore.publicUrl).origin] : [];
}

/**
 * Security headers (helmet with a CSP the web app passes: everything from 'self'), compression
 * and a generous per-address rate limit. Sign-in and registration get a stricter route limit.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config }) => {
    // Stripe Elements runs in Stripe's frames and scripts; only allowed when Stripe is in use.
    const stripe = opts.config.payments.provider === 'stripe';
    const withStripe = (sources: string[], extra: string[]) => (stripe ? [...sources, ...extra] : sources);
    const securityHeaders = helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          // Inline scripts are allowed by their hashes only: the packing slips' Print button
          // and the web app's start-up script in index.html.
          scriptSrc: withStripe(
            ["'self'", PRINT_SCRIPT_HASH, ...inlineScriptHashes(findWebDist(opts.config.webDistDir))],
            ['https://js.stripe.com'],
          ),
          // Inline style attributes are used by React components and the API docs UI.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Photos redirected to a bucket's public address (S3_PUBLIC_URL) load from there.
          imgSrc: ["'self'", 'data:', 'blob:', ...bucketOrigin(opts.config)],
          fontSrc: ["'self'", 'data:'],
          connectSrc: withStripe(["'self'"], ['https://api.stripe.com']),
          frameSrc: withStripe(["'self'"], ['https://js.stripe.com', 'https://hooks.stripe.com']),
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
        },
      },
      crossOriginEmbedderPolicy: false,
      // Plain HTTP on localhost must keep working; a TLS proxy in front can add HSTS.
      hsts: opts.config.env === 'production',
    });
    app.addHook('onRequest', async (_request, reply) => {
      for (const [name, value] of securityHeaders) reply.raw.setHeader(name, value);
    });
    await app.register(compress, { global: true, threshold: 1024 });
    // Refused before any route runs (and before the rate limit, since the answer costs nothing).
    app.addHook('onRequest', async (request, reply) => {
      if (!isDisguisedPath(request.url)) return;
      const body: ApiError = {
        success: false,
        error: translate(request.locale, ERRORS.common.disguisedPath),
        code: 'validation_failed',
      };
      return reply.code(400).send(body);
    });
    const internalSecret = randomUUID();
    app.decorate('internalRequestSecret', internalSecret);
    await app.register(rateLimit, {
      global: true,
      allowList: (request) =>
        request.headers[INTERNAL_REQUEST_HEADER] === internalSecret ||
        request.routeOptions.config.uncountedFile === true,
      max: opts.config.rateLimit.max,
      timeWindow: opts.config.rateLimit.timeWindow,
      errorResponseBuilder: () => new AppError('rate_limited', ERRORS.common.rateLimited),
    });
  },
  { name: 'security' },
);

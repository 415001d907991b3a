import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { AVATAR_URL_PREFIX, avatarsDir } from '../lib/avatars';
import {
  LOCALE_COOKIE,
  type Locale,
  localeFromPath,
  localizedPath,
  stripLocalePrefix,
  toLocale,
} from '@ikawa/contracts/i18n';
import { catalogModules, findWebDist, inlineStylesheets, routeModules } from '../lib/web-manifest';
import { countNoFilesOf } from './security';
import { rowCacheOf } from '../db/row-cache';
import { storefrontPreloads } from '../modules/products/page-hints';
import { storefrontPageCache } from '../modules/seo/page-cache';
import { loadStorefrontRenderer } from '../modules/seo/renderer';

const ONE_YEAR = 'public, max-age=31536000, immutable';

/**
 * How long a rendered page is kept at most, changes or not: the landing page's offer starts and
 * ends at an instant no change announces, and a stock count over 10 moves without notice (the
 * browser asks again for data this old anyway). Also the bound if the listening connection looks
 * up but hears nothing.
 */
const PAGE_MAX_AGE_MS = 30_000;
const LANDING_MAX_AGE_MS = 5_000;

/** A storefront page's answer, as sent and as kept for the next visitors. */
interface PageAnswer {
  status: number;
  /** A redirect's target. */
  location?: string;
  body?: Buffer;
  etag?: string;
  link?: string;
  /** The body compressed, made once per encoding a browser asked for (see `encodedBody`). */
  encoded?: Map<Encoding, Promise<Buffer | undefined>>;
}

type Encoding = 'br' | 'gzip';

/**
 * Compressing a catalogue page (150 kB) costs more than sending a kept one: a kept page is
 * compressed once per encoding, off the event loop, at a quality the compress plugin cannot
 * afford on every answer.
 */
const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 5,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};

/** Brotli, else gzip, if the browser accepts it; other encodings are left to the compress plugin. */
function acceptedEncoding(request: FastifyRequest): Encoding | undefined {
  const header = request.headers['accept-encoding'];
  if (!header || request.headers['x-no-compression'] !== undefined) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((item) => item.trim());
    const q = params.find((param) => param.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) : 1);
  }
  const accepts = (name: Encoding) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  return accepts('gzip') ? 'gzip' : undefined;
}

/** The kept page's body in the browser's encoding, or undefined to send it as it is. */
async function encodedBody(request: FastifyRequest, answer: PageAnswer) {
  if (!answer.encoded || !answer.body) return undefined;
  const encoding = acceptedEncoding(request);
  if (!encoding) return undefined;
  let encoded = answer.encoded.get(encoding);
  if (!encoded) {
    encoded = compressors[encoding](answer.body).catch(() => undefined);
    answer.encoded.set(encoding, encoded);
  }
  const body = await encoded;
  return body && { encoding, body };
}

/** The language the visitor chose in the switch (web/src/components/ui/language-switch.tsx). */
function chosenLocale(request: FastifyRequest): Locale | undefined {
  const cookie = request.headers.cookie ?? '';
  const pair = cookie.split(/;\s*/).find((part) => part.startsWith(`${LOCALE_COOKIE}=`));
  return pair ? toLocale(pair.slice(LOCALE_COOKIE.length + 1)) : undefined;
}

/**
 * A rendered page's ETag, blind to the time its data was read (the dehydrated queries carry
 * it), so an unchanged page answers 304. Weak: the same page is sent compressed or not.
 */
function pageEtag(html: string): string {
  const content = html.replace(/"(dataUpdatedAt|errorUpdatedAt|dehydratedAt)":\d+/g, '');
  return `W/"${createHash('sha1').update(content).digest('base64url')}"`;
}

/**
 * Serves the built web app: hashed assets cached for a year, HTML never cached. Storefront pages
 * are rendered on the server with their data (decision 012), unknown pages answer 404
 * with the shop's not-found page, and the pages rendered in the browser only (account, checkout,
 * admin, delivery) get index.html with their own title. Unknown `/api/*` paths answer a JSON 404.
 * @see https://github.com/fastify/fastify-static
 */
export const staticPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config }) => {
    const root = findWebDist(opts.config.webDistDir);
    const template = root ? readFileSync(path.join(root, 'index.html'), 'utf8') : '';
    const renderer = root
      ? loadStorefrontRenderer(app, root, inlineStylesheets(template, root), opts.config)
      : undefined;
    const modulesOf = root ? routeModules(root) : () => [];
    const catalogOf = root ? catalogModules(root) : () => [];
    mkdirSync(avatarsDir(opts.config.dataDir), { recursive: true });
    // The files' routes live in a scope of their own, so only they are marked as not counted.
    await app.register(async (files) => {
      countNoFilesOf(files);
      if (root) {
        await files.register(fastifyStatic, {
          root,
          prefix: '/',
          index: false,
          wildcard: false,
          list: false,
          dotfiles: 'deny',
          // The web build writes `.br`/`.gz` copies (web/vite.config.ts); they are sent as they are,
          // smaller than compressing on the fly and without the CPU cost per request.
          preCompressed: true,
          setHeaders(reply, sentPath) {
            const filePath = sentPath.replace(/\.(br|gz)$/, '');
            if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', ONE_YEAR);
            else if (filePath.endsWith('.html')) reply.header('cache-control', 'no-cache');
            else reply.header('cache-control', 'public, max-age=3600');
          },
        });
      } else {
        app.log.warn('web/dist not found: the web app is not served (run `npm run build`)');
      }

      // Uploaded profile pictures: fresh names on every upload, so they can be cached for ever.
      await files.register(fastifyStatic, {
        root: avatarsDir(opts.config.dataDir),
        prefix: AVATAR_URL_PREFIX,
        decorateReply: false,
        index: false,
        list: false,
        dotfiles: 'deny',
        setHeaders(reply) {
          reply.header('cache-control', ONE_YEAR);
        },
      });
    });

    /** index.html for a page rendered in the browser only, with that page's title and language. */
    const shell = (title: string, htmlAttributes?: string) =>
      template
        .replace(/<html[^>]*>/, (tag) => (htmlAttributes ? `<html ${htmlAttributes}>` : tag))
        .replace(/<title>[^<]*<\/title>/, () => `<title>${title.replace(/[&<>]/g, '')}</title>`);

    const notFound = (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
      const isApi = pathname === '/api' || pathname.startsWith('/api/');
      const error = isApi ? `No API route ${request.method} ${pathname}` : 'Page not found';
      return reply.status(404).send({ success: false, error, code: 'route_not_found' });
    };

    /**
     * The page's answer, from the renderer (decision 012). `keep` is false for what must not be
     * served to anyone else: a shell, a fallback after a failed render, a page whose data or
     * hints could not all be read.
     */
    const renderPage = async (
      request: FastifyRequest,
      pagePath: string,
      search: string,
      locale: Locale,
    ): Promise<{ value: PageAnswer; bytes: number; keep: boolean; notFound?: boolean }> => {
      let keep = true;
      // What the page shows first downloads with the page, not after the app has run.
      const preloads = await storefrontPreloads(app.db, pagePath, new URLSearchParams(search), locale).catch(
        (error: unknown) => {
          request.log.warn({ err: error }, 'no preload hints for this page');
          keep = false;
          return [];
        },
      );
      const link = preloads.length > 0 ? preloads.join(', ') : undefined;
      const html = (text: string, status = 200) => {
        const body = Buffer.from(text);
        return { value: { status, body, link }, bytes: body.length, keep: false };
      };
      if (!renderer) return html(shell('Ikawa — Burundi Arabica Coffee'));
      const page = await renderer.render(request).catch((error: unknown) => {
        // The browser can still render the page itself: a failed server render is not a 500.
        request.log.error({ err: error }, 'the storefront page could not be rendered on the server');
        return undefined;
      });
      if (!page) return html(template);
      if (page.kind === 'redirect') {
        const { status, location } = page;
        return { value: { status, location }, bytes: location.length, keep: page.complete };
      }
      // A page rendered in the browser only: cheap, and its address may hold a one-time token.
      if (page.kind === 'shell') return html(shell(page.title, page.htmlAttributes));
      // The page's own modules and its language's words start with the app, after the first
      // paint (web/vite.config.ts).
      const modules = [...catalogOf(locale), ...modulesOf(pagePath)];
      const text =
        modules.length === 0
          ? page.html
          : page.html.replace('data-preload="', () => `data-preload="${modules.join(' ')} `);
      const body = Buffer.from(text);
      return {
        value: { status: page.status, body, etag: pageEtag(text), link, encoded: new Map() },
        // With room for its compressed copies, a fifth of the page or less.
        bytes: Math.ceil(body.length * 1.4),
        keep: keep && page.complete,
        notFound: page.status === 404,
      };
    };

    const send = async (request: FastifyRequest, reply: FastifyReply, answer: PageAnswer) => {
      if (answer.location !== undefined) return reply.redirect(answer.location, answer.status);
      if (answer.link) reply.header('link', answer.link);
      if (answer.etag) reply.header('etag', answer.etag);
      reply.status(answer.status).type('text/html; charset=utf-8');
      const encoded = await encodedBody(request, answer);
      if (!encoded) return reply.send(answer.body);
      // Sent as it is: the compress plugin leaves an answer that has its encoding.
      return reply.header('content-encoding', encoded.encoding).send(encoded.body);
    };

    // Pages are the same for every visitor (the renderer reads no cookie or session), except in
    // the pseudo-locale of the browser tests, which a cookie turns on.
    const pages =
      renderer && !opts.config.pseudoLocale ? storefrontPageCache<PageAnswer>(rowCacheOf(app.db)) : undefined;

    // A route rather than the not-found handler, so pages pass the same hooks as the API
    // (compression, rate limit, metrics); files and API routes are matched before it.
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const [pathname = '', search = ''] = request.url.split('?');
      const isApi = pathname === '/api' || pathname.startsWith('/api/');
      if (isApi || !root || path.extname(pathname) || pathname.startsWith('/assets/')) {
        return notFound(request, reply, pathname);
      }
      reply.header('cache-control', 'no-cache');
      // A visitor who chose French in the language switch finds the French home page again; the
      // browser's own language never redirects (README "Languages").
      reply.header('vary', 'Cookie, Accept-Encoding');
      if (pathname === '/' && chosenLocale(request) === 'fr-CA') {
        return reply.redirect(localizedPath('fr-CA', '/'), 302);
      }
      const locale = localeFromPath(pathname);
      const pagePath = stripLocalePrefix(pathname);
      const render = () => renderPage(request, pagePath, search, locale);
      if (!pages) return send(request, reply, (await render()).value);
      const maxAge = pagePath === '/' ? LANDING_MAX_AGE_MS : PAGE_MAX_AGE_MS;
      const { value, outcome } = await pages.serve(`${locale} ${request.url}`, maxAge, render);
      reply.header('x-render-cache', outcome);
      return send(request, reply, value);
    });

    app.setNotFoundHandler(async (request, reply) =>
      notFound(request, reply, request.url.split('?')[0] ?? ''),
    );
  },
  { name: 'static' },
);

import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
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
import { storefrontPreloads } from '../modules/products/page-hints';
import { loadStorefrontRenderer } from '../modules/seo/renderer';

const ONE_YEAR = 'public, max-age=31536000, immutable';

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
      reply.header('vary', 'Cookie');
      if (pathname === '/' && chosenLocale(request) === 'fr-CA') {
        return reply.redirect(localizedPath('fr-CA', '/'), 302);
      }
      const locale = localeFromPath(pathname);
      const pagePath = stripLocalePrefix(pathname);
      // What the page shows first downloads with the page, not after the app has run.
      const preloads = await storefrontPreloads(app.db, pagePath, new URLSearchParams(search), locale).catch(
        (error: unknown) => {
          request.log.warn({ err: error }, 'no preload hints for this page');
          return [];
        },
      );
      if (preloads.length > 0) reply.header('link', preloads.join(', '));
      reply.type('text/html; charset=utf-8');
      if (!renderer) return reply.send(shell('Ikawa — Burundi Arabica Coffee'));
      const page = await renderer.render(request).catch((error: unknown) => {
        // The browser can still render the page itself: a failed server render is not a 500.
        request.log.error({ err: error }, 'the storefront page could not be rendered on the server');
        return undefined;
      });
      if (!page) return reply.send(template);
      if (page.kind === 'redirect') return reply.redirect(page.location, page.status);
      if (page.kind === 'shell') return reply.send(shell(page.title, page.htmlAttributes));
      // The page's own modules and its language's words start with the app, after the first
      // paint (web/vite.config.ts).
      const modules = [...catalogOf(locale), ...modulesOf(pagePath)];
      const html =
        modules.length === 0
          ? page.html
          : page.html.replace('data-preload="', () => `data-preload="${modules.join(' ')} `);
      return reply.status(page.status).header('etag', pageEtag(html)).send(html);
    });

    app.setNotFoundHandler(async (request, reply) =>
      notFound(request, reply, request.url.split('?')[0] ?? ''),
    );
  },
  { name: 'static' },
);

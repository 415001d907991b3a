import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { INTERNAL_REQUEST_HEADER } from '../../lib/request-limits';

/** What `web/src/entry-server.tsx` returns for one page (kept in step by hand: it is built apart). */
export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'shell'; title: string; htmlAttributes: string }
  | { kind: 'page'; status: number; title: string; head: string; html: string; jsonLd: unknown[] };

/**
 * A render's result, and whether each API answer it read was final: a 5xx or a 429 (the database
 * down for a moment) shows the page's error state, which must not be kept for the next visitors.
 */
export type StorefrontRender = RenderResult & { complete: boolean };

interface EntryServer {
  createRenderer(options: {
    template: string;
    origin: string;
    fetch: (url: string, init: RequestInit) => Promise<Response>;
    pseudoLocale?: boolean;
  }): { render(request: Request): Promise<RenderResult> };
}

/**
 * The storefront's server build (`web/dist/.ssr/entry-server.js`, decision 012), loaded with the
 * first page asked for (API-only uses and tests never pay for it). Its API calls are answered
 * in-process by this app (`inject`): the same routes, schemas and answers the browser gets,
 * without a network hop. Undefined when the web app was built without it.
 */
export function loadStorefrontRenderer(
  app: FastifyInstance,
  webRoot: string,
  template: string,
  config: Config,
): { render(request: FastifyRequest): Promise<StorefrontRender> } | undefined {
  const entry = path.join(webRoot, '.ssr', 'entry-server.js');
  if (!existsSync(entry)) {
    app.log.warn(`${entry} not found: storefront pages are rendered in the browser only`);
    return undefined;
  }
  const secret = app.internalRequestSecret;
  // The render an API call belongs to: pages render at once, each following its own calls.
  const renders = new AsyncLocalStorage<{ complete: boolean }>();
  let loaded: Promise<ReturnType<EntryServer['createRenderer']>> | undefined;
  const load = async () => {
    const { createRenderer } = (await import(pathToFileURL(entry).href)) as EntryServer;
    return createRenderer({
      template,
      origin: config.publicUrl,
      pseudoLocale: config.pseudoLocale,
      async fetch(url, init) {
        const language = new Headers(init.headers).get('accept-language');
        const render = renders.getStore();
        const answer = await app
          .inject({
            method: (init.method ?? 'GET') as 'GET',
            url,
            headers: {
              accept: 'application/json',
              [INTERNAL_REQUEST_HEADER]: secret,
              ...(language ? { 'accept-language': language } : {}),
            },
          })
          .catch((error: unknown) => {
            if (render) render.complete = false;
            throw error;
          });
        if (render && (answer.statusCode >= 500 || answer.statusCode === 429)) render.complete = false;
        return new Response(new Uint8Array(answer.rawPayload), {
          status: answer.statusCode,
          headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
        });
      },
    });
  };
  return {
    async render(request) {
      loaded ??= load().catch((error: unknown) => {
        loaded = undefined;
        throw error;
      });
      const renderer = await loaded;
      // The cookie only matters for the pseudo-locale of the browser tests (PSEUDO_LOCALE=1).
      const cookie = config.pseudoLocale ? request.headers.cookie : undefined;
      const state = { complete: true };
      const result = await renders.run(state, () =>
        renderer.render(
          new Request(new URL(request.url, config.publicUrl), { headers: cookie ? { cookie } : {} }),
        ),
      );
      return { ...result, complete: state.complete };
    },
  };
}

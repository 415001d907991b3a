import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { INTERNAL_REQUEST_HEADER } from '../../plugins/security';

/** What `web/src/entry-server.tsx` returns for one page (kept in step by hand: it is built apart). */
export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'shell'; title: string }
  | { kind: 'page'; status: number; title: string; head: string; html: string; jsonLd: unknown[] };

interface EntryServer {
  createRenderer(options: {
    template: string;
    origin: string;
    fetch: (url: string, init: RequestInit) => Promise<Response>;
  }): { render(request: Request): Promise<RenderResult> };
}

/**
 * Loads the storefront's server build (`web/dist/.ssr/entry-server.js`, decision 012). Its API
 * calls are answered in-process by this app (`inject`): the same routes, schemas and answers the
 * browser gets, without a network hop. Undefined when the web app was built without it.
 */
export async function loadStorefrontRenderer(
  app: FastifyInstance,
  webRoot: string,
  template: string,
  config: Config,
): Promise<{ render(request: FastifyRequest): Promise<RenderResult> } | undefined> {
  const entry = path.join(webRoot, '.ssr', 'entry-server.js');
  if (!existsSync(entry)) {
    app.log.warn(`${entry} not found: storefront pages are rendered in the browser only`);
    return undefined;
  }
  const { createRenderer } = (await import(pathToFileURL(entry).href)) as EntryServer;
  const secret = app.internalRequestSecret;
  const renderer = createRenderer({
    template,
    origin: config.publicUrl,
    async fetch(url, init) {
      const answer = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url,
        headers: { accept: 'application/json', [INTERNAL_REQUEST_HEADER]: secret },
      });
      return new Response(answer.rawPayload, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    },
  });
  return {
    render(request) {
      return renderer.render(new Request(new URL(request.url, config.publicUrl)));
    },
  };
}

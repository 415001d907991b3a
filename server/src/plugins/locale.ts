import { type Locale, localeFromAcceptLanguage } from '@ikawa/contracts/i18n';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the answer's sentences are written in, from `Accept-Language` (English by default). */
    readonly locale: Locale;
  }
}

/**
 * `request.locale`: read from the header when first asked (most answers carry no sentence), never
 * from the path or a cookie: the web app says which page language it shows in its requests.
 */
export const localePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('locale', {
      getter(this: { headers: Record<string, string | string[] | undefined> }) {
        const header = this.headers['accept-language'];
        return localeFromAcceptLanguage(Array.isArray(header) ? header.join(',') : header);
      },
    });
  },
  { name: 'locale' },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LOCALE, LOCALES } from '@ikawa/contracts/i18n';
import { ERRORS } from '../lib/error-messages';
import { translate } from '../lib/i18n';

/**
 * A client that sends its body slower than REQUEST_TIMEOUT_MS (one byte every few
 * seconds, or never the last one) is answered 408 and cut off. Node's own `requestTimeout` does
 * not cover a body the application is reading, and an idle timeout never fires on a trickle.
 */
export const timeoutsPlugin = fp(
  async (app: FastifyInstance, opts: { requestTimeoutMs: number }) => {
    // Written once per language: the answer goes straight to the socket.
    const answers = new Map(
      LOCALES.map((locale) => {
        const body = JSON.stringify({
          success: false,
          error: translate(locale, ERRORS.common.tooSlow),
          code: 'validation_failed',
        });
        const answer =
          'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n' +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
        return [locale, answer] as const;
      }),
    );

    app.addHook('onRequest', async (request, reply) => {
      const raw = request.raw;
      if (raw.complete) return;
      const timer = setTimeout(() => {
        if (raw.complete || reply.raw.headersSent) return;
        request.log.warn('request body too slow: cut off');
        raw.socket?.end(answers.get(request.locale) ?? answers.get(DEFAULT_LOCALE)!);
        raw.socket?.destroySoon();
      }, opts.requestTimeoutMs);
      timer.unref();
      reply.raw.once('close', () => clearTimeout(timer));
    });
  },
  { name: 'timeouts' },
);

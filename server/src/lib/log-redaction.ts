import type { FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';

/**
 * Query parameters whose values are secrets: the receipt and newsletter links' `token`, a reset
 * link's `token` from before it moved after `#`, Stripe's `payment_intent_client_secret`, any
 * `key`, `signature`, `password`, `code` and the like. Their values never reach a log line.
 */
const SECRET_PARAMETER = /token|secret|key|sig|pass|pwd|auth|session|code|otp|nonce|credential|jwt/i;

/** `name=value` after `?`, `&`, `;` or `#`, in an address or in any text quoting one. */
const PARAMETER = /([?&;#])([^=&#\s"'<>?;]+)=([^&#\s"'<>;]*)/g;

export const REDACTED = '[redacted]';

/**
 * The text with the value of every secret-named parameter replaced by `[redacted]`; other
 * parameters (a search, a page number) stay, as they help to read a log.
 */
export function redactSecrets(text: string): string {
  if (!/[?&;#]/.test(text)) return text;
  return text.replace(PARAMETER, (whole, lead: string, name: string, value: string) => {
    let decoded = name;
    try {
      decoded = decodeURIComponent(name);
    } catch {
      // A malformed escape in the name: judged as written.
    }
    return value && SECRET_PARAMETER.test(decoded) ? `${lead}${name}=${REDACTED}` : whole;
  });
}

function redactDeep(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return redactSecrets(value);
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redactDeep(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactDeep(item, depth + 1)]));
}

/**
 * pino's serializers for the shop's logger: a logged request's address and any error's message,
 * stack and fields (an HTTP client's error quotes the address it called) without secrets.
 * @see https://getpino.io/#/docs/api?id=serializers-object
 */
export const logSerializers = {
  err: (error: Error) => redactDeep(stdSerializers.err(error), 0) as ReturnType<typeof stdSerializers.err>,
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactSecrets(request.url),
    hostname: request.hostname,
    remoteAddress: request.ip,
  }),
};

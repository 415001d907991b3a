import type { ApiError, ApiErrorDetail } from '@ikawa/contracts/common';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ErrorCode } from '@ikawa/contracts/error-codes';
import type { Locale, MessageDescriptor } from '@ikawa/contracts/i18n';
import { AppError } from '../lib/app-error';
import { isDatabaseUnavailable, isNulInText } from '../lib/db-errors';
import { ERRORS } from '../lib/error-messages';
import { translate, translateValidation } from '../lib/i18n';

/** The English of the fixed sentences, as tests and logs compare with them. */
export const DATABASE_UNAVAILABLE_MESSAGE = translate('en-CA', ERRORS.common.databaseUnavailable);
export const NUL_MESSAGE = translate('en-CA', ERRORS.common.nul);
export const INTERNAL_ERROR_MESSAGE = translate('en-CA', ERRORS.common.internal);
const internalError = (locale: Locale): ApiError => ({
  success: false,
  error: translate(locale, ERRORS.common.internal),
  code: 'internal_error',
});

/** "postalCode" → "Postal code". */
function humanize(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const CONTEXT_LABEL: Record<string, string> = {
  body: 'request body',
  querystring: 'query',
  params: 'path',
  headers: 'headers',
};

/** A field's detail and, for the sentences this file writes, how to say it in another language. */
type Detail = ApiErrorDetail & { required?: string };

function validationDetails(error: {
  validation: { instancePath: string; message?: string }[];
  validationContext?: string;
}): Detail[] {
  return error.validation.map((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const last = path.split('.').pop() ?? '';
    const raw = issue.message ?? 'Invalid value';
    // Zod's wording for a missing field is technical; say it the way a form would.
    if (/received undefined/.test(raw)) {
      const field = humanize(last || CONTEXT_LABEL[error.validationContext ?? 'body'] || 'value');
      return { path, message: `${field} is required`, required: field };
    }
    return { path, message: raw.replace(/^Invalid input: /, 'Invalid value: ') };
  });
}

/** Well-known Fastify errors for bad input, answered in plain words and a code. */
function clientError(error: FastifyError): { message: MessageDescriptor; code: ErrorCode } | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { message: ERRORS.common.tooLarge, code: 'too_large' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { message: ERRORS.common.unsupportedMediaType, code: 'unsupported_media_type' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { message: ERRORS.common.emptyJson, code: 'invalid_json' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { message: ERRORS.common.invalidJson, code: 'invalid_json' };
    default:
      if (error instanceof SyntaxError) return { message: ERRORS.common.invalidJson, code: 'invalid_json' };
      return undefined;
  }
}

/**
 * The path of the first text holding a NUL character (`\u0000`), which PostgreSQL refuses in
 * text: such input is answered 400 before any route sees it (fuzzing found it reaching the database).
 */
export function findNul(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (depth > 32 || value === null || typeof value !== 'object') return undefined;
  if (Buffer.isBuffer(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return path ? `${path}.${key}` : key;
    const found = findNul(item, path ? `${path}.${key}` : key, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);

/** The code of any other 4xx Fastify raises itself, by its status. */
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/**
 * One error handler for the whole API: AppError by kind, zod validation as 400 with
 * details, other client errors with a sentence, and anything else as a logged, fixed 500.
 * @see https://fastify.dev/docs/latest/Reference/Errors/
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request, reply) => {
      for (const [part, value] of [
        ['params', request.params],
        ['query', request.query],
        ['body', request.body],
      ] as const) {
        const path = findNul(value);
        if (path === undefined) continue;
        const message = translate(request.locale, ERRORS.common.nul);
        const body: ApiError = {
          success: false,
          error: message,
          code: 'validation_failed',
          details: [{ path: path || part, message }],
        };
        return reply.status(400).send(body);
      }
    });
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const all = validationDetails(error);
        const details = all.map(({ path, message }) => ({
          path,
          message: translateValidation(request.locale, message),
        }));
        const first = all[0];
        // A refinement may name its refusal (`params.code`: `country_invalid`, `postal_code_canadian`…).
        const named = (error.validation[0]?.params as { params?: { code?: unknown } } | undefined)?.params
          ?.code;
        const body: ApiError = {
          success: false,
          error: !first
            ? translate(request.locale, ERRORS.common.invalidRequest)
            : first.required
              ? translate(request.locale, ERRORS.common.required, { field: first.required })
              : translateValidation(request.locale, first.message),
          code: isErrorCode(named) ? named : 'validation_failed',
          details,
        };
        return reply.status(400).send(body);
      }
      if (error instanceof AppError) {
        // A service out of reach (503) is the operator's to see, with what it answered.
        if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.message);
        const body: ApiError = { success: false, error: error.messageIn(request.locale), code: error.code };
        if (error.details) body.details = error.details;
        return reply.status(error.statusCode).send(body);
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error }, 'response did not match its schema');
        return reply.status(500).send(internalError(request.locale));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const known = clientError(error);
        const body: ApiError = {
          success: false,
          error: known
            ? translate(request.locale, known.message)
            : error.message || translate(request.locale, ERRORS.common.badRequest),
          code: known?.code ?? CODE_BY_STATUS[status] ?? 'validation_failed',
        };
        return reply.status(status).send(body);
      }
      // A NUL the hook above cannot see (a raw or multipart body, a header) is still bad input:
      // PostgreSQL refused the statement (a transaction around it is rolled back).
      if (isNulInText(error)) {
        const body: ApiError = {
          success: false,
          error: translate(request.locale, ERRORS.common.nul),
          code: 'validation_failed',
        };
        return reply.status(400).send(body);
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        const body: ApiError = {
          success: false,
          error: translate(request.locale, ERRORS.common.databaseUnavailable),
          code: 'unavailable',
        };
        return reply.status(503).header('retry-after', '5').send(body);
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(internalError(request.locale));
    });
  },
  { name: 'errors' },
);

import type { ApiErrorDetail } from '@ikawa/contracts/common';
import type { ErrorCode } from '@ikawa/contracts/error-codes';
import type { Locale } from '@ikawa/contracts/i18n';
import { ERRORS } from './error-messages';
import { type Text, translate } from './i18n';

export type AppErrorKind =
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'business_rule'
  | 'too_large'
  | 'rate_limited'
  | 'unavailable';

/** One table from error kind to HTTP status, so a kind gets the same status from every route. */
export const STATUS_BY_KIND: Record<AppErrorKind, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  business_rule: 422,
  too_large: 413,
  rate_limited: 429,
  unavailable: 503,
};

/** The code an error answers with when its thrower names none. */
const DEFAULT_CODE_BY_KIND: Record<AppErrorKind, ErrorCode> = {
  validation: 'validation_failed',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  not_found: 'not_found',
  conflict: 'conflict',
  business_rule: 'business_rule',
  too_large: 'too_large',
  rate_limited: 'rate_limited',
  unavailable: 'unavailable',
};

export interface AppErrorOptions {
  /** The stable code clients branch on (`@ikawa/contracts/error-codes`). */
  code?: ErrorCode;
  details?: ApiErrorDetail[];
  /** The placeholders of a descriptor message (`{name}`), filled in the reader's language. */
  values?: Record<string, unknown>;
}

/**
 * An expected failure with a human sentence and a stable code; the error handler turns it into
 * DESIGN's body `{ success: false, error, code, details? }`, the sentence in the request's
 * language. `message` (for logs) is the English.
 */
export class AppError extends Error {
  readonly kind: AppErrorKind;
  readonly code: ErrorCode;
  readonly details: ApiErrorDetail[] | undefined;
  readonly text: Text;
  readonly values: Record<string, unknown> | undefined;

  constructor(kind: AppErrorKind, text: Text, options: AppErrorOptions = {}) {
    super(translate('en-CA', text, options.values));
    this.name = 'AppError';
    this.kind = kind;
    this.code = options.code ?? DEFAULT_CODE_BY_KIND[kind];
    this.details = options.details;
    this.text = text;
    this.values = options.values;
  }

  /** The sentence with its values, to nest in another sentence (`{reason} Your payment …`). */
  describe(): Text {
    return typeof this.text === 'string'
      ? this.text
      : { ...this.text, values: { ...this.text.values, ...this.values } };
  }

  /** The sentence in a reader's language. */
  messageIn(locale: Locale): string {
    return translate(locale, this.text, this.values);
  }

  get statusCode(): number {
    return STATUS_BY_KIND[this.kind];
  }
}

export const notFound = (message: Text = ERRORS.common.notFound, code?: ErrorCode) =>
  new AppError('not_found', message, { code });
export const unauthorized = (message: Text, code?: ErrorCode) =>
  new AppError('unauthorized', message, { code });
export const forbidden = (message: Text) => new AppError('forbidden', message);
export const conflict = (message: Text, code?: ErrorCode) => new AppError('conflict', message, { code });
export const validationError = (message: Text, details?: ApiErrorDetail[]) =>
  new AppError('validation', message, { details });

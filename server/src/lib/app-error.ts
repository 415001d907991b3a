import type { ApiErrorDetail } from '@ikawa/contracts/common';
import type { ErrorCode } from '@ikawa/contracts/error-codes';

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

/** One table from error kind to HTTP status (STYLE §5). */
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
}

/**
 * An expected failure with a human sentence and a stable code; the error handler turns it into
 * DESIGN's body `{ success: false, error, code, details? }`.
 */
export class AppError extends Error {
  readonly kind: AppErrorKind;
  readonly code: ErrorCode;
  readonly details: ApiErrorDetail[] | undefined;

  constructor(kind: AppErrorKind, message: string, options: AppErrorOptions = {}) {
    super(message);
    this.name = 'AppError';
    this.kind = kind;
    this.code = options.code ?? DEFAULT_CODE_BY_KIND[kind];
    this.details = options.details;
  }

  get statusCode(): number {
    return STATUS_BY_KIND[this.kind];
  }
}

export const notFound = (message = 'Not found', code?: ErrorCode) =>
  new AppError('not_found', message, { code });
export const unauthorized = (message: string, code?: ErrorCode) =>
  new AppError('unauthorized', message, { code });
export const forbidden = (message: string) => new AppError('forbidden', message);
export const conflict = (message: string, code?: ErrorCode) => new AppError('conflict', message, { code });
export const validationError = (message: string, details?: ApiErrorDetail[]) =>
  new AppError('validation', message, { details });

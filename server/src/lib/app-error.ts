import type { ApiErrorDetail } from '@ikawa/contracts/common';

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

/** An expected failure with a human sentence; the error handler turns it into DESIGN's body. */
export class AppError extends Error {
  readonly kind: AppErrorKind;
  readonly details: ApiErrorDetail[] | undefined;

  constructor(kind: AppErrorKind, message: string, details?: ApiErrorDetail[]) {
    super(message);
    this.name = 'AppError';
    this.kind = kind;
    this.details = details;
  }

  get statusCode(): number {
    return STATUS_BY_KIND[this.kind];
  }
}

export const notFound = (message = 'Not found') => new AppError('not_found', message);
export const unauthorized = (message: string) => new AppError('unauthorized', message);
export const forbidden = (message: string) => new AppError('forbidden', message);
export const conflict = (message: string) => new AppError('conflict', message);
export const validationError = (message: string, details?: ApiErrorDetail[]) =>
  new AppError('validation', message, details);

import { z } from './zod';

/** Every entity carries `_id` as a string (DESIGN: API conventions). */
export const IdSchema = z.string().min(1).max(64);

/** Money on the wire: a number of dollars with at most 2 decimals (stored as cents). */
export const MoneySchema = z.number().nonnegative();

export const TimestampSchema = z.string();

/** DESIGN: errors are `{ success: false, error, code, details? }`. */
export const ApiErrorDetailSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type ApiErrorDetail = z.infer<typeof ApiErrorDetailSchema>;

/**
 * `code` is one of `ERROR_CODES` (error-codes.ts); it is read as a string so that a client
 * keeps working when a newer server adds a code.
 */
export const ApiErrorSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.string(),
  details: z.array(ApiErrorDetailSchema).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export const PageInfoSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type PageInfo = z.infer<typeof PageInfoSchema>;

export const SuccessSchema = z.object({ success: z.literal(true) });

export const HealthSchema = z.object({ status: z.literal('ok') });

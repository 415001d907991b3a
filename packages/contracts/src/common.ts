import { z } from './zod';
import { text } from './messages';

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

/**
 * The highest page a list answers: 100,000 pages of up to 100 rows is ten million rows, past
 * any list of the shop, and keeps the offset far from PostgreSQL's integer limits (a page of
 * 2147483648 answered 500).
 */
export const PAGE_MAX = 100_000;

/** `page` of every paged list (1 = the first). */
export const PageNumberSchema = z.coerce
  .number()
  .int(text(/*i18n*/ { id: 'validation.page.integer', message: 'Page must be a whole number' }))
  .min(1, text(/*i18n*/ { id: 'validation.page.min', message: 'Page must be at least 1' }))
  .max(
    PAGE_MAX,
    text(
      /*i18n*/ {
        id: 'validation.page.max',
        message: 'Page must be at most {max, number}',
        values: { max: PAGE_MAX },
      },
    ),
  )
  .default(1);

/** `pageSize` of the admin's and the courier's paged lists (each list gives its default). */
export const PageSizeSchema = z.coerce
  .number()
  .int()
  .min(1)
  .max(
    100,
    text(
      /*i18n*/ {
        id: 'validation.pageSize.max',
        message: 'Page size must be at most {max, number}',
        values: { max: 100 },
      },
    ),
  );

export const PageQuerySchema = z.object({
  page: PageNumberSchema,
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

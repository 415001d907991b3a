import { z } from './zod';

/**
 * Issue 16 §3–4: packing slips and the accountant's CSV exports. The queries are validated here
 * once, for the server's routes and the admin's forms alike.
 */

/** A calendar day, `YYYY-MM-DD`, that exists (no 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const daySchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .refine(isCalendarDay, `${label} must be a date (YYYY-MM-DD)`);

export const EXPORT_MESSAGES = {
  rangeReversed: 'The start date must be on or before the end date.',
  exportFailed: 'The export failed. Please try again.',
} as const;

/**
 * `?from=&to=` of an export: both days included, read in the store's time zone (Settings), and
 * `from` on or before `to` (a 400 with a sentence otherwise).
 */
export const ExportRangeQuerySchema = z
  .object({ from: daySchema('From'), to: daySchema('To') })
  .refine((range) => range.from <= range.to, { message: EXPORT_MESSAGES.rangeReversed, path: ['from'] });
export type ExportRange = z.output<typeof ExportRangeQuerySchema>;

/** The file an export downloads as: `ikawa-orders-2026-01-01-to-2026-12-31.csv`. */
export function exportFilename(kind: 'orders' | 'payouts', range: ExportRange): string {
  return `ikawa-${kind}-${range.from}-to-${range.to}.csv`;
}

/** Packing slips printed at once: one page each, a morning's worth, not the whole history. */
export const MAX_PACKING_SLIPS = 100;

export const PACKING_SLIP_MESSAGES = {
  tooMany: `Choose at most ${MAX_PACKING_SLIPS} orders at a time.`,
  badId: 'This is not an order id.',
  nothingChosen: 'Choose the orders to print, or a day (date=YYYY-MM-DD or date=today).',
  bothChosen: 'Choose either orders or a day, not both.',
  notFound: (numbers: string[]) =>
    numbers.length === 1
      ? `Order ${numbers[0]} was not found.`
      : `These orders were not found: ${numbers.join(', ')}.`,
  tooManyDue: `More than ${MAX_PACKING_SLIPS} orders are due by that day, more than one document holds: select them in the list instead.`,
  noneDue: 'No open orders are due that day.',
} as const;

/**
 * `?ids=a,b,c` (the admin's selection) or `?date=YYYY-MM-DD|today` (every open order due by the
 * end of that day in the store's time zone: "Today's deliveries").
 */
export const PackingSlipsQuerySchema = z
  .object({
    ids: z
      .string()
      .max(MAX_PACKING_SLIPS * 40, PACKING_SLIP_MESSAGES.tooMany)
      .optional()
      .transform((value) =>
        value === undefined
          ? []
          : [
              ...new Set(
                value
                  .split(',')
                  .map((id) => id.trim().toLowerCase())
                  .filter(Boolean),
              ),
            ],
      )
      .pipe(
        // Any 8-4-4-4-12 hex id, as the database's uuid type takes (not only RFC 4122 variants).
        z.array(z.guid(PACKING_SLIP_MESSAGES.badId)).max(MAX_PACKING_SLIPS, PACKING_SLIP_MESSAGES.tooMany),
      ),
    date: z
      .string()
      .trim()
      .refine((value) => value === 'today' || isCalendarDay(value), 'Date must be YYYY-MM-DD or today')
      .optional(),
  })
  .superRefine((query, ctx) => {
    const hasIds = query.ids.length > 0;
    if (hasIds === Boolean(query.date)) {
      ctx.addIssue({
        code: 'custom',
        message: hasIds ? PACKING_SLIP_MESSAGES.bothChosen : PACKING_SLIP_MESSAGES.nothingChosen,
        path: ['ids'],
      });
    }
  });
export type PackingSlipsQuery = z.output<typeof PackingSlipsQuerySchema>;

import { z } from './zod';
import { englishOf, type Message, text } from './messages';
import { FROM_DATE, TO_DATE } from './validation-messages';

/**
 * Packing slips and the accountant's CSV exports. The queries are validated here
 * once, for the server's routes and the admin's forms alike.
 */

/** A calendar day, `YYYY-MM-DD`, that exists (no 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const daySchema = (messages: { required: string; notDay: string }) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .refine(isCalendarDay, messages.notDay);

export const EXPORT_MESSAGE_DESCRIPTORS = {
  rangeReversed: /*i18n*/ {
    id: 'export.rangeReversed',
    message: 'The start date must be on or before the end date.',
  },
  exportFailed: /*i18n*/ { id: 'export.exportFailed', message: 'The export failed. Please try again.' },
} satisfies Record<string, Message>;
export const EXPORT_MESSAGES = englishOf(EXPORT_MESSAGE_DESCRIPTORS);

/**
 * `?from=&to=` of an export: both days included, read in the store's time zone (Settings), and
 * `from` on or before `to` (a 400 with a sentence otherwise).
 */
export const ExportRangeQuerySchema = z
  .object({
    from: daySchema({
      required: text(/*i18n*/ { id: 'validation.from.required', message: 'From is required' }),
      notDay: FROM_DATE,
    }),
    to: daySchema({
      required: text(/*i18n*/ { id: 'validation.to.required', message: 'To is required' }),
      notDay: TO_DATE,
    }),
  })
  .refine((range) => range.from <= range.to, {
    message: text(EXPORT_MESSAGE_DESCRIPTORS.rangeReversed),
    path: ['from'],
  });
export type ExportRange = z.output<typeof ExportRangeQuerySchema>;

/** The file an export downloads as: `ikawa-orders-2026-01-01-to-2026-12-31.csv`. */
export function exportFilename(
  kind: 'orders' | 'payouts' | 'invoices' | 'credit-notes',
  range: ExportRange,
): string {
  return `ikawa-${kind}-${range.from}-to-${range.to}.csv`;
}

/** Packing slips printed at once: one page each, a morning's worth, not the whole history. */
export const MAX_PACKING_SLIPS = 100;

export const PACKING_SLIP_MESSAGE_DESCRIPTORS = {
  tooMany: /*i18n*/ {
    id: 'packingSlip.tooMany',
    message: 'Choose at most {max, number} orders at a time.',
    values: { max: MAX_PACKING_SLIPS },
  },
  badId: /*i18n*/ { id: 'packingSlip.badId', message: 'This is not an order id.' },
  nothingChosen: /*i18n*/ {
    id: 'packingSlip.nothingChosen',
    message: 'Choose the orders to print, or a day (date=YYYY-MM-DD or date=today).',
  },
  bothChosen: /*i18n*/ { id: 'packingSlip.bothChosen', message: 'Choose either orders or a day, not both.' },
  /** `numbers` are order numbers (#3F2A9C1E). */
  notFound: (numbers: string[]): Message =>
    numbers.length === 1
      ? /*i18n*/ {
          id: 'packingSlip.notFound.one',
          message: 'Order {number} was not found.',
          values: { number: numbers[0] },
        }
      : /*i18n*/ {
          id: 'packingSlip.notFound.many',
          message: 'These orders were not found: {numbers}.',
          values: { numbers: numbers.join(', ') },
        },
  tooManyDue: /*i18n*/ {
    id: 'packingSlip.tooManyDue',
    message:
      'More than {max, number} orders are due by that day, more than one document holds: select them in the list instead.',
    values: { max: MAX_PACKING_SLIPS },
  },
  noneDue: /*i18n*/ { id: 'packingSlip.noneDue', message: 'No open orders are due that day.' },
};
export const PACKING_SLIP_MESSAGES = englishOf(PACKING_SLIP_MESSAGE_DESCRIPTORS);

/**
 * `?ids=a,b,c` (the admin's selection) or `?date=YYYY-MM-DD|today` (every open order due by the
 * end of that day in the store's time zone: "Today's deliveries").
 */
export const PackingSlipsQuerySchema = z
  .object({
    ids: z
      .string()
      .max(MAX_PACKING_SLIPS * 40, text(PACKING_SLIP_MESSAGE_DESCRIPTORS.tooMany))
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
        z
          .array(z.guid(text(PACKING_SLIP_MESSAGE_DESCRIPTORS.badId)))
          .max(MAX_PACKING_SLIPS, text(PACKING_SLIP_MESSAGE_DESCRIPTORS.tooMany)),
      ),
    date: z
      .string()
      .trim()
      .refine(
        (value) => value === 'today' || isCalendarDay(value),
        text(
          /*i18n*/ {
            id: 'validation.packingSlipDate.format',
            message: text(
              /*i18n*/ {
                id: 'validation.packingSlipDate.format',
                message: 'Date must be YYYY-MM-DD or today',
              },
            ),
          },
        ),
      )
      .optional(),
  })
  .superRefine((query, ctx) => {
    const hasIds = query.ids.length > 0;
    if (hasIds === Boolean(query.date)) {
      ctx.addIssue({
        code: 'custom',
        message: text(
          hasIds
            ? PACKING_SLIP_MESSAGE_DESCRIPTORS.bothChosen
            : PACKING_SLIP_MESSAGE_DESCRIPTORS.nothingChosen,
        ),
        path: ['ids'],
      });
    }
  });
export type PackingSlipsQuery = z.output<typeof PackingSlipsQuerySchema>;

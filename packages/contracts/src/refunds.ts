import { z } from './zod';
import { IdSchema, MoneySchema, TimestampSchema } from './common';
import { englishOf, type Message, text } from './messages';
import { ONE_LINE, ONE_LINE_PATTERN } from './validation-messages';

/**
 * Returns and partial refunds of a paid or delivered order (decision 015, "Returns and partial
 * refunds"): the admin gives back part of an order, by lines and quantities or by an amount, with
 * a reason; the shop issues a credit note against the invoice and refunds the money the way it
 * was paid.
 */
export const REFUND_REASONS = [
  'returned',
  'damaged',
  'missing',
  'wrong_item',
  'late',
  'goodwill',
  'other',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export const REFUND_REASON_MESSAGES: Record<RefundReason, Message> = {
  returned: /*i18n*/ { id: 'refund.reason.returned', message: 'Returned by the customer' },
  damaged: /*i18n*/ { id: 'refund.reason.damaged', message: 'Arrived damaged' },
  missing: /*i18n*/ { id: 'refund.reason.missing', message: 'Missing from the delivery' },
  wrong_item: /*i18n*/ { id: 'refund.reason.wrong_item', message: 'Wrong item sent' },
  late: /*i18n*/ { id: 'refund.reason.late', message: 'Delivered late' },
  goodwill: /*i18n*/ { id: 'refund.reason.goodwill', message: 'Goodwill gesture' },
  other: /*i18n*/ { id: 'refund.reason.other', message: 'Other reason' },
};
export const REFUND_REASON_LABELS: Record<RefundReason, string> = englishOf(REFUND_REASON_MESSAGES);

/** A return gives back lines and quantities; an adjustment an amount of the order's total. */
export const REFUND_KINDS = ['lines', 'amount'] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];

/** Card refunds go through the provider (pending until it answers); cash is paid out at once. */
export const REFUND_STATUSES = ['pending', 'refunded'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REFUND_NOTE_MAX = 300;

const REFUND_LINE_QUANTITY = text(
  /*i18n*/ { id: 'validation.refundQuantity', message: 'Give back a whole number of items, at least 1' },
);
const REFUND_AMOUNT = text(
  /*i18n*/ {
    id: 'validation.refundAmount',
    message: 'Enter the amount to refund: more than 0, in dollars and cents',
  },
);

/**
 * POST /api/admin/orders/:id/refunds, and …/refunds/preview for the figures it would give back
 * without writing anything.
 */
export const CreateRefundSchema = z
  .object({
    kind: z.enum(REFUND_KINDS, {
      error: text(
        /*i18n*/ {
          id: 'validation.refundKind',
          message: 'Choose whether items come back or an amount is refunded',
        },
      ),
    }),
    /** kind `lines`: the order's products and how many of each come back. */
    lines: z
      .array(
        z.object({
          productId: IdSchema,
          quantity: z
            .number({ error: REFUND_LINE_QUANTITY })
            .int(REFUND_LINE_QUANTITY)
            .min(1, REFUND_LINE_QUANTITY)
            .max(10_000, REFUND_LINE_QUANTITY),
        }),
      )
      .max(100)
      .default([]),
    /** kind `amount`: dollars given back, tax included. */
    amount: z
      .number({ error: REFUND_AMOUNT })
      .positive(REFUND_AMOUNT)
      .max(100_000, REFUND_AMOUNT)
      .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, REFUND_AMOUNT)
      .nullable()
      .default(null),
    reason: z.enum(REFUND_REASONS, {
      error: text(/*i18n*/ { id: 'validation.refundReason', message: 'Choose why the money is given back' }),
    }),
    note: z
      .string()
      .trim()
      .max(
        REFUND_NOTE_MAX,
        text(/*i18n*/ { id: 'validation.refundNote', message: 'Keep the note under 300 characters' }),
      )
      .regex(ONE_LINE_PATTERN, ONE_LINE)
      .nullable()
      .default(null),
    /** The goods came back and can be sold again: their stock is put back. */
    restock: z.boolean().default(false),
    /** Cash: the staff member who paid the money back (the admin making the refund when absent). */
    paidOutBy: IdSchema.nullable().default(null),
  })
  .superRefine((input, ctx) => {
    if (input.kind === 'lines' && input.lines.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['lines'],
        message: text(
          /*i18n*/ { id: 'validation.refundLines', message: 'Choose at least one item that comes back' },
        ),
      });
    if (input.kind === 'amount' && input.amount === null)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: REFUND_AMOUNT });
  });
export type CreateRefundInput = z.input<typeof CreateRefundSchema>;
export type CreateRefund = z.output<typeof CreateRefundSchema>;

/** One refund of an order, as the admin's order detail and the customer's My Orders show it. */
export const OrderRefundSchema = z.object({
  _id: IdSchema,
  at: TimestampSchema,
  kind: z.enum(REFUND_KINDS),
  reason: z.enum(REFUND_REASONS),
  note: z.string().nullable(),
  lines: z.array(
    z.object({ productId: IdSchema, name: z.string(), quantity: z.number().int(), amount: MoneySchema }),
  ),
  /** What the customer gets back, tax included, and the tax in it. */
  amount: MoneySchema,
  tax: MoneySchema,
  method: z.enum(['card', 'cash']),
  status: z.enum(REFUND_STATUSES),
  /** Cash: who paid it out. */
  paidOutBy: z.object({ _id: IdSchema, name: z.string() }).nullable(),
  restocked: z.boolean(),
  /** "CN-000007". */
  creditNote: z.string(),
});
export type OrderRefund = z.infer<typeof OrderRefundSchema>;

/** What a refund would give back (a preview) or gave back, with the credit note's figures. */
export const RefundFiguresSchema = z.object({
  lines: z.array(
    z.object({ productId: IdSchema, name: z.string(), quantity: z.number().int(), amount: MoneySchema }),
  ),
  amount: MoneySchema,
  tax: MoneySchema,
  taxes: z.array(z.object({ tax: z.string(), rate: z.number(), amount: MoneySchema })),
  method: z.enum(['card', 'cash']),
});
export type RefundFigures = z.infer<typeof RefundFiguresSchema>;

export const RefundPreviewResponseSchema = z.object({ success: z.literal(true), data: RefundFiguresSchema });
export const RefundResponseSchema = z.object({ success: z.literal(true), data: OrderRefundSchema });

/** The refusals of a refund (409/404, stable codes). */
export const REFUND_MESSAGE_DESCRIPTORS = {
  notRefundable: /*i18n*/ {
    id: 'refund.notRefundable',
    message: 'Only a paid or delivered order can be refunded. This one is not paid yet, or it was cancelled.',
  },
  nothingLeft: /*i18n*/ {
    id: 'refund.nothingLeft',
    message: 'This order has already been refunded in full.',
  },
  tooMuch: /*i18n*/ {
    id: 'refund.tooMuch',
    message: 'At most {left} of this order can still be refunded.',
  },
  unknownLine: /*i18n*/ {
    id: 'refund.unknownLine',
    message: 'This order has no such item: choose among its lines.',
  },
  tooManyItems: /*i18n*/ {
    id: 'refund.tooManyItems',
    message: 'Only {left} × {name} can still come back on this order.',
  },
  payer: /*i18n*/ {
    id: 'refund.payer',
    message: 'Cash is paid back by a staff member: choose an admin or a delivery person.',
  },
} satisfies Record<string, Message>;

import { z } from './zod';
import { englishOf, type Message, text } from './messages';
import { IdSchema, TimestampSchema } from './common';
import { STOCK_CHANGE_INTEGER, STOCK_CHANGE_TOO_LARGE } from './validation-messages';

/** Why the admin changes stock by hand. */
export const STOCK_ADJUSTMENT_REASONS = ['received', 'damaged', 'counted', 'returned'] as const;
export const StockAdjustmentReasonSchema = z.enum(STOCK_ADJUSTMENT_REASONS, {
  error: text(
    /*i18n*/ {
      id: 'validation.stockReason.required',
      message: 'Choose a reason: received, damaged, counted or returned',
    },
  ),
});
export type StockAdjustmentReason = z.infer<typeof StockAdjustmentReasonSchema>;

/** Every way stock moves: the admin's reasons, orders, and the product form. */
export const STOCK_MOVEMENT_REASONS = [
  ...STOCK_ADJUSTMENT_REASONS,
  'order_placed',
  'order_cancelled',
  'product_created',
  'product_edited',
] as const;
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number];

export const STOCK_REASON_MESSAGES: Record<StockMovementReason, Message> = {
  received: /*i18n*/ { id: 'stock.reason.received', message: 'Received' },
  damaged: /*i18n*/ { id: 'stock.reason.damaged', message: 'Damaged' },
  counted: /*i18n*/ { id: 'stock.reason.counted', message: 'Counted' },
  returned: /*i18n*/ { id: 'stock.reason.returned', message: 'Returned' },
  order_placed: /*i18n*/ { id: 'stock.reason.order_placed', message: 'Order placed' },
  order_cancelled: /*i18n*/ { id: 'stock.reason.order_cancelled', message: 'Order cancelled' },
  product_created: /*i18n*/ { id: 'stock.reason.product_created', message: 'Product created' },
  product_edited: /*i18n*/ { id: 'stock.reason.product_edited', message: 'Set in the product form' },
};
export const STOCK_REASON_LABELS: Record<StockMovementReason, string> = englishOf(STOCK_REASON_MESSAGES);

/** POST /api/admin/products/:id/stock-adjustments: a signed change, never zero. */
export const StockAdjustmentInputSchema = z.object({
  change: z
    .number({
      error: STOCK_CHANGE_INTEGER,
    })
    .int(STOCK_CHANGE_INTEGER)
    .min(-1_000_000, STOCK_CHANGE_TOO_LARGE)
    .max(1_000_000, STOCK_CHANGE_TOO_LARGE)
    .refine(
      (n) => n !== 0,
      text(/*i18n*/ { id: 'validation.stockChange.zero', message: 'Enter a change other than 0' }),
    ),
  reason: StockAdjustmentReasonSchema,
  note: z
    .string()
    .trim()
    .max(
      300,
      text(
        /*i18n*/ {
          id: 'validation.text.atMost',
          message: 'At most {max, number} characters',
          values: { max: 300 },
        },
      ),
    )
    .optional(),
});
export type StockAdjustmentInput = z.infer<typeof StockAdjustmentInputSchema>;

export const StockMovementSchema = z.object({
  _id: IdSchema,
  reason: z.enum(STOCK_MOVEMENT_REASONS),
  change: z.number().int(),
  stockBefore: z.number().int(),
  stockAfter: z.number().int(),
  note: z.string().nullable(),
  /** The order behind an order movement. */
  orderId: IdSchema.nullable(),
  /** That order's number as printed everywhere (`IK-1042`); null for an adjustment. */
  orderNumber: z.string().nullable(),
  /** Who made it; null for the shop's own jobs. */
  by: z.object({ _id: IdSchema, name: z.string() }).nullable(),
  createdAt: TimestampSchema,
});
export type StockMovement = z.infer<typeof StockMovementSchema>;

export const StockHistoryResponseSchema = z.object({
  status: z.literal('success'),
  data: z.object({
    productId: IdSchema,
    stock: z.number().int(),
    movements: z.array(StockMovementSchema),
  }),
});
export type StockHistoryResponse = z.infer<typeof StockHistoryResponseSchema>;

export const StockAdjustmentResponseSchema = z.object({
  status: z.literal('success'),
  data: StockMovementSchema,
});

export const STOCK_MESSAGE_DESCRIPTORS = {
  belowZero: (stock: number): Message => /*i18n*/ ({
    id: 'stock.belowZero',
    message:
      'That would take the stock below zero: there {stock, plural, one {is # unit} other {are # units}} left.',
    values: { stock },
  }),
  adjusted: /*i18n*/ { id: 'stock.adjusted', message: 'Stock adjusted.' },
  adjustFailed: /*i18n*/ { id: 'stock.adjustFailed', message: 'Could not adjust the stock' },
  historyFailed: /*i18n*/ { id: 'stock.historyFailed', message: 'Could not load the stock history' },
};
export const STOCK_MESSAGES = englishOf(STOCK_MESSAGE_DESCRIPTORS);

import { z } from './zod';
import { IdSchema, TimestampSchema } from './common';

/** Why the admin changes stock by hand (issue 17 §5). */
export const STOCK_ADJUSTMENT_REASONS = ['received', 'damaged', 'counted', 'returned'] as const;
export const StockAdjustmentReasonSchema = z.enum(STOCK_ADJUSTMENT_REASONS, {
  error: 'Choose a reason: received, damaged, counted or returned',
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

export const STOCK_REASON_LABELS: Record<StockMovementReason, string> = {
  received: 'Received',
  damaged: 'Damaged',
  counted: 'Counted',
  returned: 'Returned',
  order_placed: 'Order placed',
  order_cancelled: 'Order cancelled',
  product_created: 'Product created',
  product_edited: 'Set in the product form',
};

/** POST /api/admin/products/:id/stock-adjustments: a signed change, never zero. */
export const StockAdjustmentInputSchema = z.object({
  change: z
    .number({ error: 'Enter a whole number' })
    .int('Enter a whole number')
    .min(-1_000_000, 'Too large a change')
    .max(1_000_000, 'Too large a change')
    .refine((n) => n !== 0, 'Enter a change other than 0'),
  reason: StockAdjustmentReasonSchema,
  note: z.string().trim().max(300, 'At most 300 characters').optional(),
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

export const STOCK_MESSAGES = {
  belowZero: (stock: number) =>
    `That would take the stock below zero: there ${stock === 1 ? 'is 1 unit' : `are ${stock} units`} left.`,
  adjusted: 'Stock adjusted.',
  adjustFailed: 'Could not adjust the stock',
  historyFailed: 'Could not load the stock history',
} as const;

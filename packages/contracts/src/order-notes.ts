import { z } from './zod';
import { text } from './messages';
import { IdSchema, TimestampSchema } from './common';

/** Internal notes stay with the shop; customer notes show in My Orders. */
export const ORDER_NOTE_VISIBILITIES = ['internal', 'customer'] as const;
export const OrderNoteVisibilitySchema = z.enum(ORDER_NOTE_VISIBILITIES, {
  error: text(/*i18n*/ { id: 'validation.noteVisibility.required', message: 'Choose who sees the note' }),
});
export type OrderNoteVisibility = z.infer<typeof OrderNoteVisibilitySchema>;

export const ORDER_NOTE_MAX = 2000;
export const DELIVERY_INSTRUCTIONS_MAX = 500;

export const CreateOrderNoteInputSchema = z.object({
  visibility: OrderNoteVisibilitySchema,
  body: z
    .string()
    .trim()
    .min(1, text(/*i18n*/ { id: 'validation.note.required', message: 'Write the note first' }))
    .max(
      ORDER_NOTE_MAX,
      text(
        /*i18n*/ {
          id: 'validation.text.atMost',
          message: 'At most {max, number} characters',
          values: { max: ORDER_NOTE_MAX },
        },
      ),
    ),
});
export type CreateOrderNoteInput = z.infer<typeof CreateOrderNoteInputSchema>;

/** A note as the admin reads it. */
export const OrderNoteSchema = z.object({
  _id: IdSchema,
  visibility: OrderNoteVisibilitySchema,
  body: z.string(),
  author: z.object({ _id: IdSchema, name: z.string() }),
  createdAt: TimestampSchema,
});
export type OrderNote = z.infer<typeof OrderNoteSchema>;

/** A note to the customer as the customer reads it: the shop speaks, not a named person. */
export const CustomerOrderNoteSchema = z.object({
  _id: IdSchema,
  body: z.string(),
  authorName: z.string(),
  createdAt: TimestampSchema,
});
export type CustomerOrderNote = z.infer<typeof CustomerOrderNoteSchema>;

export const OrderNotesResponseSchema = z.object({
  status: z.literal('success'),
  data: z.array(OrderNoteSchema),
});
export const OrderNoteResponseSchema = z.object({ status: z.literal('success'), data: OrderNoteSchema });

/** The customer's delivery instructions at checkout: optional, plain text. */
export const DeliveryInstructionsSchema = z
  .string()
  .trim()
  .max(
    DELIVERY_INSTRUCTIONS_MAX,
    text(
      /*i18n*/ {
        id: 'validation.text.atMost',
        message: 'At most {max, number} characters',
        values: { max: DELIVERY_INSTRUCTIONS_MAX },
      },
    ),
  )
  .optional();

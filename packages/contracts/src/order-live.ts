import { z } from './zod';
import { DeliveryStatusSchema, OrderStatusSchema } from './enums';
import { TimestampSchema } from './common';

/**
 * What the customer's order page follows live (`GET /api/orders/{id}/live`, Server-Sent Events,
 * one `order` event per change): the statuses, the courier's first name once they have the
 * order, an arrival window while it is on its way, and the courier's position — rounded to about
 * 100 m, only while the order is picked up, only if the courier shares it, never after delivery.
 */
export const OrderLiveSchema = z.object({
  status: OrderStatusSchema,
  deliveryStatus: DeliveryStatusSchema.nullable(),
  courier: z.string().nullable(),
  arrival: z.object({ from: TimestampSchema, to: TimestampSchema }).nullable(),
  position: z.object({ latitude: z.number(), longitude: z.number(), at: TimestampSchema }).nullable(),
});
export type OrderLive = z.infer<typeof OrderLiveSchema>;

/** A courier in town takes 15 to 75 minutes from pick-up to the door: the window shown. */
export const ARRIVAL_WINDOW_MINUTES = { from: 15, to: 75 } as const;
/** A position older than this is no longer shown (the courier stopped sharing it). */
export const POSITION_FRESH_MINUTES = 15;

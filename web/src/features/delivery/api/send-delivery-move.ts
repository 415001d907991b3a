import { type CourierOrder, CourierOrderResponseSchema } from '@ikawa/contracts/delivery';
import { deliveryApiPaths } from '@/config/area-api-paths';
import { api } from '@/lib/api-client';
import type { OutboxEntry } from '../outbox/courier-db';

/**
 * PATCH /delivery/orders/{id}/status: assigned → picked_up → delivered (SPEC §4), the move's body
 * as it is, with the key that makes a retry safe and the time the courier made it (decision 020).
 */
export async function sendDeliveryMove(entry: OutboxEntry): Promise<CourierOrder> {
  const answer = await api.patch(
    deliveryApiPaths.orderStatus(entry.orderId),
    { ...entry.body, madeAt: entry.at },
    CourierOrderResponseSchema,
    { headers: { 'Idempotency-Key': entry.key } },
  );
  return answer.data;
}

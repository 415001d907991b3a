import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Order, OrderResponseSchema } from '@ikawa/contracts/orders';
import {
  type CreateRefundInput,
  type RefundFigures,
  RefundPreviewResponseSchema,
} from '@ikawa/contracts/refunds';
import { adminApiPaths } from '@/config/area-api-paths';
import { api } from '@/lib/api-client';
import { adminOrdersKey } from './get-admin-orders';
import { invalidateAfterOrderChange } from './update-order-status';

export interface RefundVariables {
  id: string;
  input: CreateRefundInput;
}

/** What the refund would give back, worked out by the server; nothing is written. */
export async function previewRefund({ id, input }: RefundVariables): Promise<RefundFigures> {
  const response = await api.post(adminApiPaths.orderRefundPreview(id), input, RefundPreviewResponseSchema);
  return response.data;
}

/** Records the return or partial refund; answers the order with it. */
export async function refundOrder({ id, input }: RefundVariables): Promise<Order> {
  const response = await api.post(adminApiPaths.orderRefunds(id), input, OrderResponseSchema);
  return response.data;
}

export function usePreviewRefund() {
  return useMutation({ mutationFn: previewRefund });
}

/** A refund changes the order, the stock (a return), the dashboard and the lists. */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    onSuccess: (order) =>
      Promise.all([
        invalidateAfterOrderChange(queryClient, order),
        // The order's activity gains the return, the credit note and the refund.
        queryClient.invalidateQueries({ queryKey: [...adminOrdersKey, 'activity', order._id] }),
      ]),
  });
}

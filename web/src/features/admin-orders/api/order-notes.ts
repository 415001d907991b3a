import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CreateOrderNoteInput,
  type OrderNote,
  OrderNoteResponseSchema,
  OrderNotesResponseSchema,
} from '@ikawa/contracts/order-notes';
import { adminApiPaths } from '@/config/area-api-paths';
import { api } from '@/lib/api-client';
import { adminOrdersKey } from './get-admin-orders';
import { retryTwice } from '@/lib/query-client';

/** GET /admin/orders/{id}/notes: internal notes and notes to the customer, oldest first. */
export async function getOrderNotes(
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<OrderNote[]> {
  const response = await api.get(adminApiPaths.orderNotes(id), OrderNotesResponseSchema, { signal });
  return response.data;
}

export function orderNotesQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...adminOrdersKey, 'notes', id],
    queryFn: ({ signal }) => getOrderNotes(id, { signal }),
    retry: retryTwice,
  });
}

export function useOrderNotes(id: string) {
  return useQuery(orderNotesQueryOptions(id));
}

export async function addOrderNote(id: string, input: CreateOrderNoteInput): Promise<OrderNote> {
  const response = await api.post(adminApiPaths.orderNotes(id), input, OrderNoteResponseSchema);
  return response.data;
}

/** A new note shows in the notes list, and a note to the customer in the order's own answer. */
export function useAddOrderNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateOrderNoteInput) => addOrderNote(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminOrdersKey }),
  });
}

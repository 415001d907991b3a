import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type EarningEntry, EarningEntryResponseSchema } from '@ikawa/contracts/delivery';
import { adminApiPaths } from '@/config/area-api-paths';
import { api } from '@/lib/api-client';
import { deliveryPersonsKey } from './get-delivery-persons';

export interface MarkEarningPaidVariables {
  personId: string;
  orderId: string;
}

/** SPEC §7: PATCH …/pay with an empty body; DESIGN: paid once, a second call answers 409. */
export async function markEarningPaid({
  personId,
  orderId,
}: MarkEarningPaidVariables): Promise<EarningEntry> {
  const response = await api.patch(
    adminApiPaths.pay(personId, orderId),
    undefined,
    EarningEntryResponseSchema,
  );
  return response.data;
}

export function useMarkEarningPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markEarningPaid,
    // A 409 means someone else paid it already: the list is refreshed either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryPersonsKey }),
  });
}

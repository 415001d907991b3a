import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CashSettlementResponseSchema } from '@ikawa/contracts/delivery';
import { adminApiPaths } from '@/config/area-api-paths';
import { api } from '@/lib/api-client';
import { deliveryPersonsKey } from './get-delivery-persons';

/** Records that the shop received all the cash a courier holds; answers the amount settled. */
export async function recordCashReceived(personId: string): Promise<number> {
  const response = await api.patch(
    adminApiPaths.cashReceived(personId),
    undefined,
    CashSettlementResponseSchema,
  );
  return response.data.settled;
}

export function useRecordCashReceived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordCashReceived,
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryPersonsKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Discount, type DiscountInput, DiscountResponseSchema } from '@ikawa/contracts/discounts';
import { adminApiPaths } from '@/config/area-api-paths';
import { api } from '@/lib/api-client';
import { discountsKey } from './get-discounts';

export async function createDiscount(input: DiscountInput): Promise<Discount> {
  return (await api.post(adminApiPaths.discounts, input, DiscountResponseSchema)).data;
}

export async function updateDiscount({ id, input }: { id: string; input: DiscountInput }): Promise<Discount> {
  return (await api.patch(adminApiPaths.discount(id), input, DiscountResponseSchema)).data;
}

export async function deactivateDiscount(id: string): Promise<Discount> {
  return (await api.post(adminApiPaths.deactivateDiscount(id), undefined, DiscountResponseSchema)).data;
}

function useDiscountMutation<T>(mutationFn: (variables: T) => Promise<Discount>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountsKey }),
  });
}

export const useCreateDiscount = () => useDiscountMutation(createDiscount);
export const useUpdateDiscount = () => useDiscountMutation(updateDiscount);
export const useDeactivateDiscount = () => useDiscountMutation(deactivateDiscount);

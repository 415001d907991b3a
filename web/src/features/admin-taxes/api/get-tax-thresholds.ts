import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TaxThresholds, TaxThresholdsResponseSchema } from '@ikawa/contracts/tax';
import { adminApiPaths } from '@/config/area-api-paths';
import { api } from '@/lib/api-client';

export type { TaxThresholds };

export async function getTaxThresholds({ signal }: { signal?: AbortSignal } = {}): Promise<TaxThresholds> {
  const response = await api.get(adminApiPaths.taxThresholds, TaxThresholdsResponseSchema, { signal });
  return response.data;
}

export const taxThresholdsKey = ['admin', 'tax', 'thresholds'] as const;

export function taxThresholdsQueryOptions() {
  return queryOptions({ queryKey: taxThresholdsKey, queryFn: ({ signal }) => getTaxThresholds({ signal }) });
}

/** Each registration's sales over the last four quarters against its threshold. */
export function useTaxThresholds() {
  return useQuery(taxThresholdsQueryOptions());
}

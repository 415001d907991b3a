import type { QueryClient } from '@tanstack/react-query';
import { adminProductsKey } from './get-admin-products';
import { queryKeys } from '@/lib/query-keys';

/**
 * A product change shows in the admin list, the dashboard's stock figures and the shop's
 * catalogue (whose queries start with 'products').
 */
export function invalidateProductViews(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminProductsKey }),
    queryClient.invalidateQueries({ queryKey: queryKeys.adminDashboard }),
    queryClient.invalidateQueries({ queryKey: queryKeys.products }),
  ]);
}

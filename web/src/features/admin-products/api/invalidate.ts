import type { QueryClient } from '@tanstack/react-query';
import { adminProductsKey } from './get-admin-products';

/**
 * A product change shows in the admin list, the dashboard's stock figures and the shop's
 * catalogue (whose queries start with 'products').
 */
export function invalidateProductViews(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminProductsKey }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
    queryClient.invalidateQueries({ queryKey: ['products'] }),
  ]);
}

import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import {
  ORDER_STATUS_FILTERS,
  type OrderFilters,
  type OrderStatusFilter,
} from '@/features/orders/api/get-orders';
import { MyOrders } from '@/features/orders/components/my-orders';

function readFilters(params: URLSearchParams): OrderFilters {
  const status = params.get('status');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    status: ORDER_STATUS_FILTERS.includes(status as OrderStatusFilter)
      ? (status as OrderStatusFilter)
      : 'all',
    q: params.get('q') ?? '',
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** SPEC §2 /account/orders: the filters live in the URL, so a reload or a shared link keeps them. */
export function AccountOrdersRoute() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);

  const onFiltersChange = useCallback(
    (next: OrderFilters) => {
      const search = new URLSearchParams();
      if (next.status !== 'all') search.set('status', next.status);
      if (next.q) search.set('q', next.q);
      if (next.page > 1) search.set('page', String(next.page));
      // Typing a search should not fill the history with one entry per pause; a filter or a page does.
      setParams(search, { replace: next.q !== filters.q });
    },
    [setParams, filters.q],
  );

  return <MyOrders filters={filters} onFiltersChange={onFiltersChange} />;
}

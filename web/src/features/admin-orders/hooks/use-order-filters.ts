import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  FULFILLMENT_METHODS,
  type FulfillmentMethod,
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from '@ikawa/contracts/enums';

/** The orders screen's filters, kept in the URL so a filtered view can be shared or reloaded. */
export interface OrderFilters {
  page: number;
  status: OrderStatus | 'all';
  paymentStatus: PaymentStatus | 'all';
  fulfillment: FulfillmentMethod | 'all';
  /** YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
  /** The start of an order id, or part of the customer's name or e-mail. */
  q: string;
}

export const DEFAULT_ORDER_FILTERS: OrderFilters = {
  page: 1,
  status: 'all',
  paymentStatus: 'all',
  fulfillment: 'all',
  from: '',
  to: '',
  q: '',
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | 'all' {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : 'all';
}

/** Anything unreadable in the URL falls back to its default instead of breaking the screen. */
export function parseOrderFilters(params: URLSearchParams): OrderFilters {
  const page = Number(params.get('page'));
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    status: oneOf(params.get('status'), ORDER_STATUSES),
    paymentStatus: oneOf(params.get('paymentStatus'), PAYMENT_STATUSES),
    fulfillment: oneOf(params.get('fulfillment'), FULFILLMENT_METHODS),
    from: DATE.test(from) ? from : '',
    to: DATE.test(to) ? to : '',
    q: (params.get('q') ?? '').trim().slice(0, 100),
  };
}

/** Only what differs from the defaults goes into the URL. */
export function orderFiltersToParams(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.paymentStatus !== 'all') params.set('paymentStatus', filters.paymentStatus);
  if (filters.fulfillment !== 'all') params.set('fulfillment', filters.fulfillment);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** A range whose start is after its end cannot match anything; the screen says so. */
export function isDateRangeInvalid(filters: Pick<OrderFilters, 'from' | 'to'>): boolean {
  return Boolean(filters.from && filters.to && filters.from > filters.to);
}

export function hasActiveFilters(filters: OrderFilters): boolean {
  return (
    filters.q !== '' ||
    filters.status !== 'all' ||
    filters.paymentStatus !== 'all' ||
    filters.fulfillment !== 'all' ||
    filters.from !== '' ||
    filters.to !== ''
  );
}

export function useOrderFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseOrderFilters(searchParams), [searchParams]);

  /** Changing a filter goes back to page 1; changing only the page keeps the filters. */
  const setFilters = useCallback(
    (change: Partial<OrderFilters>) => {
      setSearchParams(
        (current) => {
          const previous = parseOrderFilters(current);
          const next = { ...previous, ...change };
          if (!('page' in change)) next.page = 1;
          return orderFiltersToParams(next);
        },
        { replace: !('page' in change) && 'q' in change },
      );
    },
    [setSearchParams],
  );

  const clearFilters = useCallback(() => setSearchParams(new URLSearchParams()), [setSearchParams]);

  return { filters, setFilters, clearFilters };
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight, Package, Search, X } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';
import type { OrderStatus } from '@ikawa/contracts/enums';
import { ORDER_MESSAGE_DESCRIPTORS, type Order } from '@ikawa/contracts/orders';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { LoadingState, Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { ORDER_STATUS_FILTERS, type OrderFilters, useOrders } from '../api/get-orders';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderCard, orderHeadingId } from './order-card';

interface MyOrdersProps {
  filters: OrderFilters;
  onFiltersChange: (filters: OrderFilters) => void;
}

const SEARCH_DELAY_MS = 350;

/** The filter buttons: every status, as the order's badge names it, and "All". */
const STATUS_FILTER_LABELS: Record<OrderStatus | 'all', MessageDescriptor> = {
  all: msg`All`,
  pending: msg`Pending`,
  processing: msg`Processing`,
  shipped: msg`Shipped`,
  delivered: msg`Delivered`,
  cancelled: msg`Cancelled`,
};

/** SPEC §2 My Orders: search by id, status filter, pages from the server, and each order. */
export function MyOrders({ filters, onFiltersChange }: MyOrdersProps) {
  const { t, i18n } = useLingui();
  const orders = useOrders(filters);
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const isFiltered = filters.status !== 'all' || filters.q.trim() !== '';

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h2 className="text-2xl font-semibold text-espresso-900">
          <Trans>My Orders</Trans>
        </h2>
        <p className="text-sm text-espresso-600">
          <Trans>Follow your coffee from our roastery to your cup.</Trans>
        </p>
      </header>

      <div className="flex flex-col gap-4">
        <SearchBox value={filters.q} onSearch={(q) => onFiltersChange({ ...filters, q, page: 1 })} />
        <StatusFilter
          value={filters.status}
          onChange={(status) => onFiltersChange({ ...filters, status, page: 1 })}
        />
      </div>

      {orders.isPending ? (
        <LoadingState label={t`Loading your orders…`} />
      ) : orders.isError ? (
        <Alert title={i18n._(ORDER_MESSAGE_DESCRIPTORS.loadFailed)}>
          <p>{orders.error.message}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void orders.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Alert>
      ) : orders.data.data.length === 0 ? (
        <EmptyOrders
          isFiltered={isFiltered}
          onClear={() => onFiltersChange({ page: 1, status: 'all', q: '' })}
        />
      ) : (
        <>
          <p className="flex items-center gap-2 text-sm text-espresso-600" aria-live="polite">
            <OrderCount total={orders.data.total} />
            {orders.isFetching && <Spinner size="sm" label={t`Updating`} />}
          </p>
          <ul className={cn('flex flex-col gap-5', orders.isPlaceholderData && 'opacity-60')}>
            {orders.data.data.map((order) => (
              <li key={order._id}>
                <OrderCard order={order} onCancel={setCancelling} />
              </li>
            ))}
          </ul>
          <Pagination
            page={orders.data.page}
            totalPages={orders.data.totalPages}
            onPage={(page) => onFiltersChange({ ...filters, page })}
          />
        </>
      )}

      <CancelOrderDialog
        order={cancelling}
        onClose={() => setCancelling(null)}
        onCancelled={(order) =>
          // Its Cancel button is gone: the order's heading takes the focus instead of the page.
          requestAnimationFrame(() => document.getElementById(orderHeadingId(order._id))?.focus())
        }
      />
    </div>
  );
}

function OrderCount({ total }: { total: number }) {
  return <Plural value={total} one="# order" other="# orders" />;
}

/** Searches as the shopper types (after a short pause), so the URL always matches the list. */
function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const { t } = useLingui();
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  // The URL changed from outside (back button, a link): show what it says.
  if (value !== lastValue) {
    setLastValue(value);
    setText(value);
  }

  const search = useEffectEvent((q: string) => onSearch(q));
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => search(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
      className="relative"
    >
      <label htmlFor="order-search" className="sr-only">
        <Trans>Search by order number</Trans>
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-espresso-400"
      />
      <Input
        id="order-search"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t`Search by order number`}
        autoComplete="off"
        spellCheck={false}
        className="pr-12 pl-10 [&::-webkit-search-cancel-button]:hidden"
      />
      {text && (
        <button
          type="button"
          aria-label={t`Clear search`}
          onClick={() => {
            setText('');
            onSearch('');
          }}
          className="absolute top-1/2 right-0 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full text-espresso-500 hover:text-espresso-900"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </form>
  );
}

function StatusFilter({
  value,
  onChange,
}: {
  value: OrderFilters['status'];
  onChange: (status: OrderFilters['status']) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <div role="group" aria-label={t`Filter by status`} className="flex flex-wrap gap-2">
      {ORDER_STATUS_FILTERS.map((status) => {
        const active = status === value;
        return (
          <button
            key={status}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(status)}
            className={cn(
              'inline-flex min-h-11 shrink-0 items-center rounded-full px-4 text-sm font-medium transition-colors md:min-h-9',
              active
                ? 'bg-espresso-900 text-cream-50'
                : 'bg-cream-50 text-espresso-700 ring-1 ring-espresso-200 ring-inset hover:bg-cream-200',
            )}
          >
            {i18n._(STATUS_FILTER_LABELS[status])}
          </button>
        );
      })}
    </div>
  );
}

function EmptyOrders({ isFiltered, onClear }: { isFiltered: boolean; onClear: () => void }) {
  return (
    <section className="flex flex-col items-center rounded-3xl border border-dashed border-espresso-200 bg-cream-50 px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-cream-200 text-espresso-700">
        <Package aria-hidden="true" className="size-7" />
      </span>
      <h3 className="mt-4 text-xl font-semibold text-espresso-900">
        <Trans>No orders found</Trans>
      </h3>
      <p className="mt-2 max-w-md text-espresso-600">
        {isFiltered ? (
          <Trans>No order matches this search or status.</Trans>
        ) : (
          <Trans>When you order coffee, it will be listed here.</Trans>
        )}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {isFiltered && (
          <Button variant="secondary" onClick={onClear}>
            <Trans>Clear filters</Trans>
          </Button>
        )}
        <ButtonLink to={paths.shop}>
          <Trans>Continue Shopping</Trans>
        </ButtonLink>
      </div>
    </section>
  );
}

function Pagination({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useLingui();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t`Pages`} className="flex items-center justify-between gap-3">
      <Button variant="secondary" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        <Trans>Previous</Trans>
      </Button>
      <p className="text-sm text-espresso-600">
        <Trans>
          Page {page} of {totalPages}
        </Trans>
      </p>
      <Button variant="secondary" size="sm" onClick={() => onPage(page + 1)} disabled={page >= totalPages}>
        <Trans>Next</Trans>
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}

import { SlidersHorizontal } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { FULFILLMENT_METHODS, ORDER_STATUSES, PAYMENT_STATUSES } from '@ikawa/contracts/enums';
import { SearchInput } from '@/components/admin/search-input';
import { SelectField } from '@/components/admin/select-field';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '@/components/ui/status-badges';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { hasActiveFilters, isDateRangeInvalid, type OrderFilters } from '../hooks/use-order-filters';

const STATUS_OPTIONS = [
  { value: 'all', label: 'All statuses' },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] })),
];
const PAYMENT_OPTIONS = [
  { value: 'all', label: 'All payments' },
  ...PAYMENT_STATUSES.map((status) => ({ value: status, label: PAYMENT_STATUS_LABELS[status] })),
];
const FULFILMENT_LABELS: Record<(typeof FULFILLMENT_METHODS)[number], string> = {
  delivery: 'Home delivery',
  pickup: 'Store pickup',
};
const FULFILMENT_OPTIONS = [
  { value: 'all', label: 'All methods' },
  ...FULFILLMENT_METHODS.map((method) => ({ value: method, label: FULFILMENT_LABELS[method] })),
];

interface OrderFiltersBarProps {
  filters: OrderFilters;
  onChange: (change: Partial<OrderFilters>) => void;
  onClear: () => void;
}

/** Search, status, payment, fulfilment and date range; the search stays in view on phones. */
export function OrderFiltersBar({ filters, onChange, onClear }: OrderFiltersBarProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rangeInvalid = isDateRangeInvalid(filters);
  const onSearch = useCallback((q: string) => onChange({ q }), [onChange]);
  const extraCount = [
    filters.status !== 'all',
    filters.paymentStatus !== 'all',
    filters.fulfillment !== 'all',
    filters.from !== '',
    filters.to !== '',
  ].filter(Boolean).length;

  return (
    <div className="mb-5 rounded-3xl border border-espresso-100 bg-cream-50 p-4 shadow-xs">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <SearchInput
            label="Search orders"
            placeholder="Order id, customer name or email"
            value={filters.q}
            onSearch={onSearch}
          />
        </div>
        <Button
          variant="secondary"
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          aria-controls={panelId}
          className="lg:hidden"
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          Filters{extraCount > 0 ? ` (${extraCount})` : ''}
        </Button>
        {hasActiveFilters(filters) && (
          <Button variant="ghost" onClick={onClear}>
            Clear filters
          </Button>
        )}
      </div>
      <div
        id={panelId}
        className={cn('mt-3 gap-3 sm:grid-cols-2 lg:grid lg:grid-cols-5', open ? 'grid' : 'hidden')}
      >
        <SelectField
          label="Status"
          options={STATUS_OPTIONS}
          value={filters.status}
          onChange={(event) => onChange({ status: event.target.value as OrderFilters['status'] })}
        />
        <SelectField
          label="Payment status"
          options={PAYMENT_OPTIONS}
          value={filters.paymentStatus}
          onChange={(event) =>
            onChange({ paymentStatus: event.target.value as OrderFilters['paymentStatus'] })
          }
        />
        <SelectField
          label="Fulfilment"
          options={FULFILMENT_OPTIONS}
          value={filters.fulfillment}
          onChange={(event) => onChange({ fulfillment: event.target.value as OrderFilters['fulfillment'] })}
        />
        <Field
          label="From"
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          error={rangeInvalid ? 'From must not be after To' : undefined}
          onChange={(event) => onChange({ from: event.target.value })}
        />
        <Field
          label="To"
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => onChange({ to: event.target.value })}
        />
      </div>
    </div>
  );
}

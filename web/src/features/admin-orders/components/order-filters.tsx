import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SlidersHorizontal } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { FULFILLMENT_METHODS, ORDER_STATUSES, PAYMENT_STATUSES } from '@ikawa/contracts/enums';
import { SearchInput } from '@/components/admin/search-input';
import { SelectField } from '@/components/admin/select-field';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { hasActiveFilters, isDateRangeInvalid, type OrderFilters } from '../hooks/use-order-filters';
import { ORDER_STATUS_MESSAGES, PAYMENT_STATUS_MESSAGES } from './order-labels';

type Option = { value: string; label: MessageDescriptor };

const STATUS_OPTIONS: Option[] = [
  { value: 'all', label: msg`All statuses` },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_MESSAGES[status] })),
];
const PAYMENT_OPTIONS: Option[] = [
  { value: 'all', label: msg`All payments` },
  ...PAYMENT_STATUSES.map((status) => ({ value: status, label: PAYMENT_STATUS_MESSAGES[status] })),
];
const FULFILMENT_LABELS: Record<(typeof FULFILLMENT_METHODS)[number], MessageDescriptor> = {
  delivery: msg`Home delivery`,
  pickup: msg`Store pickup`,
};
const FULFILMENT_OPTIONS: Option[] = [
  { value: 'all', label: msg`All methods` },
  ...FULFILLMENT_METHODS.map((method) => ({ value: method, label: FULFILMENT_LABELS[method] })),
];

interface OrderFiltersBarProps {
  filters: OrderFilters;
  onChange: (change: Partial<OrderFilters>) => void;
  onClear: () => void;
}

/** Search, status, payment, fulfilment and date range; the search stays in view on phones. */
export function OrderFiltersBar({ filters, onChange, onClear }: OrderFiltersBarProps) {
  const { t, i18n } = useLingui();
  const translated = (options: Option[]) =>
    options.map((option) => ({ value: option.value, label: i18n._(option.label) }));
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
            label={t`Search orders`}
            placeholder={t`Order number, customer name or email`}
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
          {extraCount > 0 ? <Trans>Filters ({extraCount})</Trans> : <Trans>Filters</Trans>}
        </Button>
        {hasActiveFilters(filters) && (
          <Button variant="ghost" onClick={onClear}>
            <Trans>Clear filters</Trans>
          </Button>
        )}
      </div>
      <div
        id={panelId}
        className={cn('mt-3 gap-3 sm:grid-cols-2 lg:grid lg:grid-cols-5', open ? 'grid' : 'hidden')}
      >
        <SelectField
          label={t`Status`}
          options={translated(STATUS_OPTIONS)}
          value={filters.status}
          onChange={(event) => onChange({ status: event.target.value as OrderFilters['status'] })}
        />
        <SelectField
          label={t`Payment status`}
          options={translated(PAYMENT_OPTIONS)}
          value={filters.paymentStatus}
          onChange={(event) =>
            onChange({ paymentStatus: event.target.value as OrderFilters['paymentStatus'] })
          }
        />
        <SelectField
          label={t`Fulfilment`}
          options={translated(FULFILMENT_OPTIONS)}
          value={filters.fulfillment}
          onChange={(event) => onChange({ fulfillment: event.target.value as OrderFilters['fulfillment'] })}
        />
        <Field
          label={t`From`}
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          error={rangeInvalid ? t`From must not be after To` : undefined}
          onChange={(event) => onChange({ from: event.target.value })}
        />
        <Field
          label={t`To`}
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => onChange({ to: event.target.value })}
        />
      </div>
    </div>
  );
}

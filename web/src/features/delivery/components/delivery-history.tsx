import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { DELIVERY_MESSAGE_DESCRIPTORS } from '@ikawa/contracts/delivery';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { type HistoryFilters, useDeliveryHistory } from '../api/get-delivery-history';
import { EarningsTable, HISTORY_COLUMNS } from './earnings-table';
import { LoadError } from './load-error';

export type HistoryStatus = HistoryFilters['status'];

const FILTERS: { value: HistoryStatus; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`All` },
  { value: 'pending', label: msg`Pending` },
  { value: 'paid', label: msg`Paid` },
];

interface DeliveryHistoryProps {
  filters: HistoryFilters;
  /** The route keeps the filter and the page in the URL, so a reload or Back keeps them. */
  onChange: (filters: HistoryFilters) => void;
}

/** SPEC §2 Delivery History: All / Pending / Paid, paginated by the server. */
export function DeliveryHistory({ filters, onChange }: DeliveryHistoryProps) {
  const { t, i18n } = useLingui();
  const history = useDeliveryHistory(filters);
  const answer = history.data;
  const totalPages = answer?.totalPages ?? 0;

  return (
    <section aria-labelledby="history-title" className="flex flex-col gap-4">
      <h2 id="history-title" className="text-2xl font-semibold text-espresso-900">
        <Trans>Delivery History</Trans>
      </h2>
      <div role="group" aria-label={t`Filter by payment status`} className="grid grid-cols-3 gap-2 sm:flex">
        {FILTERS.map((filter) => {
          const pressed = filters.status === filter.value;
          return (
            <button
              key={filter.value}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange({ status: filter.value, page: 1 })}
              className={cn(
                'min-h-12 rounded-full px-5 text-base font-semibold ring-1 transition-colors ring-inset sm:min-w-24',
                pressed
                  ? 'bg-espresso-900 text-cream-50 ring-espresso-900'
                  : 'bg-white text-espresso-800 ring-espresso-200 hover:bg-cream-200',
              )}
            >
              {i18n._(filter.label)}
            </button>
          );
        })}
      </div>

      {history.isError && <LoadError error={history.error} onRetry={() => void history.refetch()} />}
      {history.isPending ? (
        <div className="flex justify-center py-10 text-espresso-600">
          <Spinner size="lg" label={t`Loading your delivery history…`} />
        </div>
      ) : !answer ? null : answer.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-3xl border border-dashed border-espresso-200 bg-cream-50 px-6 py-8 text-center">
          <p className="text-espresso-800">{i18n._(DELIVERY_MESSAGE_DESCRIPTORS.noHistory)}</p>
          {/* A page number from an old link can lie past the end. */}
          {filters.page > 1 && (
            <Button variant="secondary" onClick={() => onChange({ ...filters, page: 1 })}>
              <Trans>Go to the first page</Trans>
            </Button>
          )}
        </div>
      ) : (
        <div
          className={cn('flex flex-col gap-4 transition-opacity', history.isPlaceholderData && 'opacity-60')}
        >
          <EarningsTable caption={t`Delivery History`} columns={HISTORY_COLUMNS} entries={answer.data} />
          {totalPages > 1 && (
            <nav aria-label={t`Delivery history pages`} className="flex items-center justify-between gap-3">
              <Button
                variant="secondary"
                size="lg"
                className="px-4"
                disabled={filters.page <= 1 || history.isPlaceholderData}
                onClick={() => onChange({ ...filters, page: filters.page - 1 })}
              >
                <ChevronLeft aria-hidden="true" className="size-5" />
                <Trans>Previous</Trans>
              </Button>
              <p className="text-sm text-espresso-800" aria-live="polite">
                <PageOf page={answer.page} total={totalPages} />
              </p>
              <Button
                variant="secondary"
                size="lg"
                className="px-4"
                disabled={filters.page >= totalPages || history.isPlaceholderData}
                onClick={() => onChange({ ...filters, page: filters.page + 1 })}
              >
                <Trans>Next</Trans>
                <ChevronRight aria-hidden="true" className="size-5" />
              </Button>
            </nav>
          )}
        </div>
      )}
    </section>
  );
}

/** "Page 2 of 3", the numbers in the page's language. */
function PageOf({ page, total }: { page: number; total: number }) {
  return (
    <Trans>
      Page {page} of {total}
    </Trans>
  );
}

import { Download, MailCheck } from 'lucide-react';
import { useState } from 'react';
import {
  NEWSLETTER_MESSAGES,
  NEWSLETTER_STATUS_LABELS,
  NEWSLETTER_STATUSES,
  type NewsletterStatus,
} from '@ikawa/contracts/newsletter';
import { actionErrorMessage } from '@/components/admin/action-error';
import { PageHeader } from '@/components/admin/page-header';
import { Pagination } from '@/components/admin/pagination';
import { SelectField } from '@/components/admin/select-field';
import { ErrorPanel, StatePanel } from '@/components/admin/state-panel';
import { Alert } from '@/components/ui/alert';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import {
  type SubscriberFilters,
  SUBSCRIBERS_PAGE_SIZE,
  useExportSubscribers,
  useSubscribers,
} from '../api/subscribers';

const STATUS_OPTIONS = [
  { value: 'all', label: 'Everyone' },
  ...NEWSLETTER_STATUSES.map((status) => ({ value: status, label: NEWSLETTER_STATUS_LABELS[status] })),
];

const STATUS_TONES: Record<NewsletterStatus, BadgeTone> = {
  pending: 'crema',
  subscribed: 'leaf',
  unsubscribed: 'neutral',
};

/** Newsletter subscribers with their consent record (issue 13 §5), and the CSV export. */
export function SubscribersPage() {
  const [filters, setFilters] = useState<SubscriberFilters>({ page: 1, status: 'all' });
  const subscribers = useSubscribers(filters);
  const exportCsv = useExportSubscribers();

  let content;
  if (subscribers.isError && !subscribers.data) {
    content = (
      <ErrorPanel
        title={NEWSLETTER_MESSAGES.loadFailed}
        onRetry={() => void subscribers.refetch()}
        isRetrying={subscribers.isFetching}
      >
        {subscribers.error.message}
      </ErrorPanel>
    );
  } else if (subscribers.isPending) {
    content = <LoadingState label="Loading subscribers…" />;
  } else if (subscribers.data.data.length === 0) {
    content = (
      <StatePanel icon={MailCheck} title="No subscribers">
        {filters.status === 'all' ? NEWSLETTER_MESSAGES.empty : 'Nobody has this status.'}
      </StatePanel>
    );
  } else {
    content = (
      <div aria-busy={subscribers.isFetching || undefined}>
        <ul aria-label="Subscribers" className="flex flex-col gap-3">
          {subscribers.data.data.map((subscriber) => (
            <li
              key={subscriber._id}
              className="rounded-2xl border border-espresso-100 bg-white p-4 shadow-sm"
            >
              <div className="mb-1 flex flex-wrap items-center gap-2">
                <Badge tone={STATUS_TONES[subscriber.status]}>
                  {NEWSLETTER_STATUS_LABELS[subscriber.status]}
                </Badge>
                <span className="font-semibold break-all text-espresso-900">{subscriber.email}</span>
                {subscriber.name && <span className="text-sm text-espresso-600">{subscriber.name}</span>}
              </div>
              <p className="text-xs text-espresso-500">
                {subscriber.consentAt
                  ? `Consent given ${formatDateTime(subscriber.consentAt)}`
                  : 'No consent on record (from before consent records)'}
                {subscriber.confirmedAt ? ` · confirmed ${formatDateTime(subscriber.confirmedAt)}` : ''}
                {subscriber.unsubscribedAt
                  ? ` · unsubscribed ${formatDateTime(subscriber.unsubscribedAt)}`
                  : ''}
              </p>
              {subscriber.consentText && (
                <p className="mt-1 text-xs text-espresso-600">
                  {subscriber.consentVersion === null
                    ? 'Wording sent by the form (before versions): '
                    : `Wording version ${subscriber.consentVersion}: `}
                  <span className="italic">“{subscriber.consentText}”</span>
                </p>
              )}
            </li>
          ))}
        </ul>
        <Pagination
          page={subscribers.data.page}
          totalPages={subscribers.data.totalPages}
          total={subscribers.data.total}
          pageSize={SUBSCRIBERS_PAGE_SIZE}
          noun="subscribers"
          isFetching={subscribers.isFetching}
          onPageChange={(page) => setFilters((current) => ({ ...current, page }))}
        />
      </div>
    );
  }

  return (
    <>
      <PageHeader
        title="Newsletter"
        description="Who asked for the newsletter, what they agreed to and when. Only confirmed addresses are subscribed."
      />
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="w-full max-w-xs">
          <SelectField
            label="Status"
            options={STATUS_OPTIONS}
            value={filters.status}
            onChange={(event) =>
              setFilters({ page: 1, status: event.target.value as SubscriberFilters['status'] })
            }
          />
        </div>
        <Button variant="secondary" onClick={() => exportCsv.mutate()} isLoading={exportCsv.isPending}>
          <Download aria-hidden="true" className="size-4" />
          Export CSV
        </Button>
      </div>
      {exportCsv.isError && (
        <Alert onDismiss={() => exportCsv.reset()} className="mb-4">
          {actionErrorMessage(exportCsv.error, 'The export failed. Please try again.')}
        </Alert>
      )}
      {content}
    </>
  );
}

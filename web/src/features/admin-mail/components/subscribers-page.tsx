import { Trans, useLingui } from '@lingui/react/macro';
import { Download, MailCheck } from 'lucide-react';
import { useState } from 'react';
import {
  NEWSLETTER_MESSAGE_DESCRIPTORS,
  NEWSLETTER_STATUS_MESSAGES,
  NEWSLETTER_STATUSES,
  type NewsletterStatus,
} from '@ikawa/contracts/newsletter';
import { EXPORT_MESSAGE_DESCRIPTORS } from '@ikawa/contracts/exports';
import { actionErrorMessage } from '@/components/admin/action-error';
import { PageHeader } from '@/components/admin/page-header';
import { Pagination } from '@/components/admin/pagination';
import { SelectField } from '@/components/admin/select-field';
import { ErrorPanel, StatePanel } from '@/components/admin/state-panel';
import { Alert } from '@/components/ui/alert';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { useFormat } from '@/hooks/use-locale';
import {
  type SubscriberFilters,
  SUBSCRIBERS_PAGE_SIZE,
  useExportSubscribers,
  useSubscribers,
} from '../api/subscribers';

const STATUS_TONES: Record<NewsletterStatus, BadgeTone> = {
  pending: 'crema',
  subscribed: 'leaf',
  unsubscribed: 'neutral',
};

/** Newsletter subscribers with their consent record, and the CSV export. */
export function SubscribersPage() {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const [filters, setFilters] = useState<SubscriberFilters>({ page: 1, status: 'all' });
  const subscribers = useSubscribers(filters);
  const exportCsv = useExportSubscribers();

  let content;
  if (subscribers.isError && !subscribers.data) {
    content = (
      <ErrorPanel
        title={i18n._(NEWSLETTER_MESSAGE_DESCRIPTORS.loadFailed)}
        onRetry={() => void subscribers.refetch()}
        isRetrying={subscribers.isFetching}
      >
        {subscribers.error.message}
      </ErrorPanel>
    );
  } else if (subscribers.isPending) {
    content = <LoadingState label={t`Loading subscribers…`} />;
  } else if (subscribers.data.data.length === 0) {
    content = (
      <StatePanel icon={MailCheck} title={t`No subscribers`}>
        {filters.status === 'all' ? (
          i18n._(NEWSLETTER_MESSAGE_DESCRIPTORS.empty)
        ) : (
          <Trans>Nobody has this status.</Trans>
        )}
      </StatePanel>
    );
  } else {
    content = (
      <div aria-busy={subscribers.isFetching || undefined}>
        <ul aria-label={t`Subscribers`} className="flex flex-col gap-3">
          {subscribers.data.data.map((subscriber) => {
            const consented = subscriber.consentAt ? f.dateTime(subscriber.consentAt) : null;
            const confirmed = subscriber.confirmedAt ? f.dateTime(subscriber.confirmedAt) : null;
            const unsubscribed = subscriber.unsubscribedAt ? f.dateTime(subscriber.unsubscribedAt) : null;
            const version = subscriber.consentVersion;
            const wording = subscriber.consentText;
            return (
              <li
                key={subscriber._id}
                className="rounded-2xl border border-espresso-100 bg-white p-4 shadow-sm"
              >
                <div className="mb-1 flex flex-wrap items-center gap-2">
                  <Badge tone={STATUS_TONES[subscriber.status]}>
                    {i18n._(NEWSLETTER_STATUS_MESSAGES[subscriber.status])}
                  </Badge>
                  <span className="font-semibold break-all text-espresso-900">{subscriber.email}</span>
                  {subscriber.name && <span className="text-sm text-espresso-600">{subscriber.name}</span>}
                </div>
                <p className="text-xs text-espresso-500">
                  {consented ? (
                    <Trans>Consent given {consented}</Trans>
                  ) : (
                    <Trans>No consent on record (from before consent records)</Trans>
                  )}
                  {confirmed && (
                    <>
                      {' · '}
                      <Trans>confirmed {confirmed}</Trans>
                    </>
                  )}
                  {unsubscribed && (
                    <>
                      {' · '}
                      <Trans>unsubscribed {unsubscribed}</Trans>
                    </>
                  )}
                </p>
                {wording && (
                  <p className="mt-1 text-xs text-espresso-600">
                    {version === null ? (
                      <Trans>
                        Wording sent by the form (before versions):{' '}
                        <span className="italic">“{wording}”</span>
                      </Trans>
                    ) : (
                      <Trans>
                        Wording version {version}: <span className="italic">“{wording}”</span>
                      </Trans>
                    )}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
        <Pagination
          page={subscribers.data.page}
          totalPages={subscribers.data.totalPages}
          total={subscribers.data.total}
          pageSize={SUBSCRIBERS_PAGE_SIZE}
          noun={t`subscribers`}
          nounOne={t`subscriber`}
          isFetching={subscribers.isFetching}
          onPageChange={(page) => setFilters((current) => ({ ...current, page }))}
        />
      </div>
    );
  }

  return (
    <>
      <PageHeader
        title={t`Newsletter`}
        description={t`Who asked for the newsletter, what they agreed to and when. Only confirmed addresses are subscribed.`}
      />
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="w-full max-w-xs">
          <SelectField
            label={t`Status`}
            options={[
              { value: 'all', label: t`Everyone` },
              ...NEWSLETTER_STATUSES.map((status) => ({
                value: status,
                label: i18n._(NEWSLETTER_STATUS_MESSAGES[status]),
              })),
            ]}
            value={filters.status}
            onChange={(event) =>
              setFilters({ page: 1, status: event.target.value as SubscriberFilters['status'] })
            }
          />
        </div>
        <Button variant="secondary" onClick={() => exportCsv.mutate()} isLoading={exportCsv.isPending}>
          <Download aria-hidden="true" className="size-4" />
          <Trans>Export CSV</Trans>
        </Button>
      </div>
      {exportCsv.isError && (
        <Alert onDismiss={() => exportCsv.reset()} className="mb-4">
          {actionErrorMessage(exportCsv.error, i18n._(EXPORT_MESSAGE_DESCRIPTORS.exportFailed))}
        </Alert>
      )}
      {content}
    </>
  );
}

import { Mail } from 'lucide-react';
import { useState } from 'react';
import {
  MAIL_KIND_LABELS,
  MAIL_MESSAGES,
  OUTBOX_STATUS_LABELS,
  OUTBOX_STATUSES,
  type OutboxMessage,
  type OutboxStatus,
} from '@ikawa/contracts/mail';
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
import { OUTBOX_PAGE_SIZE, type OutboxFilters, useOutbox, useResendMessage } from '../api/outbox';
import { MessageDialog } from './message-dialog';

const STATUS_OPTIONS = [
  { value: 'all', label: 'All messages' },
  ...OUTBOX_STATUSES.map((status) => ({ value: status, label: OUTBOX_STATUS_LABELS[status] })),
];

const STATUS_TONES: Record<OutboxStatus, BadgeTone> = {
  pending: 'crema',
  sending: 'crema',
  sent: 'leaf',
  failed: 'cherry',
};

export function OutboxStatusBadge({ status }: { status: OutboxStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{OUTBOX_STATUS_LABELS[status]}</Badge>;
}

/** What happened to a message, in a sentence: when it left, or why it has not yet. */
function deliveryNote(message: OutboxMessage): string {
  if (message.status === 'sent' && message.sentAt)
    return `Sent ${formatDateTime(message.sentAt)}${message.transport === 'file' ? ' (kept on the server)' : ''}`;
  if (message.status === 'failed')
    return `Gave up after ${message.attempts} tries: ${message.lastError ?? 'unknown error'}`;
  if (message.lastError)
    return `Try ${message.attempts} failed (${message.lastError}); next try ${formatDateTime(message.nextAttemptAt)}`;
  return 'Waiting to be sent';
}

/**
 * The Outbox (issue 13 §1): every e-mail the shop wrote, newest first, with its status; open one
 * to read it as the customer does, and send a failed one again.
 */
export function OutboxPage() {
  const [filters, setFilters] = useState<OutboxFilters>({ page: 1, status: 'all' });
  const [openId, setOpenId] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const outbox = useOutbox(filters);
  const resend = useResendMessage();

  async function onResend(message: OutboxMessage) {
    setNotice(null);
    try {
      await resend.mutateAsync(message._id);
      setNotice({ tone: 'info', text: `“${message.subject}” will be sent again in a few seconds.` });
    } catch (error) {
      setNotice({ tone: 'error', text: actionErrorMessage(error, 'The message could not be queued again.') });
    }
  }

  let content;
  if (outbox.isError && !outbox.data) {
    content = (
      <ErrorPanel
        title={MAIL_MESSAGES.loadFailed}
        onRetry={() => void outbox.refetch()}
        isRetrying={outbox.isFetching}
      >
        {outbox.error.message}
      </ErrorPanel>
    );
  } else if (outbox.isPending) {
    content = <LoadingState label="Loading messages…" />;
  } else if (outbox.data.data.length === 0) {
    content = (
      <StatePanel icon={Mail} title="No messages">
        {filters.status === 'all' ? MAIL_MESSAGES.empty : 'No message has this status.'}
      </StatePanel>
    );
  } else {
    content = (
      <div aria-busy={outbox.isFetching || undefined}>
        <ul aria-label="Messages" className="flex flex-col gap-3">
          {outbox.data.data.map((message) => (
            <li key={message._id}>
              <article
                aria-label={message.subject}
                className="flex flex-col gap-3 rounded-2xl border border-espresso-100 bg-white p-4 shadow-sm sm:flex-row sm:items-start sm:justify-between"
              >
                <div className="min-w-0">
                  <div className="mb-1 flex flex-wrap items-center gap-2">
                    <OutboxStatusBadge status={message.status} />
                    <span className="text-xs font-medium text-espresso-500">
                      {MAIL_KIND_LABELS[message.kind]}
                    </span>
                  </div>
                  <h2 className="font-semibold break-words text-espresso-900">{message.subject}</h2>
                  <p className="text-sm break-all text-espresso-600">To {message.to}</p>
                  <p className="mt-1 text-xs text-espresso-500">
                    Written {formatDateTime(message.createdAt)} · {deliveryNote(message)}
                  </p>
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Open “${message.subject}”`}
                    onClick={() => setOpenId(message._id)}
                  >
                    Open
                  </Button>
                  {message.status === 'failed' && (
                    <Button
                      size="sm"
                      onClick={() => void onResend(message)}
                      aria-label={`Resend “${message.subject}”`}
                      isLoading={resend.isPending && resend.variables === message._id}
                    >
                      Resend
                    </Button>
                  )}
                </div>
              </article>
            </li>
          ))}
        </ul>
        <Pagination
          page={outbox.data.page}
          totalPages={outbox.data.totalPages}
          total={outbox.data.total}
          pageSize={OUTBOX_PAGE_SIZE}
          noun="messages"
          isFetching={outbox.isFetching}
          onPageChange={(page) => setFilters((current) => ({ ...current, page }))}
        />
      </div>
    );
  }

  return (
    <>
      <PageHeader
        title="Outbox"
        description="Every e-mail the shop writes: order confirmations and updates, staff alerts, password resets and newsletter confirmations."
      />
      <div className="mb-5 max-w-xs">
        <SelectField
          label="Status"
          options={STATUS_OPTIONS}
          value={filters.status}
          onChange={(event) => setFilters({ page: 1, status: event.target.value as OutboxFilters['status'] })}
        />
      </div>
      {notice && (
        <Alert variant={notice.tone} onDismiss={() => setNotice(null)} className="mb-4">
          {notice.text}
        </Alert>
      )}
      {content}
      <MessageDialog id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}

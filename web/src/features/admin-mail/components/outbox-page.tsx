import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import {
  MAIL_KIND_MESSAGES,
  MAIL_MESSAGE_DESCRIPTORS,
  OUTBOX_STATUS_MESSAGES,
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
import { useFormat } from '@/hooks/use-locale';
import { formatDateTime } from '@/lib/format';
import { formattingLocale } from '@/lib/i18n';
import { OUTBOX_PAGE_SIZE, type OutboxFilters, useOutbox, useResendMessage } from '../api/outbox';
import { MessageDialog } from './message-dialog';

const STATUS_TONES: Record<OutboxStatus, BadgeTone> = {
  pending: 'crema',
  sending: 'crema',
  sent: 'leaf',
  failed: 'cherry',
};

export function OutboxStatusBadge({ status }: { status: OutboxStatus }) {
  const { i18n } = useLingui();
  return <Badge tone={STATUS_TONES[status]}>{i18n._(OUTBOX_STATUS_MESSAGES[status])}</Badge>;
}

/**
 * What happened to a message, in a sentence of the language of `i18n`: when it left, or why it
 * has not yet. The mail server's own error stays as it wrote it.
 */
function deliveryNote(i18n: I18n, message: OutboxMessage): string {
  const locale = formattingLocale(i18n.locale);
  const { attempts } = message;
  if (message.status === 'sent' && message.sentAt) {
    const sent = formatDateTime(message.sentAt, locale);
    return message.transport === 'file'
      ? i18n._(msg`Sent ${sent} (kept on the server)`)
      : i18n._(msg`Sent ${sent}`);
  }
  if (message.status === 'failed') {
    const error = message.lastError ?? i18n._(msg`unknown error`);
    return i18n._(
      msg`${plural(attempts, { one: `Gave up after # try: ${error}`, other: `Gave up after # tries: ${error}` })}`,
    );
  }
  if (message.lastError) {
    const error = message.lastError;
    const next = formatDateTime(message.nextAttemptAt, locale);
    return i18n._(msg`Try ${attempts} failed (${error}); next try ${next}`);
  }
  return i18n._(msg`Waiting to be sent`);
}

/**
 * The Outbox: every e-mail the shop wrote, newest first, with its status; open one
 * to read it as the customer does, and send a failed one again.
 */
export function OutboxPage() {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const [filters, setFilters] = useState<OutboxFilters>({ page: 1, status: 'all' });
  const [openId, setOpenId] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const outbox = useOutbox(filters);
  const resend = useResendMessage();

  async function onResend(message: OutboxMessage) {
    setNotice(null);
    try {
      await resend.mutateAsync(message._id);
      const subject = message.subject;
      setNotice({ tone: 'info', text: t`“${subject}” will be sent again in a few seconds.` });
    } catch (error) {
      setNotice({
        tone: 'error',
        text: actionErrorMessage(error, t`The message could not be queued again.`),
      });
    }
  }

  let content;
  if (outbox.isError && !outbox.data) {
    content = (
      <ErrorPanel
        title={i18n._(MAIL_MESSAGE_DESCRIPTORS.loadFailed)}
        onRetry={() => void outbox.refetch()}
        isRetrying={outbox.isFetching}
      >
        {outbox.error.message}
      </ErrorPanel>
    );
  } else if (outbox.isPending) {
    content = <LoadingState label={t`Loading messages…`} />;
  } else if (outbox.data.data.length === 0) {
    content = (
      <StatePanel icon={Mail} title={t`No messages`}>
        {filters.status === 'all' ? (
          i18n._(MAIL_MESSAGE_DESCRIPTORS.empty)
        ) : (
          <Trans>No message has this status.</Trans>
        )}
      </StatePanel>
    );
  } else {
    content = (
      <div aria-busy={outbox.isFetching || undefined}>
        <ul aria-label={t`Messages`} className="flex flex-col gap-3">
          {outbox.data.data.map((message) => {
            const subject = message.subject;
            const to = message.to;
            const written = f.dateTime(message.createdAt);
            const note = deliveryNote(i18n, message);
            return (
              <li key={message._id}>
                <article
                  aria-label={message.subject}
                  className="flex flex-col gap-3 rounded-2xl border border-espresso-100 bg-white p-4 shadow-sm sm:flex-row sm:items-start sm:justify-between"
                >
                  <div className="min-w-0">
                    <div className="mb-1 flex flex-wrap items-center gap-2">
                      <OutboxStatusBadge status={message.status} />
                      <span className="text-xs font-medium text-espresso-500">
                        {i18n._(MAIL_KIND_MESSAGES[message.kind])}
                      </span>
                    </div>
                    <h2 className="font-semibold break-words text-espresso-900">{message.subject}</h2>
                    <p className="text-sm break-all text-espresso-600">
                      <Trans>To {to}</Trans>
                    </p>
                    <p className="mt-1 text-xs text-espresso-500">
                      <Trans comment="note: what happened to the message, e.g. 'Sent Mar 4, 2026, 3:05 p.m.'">
                        Written {written} · {note}
                      </Trans>
                    </p>
                  </div>
                  <div className="flex shrink-0 gap-2">
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={t`Open “${subject}”`}
                      onClick={() => setOpenId(message._id)}
                    >
                      <Trans>Open</Trans>
                    </Button>
                    {message.status === 'failed' && (
                      <Button
                        size="sm"
                        onClick={() => void onResend(message)}
                        aria-label={t`Resend “${subject}”`}
                        isLoading={resend.isPending && resend.variables === message._id}
                      >
                        <Trans>Resend</Trans>
                      </Button>
                    )}
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
        <Pagination
          page={outbox.data.page}
          totalPages={outbox.data.totalPages}
          total={outbox.data.total}
          pageSize={OUTBOX_PAGE_SIZE}
          noun={t`messages`}
          nounOne={t`message`}
          isFetching={outbox.isFetching}
          onPageChange={(page) => setFilters((current) => ({ ...current, page }))}
        />
      </div>
    );
  }

  return (
    <>
      <PageHeader
        title={t`Outbox`}
        description={t`Every e-mail the shop writes: order confirmations and updates, staff alerts, password resets and newsletter confirmations.`}
      />
      <div className="mb-5 max-w-xs">
        <SelectField
          label={t`Status`}
          options={[
            { value: 'all', label: t`All messages` },
            ...OUTBOX_STATUSES.map((status) => ({
              value: status,
              label: i18n._(OUTBOX_STATUS_MESSAGES[status]),
            })),
          ]}
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

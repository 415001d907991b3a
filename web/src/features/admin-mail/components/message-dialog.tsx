import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { MAIL_KIND_MESSAGES } from '@ikawa/contracts/mail';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { LoadingState } from '@/components/ui/spinner';
import { useFormat } from '@/hooks/use-locale';
import { useOutboxMessage } from '../api/outbox';
import { OutboxStatusBadge } from './outbox-page';

/**
 * One message as its recipient sees it: the HTML part in a sandboxed frame (no scripts, no
 * access to the admin's page), or the plain-text part.
 */
export function MessageDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const message = useOutboxMessage(id);
  const [view, setView] = useState<'html' | 'text'>('html');
  const data = message.data;
  const kind = data ? i18n._(MAIL_KIND_MESSAGES[data.kind]) : '';
  const to = data?.to ?? '';
  const subject = data?.subject ?? '';

  return (
    <Dialog
      open={id !== null}
      onClose={onClose}
      title={data?.subject ?? t`Message`}
      description={data ? t`${kind} to ${to}` : undefined}
      className="sm:max-w-3xl"
    >
      {message.isPending ? (
        <LoadingState label={t`Opening the message…`} />
      ) : message.isError ? (
        <Alert>{message.error.message}</Alert>
      ) : data ? (
        <div className="flex flex-col gap-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-medium text-espresso-600">
              <Trans>From</Trans>
            </dt>
            <dd className="break-all text-espresso-900">{data.from}</dd>
            <dt className="font-medium text-espresso-600">
              <Trans context="recipient">To</Trans>
            </dt>
            <dd className="break-all text-espresso-900">{data.to}</dd>
            <dt className="font-medium text-espresso-600">
              <Trans>Written</Trans>
            </dt>
            <dd className="text-espresso-900">{f.dateTime(data.createdAt)}</dd>
            <dt className="font-medium text-espresso-600">
              <Trans>Status</Trans>
            </dt>
            <dd>
              <OutboxStatusBadge status={data.status} />
            </dd>
          </dl>
          <div role="group" aria-label={t`Show the message as`} className="flex gap-2">
            {(['html', 'text'] as const).map((option) => (
              <Button
                key={option}
                size="sm"
                variant={view === option ? 'primary' : 'secondary'}
                aria-pressed={view === option}
                onClick={() => setView(option)}
              >
                {option === 'html' ? <Trans>As sent (HTML)</Trans> : <Trans>Plain text</Trans>}
              </Button>
            ))}
          </div>
          {view === 'html' ? (
            <iframe
              title={t`The message “${subject}”`}
              sandbox=""
              srcDoc={data.html}
              className="h-[60vh] w-full rounded-xl border border-espresso-100 bg-white"
            />
          ) : (
            <ScrollRegion
              aria-label={t`Plain text`}
              className="max-h-[60vh] rounded-xl border border-espresso-100 bg-cream-50 p-4"
            >
              <pre className="text-sm whitespace-pre-wrap text-espresso-900">{data.text}</pre>
            </ScrollRegion>
          )}
        </div>
      ) : null}
    </Dialog>
  );
}

import { DeliveryPhoto } from '@/components/admin/delivery-photo';
import { Trans, useLingui } from '@lingui/react/macro';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import {
  PIN_EXCEPTION_NOTE_MAX,
  PIN_EXCEPTION_REASON_MESSAGES,
  PIN_EXCEPTION_STATUS_MESSAGES,
  PIN_EXCEPTION_STATUSES,
  type PinException,
  type PinExceptionStatus,
} from '@ikawa/contracts/pin-exceptions';
import { actionErrorMessage } from '@/components/admin/action-error';
import { PageHeader } from '@/components/admin/page-header';
import { Pagination } from '@/components/admin/pagination';
import { SelectField } from '@/components/admin/select-field';
import { ErrorPanel, StatePanel } from '@/components/admin/state-panel';
import { TextareaField } from '@/components/admin/textarea-field';
import { Alert } from '@/components/ui/alert';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { LoadingState } from '@/components/ui/spinner';
import { useFormat } from '@/hooks/use-locale';
import {
  PIN_EXCEPTIONS_PAGE_SIZE,
  type PinExceptionFilters,
  useDecidePinException,
  usePinExceptions,
} from '../api/pin-exceptions';

const STATUS_TONES: Record<PinExceptionStatus, BadgeTone> = {
  pending: 'crema',
  accepted: 'leaf',
  disputed: 'cherry',
};

/** The photo taken at the door, read with the admin's session. */
function DoorPhoto({ exception }: { exception: PinException }) {
  const { t } = useLingui();
  const number = exception.order.number;
  return <DeliveryPhoto photoId={exception.photoId} alt={t`Hand-over of order ${number} at the door`} />;
}

/**
 * PIN Exceptions: deliveries a courier completed without the customer's PIN, with the reason and
 * the photo taken at the door, newest first. The admin accepts each, or disputes it with a note;
 * either is an event in the order's activity.
 */
export function PinExceptionsPage() {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const formId = useId();
  const [filters, setFilters] = useState<PinExceptionFilters>({ page: 1, status: 'pending' });
  const [disputing, setDisputing] = useState<PinException | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const list = usePinExceptions(filters);
  const decide = useDecidePinException();

  async function accept(exception: PinException) {
    setNotice(null);
    const number = exception.order.number;
    try {
      await decide.mutateAsync({ id: exception._id, decision: 'accept' });
      setNotice({ tone: 'info', text: t`The hand-over of order ${number} is accepted.` });
    } catch (error) {
      setNotice({ tone: 'error', text: actionErrorMessage(error, t`The decision could not be saved.`) });
    }
  }

  async function dispute(event: FormEvent) {
    event.preventDefault();
    if (!disputing) return;
    if (!note.trim()) return setNoteError(t`Say why you dispute this hand-over.`);
    const number = disputing.order.number;
    try {
      await decide.mutateAsync({ id: disputing._id, decision: 'dispute', note: note.trim() });
      setDisputing(null);
      setNotice({ tone: 'info', text: t`The hand-over of order ${number} is disputed.` });
    } catch (error) {
      setNoteError(actionErrorMessage(error, t`The decision could not be saved.`));
    }
  }

  let content;
  if (list.isError && !list.data) {
    content = (
      <ErrorPanel
        title={t`The PIN exceptions could not be loaded.`}
        onRetry={() => void list.refetch()}
        isRetrying={list.isFetching}
      >
        {list.error.message}
      </ErrorPanel>
    );
  } else if (list.isPending) {
    content = <LoadingState label={t`Loading PIN exceptions…`} />;
  } else if (list.data.data.length === 0) {
    content = (
      <StatePanel icon={KeyRound} title={t`No PIN exceptions`}>
        {filters.status === 'pending' ? (
          <Trans>No hand-over without the PIN is waiting for your review.</Trans>
        ) : (
          <Trans>No hand-over without the PIN has this status.</Trans>
        )}
      </StatePanel>
    );
  } else {
    content = (
      <div aria-busy={list.isFetching || undefined}>
        <ul aria-label={t`PIN exceptions`} className="flex flex-col gap-3">
          {list.data.data.map((exception) => {
            const number = exception.order.number;
            const courier = exception.courier.name;
            const at = f.dateTime(exception.at);
            const decidedAt = exception.decidedAt ? f.dateTime(exception.decidedAt) : '';
            const decidedBy = exception.decidedBy ?? '';
            return (
              <li key={exception._id}>
                <article
                  aria-label={t`Order ${number}`}
                  className="flex flex-col gap-4 rounded-2xl border border-espresso-100 bg-white p-4 shadow-sm sm:flex-row"
                >
                  <DoorPhoto exception={exception} />
                  <div className="min-w-0 flex-1">
                    <div className="mb-1 flex flex-wrap items-center gap-2">
                      <Badge tone={STATUS_TONES[exception.status]}>
                        {i18n._(PIN_EXCEPTION_STATUS_MESSAGES[exception.status])}
                      </Badge>
                      {exception.pinLocked && (
                        <Badge tone="cherry">
                          <Trans>PIN was locked</Trans>
                        </Badge>
                      )}
                    </div>
                    <h2 className="font-semibold text-espresso-900">
                      <Trans>Order {number}</Trans>
                    </h2>
                    <p className="text-sm text-espresso-700">
                      <Trans>
                        Delivered by {courier} on {at}
                      </Trans>
                    </p>
                    <p className="text-sm text-espresso-900">
                      <Trans>Reason:</Trans>{' '}
                      <span>{i18n._(PIN_EXCEPTION_REASON_MESSAGES[exception.reason])}</span>
                    </p>
                    {exception.status !== 'pending' && (
                      <p className="mt-1 text-xs text-espresso-500">
                        {exception.status === 'accepted' ? (
                          <Trans>
                            Accepted by {decidedBy} on {decidedAt}
                          </Trans>
                        ) : (
                          <Trans>
                            Disputed by {decidedBy} on {decidedAt}
                          </Trans>
                        )}
                      </p>
                    )}
                    {exception.note && <p className="mt-1 text-sm text-espresso-700">{exception.note}</p>}
                  </div>
                  {exception.status === 'pending' && (
                    <div className="flex shrink-0 gap-2 sm:flex-col">
                      <Button
                        size="sm"
                        aria-label={t`Accept the hand-over of order ${number}`}
                        isLoading={decide.isPending && decide.variables?.id === exception._id}
                        onClick={() => void accept(exception)}
                      >
                        <Trans>Accept</Trans>
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={t`Dispute the hand-over of order ${number}`}
                        onClick={() => {
                          setNote('');
                          setNoteError(undefined);
                          setDisputing(exception);
                        }}
                      >
                        <Trans>Dispute</Trans>
                      </Button>
                    </div>
                  )}
                </article>
              </li>
            );
          })}
        </ul>
        <Pagination
          page={list.data.page}
          totalPages={list.data.totalPages}
          total={list.data.total}
          pageSize={PIN_EXCEPTIONS_PAGE_SIZE}
          noun={t`exceptions`}
          nounOne={t`exception`}
          isFetching={list.isFetching}
          onPageChange={(page) => setFilters((current) => ({ ...current, page }))}
        />
      </div>
    );
  }

  const disputedNumber = disputing?.order.number ?? '';
  return (
    <>
      <PageHeader
        title={t`PIN Exceptions`}
        description={t`Deliveries a courier completed without the customer’s PIN, with their reason and a photo of the hand-over. Accept each one, or dispute it with a note.`}
      />
      <div className="mb-5 max-w-xs">
        <SelectField
          label={t`Status`}
          options={[
            { value: 'all', label: t`All exceptions` },
            ...PIN_EXCEPTION_STATUSES.map((status) => ({
              value: status,
              label: i18n._(PIN_EXCEPTION_STATUS_MESSAGES[status]),
            })),
          ]}
          value={filters.status}
          onChange={(event) =>
            setFilters({ page: 1, status: event.target.value as PinExceptionFilters['status'] })
          }
        />
      </div>
      {notice && (
        <Alert variant={notice.tone} onDismiss={() => setNotice(null)} className="mb-4">
          {notice.text}
        </Alert>
      )}
      {content}
      <Dialog
        open={disputing !== null}
        onClose={() => setDisputing(null)}
        title={t`Dispute the hand-over of order ${disputedNumber}`}
        footer={
          <FormDialogFooter
            formId={formId}
            submitLabel={t`Dispute`}
            onCancel={() => setDisputing(null)}
            isPending={decide.isPending}
          />
        }
      >
        <form id={formId} onSubmit={(event) => void dispute(event)} noValidate>
          <TextareaField
            label={t`Why do you dispute it?`}
            hint={t`The order’s activity keeps this note.`}
            value={note}
            maxLength={PIN_EXCEPTION_NOTE_MAX}
            error={noteError}
            onChange={(event) => setNote(event.target.value)}
          />
        </form>
      </Dialog>
    </>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import {
  EXPORT_MESSAGE_DESCRIPTORS,
  type ExportRange,
  ExportRangeQuerySchema,
} from '@ikawa/contracts/exports';
import { actionErrorMessage } from '@/components/admin/action-error';
import { storeToday } from '@/components/admin/store-today';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { Field } from '@/components/ui/input';
import { applyServerFieldErrors } from '@/lib/form-errors';

const FORM_ID = 'admin-export-form';

const pad = (value: number) => String(value).padStart(2, '0');
/** A calendar day of the admin's own clock, `YYYY-MM-DD`. */
export const dayOf = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The ranges an accountant asks for most, from `today`; each label is translated where shown. */
export function exportPresets(today: Date): { label: MessageDescriptor; range: ExportRange }[] {
  const year = today.getFullYear();
  const month = today.getMonth();
  return [
    { label: msg`This month`, range: { from: dayOf(new Date(year, month, 1)), to: dayOf(today) } },
    {
      label: msg`Last month`,
      range: { from: dayOf(new Date(year, month - 1, 1)), to: dayOf(new Date(year, month, 0)) },
    },
    { label: msg`This year`, range: { from: dayOf(new Date(year, 0, 1)), to: dayOf(today) } },
    {
      label: msg`Last year`,
      range: { from: dayOf(new Date(year - 1, 0, 1)), to: dayOf(new Date(year - 1, 11, 31)) },
    },
  ];
}

interface ExportDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** What the file holds, one sentence. */
  description: string;
  /** Downloads the file; a refusal (ApiError) is shown in the dialog. */
  onExport: (range: ExportRange) => Promise<void>;
  isPending: boolean;
  error: unknown;
  /**
   * The store's time zone (Settings): the presets count from today on the store's clock. Until
   * the settings have arrived, the browser's day stands in.
   */
  timeZone?: string | undefined;
  /** Tests pin the moment the presets count from. */
  now?: Date;
}

/**
 * Choose the days (both included, in the store's time zone) and download the CSV.
 * The range is checked with the API's own schema before anything is asked of the server.
 */
export function ExportDialog({
  open,
  onClose,
  title,
  description,
  onExport,
  isPending,
  error,
  timeZone,
  now = new Date(),
}: ExportDialogProps) {
  const { t, i18n } = useLingui();
  const today = timeZone ? storeToday(timeZone, now) : now;
  const presets = exportPresets(today);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ExportRange>({
    resolver: zodResolver(ExportRangeQuerySchema),
    defaultValues: presets[0]?.range,
  });

  function close() {
    if (isPending) return;
    onClose();
  }

  const submit = handleSubmit(async (range) => {
    try {
      await onExport(range);
    } catch (failure) {
      applyServerFieldErrors(failure, setError, ['from', 'to']);
    }
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      title={title}
      description={description}
      className="sm:max-w-lg"
      footer={
        <FormDialogFooter
          formId={FORM_ID}
          submitLabel={t`Download CSV`}
          onCancel={close}
          isPending={isPending}
        />
      }
    >
      <form id={FORM_ID} noValidate onSubmit={submit} className="grid gap-4">
        {Boolean(error) && (
          <Alert>{actionErrorMessage(error, i18n._(EXPORT_MESSAGE_DESCRIPTORS.exportFailed))}</Alert>
        )}
        <div role="group" aria-label={t`Quick ranges`} className="flex flex-wrap gap-2">
          {presets.map((preset) => (
            <Button
              key={preset.label.id}
              variant="secondary"
              size="sm"
              onClick={() => reset(preset.range)}
              disabled={isPending}
            >
              {i18n._(preset.label)}
            </Button>
          ))}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t`From`}
            type="date"
            data-autofocus
            error={errors.from?.message}
            {...register('from')}
          />
          <Field label={t`To`} type="date" error={errors.to?.message} {...register('to')} />
        </div>
        <p className="text-sm text-espresso-600">
          <Trans>
            Both days are included, in the shop’s time zone (Settings). The file opens in any spreadsheet app.
          </Trans>
        </p>
      </form>
    </Dialog>
  );
}

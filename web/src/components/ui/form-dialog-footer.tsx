import { useLingui } from '@lingui/react/macro';
import { Button } from './button';

interface FormDialogFooterProps {
  /** The id of the form in the dialog: the submit button sends it from the footer. */
  formId: string;
  submitLabel: string;
  onCancel: () => void;
  isPending: boolean;
  cancelLabel?: string;
  submitDisabled?: boolean;
}

/** A dialog form's buttons: Cancel, then the submit button (stacked on phones, submit on top). */
export function FormDialogFooter({
  formId,
  submitLabel,
  onCancel,
  isPending,
  cancelLabel,
  submitDisabled = false,
}: FormDialogFooterProps) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel} disabled={isPending}>
        {cancelLabel ?? t`Cancel`}
      </Button>
      <Button type="submit" form={formId} isLoading={isPending} disabled={submitDisabled}>
        {submitLabel}
      </Button>
    </div>
  );
}

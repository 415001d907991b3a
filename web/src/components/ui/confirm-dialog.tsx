import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
  isPending?: boolean;
  /** The server's sentence when the action failed; the dialog stays open to retry or cancel. */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks before an action that cannot be taken back: deleting an address or a card (SPEC §5), a
 * product or a user, paying out, receiving cash. Cancel takes the first focus.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  children,
  confirmLabel,
  confirmVariant = 'danger',
  isPending = false,
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!isPending) onClose();
      }}
      title={title}
      description={description}
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={isPending} data-autofocus>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant={confirmVariant} onClick={onConfirm} isLoading={isPending}>
            {confirmLabel}
          </Button>
        </div>
      }
    >
      {error && <Alert className="mb-4">{error}</Alert>}
      {children}
    </Dialog>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Link2Off } from 'lucide-react';
import { useState } from 'react';
import { RECEIPT_MESSAGE_DESCRIPTORS } from '@ikawa/contracts/receipts';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/form-errors';

interface RevokeReceiptLinksProps {
  /** "order IK-1042", in the page's language: names the order on the button and in the dialog. */
  orderLabel: string;
  /** Revokes the links at the server; answers the server's sentence. */
  onRevoke: () => Promise<string>;
}

/**
 * "Revoke receipt links": after a confirmation, the receipt links in the e-mails already sent
 * for an order stop working (a forwarded or leaked e-mail). The customer's order and the
 * admin's order detail both offer it.
 */
export function RevokeReceiptLinks({ orderLabel, onRevoke }: RevokeReceiptLinksProps) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const revoke = useMutation({ mutationFn: onRevoke });

  function close() {
    if (revoke.isPending) return;
    setOpen(false);
  }

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          revoke.reset();
          setOpen(true);
        }}
        aria-label={t`Revoke receipt links for ${orderLabel}`}
      >
        <Link2Off aria-hidden="true" className="size-4" />
        <Trans>Revoke receipt links</Trans>
      </Button>
      {revoke.isSuccess && !open && (
        <p role="status" className="w-full text-right text-sm text-leaf-700">
          {revoke.data}
        </p>
      )}
      <ConfirmDialog
        open={open}
        title={i18n._(RECEIPT_MESSAGE_DESCRIPTORS.revokeTitle)}
        description={orderLabel.charAt(0).toUpperCase() + orderLabel.slice(1)}
        confirmLabel={t`Revoke links`}
        isPending={revoke.isPending}
        error={
          revoke.isError
            ? errorMessage(revoke.error, t`The links could not be revoked`, t`An unexpected error occurred`)
            : null
        }
        onConfirm={() => revoke.mutate(undefined, { onSuccess: () => setOpen(false) })}
        onClose={close}
      >
        <p className="text-espresso-700">{i18n._(RECEIPT_MESSAGE_DESCRIPTORS.revokeExplained)}</p>
      </ConfirmDialog>
    </>
  );
}

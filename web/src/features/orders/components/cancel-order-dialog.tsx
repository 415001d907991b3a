import { Trans, useLingui } from '@lingui/react/macro';
import type { Order } from '@ikawa/contracts/orders';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/form-errors';
import { useCancelOrder } from '../api/cancel-order';

interface CancelOrderDialogProps {
  order: Order | null;
  onClose: () => void;
  /** After a successful cancel (the dialog is already closing). */
  onCancelled?: (order: Order) => void;
}

/** Cancelling asks first: it cannot be undone, and the coffee goes back on the shelf. */
export function CancelOrderDialog({ order, onClose, onCancelled }: CancelOrderDialogProps) {
  const { t } = useLingui();
  const cancel = useCancelOrder();
  const number = order?.number;

  function close() {
    if (cancel.isPending) return;
    cancel.reset();
    onClose();
  }

  return (
    <Dialog
      open={order !== null}
      onClose={close}
      title={t`Cancel this order?`}
      description={number ? t`Order ${number}` : undefined}
      footer={
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={cancel.isPending} data-autofocus>
            <Trans>Keep order</Trans>
          </Button>
          <Button
            variant="danger"
            isLoading={cancel.isPending}
            onClick={() => {
              if (!order) return;
              cancel.mutate(order._id, {
                onSuccess: (cancelled) => {
                  cancel.reset();
                  onClose();
                  onCancelled?.(cancelled);
                },
              });
            }}
          >
            <Trans>Cancel order</Trans>
          </Button>
        </div>
      }
    >
      {cancel.isError && (
        <Alert className="mb-4">
          {errorMessage(cancel.error, t`Failed to cancel the order`, t`An unexpected error occurred`)}
        </Alert>
      )}
      <p className="text-espresso-700">
        <Trans>The order will be cancelled and its items go back in stock. This cannot be undone.</Trans>
      </p>
    </Dialog>
  );
}

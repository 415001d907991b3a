import { Trans, useLingui } from '@lingui/react/macro';
import { cardMessage } from '@ikawa/contracts/display';
import type { Order } from '@ikawa/contracts/orders';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useLocale } from '@/hooks/use-locale';
import { errorMessage } from '@/lib/form-errors';
import { formatPrice } from '@/lib/format';
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
      {order && <RefundNotice order={order} />}
    </Dialog>
  );
}

/**
 * A card order already paid is refunded in full when it is cancelled (the server asks the card
 * provider for the whole total): the shopper is told how much goes back, and where, before
 * confirming. An order not yet paid (cash, or a card payment that never completed) has nothing
 * to give back, and nothing is said.
 */
function RefundNotice({ order }: { order: Order }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  if (order.payment.method !== 'stripe' || order.paymentStatus !== 'completed') return null;
  const amount = formatPrice(order.totalAmount, locale);
  const card = order.payment.card;
  let sentence: string;
  if (!card) sentence = t`${amount} will be refunded to the card you paid with.`;
  else if (!card.brand) {
    const last4 = card.last4;
    sentence = t`${amount} will be refunded to your card ending in ${last4}.`;
  } else {
    // "Visa ending in 4242", as the order's payment details name the card.
    const named = i18n._(cardMessage(card));
    sentence = t`${amount} will be refunded to your ${named}.`;
  }
  return <p className="mt-3 font-medium text-espresso-900">{sentence}</p>;
}

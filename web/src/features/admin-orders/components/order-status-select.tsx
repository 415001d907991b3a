import { useLingui } from '@lingui/react/macro';
import { ORDER_STATUSES, type OrderStatus } from '@ikawa/contracts/enums';
import type { Order } from '@ikawa/contracts/orders';
import { Select } from '@/components/admin/select-field';
import { Spinner } from '@/components/ui/spinner';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { ORDER_STATUS_MESSAGES } from './order-labels';

interface OrderStatusSelectProps {
  order: Order;
  onError: (error: unknown) => void;
  onChanged?: (order: Order) => void;
}

/**
 * SPEC §2/§4: a status dropdown per order. It offers the current status and the ones the order
 * life cycle allows next (`nextStatuses`, from the server): a delivered or cancelled order offers
 * nothing else. While the change is saved the chosen value stays shown with a spinner; a failure
 * goes to the banner.
 */
export function OrderStatusSelect({ order, onError, onChanged }: OrderStatusSelectProps) {
  const { t, i18n } = useLingui();
  const update = useUpdateOrderStatus();
  const number = order.number;
  const shown = update.isPending ? update.variables.status : order.status;
  const options = ORDER_STATUSES.filter(
    (status) => status === order.status || status === shown || order.nextStatuses.includes(status),
  ).map((status) => ({ value: status, label: i18n._(ORDER_STATUS_MESSAGES[status]) }));
  return (
    <div className="flex items-center gap-2">
      <Select
        aria-label={t`Status of order ${number}`}
        options={options}
        value={shown}
        disabled={update.isPending || options.length === 1}
        onChange={(event) => {
          const status = event.target.value as OrderStatus;
          if (status === order.status) return;
          update.mutate({ id: order._id, status }, { onError, onSuccess: onChanged });
        }}
        className="min-w-34"
      />
      {update.isPending && <Spinner size="sm" label={t`Saving the status`} />}
    </div>
  );
}

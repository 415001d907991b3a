import type { DeliveryStatus, OrderStatus, PaymentStatus } from '@ikawa/contracts/enums';
import { Badge, type BadgeTone } from '@/components/ui/badge';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

const ORDER_TONES: Record<OrderStatus, BadgeTone> = {
  pending: 'crema',
  processing: 'neutral',
  shipped: 'espresso',
  delivered: 'leaf',
  cancelled: 'cherry',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  completed: 'Completed',
  failed: 'Failed',
  refunded: 'Refunded',
};

const PAYMENT_TONES: Record<PaymentStatus, BadgeTone> = {
  pending: 'crema',
  completed: 'leaf',
  failed: 'cherry',
  refunded: 'neutral',
};

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  assigned: 'Assigned',
  picked_up: 'Picked up',
  delivered: 'Delivered',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={ORDER_TONES[status]}>{ORDER_STATUS_LABELS[status]}</Badge>;
}

/** SPEC §4: unknown payment statuses are shown neutral. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus | string }) {
  const known = status in PAYMENT_TONES ? (status as PaymentStatus) : null;
  return (
    <Badge tone={known ? PAYMENT_TONES[known] : 'neutral'}>
      {known ? PAYMENT_STATUS_LABELS[known] : status}
    </Badge>
  );
}

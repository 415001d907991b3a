import type { DeliveryStatus, EarningStatus, OrderStatus, PaymentStatus } from '@ikawa/contracts/enums';
import { Badge, type BadgeTone } from '@/components/ui/badge';

/** The words for each status, the same in the shop, the admin area and the courier's pages. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  completed: 'Completed',
  failed: 'Failed',
  refunded: 'Refunded',
};

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  assigned: 'Assigned',
  picked_up: 'Picked up',
  delivered: 'Delivered',
};

export const EARNING_STATUS_LABELS: Record<EarningStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
};

const ORDER_TONES: Record<OrderStatus, BadgeTone> = {
  pending: 'crema',
  processing: 'neutral',
  shipped: 'espresso',
  delivered: 'leaf',
  cancelled: 'cherry',
};

const PAYMENT_TONES: Record<PaymentStatus, BadgeTone> = {
  pending: 'crema',
  completed: 'leaf',
  failed: 'cherry',
  refunded: 'neutral',
};

const DELIVERY_TONES: Record<DeliveryStatus, BadgeTone> = {
  assigned: 'crema',
  picked_up: 'espresso',
  delivered: 'leaf',
};

/** SPEC §4: pending, processing, shipped, delivered, cancelled. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={ORDER_TONES[status]}>{ORDER_STATUS_LABELS[status]}</Badge>;
}

/**
 * SPEC §4: pending, completed, failed, refunded; any other value is shown neutral, in its own
 * words. `withLabel` says 'Payment …', so beside the order's status two 'Pending' badges are
 * never side by side.
 */
export function PaymentStatusBadge({ status, withLabel = false }: { status: string; withLabel?: boolean }) {
  const known = status in PAYMENT_TONES ? (status as PaymentStatus) : null;
  const label = known ? PAYMENT_STATUS_LABELS[known] : status.charAt(0).toUpperCase() + status.slice(1);
  return (
    <Badge tone={known ? PAYMENT_TONES[known] : 'neutral'}>
      {withLabel ? `Payment ${label.toLowerCase()}` : label}
    </Badge>
  );
}

/** The delivery status of an order; a cancelled order says so instead (it must not be delivered). */
export function DeliveryStatusBadge({
  status,
  cancelled = false,
}: {
  status: DeliveryStatus | null;
  cancelled?: boolean;
}) {
  if (cancelled) return <Badge tone="cherry">Cancelled</Badge>;
  if (!status) return <Badge>Not assigned</Badge>;
  return <Badge tone={DELIVERY_TONES[status]}>{DELIVERY_STATUS_LABELS[status]}</Badge>;
}

export function EarningStatusBadge({ status }: { status: EarningStatus }) {
  return <Badge tone={status === 'paid' ? 'leaf' : 'crema'}>{EARNING_STATUS_LABELS[status]}</Badge>;
}

import type { OrderStatus } from '@ikawa/contracts/enums';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  pending: 'crema',
  processing: 'neutral',
  shipped: 'espresso',
  delivered: 'leaf',
  cancelled: 'cherry',
};

const PAYMENT_TONES: Record<string, BadgeTone> = {
  pending: 'crema',
  completed: 'leaf',
  failed: 'cherry',
  refunded: 'neutral',
};

export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1).replaceAll('_', ' ');
}

/** SPEC §4: pending, processing, shipped, delivered, cancelled. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{statusLabel(status)}</Badge>;
}

/**
 * SPEC §4: pending, completed, failed, refunded; any other value is shown neutral. Beside the
 * order status it says 'Payment …', so two 'Pending' badges are never side by side.
 */
export function PaymentStatusBadge({ status, withLabel = false }: { status: string; withLabel?: boolean }) {
  const label = statusLabel(status);
  return (
    <Badge tone={PAYMENT_TONES[status] ?? 'neutral'}>
      {withLabel ? `Payment ${label.toLowerCase()}` : label}
    </Badge>
  );
}

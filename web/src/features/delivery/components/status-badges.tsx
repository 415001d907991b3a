import type { DeliveryStatus, EarningStatus } from '@ikawa/contracts/enums';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { DELIVERY_STATUS_LABELS, EARNING_STATUS_LABELS } from '../utils/delivery-format';

const DELIVERY_TONES: Record<DeliveryStatus, BadgeTone> = {
  assigned: 'crema',
  picked_up: 'espresso',
  delivered: 'leaf',
};

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

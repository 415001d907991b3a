import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DeliveryStatus, EarningStatus, OrderStatus, PaymentStatus } from '@ikawa/contracts/enums';
import { Badge, type BadgeTone } from '@/components/ui/badge';

/**
 * The words for each status, the same in the shop, the admin area and the courier's pages, as
 * descriptors translated where shown: `i18n._(ORDER_STATUS_MESSAGES[status])`.
 */
export const ORDER_STATUS_MESSAGES: Record<OrderStatus, MessageDescriptor> = {
  pending: msg({ message: 'Pending', context: 'order status' }),
  processing: msg`Processing`,
  shipped: msg`Shipped`,
  delivered: msg({ message: 'Delivered', context: 'order status' }),
  cancelled: msg`Cancelled`,
};

export const PAYMENT_STATUS_MESSAGES: Record<PaymentStatus, MessageDescriptor> = {
  pending: msg({ message: 'Pending', context: 'payment status' }),
  completed: msg`Completed`,
  failed: msg`Failed`,
  refunded: msg`Refunded`,
};

export const DELIVERY_STATUS_MESSAGES: Record<DeliveryStatus, MessageDescriptor> = {
  assigned: msg`Assigned`,
  picked_up: msg`Picked up`,
  delivered: msg({ message: 'Delivered', context: 'delivery status' }),
  failed: msg({ message: 'Delivery failed', context: 'delivery status' }),
};

export const EARNING_STATUS_MESSAGES: Record<EarningStatus, MessageDescriptor> = {
  pending: msg({ message: 'Pending', context: 'earning status' }),
  paid: msg`Paid`,
};

/** "Payment pending": a payment's status named as such, beside an order's own status. */
const PAYMENT_WITH_LABEL: Record<PaymentStatus, MessageDescriptor> = {
  pending: msg`Payment pending`,
  completed: msg`Payment completed`,
  failed: msg`Payment failed`,
  refunded: msg`Payment refunded`,
};

/**
 * The English words, for code that has not moved to the descriptors above yet (a French page
 * must not show them).
 * @deprecated Use `i18n._(ORDER_STATUS_MESSAGES[status])` and its siblings.
 */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};
/** @deprecated Use `i18n._(PAYMENT_STATUS_MESSAGES[status])`. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  completed: 'Completed',
  failed: 'Failed',
  refunded: 'Refunded',
};
/** @deprecated Use `i18n._(DELIVERY_STATUS_MESSAGES[status])`. */
export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  assigned: 'Assigned',
  picked_up: 'Picked up',
  delivered: 'Delivered',
  failed: 'Delivery failed',
};
/** @deprecated Use `i18n._(EARNING_STATUS_MESSAGES[status])`. */
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
  failed: 'cherry',
};

/** SPEC §4: pending, processing, shipped, delivered, cancelled. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { i18n } = useLingui();
  return <Badge tone={ORDER_TONES[status]}>{i18n._(ORDER_STATUS_MESSAGES[status])}</Badge>;
}

/**
 * SPEC §4: pending, completed, failed, refunded; any other value is shown neutral, in its own
 * words. `withLabel` says 'Payment …', so beside the order's status two 'Pending' badges are
 * never side by side.
 */
export function PaymentStatusBadge({
  status,
  withLabel = false,
  cancelled = false,
}: {
  status: string;
  withLabel?: boolean;
  /** The order was cancelled: a payment still pending will never be asked for. */
  cancelled?: boolean;
}) {
  const { t, i18n } = useLingui();
  if (cancelled && status === 'pending')
    return <Badge tone="neutral">{withLabel ? t`No payment due` : t`Nothing due`}</Badge>;
  const known = status in PAYMENT_TONES ? (status as PaymentStatus) : null;
  // An unknown status is the server's own word: shown as it came.
  const word = status.charAt(0).toUpperCase() + status.slice(1);
  const label = known
    ? i18n._(withLabel ? PAYMENT_WITH_LABEL[known] : PAYMENT_STATUS_MESSAGES[known])
    : withLabel
      ? t`Payment ${status}`
      : word;
  return <Badge tone={known ? PAYMENT_TONES[known] : 'neutral'}>{label}</Badge>;
}

/** The delivery status of an order; a cancelled order says so instead (it must not be delivered). */
export function DeliveryStatusBadge({
  status,
  cancelled = false,
}: {
  status: DeliveryStatus | null;
  cancelled?: boolean;
}) {
  const { i18n } = useLingui();
  if (cancelled)
    return (
      <Badge tone="cherry">
        <Trans>Cancelled</Trans>
      </Badge>
    );
  if (!status)
    return (
      <Badge>
        <Trans>Not assigned</Trans>
      </Badge>
    );
  return <Badge tone={DELIVERY_TONES[status]}>{i18n._(DELIVERY_STATUS_MESSAGES[status])}</Badge>;
}

export function EarningStatusBadge({ status }: { status: EarningStatus }) {
  const { i18n } = useLingui();
  return <Badge tone={status === 'paid' ? 'leaf' : 'crema'}>{i18n._(EARNING_STATUS_MESSAGES[status])}</Badge>;
}

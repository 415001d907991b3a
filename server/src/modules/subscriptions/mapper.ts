import { fromCents } from '@ikawa/contracts/money';
import type { Subscription } from '@ikawa/contracts/subscriptions';
import type { SubscriptionRow } from './repo';

interface SoldProduct {
  name: string;
  priceCents: number;
  archivedAt: Date | null;
}

/**
 * A subscription as its customer reads it: its lines named and priced as sold today, and the
 * subscriber discount in force now (`discountPercent`, null when the owner offers none).
 */
export function toSubscriptionDto(
  row: SubscriptionRow,
  sold: Map<string, SoldProduct>,
  discountPercent: number | null,
): Subscription {
  const { template } = row;
  const line = ({ productId, quantity }: { productId: string; quantity: number }) => {
    const product = sold.get(productId);
    return {
      productId,
      name: product?.name ?? '',
      quantity,
      // A product no longer sold has no price: the renewal waits until the line is changed.
      price: product && !product.archivedAt ? fromCents(product.priceCents) : null,
    };
  };
  return {
    _id: row.id,
    status: row.status,
    everyWeeks: row.everyWeeks,
    nextDate: row.nextDate,
    lines: template.lines.map(line),
    extras: row.extras.map(line),
    fulfillmentMethod: template.fulfillmentMethod,
    deliveryMethod: template.deliveryMethod,
    address: template.address ?? null,
    deliveryInstructions: template.deliveryInstructions ?? null,
    paymentMethod: template.paymentMethod,
    savedCard: row.savedCard ?? null,
    discountPercent,
    failedCharges: row.failedCharges,
    retryAt: row.retryAt?.toISOString() ?? null,
    lastChargeError: row.lastChargeError,
    waitingSince: row.waitingSince?.toISOString() ?? null,
    cancelReason: row.cancelReason,
    cancelNote: row.cancelNote,
    createdAt: row.createdAt.toISOString(),
    pausedAt: row.pausedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}

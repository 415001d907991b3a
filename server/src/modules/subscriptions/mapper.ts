import { fromCents } from '@ikawa/contracts/money';
import type { Subscription } from '@ikawa/contracts/subscriptions';
import type { SubscriptionRow } from './repo';

interface SoldProduct {
  name: string;
  priceCents: number;
  archivedAt: Date | null;
}

/** A subscription as its customer reads it: its lines named and priced as sold today. */
export function toSubscriptionDto(row: SubscriptionRow, sold: Map<string, SoldProduct>): Subscription {
  const { template } = row;
  return {
    _id: row.id,
    status: row.status,
    everyWeeks: row.everyWeeks,
    nextDate: row.nextDate,
    lines: template.lines.map((line) => {
      const product = sold.get(line.productId);
      return {
        productId: line.productId,
        name: product?.name ?? '',
        quantity: line.quantity,
        // A product no longer sold has no price: the renewal waits until the line is changed.
        price: product && !product.archivedAt ? fromCents(product.priceCents) : null,
      };
    }),
    fulfillmentMethod: template.fulfillmentMethod,
    deliveryMethod: template.deliveryMethod,
    address: template.address ?? null,
    paymentMethod: template.paymentMethod,
    waitingSince: row.waitingSince?.toISOString() ?? null,
    cancelReason: row.cancelReason,
    createdAt: row.createdAt.toISOString(),
    pausedAt: row.pausedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}

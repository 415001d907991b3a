import { type Discount, discountSummary } from '@ikawa/contracts/discounts';
import { fromCents } from '@ikawa/contracts/money';
import type { DiscountRow } from './repo';

export function toDiscountDto(row: DiscountRow): Discount {
  const dto = {
    _id: row.id,
    code: row.code,
    kind: row.kind,
    percentOff: row.percentOff,
    amountOff: row.amountOffCents === null ? null : fromCents(row.amountOffCents),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    minSubtotal: fromCents(row.minSubtotalCents),
    maxUses: row.maxUses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    firstOrderOnly: row.firstOrderOnly,
    subscribersOnly: row.subscribersOnly,
    productIds: row.productIds,
    productTypes: row.productTypes,
    active: row.active,
    uses: row.usesCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  return { ...dto, summary: discountSummary(dto) };
}

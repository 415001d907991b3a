import type {
  CourierOrder,
  DeliveryPerson,
  DeliveryProfile,
  EarningEntry,
  EarningsTotals,
} from '@ikawa/contracts/delivery';
import { fromCents } from '@ikawa/contracts/money';
import { formatOrderNumber } from '@ikawa/contracts/order-number';
import { amountToCollectCents, earningPayable } from '../orders/lifecycle';
import { toOrderDto } from '../orders/mapper';
import type { OrderAggregate } from '../orders/repo';
import type { EarningEntryRow, EarningFigures, MoneyTotals, PersonWithUser } from './repo';

/** The ordinary order answer (orders mapper) plus the courier's own fields. */
export function toCourierOrderDto(
  aggregate: OrderAggregate,
  /** The total the hand-over's invoice will carry, when today's tax makes it differ. */
  handOverTotalCents: number | null = null,
): CourierOrder {
  const { order, delivery } = aggregate;
  const toCollect = amountToCollectCents(order);
  const changed = toCollect > 0 && handOverTotalCents !== null && handOverTotalCents !== order.totalCents;
  return {
    ...toOrderDto(aggregate),
    // The shop's notes to the customer are the customer's business; the courier reads `delivery.instructions`.
    notes: [],
    // The PIN proves the hand-over only if the courier never sees it: only whether it is asked.
    handOver: null,
    pinRequired: order.pinRequired && order.handoverPin !== null,
    pinLocked: order.pinLockedAt !== null,
    amountToCollect: fromCents(changed ? (handOverTotalCents ?? toCollect) : toCollect),
    placedTotal: changed ? fromCents(order.totalCents) : null,
    assignedAt: (delivery?.assignedAt ?? order.createdAt).toISOString(),
    pickedUpAt: delivery?.pickedUpAt?.toISOString() ?? null,
    deliveredAt: delivery?.deliveredAt?.toISOString() ?? null,
  };
}

export function toEarningEntryDto(row: EarningEntryRow): EarningEntry {
  return {
    _id: row.id,
    order: {
      _id: row.orderId,
      number: formatOrderNumber(row.orderNumber),
      status: row.orderStatus,
      deliveredAt: row.deliveredAt?.toISOString() ?? null,
    },
    amount: fromCents(row.amountCents),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    payable: row.status === 'pending' && earningPayable({ status: row.orderStatus }),
    flag: row.flagReason,
  };
}

const NO_EARNINGS: MoneyTotals = { totalCents: 0, pendingCents: 0, paidCents: 0 };

export function toTotalsDto(totals: MoneyTotals = NO_EARNINGS): EarningsTotals {
  return {
    total: fromCents(totals.totalCents),
    pending: fromCents(totals.pendingCents),
    paid: fromCents(totals.paidCents),
  };
}

export function toProfileDto(
  { person, user }: PersonWithUser,
  totals: MoneyTotals | undefined,
  cashHeldCents: number,
): DeliveryProfile {
  const located = person.latitude !== null && person.longitude !== null;
  return {
    _id: person.id,
    user: { _id: user.id, name: user.name, email: user.email },
    isAvailable: person.isAvailable,
    phone: person.phone,
    vehicle: person.vehicle,
    location: located
      ? {
          latitude: person.latitude as number,
          longitude: person.longitude as number,
          updatedAt: person.locationUpdatedAt?.toISOString() ?? null,
        }
      : null,
    earnings: toTotalsDto(totals),
    cashHeld: fromCents(cashHeldCents),
  };
}

export function toPersonDto(
  row: PersonWithUser,
  figures: { totals: EarningFigures | undefined; cashHeldCents: number; openDeliveries: number },
  history: EarningEntryRow[],
): DeliveryPerson {
  return {
    ...toProfileDto(row, figures.totals, figures.cashHeldCents),
    openDeliveries: figures.openDeliveries,
    deliveryHistory: history.map(toEarningEntryDto),
    historyCount: figures.totals?.entries ?? 0,
  };
}

import type { CourierOrder, Earnings } from '@ikawa/contracts/delivery';

export interface DashboardStats {
  earned: number;
  pending: number;
  pendingOrders: number;
  completed: number;
  cashHeld: number;
}

/**
 * SPEC §2 dashboard cards: Earned = paid earnings, Pending = pending earnings, Pending Orders =
 * assigned orders whose delivery status is not delivered, Completed = history entries whose order
 * status is delivered. A cancelled order is nothing left to do, so it is not a pending order.
 * The earnings answer carries the newest EARNINGS_HISTORY_LIMIT (50) entries, so Completed counts
 * within those, as the original client did.
 */
export function dashboardStats(earnings: Earnings, orders: readonly CourierOrder[]): DashboardStats {
  return {
    earned: earnings.paid,
    pending: earnings.pending,
    pendingOrders: orders.filter(
      (order) => order.status !== 'cancelled' && order.delivery.status !== 'delivered',
    ).length,
    completed: earnings.history.filter((entry) => entry.order.status === 'delivered').length,
    cashHeld: earnings.cashHeld,
  };
}

import { describe, expect, it } from 'vitest';
import { makeCourierOrder, makeEarningEntry, makeEarnings } from '../testing/delivery-fixtures';
import { dashboardStats } from './dashboard-stats';

describe('dashboardStats', () => {
  it('counts paid and pending earnings, open orders and delivered history entries', () => {
    const base = makeCourierOrder();
    const orders = [
      makeCourierOrder({ _id: 'a' }),
      makeCourierOrder({ _id: 'b', delivery: { ...base.delivery, status: 'picked_up' } }),
      makeCourierOrder({
        _id: 'c',
        status: 'delivered',
        delivery: { ...base.delivery, status: 'delivered' },
      }),
      makeCourierOrder({ _id: 'd', status: 'cancelled' }),
    ];
    const earnings = makeEarnings({
      paid: 20,
      pending: 18,
      cashHeld: 45.5,
      history: [
        makeEarningEntry({
          _id: '1',
          order: { _id: 'x', number: 'IK-1', status: 'delivered', deliveredAt: null },
        }),
        makeEarningEntry({
          _id: '2',
          order: { _id: 'y', number: 'IK-2', status: 'shipped', deliveredAt: null },
        }),
        makeEarningEntry({
          _id: '3',
          order: { _id: 'z', number: 'IK-3', status: 'delivered', deliveredAt: null },
        }),
      ],
    });

    expect(dashboardStats(earnings, orders)).toEqual({
      earned: 20,
      pending: 18,
      pendingOrders: 2,
      completed: 2,
      cashHeld: 45.5,
    });
  });
});

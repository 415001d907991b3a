import type { Subscription } from '@ikawa/contracts/subscriptions';

/** Test-only: what GET /subscriptions/offer answers (10 % off, every 2, 4 or 6 weeks). */
export const offerBody = (discountPercent: number | null = 10) => ({
  success: true,
  data: { discountPercent, intervals: [2, 4, 6] },
});

/** Test-only: a subscription as the API answers it (an active cash delivery of one bag every 2 weeks). */
export function makeSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    _id: 's1',
    status: 'active',
    everyWeeks: 2,
    nextDate: '2026-12-13',
    lines: [
      { productId: '11111111-1111-4111-8111-111111111111', name: 'Kayanza Powder', quantity: 1, price: 12 },
    ],
    extras: [],
    fulfillmentMethod: 'delivery',
    deliveryMethod: 'standard',
    address: {
      street: '100 Queen St W',
      city: 'Toronto',
      postalCode: 'M5H 2N2',
      country: 'CA',
      phone: '+14165550100',
    },
    deliveryInstructions: null,
    paymentMethod: 'cash',
    savedCard: null,
    discountPercent: 10,
    failedCharges: 0,
    retryAt: null,
    lastChargeError: null,
    waitingSince: null,
    cancelReason: null,
    cancelNote: null,
    createdAt: '2026-11-29T15:00:00.000Z',
    pausedAt: null,
    cancelledAt: null,
    ...overrides,
  };
}

import type { Order } from '@ikawa/contracts/orders';

/** Test-only: an order as the API answers it (a pending cash home delivery of two bags). */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: '0123456789abcdef',
    id: '0123456789abcdef',
    number: 'IK-1042',
    user: { _id: 'u1', name: 'Aline', email: 'aline@example.com' },
    items: [
      {
        product: { _id: 'p1', name: 'Kayanza Powder', type: 'powder', weight: 0.5, price: 12, photo: null },
        quantity: 2,
        price: 12,
        taxCategory: 'zero_rated_grocery',
        returned: 0,
      },
    ],
    subtotal: 24,
    discount: null,
    deliveryFee: 10,
    tax: null,
    totalAmount: 34,
    invoice: null,
    creditNote: null,
    currency: 'CAD',
    status: 'pending',
    paymentStatus: 'pending',
    shippingAddress: null,
    delivery: {
      fulfillmentMethod: 'delivery',
      method: 'standard',
      cost: 10,
      address: {
        street: '4 Chaussée Rwagasore',
        city: 'Gitega',
        postalCode: '2000',
        country: 'BI',
        phone: '+25779000000',
      },
      pickupAddress: null,
      assignedTo: null,
      status: null,
      deliveryFee: null,
      instructions: null,
      zone: null,
    },
    payment: { method: 'cash', status: 'pending', card: null },
    nextStatuses: ['processing', 'shipped', 'delivered', 'cancelled'],
    canAssign: true,
    canCancel: true,
    handOver: null,
    missedDelivery: null,
    canReschedule: false,
    refunds: [],
    refunded: 0,
    refundable: 0,
    isSubscriptionOrder: false,
    estimatedDelivery: '2026-03-09T12:00:00.000Z',
    notes: [],
    timeline: [
      { status: 'pending', label: 'Order placed', kind: 'placed', facts: {}, at: '2026-03-04T12:00:00.000Z' },
    ],
    createdAt: '2026-03-04T12:00:00.000Z',
    updatedAt: '2026-03-04T12:00:00.000Z',
    ...overrides,
  };
}

/** One page of the admin's order list (`GET /api/admin/orders`) holding `orders`. */
export const adminOrderPage = (orders: Order[]) => ({
  success: true,
  data: orders,
  total: orders.length,
  totalIsEstimate: false,
  page: 1,
  pageSize: 20,
  totalPages: 1,
});

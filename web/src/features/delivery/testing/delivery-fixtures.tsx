import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import type { CourierOrder, DeliveryProfile, EarningEntry, Earnings } from '@ikawa/contracts/delivery';
import type { Locale } from '@ikawa/contracts/i18n';
import { render } from '@/testing/render';

/** Test-only: an order as GET /delivery/orders returns it (cash, assigned, two lines). */
export function makeCourierOrder(overrides: Partial<CourierOrder> = {}): CourierOrder {
  const address = {
    street: '12 Rue de la Mission',
    city: 'Bujumbura',
    postalCode: 'BI-1000',
    country: 'BI',
    phone: '+257 79 123 456',
  };
  return {
    _id: '3f2a9c1e-7b4d-4e2a-9f10-1c2d3e4f5a6b',
    id: '3f2a9c1e-7b4d-4e2a-9f10-1c2d3e4f5a6b',
    number: 'IK-1042',
    user: { _id: 'c1', name: 'Sarah Thompson', email: 'sarah@example.com' },
    items: [
      {
        product: { _id: 'p1', name: 'Kayanza Ground', type: 'powder', weight: 0.5, price: 19.5, photo: null },
        quantity: 2,
        price: 19.5,
        taxCategory: 'zero_rated_grocery',
        returned: 0,
      },
      {
        product: { _id: 'p2', name: 'Ngozi Beans', type: 'granule', weight: 1, price: 29.9, photo: null },
        quantity: 1,
        price: 29.9,
        taxCategory: 'zero_rated_grocery',
        returned: 0,
      },
    ],
    subtotal: 68.9,
    discount: null,
    deliveryFee: 10,
    tax: null,
    totalAmount: 78.9,
    invoice: null,
    creditNote: null,
    currency: 'CAD',
    status: 'processing',
    paymentStatus: 'pending',
    shippingAddress: address,
    delivery: {
      fulfillmentMethod: 'delivery',
      method: 'standard',
      cost: 10,
      address,
      pickupAddress: null,
      assignedTo: { _id: 'd1', name: 'Didier Habonimana', email: 'courier@ikawa.test' },
      status: 'assigned',
      deliveryFee: 8,
      instructions: null,
      zone: null,
    },
    payment: { method: 'cash', status: 'pending', card: null },
    nextStatuses: ['shipped', 'delivered', 'cancelled'],
    canAssign: true,
    canCancel: false,
    handOver: null,
    missedDelivery: null,
    canReschedule: false,
    refunds: [],
    refunded: 0,
    refundable: 0,
    isSubscriptionOrder: false,
    estimatedDelivery: '2026-03-09T10:00:00.000Z',
    notes: [],
    timeline: [],
    createdAt: '2026-03-04T10:00:00.000Z',
    updatedAt: '2026-03-04T10:00:00.000Z',
    amountToCollect: 78.9,
    placedTotal: null,
    pinRequired: false,
    pinLocked: false,
    assignedAt: '2026-03-04T11:00:00.000Z',
    pickedUpAt: null,
    deliveredAt: null,
    ...overrides,
  };
}

export function makeEarningEntry(overrides: Partial<EarningEntry> = {}): EarningEntry {
  return {
    _id: 'e1',
    order: {
      _id: 'aa11bb22-0000-4000-8000-000000000001',
      number: 'IK-1001',
      status: 'delivered',
      deliveredAt: null,
    },
    amount: 10,
    status: 'pending',
    createdAt: '2026-03-04T11:00:00.000Z',
    paidAt: null,
    payable: true,
    flag: null,
    ...overrides,
  };
}

export function makeEarnings(overrides: Partial<Earnings> = {}): Earnings {
  return { total: 0, pending: 0, paid: 0, cashHeld: 0, history: [], ...overrides };
}

export function makeProfile(overrides: Partial<DeliveryProfile> = {}): DeliveryProfile {
  return {
    _id: 'd1',
    user: { _id: 'u-courier', name: 'Didier Habonimana', email: 'courier@ikawa.test' },
    isAvailable: true,
    phone: null,
    vehicle: null,
    location: null,
    earnings: { total: 0, pending: 0, paid: 0 },
    cashHeld: 0,
    ...overrides,
  };
}

/**
 * Renders with a fresh query client (no retries, so failures show at once) inside a router and
 * the app's catalogs, in English unless `locale` says otherwise.
 */
export function renderWithClient(ui: ReactElement, { locale }: { locale?: Locale } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
    { locale },
  );
  return { ...result, queryClient };
}

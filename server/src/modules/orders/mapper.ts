import { fromCents } from '@ikawa/contracts/money';
import type { Order, OrderAddress } from '@ikawa/contracts/orders';
import { deliveryEstimate } from '@ikawa/contracts/rules/delivery-estimate';
import type { OrderAggregate, PersonRef } from './repo';

const person = (ref: PersonRef) => ({ _id: ref.id, name: ref.name, email: ref.email });
const firstName = (name: string) => name.split(/\s+/)[0] ?? name;

/** The customer-facing history of an order (issue 8: each courier step appears on it). */
const SHOP_STATUS_LABELS: Record<OrderAggregate['statusEvents'][number]['status'], string> = {
  pending: 'Reopened by the shop',
  processing: 'Being prepared',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled by the shop',
};

function timeline({ order, delivery, courier, statusEvents }: OrderAggregate): Order['timeline'] {
  const entries: Order['timeline'] = [
    { status: 'pending', label: 'Order placed', at: order.createdAt.toISOString() },
  ];
  const who = courier ? firstName(courier.name) : 'a courier';
  if (delivery) {
    entries.push({ status: 'assigned', label: `Assigned to ${who}`, at: delivery.assignedAt.toISOString() });
    if (delivery.pickedUpAt) {
      entries.push({
        status: 'picked_up',
        label: `Picked up by ${who}`,
        at: delivery.pickedUpAt.toISOString(),
      });
    }
    if (delivery.deliveredAt) {
      entries.push({
        status: 'delivered',
        label: `Delivered by ${who}`,
        at: delivery.deliveredAt.toISOString(),
      });
    }
  }
  // Changes made by the shop (admin) appear as they happened; a cancellation is listed once.
  const shopCancelled = statusEvents.some((event) => event.status === 'cancelled');
  for (const event of statusEvents) {
    entries.push({
      status: event.status,
      label: SHOP_STATUS_LABELS[event.status],
      at: event.createdAt.toISOString(),
    });
  }
  if (order.cancelledAt && !shopCancelled) {
    entries.push({ status: 'cancelled', label: 'Cancelled', at: order.cancelledAt.toISOString() });
  }
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}

export function toOrderDto(aggregate: OrderAggregate): Order {
  const { order, items, customer, delivery, courier } = aggregate;
  const shipping: OrderAddress | null =
    order.fulfillmentMethod === 'delivery' && order.shipStreet
      ? {
          street: order.shipStreet,
          city: order.shipCity ?? '',
          postalCode: order.shipPostalCode ?? '',
          country: order.shipCountry ?? '',
          phone: order.shipPhone,
          latitude: order.shipLatitude,
          longitude: order.shipLongitude,
        }
      : null;
  return {
    _id: order.id,
    id: order.id,
    user: person(customer),
    items: items.map((item) => ({
      product: {
        _id: item.productId,
        name: item.name,
        type: item.type,
        weight: item.weightKg,
        price: fromCents(item.unitPriceCents),
      },
      quantity: item.quantity,
      price: fromCents(item.unitPriceCents),
    })),
    subtotal: fromCents(order.subtotalCents),
    deliveryFee: fromCents(order.deliveryFeeCents),
    totalAmount: fromCents(order.totalCents),
    currency: order.currency,
    status: order.status,
    paymentStatus: order.paymentStatus,
    shippingAddress: shipping,
    delivery: {
      fulfillmentMethod: order.fulfillmentMethod,
      method: order.deliveryMethod,
      cost: fromCents(order.deliveryFeeCents),
      address: shipping,
      pickupAddress: order.pickupAddress ?? null,
      assignedTo: courier ? person(courier) : null,
      status: delivery?.status ?? null,
      deliveryFee: delivery ? fromCents(delivery.courierFeeCents) : null,
    },
    payment: { method: order.paymentMethod, status: order.paymentStatus },
    isSubscriptionOrder: order.isSubscriptionOrder,
    estimatedDelivery: deliveryEstimate(
      order.fulfillmentMethod,
      order.deliveryMethod,
      order.createdAt,
    ).toISOString(),
    timeline: timeline(aggregate),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

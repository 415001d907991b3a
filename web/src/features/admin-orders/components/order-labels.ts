import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DeliveryStatus, OrderStatus, PaymentStatus } from '@ikawa/contracts/enums';
import type { Order } from '@ikawa/contracts/orders';

/** How the order reaches the customer, translated where shown with `i18n._`. */
export function fulfilmentMessage(order: Order): MessageDescriptor {
  if (order.delivery.fulfillmentMethod === 'pickup') return msg`Store pickup`;
  return order.delivery.method === 'express' ? msg`Delivery · Express` : msg`Delivery · Standard`;
}

export const PAYMENT_METHOD_MESSAGES: Record<Order['payment']['method'], MessageDescriptor> = {
  cash: msg`Cash`,
  stripe: msg`Card`,
};

/**
 * The statuses' words for the admin's menus (the contracts have no descriptors for them); the
 * badges keep the shop-wide words of components/ui/status-badges.
 */
export const ORDER_STATUS_MESSAGES: Record<OrderStatus, MessageDescriptor> = {
  pending: msg({ message: 'Pending', context: 'order status' }),
  processing: msg({ message: 'Processing', context: 'order status' }),
  shipped: msg({ message: 'Shipped', context: 'order status' }),
  delivered: msg({ message: 'Delivered', context: 'order status' }),
  cancelled: msg({ message: 'Cancelled', context: 'order status' }),
};

export const PAYMENT_STATUS_MESSAGES: Record<PaymentStatus, MessageDescriptor> = {
  pending: msg({ message: 'Pending', context: 'payment status' }),
  completed: msg({ message: 'Completed', context: 'payment status' }),
  failed: msg({ message: 'Failed', context: 'payment status' }),
  refunded: msg({ message: 'Refunded', context: 'payment status' }),
};

export const DELIVERY_STATUS_MESSAGES: Record<DeliveryStatus, MessageDescriptor> = {
  assigned: msg({ message: 'Assigned', context: 'delivery status' }),
  picked_up: msg({ message: 'Picked up', context: 'delivery status' }),
  delivered: msg({ message: 'Delivered', context: 'delivery status' }),
  failed: msg({ message: 'Delivery failed', context: 'delivery status' }),
};

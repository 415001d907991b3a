import { ORDER_ID_LENGTH_ADMIN } from '@ikawa/contracts/constants';
import type { Order } from '@ikawa/contracts/orders';

/** SPEC §9: order ids are shown with 8 characters in the admin table. */
export function shortOrderId(id: string): string {
  return id.slice(0, ORDER_ID_LENGTH_ADMIN);
}

const dateTimeFormatter = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : dateTimeFormatter.format(date);
}

export function fulfilmentLabel(order: Order): string {
  if (order.delivery.fulfillmentMethod === 'pickup') return 'Store pickup';
  return order.delivery.method === 'express' ? 'Delivery · Express' : 'Delivery · Standard';
}

export const PAYMENT_METHOD_LABELS: Record<Order['payment']['method'], string> = {
  cash: 'Cash',
  stripe: 'Card',
};

/**
 * The query keys that more than one feature reads or makes stale, written once: a feature that
 * changes another's data invalidates it through these, never through a string literal of its own.
 * Keys run general → specific, so invalidating one of these reaches every list and detail under
 * it (`[...queryKeys.orders, 'list', filters]`).
 */
export const queryKeys = {
  /** The shopper's orders: lists, details and receipts. */
  orders: ['orders'],
  /** The storefront's catalogue: lists and product pages (stock moves with every order). */
  products: ['products'],
  /** The shopper's subscriptions (My Account → Subscriptions); checkout adds to them. */
  subscriptions: ['subscriptions', 'mine'],
  /** The admin dashboard's figures. */
  adminDashboard: ['admin', 'dashboard'],
  /** The admin's product table. */
  adminProducts: ['admin', 'products'],
  /** The admin's couriers, with their open deliveries and cash held. */
  adminDeliveryPersons: ['admin', 'delivery-persons'],
} as const;

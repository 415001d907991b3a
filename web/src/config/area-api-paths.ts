/**
 * The admin and courier areas' API endpoints, relative to the API base URL (`env.API_URL`).
 * Apart from `apiPaths` (config/paths.ts) so the storefront's first page does not carry them.
 */

/** The admin area's calls. */
export const adminApiPaths = {
  dashboardStats: '/admin/dashboard/stats',
  orders: '/admin/orders',
  order: (id: string) => `/admin/orders/${encodeURIComponent(id)}`,
  /** Subscribe & save, the owner's view: the list, one subscription, the renewals forecast. */
  subscriptions: '/admin/subscriptions',
  subscription: (id: string) => `/admin/subscriptions/${encodeURIComponent(id)}`,
  subscriptionsForecast: '/admin/subscriptions/forecast',
  orderActivity: (id: string) => `/admin/orders/${encodeURIComponent(id)}/activity`,
  orderRefunds: (id: string) => `/admin/orders/${encodeURIComponent(id)}/refunds`,
  orderRefundPreview: (id: string) => `/admin/orders/${encodeURIComponent(id)}/refunds/preview`,
  policyPage: (slug: string) => `/admin/pages/${encodeURIComponent(slug)}`,
  orderNotes: (id: string) => `/admin/orders/${encodeURIComponent(id)}/notes`,
  outbox: '/admin/outbox',
  outboxMessage: (id: string) => `/admin/outbox/${encodeURIComponent(id)}`,
  outboxResend: (id: string) => `/admin/outbox/${encodeURIComponent(id)}/resend`,
  subscribers: '/admin/newsletter/subscribers',
  deliveryZones: '/admin/delivery-zones',
  deliveryZone: (id: string) => `/admin/delivery-zones/${encodeURIComponent(id)}`,
  discounts: '/admin/discounts',
  discount: (id: string) => `/admin/discounts/${encodeURIComponent(id)}`,
  deactivateDiscount: (id: string) => `/admin/discounts/${encodeURIComponent(id)}/deactivate`,
  subscribersCsv: '/admin/newsletter/subscribers.csv',
  /** Packing slips (HTML) and the accountant's CSV exports. */
  packingSlips: '/admin/packing-slips',
  ordersCsv: '/admin/exports/orders.csv',
  payoutsCsv: '/admin/exports/payouts.csv',
  taxThresholds: '/admin/tax/thresholds',
  taxReport: '/admin/tax/report',
  invoicesCsv: '/admin/exports/invoices.csv',
  creditNotesCsv: '/admin/exports/credit-notes.csv',
  users: '/admin/users',
  user: (id: string) => `/admin/users/${encodeURIComponent(id)}`,
  products: '/products/admin/list',
  /** A product's photos: POST adds one; PATCH and DELETE one by id. */
  productPhotos: (id: string) => `/admin/products/${encodeURIComponent(id)}/photos`,
  productPhoto: (id: string, photoId: string) =>
    `/admin/products/${encodeURIComponent(id)}/photos/${encodeURIComponent(photoId)}`,
  stockAdjustments: (productId: string) =>
    `/admin/products/${encodeURIComponent(productId)}/stock-adjustments`,
  stockHistory: (productId: string) => `/admin/products/${encodeURIComponent(productId)}/stock-history`,
  createProduct: '/products',
  product: (id: string) => `/products/${encodeURIComponent(id)}`,
  restoreProduct: (id: string) => `/products/${encodeURIComponent(id)}/restore`,
  deliveryPersons: '/delivery/admin/delivery-persons',
  personHistory: (personId: string) =>
    `/delivery/admin/delivery-persons/${encodeURIComponent(personId)}/history`,
  assign: (orderId: string) => `/delivery/admin/orders/${encodeURIComponent(orderId)}/assign`,
  suggestion: (orderId: string) => `/delivery/admin/orders/${encodeURIComponent(orderId)}/suggestion`,
  pay: (personId: string, orderId: string) =>
    `/delivery/admin/delivery-persons/${encodeURIComponent(personId)}/orders/${encodeURIComponent(orderId)}/pay`,
  /** Deliveries completed without the PIN, to accept or dispute; the photos taken at the door. */
  pinExceptions: '/admin/pin-exceptions',
  acceptPinException: (id: string) => `/admin/pin-exceptions/${encodeURIComponent(id)}/accept`,
  disputePinException: (id: string) => `/admin/pin-exceptions/${encodeURIComponent(id)}/dispute`,
  deliveryPhoto: (photoId: string) => `/admin/delivery-photos/${encodeURIComponent(photoId)}`,
  cashReceived: (personId: string) =>
    `/delivery/admin/delivery-persons/${encodeURIComponent(personId)}/cash-received`,
} as const;

/** The courier's own calls. */
export const deliveryApiPaths = {
  orders: '/delivery/orders',
  orderStatus: (id: string) => `/delivery/orders/${encodeURIComponent(id)}/status`,
  /** A photo taken at the door of one of my orders (a hand-over without the PIN). */
  orderPhotos: (id: string) => `/delivery/orders/${encodeURIComponent(id)}/photos`,
  /** Web Push (decision 020): the shop's VAPID key, and this phone's subscription. */
  pushKey: '/delivery/push/key',
  pushSubscription: '/delivery/push/subscription',
  earnings: '/delivery/earnings',
  history: '/delivery/history',
  profile: '/delivery/profile',
  availability: '/delivery/availability',
  location: '/delivery/location',
} as const;

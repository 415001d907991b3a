/** Every URL the web app links to or calls, in one place, so a changed address is changed once. */
export const paths = {
  home: '/',
  story: '/#story',
  shop: '/shop',
  /** A product page; catalogue cards link here with the product's slug. */
  product: (slug: string) => `/shop/${encodeURIComponent(slug)}`,
  /** Short information pages. */
  about: '/about',
  faq: '/faq',
  contact: '/contact',
  /** The policy pages, edited in Settings. */
  policy: {
    privacy: '/privacy',
    terms: '/terms',
    shipping: '/shipping',
    returns: '/returns',
  },
  account: {
    root: '/account',
    orders: '/account/orders',
    /** An order's printable receipt (the e-mails link to `receiptLink`). */
    receipt: (orderId: string) => `/account/orders/${encodeURIComponent(orderId)}/receipt`,
    addresses: '/account/addresses',
    payment: '/account/payment',
    /** Subscribe & save: the customer's subscriptions and their changes. */
    subscriptions: '/account/subscriptions',
  },
  admin: {
    root: '/admin',
    products: '/admin/products',
    orders: '/admin/orders',
    /** Subscribe & save: every subscription, one's page, and the renewals forecast. */
    subscriptions: '/admin/subscriptions',
    subscription: (id: string) => `/admin/subscriptions/${encodeURIComponent(id)}`,
    subscriptionsForecast: '/admin/subscriptions/forecast',
    receipt: (orderId: string) => `/admin/orders/${encodeURIComponent(orderId)}/receipt`,
    users: '/admin/users',
    deliveryPersons: '/admin/delivery-persons',
    settings: '/admin/settings',
    /** E-mails the shop wrote. */
    outbox: '/admin/outbox',
    newsletter: '/admin/newsletter',
    /** Discount codes. */
    deliveryZones: '/admin/delivery-zones',
    /** Deliveries completed without the PIN, to accept or dispute. */
    pinExceptions: '/admin/pin-exceptions',
    discounts: '/admin/discounts',
    /** Sales-tax registrations and thresholds. */
    taxes: '/admin/taxes',
  },
  delivery: {
    root: '/delivery',
    orders: '/delivery/orders',
    earnings: '/delivery/earnings',
    history: '/delivery/history',
    /** The picked-up orders, nearest first (decision 020). */
    route: '/delivery/route',
  },
  /** The links in e-mails. */
  resetPassword: '/reset-password',
  /** An order's receipt from the signed link of its e-mails (`?token=`), no sign-in. */
  receiptLink: '/receipt/:orderId',
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  paymentSuccess: '/payment-success',
  paymentCanceled: '/payment-canceled',
} as const;

/** In-page anchors (the footer is on every storefront page). */
export const anchors = {
  story: 'story',
  contact: 'contact',
  mainContent: 'main-content',
} as const;

/** API endpoints, relative to the API base URL (`env.API_URL`). */
export const apiPaths = {
  auth: {
    login: '/auth/login',
    register: '/auth/register',
    me: '/auth/me',
    logout: '/auth/logout',
    forgotPassword: '/auth/forgot-password',
    resetPassword: '/auth/reset-password',
    profileImage: '/auth/profile/image',
  },
  users: {
    profile: (id: string) => `/users/${encodeURIComponent(id)}`,
    password: (id: string) => `/users/${encodeURIComponent(id)}/password`,
    addresses: (id: string) => `/users/${encodeURIComponent(id)}/addresses`,
    address: (id: string, addressId: string) =>
      `/users/${encodeURIComponent(id)}/addresses/${encodeURIComponent(addressId)}`,
    paymentMethods: (id: string) => `/users/${encodeURIComponent(id)}/payment-methods`,
    paymentMethod: (id: string, methodId: string) =>
      `/users/${encodeURIComponent(id)}/payment-methods/${encodeURIComponent(methodId)}`,
  },
  settings: '/settings',
  /** A policy page; all of them for the admin's editor. */
  page: (slug: string) => `/pages/${encodeURIComponent(slug)}`,
  pages: '/pages',
  /** The storefront's catalogue; one product is `productById` (slug or id). */
  products: '/products',
  newsletter: '/newsletter',
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  orders: {
    list: '/orders',
    detail: (id: string) => `/orders/${encodeURIComponent(id)}`,
    cancel: (id: string) => `/orders/${encodeURIComponent(id)}/cancel`,
    /** The receipt: HTML, or a PDF with `?format=pdf`. */
    receipt: (id: string) => `/orders/${encodeURIComponent(id)}/receipt`,
    /** The receipt links of the order's e-mails stop working (owner or admin). */
    revokeReceiptLinks: (id: string) => `/orders/${encodeURIComponent(id)}/receipt-link/revoke`,
    /** The order followed live (Server-Sent Events). */
    live: (id: string) => `/orders/${encodeURIComponent(id)}/live`,
    /** After a missed delivery: the days offered, another day, or a pickup instead. */
    deliveryDays: (id: string) => `/orders/${encodeURIComponent(id)}/delivery-days`,
    reschedule: (id: string) => `/orders/${encodeURIComponent(id)}/reschedule`,
    pickupInstead: (id: string) => `/orders/${encodeURIComponent(id)}/pickup-instead`,
  },
  productById: (id: string) => `/products/${encodeURIComponent(id)}`,
  subscriptions: {
    /** What Subscribe & save gives (public): the subscriber discount and the rhythms. */
    offer: '/subscriptions/offer',
    list: '/subscriptions',
    detail: (id: string) => `/subscriptions/${encodeURIComponent(id)}`,
    /** skip, pause, resume, order-now, cancel. */
    action: (id: string, action: 'skip' | 'pause' | 'resume' | 'order-now' | 'cancel') =>
      `/subscriptions/${encodeURIComponent(id)}/${action}`,
    extras: (id: string) => `/subscriptions/${encodeURIComponent(id)}/extras`,
  },
  /** The checkout's server-side price. */
  checkoutQuote: '/checkout/quote',
  /** How a postal code is delivered: its zone and fees, the flat fees, or pickup only. */
  deliveryZoneLookup: '/delivery-zones/lookup',
  /** What the landing banner may say about a code on offer. */
  discountOffer: (code: string) => `/discounts/offer/${encodeURIComponent(code)}`,
} as const;

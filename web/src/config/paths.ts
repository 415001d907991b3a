/** Every URL the web app links to or calls, in one place (STYLE §12). */
export const paths = {
  home: '/',
  story: '/#story',
  shop: '/shop',
  account: {
    root: '/account',
    orders: '/account/orders',
    addresses: '/account/addresses',
    payment: '/account/payment',
  },
  admin: {
    root: '/admin',
    products: '/admin/products',
    orders: '/admin/orders',
    users: '/admin/users',
    deliveryPersons: '/admin/delivery-persons',
    settings: '/admin/settings',
  },
  delivery: {
    root: '/delivery',
    orders: '/delivery/orders',
    earnings: '/delivery/earnings',
    history: '/delivery/history',
  },
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
  },
  settings: '/settings',
} as const;

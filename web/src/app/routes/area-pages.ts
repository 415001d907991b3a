import type { ComponentType } from 'react';

/**
 * The pages outside the storefront: the account, delivery and admin areas with
 * their guards, and the pages e-mails and payments link to. The route table names them (paths,
 * titles) but their imports live here, in a chunk of their own that loads with the first of
 * them, so the storefront's initial JavaScript does not carry a download step for each.
 */
export const AREA_PAGES = {
  ReceiptLinkRoute: async () => (await import('./receipt-link')).ReceiptLinkRoute,
  RequireAuth: async () => (await import('@/features/auth/components/route-guards')).RequireAuth,
  RequireDelivery: async () => (await import('@/features/auth/components/route-guards')).RequireDelivery,
  RequireAdmin: async () => (await import('@/features/auth/components/route-guards')).RequireAdmin,
  ResetPasswordRoute: async () => (await import('./reset-password')).ResetPasswordRoute,
  NewsletterConfirmRoute: async () => (await import('./newsletter-link')).NewsletterConfirmRoute,
  NewsletterUnsubscribeRoute: async () => (await import('./newsletter-link')).NewsletterUnsubscribeRoute,
  PaymentResultRoute: async () => (await import('./payment-result')).PaymentResultRoute,
  AccountRoot: async () => (await import('./account/root')).AccountRoot,
  AccountOverviewRoute: async () => (await import('./account/overview')).AccountOverviewRoute,
  AccountOrdersRoute: async () => (await import('./account/orders')).AccountOrdersRoute,
  AccountReceiptRoute: async () => (await import('./account/receipt')).AccountReceiptRoute,
  AccountAddressesRoute: async () => (await import('./account/addresses')).AccountAddressesRoute,
  AccountPaymentRoute: async () => (await import('./account/payment')).AccountPaymentRoute,
  AccountSubscriptionsRoute: async () => (await import('./account/subscriptions')).AccountSubscriptionsRoute,
  DeliveryRoot: async () => (await import('./delivery/root')).DeliveryRoot,
  AssignedOrdersRoute: async () => (await import('./delivery/assigned-orders')).AssignedOrdersRoute,
  EarningsRoute: async () => (await import('./delivery/earnings')).EarningsRoute,
  DeliveryHistoryRoute: async () => (await import('./delivery/history')).DeliveryHistoryRoute,
  DeliveryRouteRoute: async () => (await import('./delivery/route')).DeliveryRouteRoute,
  AdminRoot: async () => (await import('./admin/root')).AdminRoot,
  AdminDashboardRoute: async () => (await import('./admin/dashboard')).AdminDashboardRoute,
  AdminProductsRoute: async () => (await import('./admin/products')).AdminProductsRoute,
  AdminOrdersRoute: async () => (await import('./admin/orders')).AdminOrdersRoute,
  AdminSubscriptionsRoute: async () => (await import('./admin/subscriptions')).AdminSubscriptionsRoute,
  AdminSubscriptionRoute: async () => (await import('./admin/subscriptions')).AdminSubscriptionRoute,
  AdminSubscriptionsForecastRoute: async () =>
    (await import('./admin/subscriptions')).AdminSubscriptionsForecastRoute,
  AdminOrderReceiptRoute: async () => (await import('./admin/order-receipt')).AdminOrderReceiptRoute,
  AdminUsersRoute: async () => (await import('./admin/users')).AdminUsersRoute,
  AdminSettingsRoute: async () => (await import('./admin/settings')).AdminSettingsRoute,
  AdminDeliveryPersonsRoute: async () => (await import('./admin/delivery-persons')).AdminDeliveryPersonsRoute,
  AdminOutboxRoute: async () => (await import('./admin/outbox')).AdminOutboxRoute,
  AdminDiscountsRoute: async () => (await import('./admin/discounts')).AdminDiscountsRoute,
  AdminDeliveryZonesRoute: async () => (await import('./admin/delivery-zones')).AdminDeliveryZonesRoute,
  AdminPinExceptionsRoute: async () => (await import('./admin/pin-exceptions')).AdminPinExceptionsRoute,
  AdminTaxesRoute: async () => (await import('./admin/taxes')).AdminTaxesRoute,
  AdminNewsletterRoute: async () => (await import('./admin/newsletter')).AdminNewsletterRoute,
} satisfies Record<string, () => Promise<ComponentType>>;

export type AreaPage = keyof typeof AREA_PAGES;

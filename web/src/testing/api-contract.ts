import {
  PushKeyResponseSchema,
  PushSubscriptionResponseSchema,
  CashSettlementResponseSchema,
  CourierOrderListResponseSchema,
  CourierOrderResponseSchema,
  CourierSuggestionResponseSchema,
  DeliveryHistoryResponseSchema,
  DeliveryPersonListResponseSchema,
  DeliveryProfileResponseSchema,
  EarningEntryResponseSchema,
  EarningsResponseSchema,
} from '@ikawa/contracts/delivery';
import { RefundPreviewResponseSchema } from '@ikawa/contracts/refunds';
import {
  AdminSubscriptionDetailResponseSchema,
  AdminSubscriptionListResponseSchema,
  SubscriptionForecastResponseSchema,
} from '@ikawa/contracts/admin-subscriptions';
import type { z } from 'zod';
import {
  AdminDeleteUserResponseSchema,
  AdminOrderListResponseSchema,
  AdminProductListResponseSchema,
  AdminUserListResponseSchema,
  AdminUserResponseSchema,
  DashboardStatsResponseSchema,
  DeleteProductResponseSchema,
} from '@ikawa/contracts/admin';
import { AuthMessageResponseSchema, AuthResponseSchema, MeResponseSchema } from '@ikawa/contracts/auth';
import { SuccessSchema } from '@ikawa/contracts/common';
import {
  DeliveryZoneDeletedResponseSchema,
  DeliveryZoneListResponseSchema,
  DeliveryZoneLookupResponseSchema,
  DeliveryZoneResponseSchema,
} from '@ikawa/contracts/delivery-zones';
import {
  CheckoutQuoteResponseSchema,
  DiscountListResponseSchema,
  DiscountOfferResponseSchema,
  DiscountResponseSchema,
} from '@ikawa/contracts/discounts';
import {
  OutboxListResponseSchema,
  OutboxMessageDetailSchema,
  OutboxMessageResponseSchema,
} from '@ikawa/contracts/mail';
import {
  NewsletterActionResponseSchema,
  NewsletterResponseSchema,
  SubscriberListResponseSchema,
} from '@ikawa/contracts/newsletter';
import { OrderNoteResponseSchema, OrderNotesResponseSchema } from '@ikawa/contracts/order-notes';
import {
  OrderActivityResponseSchema,
  OrderListResponseSchema,
  OrderResponseSchema,
} from '@ikawa/contracts/orders';
import { PolicyPageResponseSchema, PolicyPagesResponseSchema } from '@ikawa/contracts/pages';
import { CardSetupResponseSchema } from '@ikawa/contracts/payment-methods';
import { TaxReportResponseSchema, TaxThresholdsResponseSchema } from '@ikawa/contracts/tax';
import {
  CardAttemptResponseSchema,
  ConfirmPaymentResponseSchema,
  CreateIntentResponseSchema,
  PaymentConfigSchema,
  PaymentStatusResponseSchema,
  SimulatedIntentResponseSchema,
} from '@ikawa/contracts/payments';
import { ProductPhotosResponseSchema } from '@ikawa/contracts/product-photos';
import {
  DeliveryPhotoResponseSchema,
  PinExceptionListResponseSchema,
  PinExceptionResponseSchema,
} from '@ikawa/contracts/pin-exceptions';
import {
  ProductListResponseSchema,
  ProductResponseSchema,
  ProductWithTextsResponseSchema,
} from '@ikawa/contracts/products';
import { ReceiptLinksRevokedResponseSchema } from '@ikawa/contracts/receipts';
import { SettingsResponseSchema } from '@ikawa/contracts/settings';
import { StockAdjustmentResponseSchema, StockHistoryResponseSchema } from '@ikawa/contracts/stock';
import { ProfileImageResponseSchema, UserProfileResponseSchema } from '@ikawa/contracts/users';
import { DeliveryDaysResponseSchema } from '@ikawa/contracts/missed-delivery';
import {
  SubscriptionCreatedResponseSchema,
  SubscriptionListResponseSchema,
  SubscriptionResponseSchema,
  SubscriptionOfferResponseSchema,
} from '@ikawa/contracts/subscriptions';

/**
 * The schema each web API function (src/features/<feature>/api) parses a successful answer with, by method
 * and path (`:name` stands for one path segment). The fake API checks its answers against it, so
 * a test cannot be answered with a body the real client would refuse. Calls whose client reads
 * the body as `unknown` (sign-in, registration, the profile update) or as a document (receipts,
 * CSV exports, packing slips) have no entry.
 */
export const API_CONTRACT: Record<string, z.ZodType> = {
  // Account
  'GET /api/auth/me': MeResponseSchema,
  'POST /api/auth/logout': SuccessSchema,
  'POST /api/auth/forgot-password': AuthMessageResponseSchema,
  'POST /api/auth/reset-password': AuthMessageResponseSchema,
  'PATCH /api/auth/profile/image': ProfileImageResponseSchema,
  'DELETE /api/auth/profile/image': ProfileImageResponseSchema,
  'GET /api/users/:id': UserProfileResponseSchema,
  'PUT /api/users/:id/password': AuthResponseSchema,
  'POST /api/users/:id/addresses': UserProfileResponseSchema,
  'PUT /api/users/:id/addresses/:addressId': UserProfileResponseSchema,
  'DELETE /api/users/:id/addresses/:addressId': UserProfileResponseSchema,
  'POST /api/users/:id/payment-methods': UserProfileResponseSchema,
  'POST /api/users/:id/payment-methods/setup-intent': CardSetupResponseSchema,
  'PUT /api/users/:id/payment-methods/:methodId': UserProfileResponseSchema,
  'DELETE /api/users/:id/payment-methods/:methodId': UserProfileResponseSchema,

  // Storefront
  'GET /api/settings': SettingsResponseSchema,
  'GET /api/pages/:slug': PolicyPageResponseSchema,
  'GET /api/products': ProductListResponseSchema,
  'GET /api/products/:id': ProductResponseSchema,
  'GET /api/discounts/offer/:code': DiscountOfferResponseSchema,
  'POST /api/newsletter': NewsletterResponseSchema,
  'POST /api/newsletter/confirm': NewsletterActionResponseSchema,
  'POST /api/newsletter/unsubscribe': NewsletterActionResponseSchema,

  // Checkout and orders
  'POST /api/checkout/quote': CheckoutQuoteResponseSchema,
  'GET /api/delivery-zones/lookup': DeliveryZoneLookupResponseSchema,
  'POST /api/orders': OrderResponseSchema,
  'GET /api/orders': OrderListResponseSchema,
  'POST /api/orders/:id/cancel': OrderResponseSchema,
  'GET /api/orders/:id/delivery-days': DeliveryDaysResponseSchema,
  'POST /api/orders/:id/reschedule': OrderResponseSchema,
  'POST /api/orders/:id/pickup-instead': OrderResponseSchema,
  'POST /api/subscriptions': SubscriptionCreatedResponseSchema,
  'GET /api/subscriptions': SubscriptionListResponseSchema,
  'POST /api/subscriptions/:id/skip': SubscriptionResponseSchema,
  'POST /api/subscriptions/:id/pause': SubscriptionResponseSchema,
  'POST /api/subscriptions/:id/resume': SubscriptionResponseSchema,
  'POST /api/subscriptions/:id/cancel': SubscriptionResponseSchema,
  'PATCH /api/subscriptions/:id': SubscriptionResponseSchema,
  'PUT /api/subscriptions/:id/extras': SubscriptionResponseSchema,
  'POST /api/subscriptions/:id/order-now': SubscriptionCreatedResponseSchema,
  'GET /api/subscriptions/offer': SubscriptionOfferResponseSchema,
  'POST /api/orders/:id/receipt-link/revoke': ReceiptLinksRevokedResponseSchema,
  'GET /api/payments/config': PaymentConfigSchema,
  'GET /api/payments/status': PaymentStatusResponseSchema,
  'POST /api/payments/create-intent': CreateIntentResponseSchema,
  'POST /api/payments/confirm-payment': ConfirmPaymentResponseSchema,
  'POST /api/payments/confirm-saved': CardAttemptResponseSchema,
  'POST /api/payments/simulated/confirm': SimulatedIntentResponseSchema,
  'POST /api/payments/simulated/authenticate': SimulatedIntentResponseSchema,

  // Courier
  'GET /api/delivery/orders': CourierOrderListResponseSchema,
  'PATCH /api/delivery/orders/:id/status': CourierOrderResponseSchema,
  'POST /api/delivery/orders/:id/photos': DeliveryPhotoResponseSchema,
  'GET /api/delivery/push/key': PushKeyResponseSchema,
  'PUT /api/delivery/push/subscription': PushSubscriptionResponseSchema,
  'GET /api/delivery/earnings': EarningsResponseSchema,
  'GET /api/delivery/history': DeliveryHistoryResponseSchema,
  'GET /api/delivery/profile': DeliveryProfileResponseSchema,
  'PATCH /api/delivery/profile': DeliveryProfileResponseSchema,
  'PATCH /api/delivery/availability': DeliveryProfileResponseSchema,
  'PATCH /api/delivery/location': DeliveryProfileResponseSchema,

  // Admin
  'GET /api/admin/dashboard/stats': DashboardStatsResponseSchema,
  'GET /api/admin/orders': AdminOrderListResponseSchema,
  'GET /api/admin/orders/:id': OrderResponseSchema,
  'PUT /api/admin/orders/:id': OrderResponseSchema,
  'GET /api/admin/orders/:id/activity': OrderActivityResponseSchema,
  'POST /api/admin/orders/:id/refunds': OrderResponseSchema,
  'POST /api/admin/orders/:id/refunds/preview': RefundPreviewResponseSchema,
  'GET /api/admin/orders/:id/notes': OrderNotesResponseSchema,
  'GET /api/admin/subscriptions': AdminSubscriptionListResponseSchema,
  'GET /api/admin/subscriptions/forecast': SubscriptionForecastResponseSchema,
  'GET /api/admin/subscriptions/:id': AdminSubscriptionDetailResponseSchema,
  'POST /api/admin/orders/:id/notes': OrderNoteResponseSchema,
  // The photos themselves (GET /api/admin/delivery-photos/:id) are read as a Blob: no entry.
  'GET /api/admin/pin-exceptions': PinExceptionListResponseSchema,
  'POST /api/admin/pin-exceptions/:id/accept': PinExceptionResponseSchema,
  'POST /api/admin/pin-exceptions/:id/dispute': PinExceptionResponseSchema,
  'GET /api/admin/outbox': OutboxListResponseSchema,
  'GET /api/admin/outbox/:id': OutboxMessageDetailSchema,
  'POST /api/admin/outbox/:id/resend': OutboxMessageResponseSchema,
  'GET /api/admin/newsletter/subscribers': SubscriberListResponseSchema,
  'GET /api/admin/delivery-zones': DeliveryZoneListResponseSchema,
  'POST /api/admin/delivery-zones': DeliveryZoneResponseSchema,
  'PATCH /api/admin/delivery-zones/:id': DeliveryZoneResponseSchema,
  'DELETE /api/admin/delivery-zones/:id': DeliveryZoneDeletedResponseSchema,
  'GET /api/admin/discounts': DiscountListResponseSchema,
  'GET /api/admin/tax/thresholds': TaxThresholdsResponseSchema,
  'GET /api/admin/tax/report': TaxReportResponseSchema,
  'POST /api/admin/discounts': DiscountResponseSchema,
  'PATCH /api/admin/discounts/:id': DiscountResponseSchema,
  'POST /api/admin/discounts/:id/deactivate': DiscountResponseSchema,
  'GET /api/admin/users': AdminUserListResponseSchema,
  'PUT /api/admin/users/:id': AdminUserResponseSchema,
  'DELETE /api/admin/users/:id': AdminDeleteUserResponseSchema,
  'PUT /api/admin/pages/:slug': PolicyPageResponseSchema,
  'GET /api/pages': PolicyPagesResponseSchema,
  'PATCH /api/settings': SettingsResponseSchema,
  'GET /api/products/admin/list': AdminProductListResponseSchema,
  'POST /api/products': ProductWithTextsResponseSchema,
  'PATCH /api/products/:id': ProductWithTextsResponseSchema,
  'DELETE /api/products/:id': DeleteProductResponseSchema,
  'POST /api/products/:id/restore': ProductResponseSchema,
  'POST /api/admin/products/:id/photos': ProductPhotosResponseSchema,
  'PATCH /api/admin/products/:id/photos/:photoId': ProductPhotosResponseSchema,
  'DELETE /api/admin/products/:id/photos/:photoId': ProductPhotosResponseSchema,
  'GET /api/admin/products/:id/stock-history': StockHistoryResponseSchema,
  'POST /api/admin/products/:id/stock-adjustments': StockAdjustmentResponseSchema,
  'GET /api/delivery/admin/delivery-persons': DeliveryPersonListResponseSchema,
  'GET /api/delivery/admin/delivery-persons/:id/history': DeliveryHistoryResponseSchema,
  'PATCH /api/delivery/admin/delivery-persons/:id/orders/:orderId/pay': EarningEntryResponseSchema,
  'PATCH /api/delivery/admin/delivery-persons/:id/cash-received': CashSettlementResponseSchema,
  'PATCH /api/delivery/admin/orders/:id/assign': OrderResponseSchema,
  'GET /api/delivery/admin/orders/:id/suggestion': CourierSuggestionResponseSchema,
};

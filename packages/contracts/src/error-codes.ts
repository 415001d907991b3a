/**
 * The stable, machine-readable `code` every error answer carries beside its human sentence.
 * Clients branch on these, never on the sentence (which may be reworded). Plain values, no zod,
 * so the web app can use them on its first page.
 */
/**
 * Why a discount code does not apply: the quote's `promo.reason.code`, and the error
 * `code` when an order or card payment is refused for it.
 */
export const PROMO_REFUSALS = [
  'promo_unknown',
  'promo_inactive',
  'promo_not_started',
  'promo_expired',
  'promo_used_up',
  'promo_sign_in_required',
  'promo_first_order_only',
  'promo_customer_limit',
  'promo_min_subtotal',
  'promo_no_eligible_products',
  'promo_nothing_to_discount',
] as const;

export const ERROR_CODES = [
  // One per kind of failure, used when nothing more specific applies.
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'business_rule',
  'too_large',
  'rate_limited',
  'unavailable',
  'internal_error',
  // The request itself.
  'invalid_json',
  'unsupported_media_type',
  'route_not_found',
  'invalid_multipart',
  // Sign-in and sessions.
  'login_required',
  'session_expired',
  'invalid_credentials',
  'email_taken',
  'too_many_attempts',
  // Uploads.
  'image_too_large',
  'image_invalid',
  'too_many_photos',
  'photo_duplicate',
  'storage_unavailable',
  // Placing orders.
  'out_of_stock',
  'product_unavailable',
  'card_via_payment',
  'idempotency_mismatch',
  'order_in_progress',
  'too_many_open_orders',
  'unpaid_cash_limit',
  // Sales tax: a Canadian address whose postal code names no province.
  'postal_code_not_canadian',
  // Addresses by country code (countries.ts): not a code of the list, a country the shop does
  // not ship to, a postal code of the wrong shape, a Canadian postal code with another country,
  // the store's own address outside Canada.
  'country_invalid',
  'country_not_shipped',
  'postal_code_invalid',
  'postal_code_canadian',
  'store_country_not_canada',
  // Delivery zones (decision 019): an address no zone serves, under a zone's minimum order,
  // express where the zone does not offer it; the admin's overlapping areas, names and shapes.
  'outside_delivery_zones',
  'below_delivery_minimum',
  'express_not_offered',
  'delivery_zone_area_taken',
  'delivery_zone_name_taken',
  'fsa_invalid',
  // Receipts: an order not paid yet has no invoice.
  'receipt_not_available',
  // The receipt link in e-mails: signed for one order, expiring.
  'receipt_link_invalid',
  'receipt_link_expired',
  'receipt_link_revoked',
  // The order life cycle.
  'order_locked',
  'move_not_allowed',
  'earning_not_payable',
  // A courier's move sent late from the phone's outbox: the order went to another courier
  // meanwhile, or the phone's time is too far from now to be believed.
  'order_reassigned',
  'made_at_out_of_range',
  // Returns and partial refunds.
  'refund_not_allowed',
  'refund_too_much',
  'refund_unknown_line',
  'refund_payer',
  // Subscriptions: a change their state does not allow, a day out of reach, a card for now.
  'subscription_not_allowed',
  'subscription_day_out_of_range',
  'subscription_card_required',
  'subscription_address_required',
  'subscription_already_today',
  // A missed delivery: the customer chose a day the shop does not offer.
  'day_not_offered',
  'delivery_photo_unknown',
  // The hand-over PIN at the door.
  'pin_required',
  'pin_wrong',
  'pin_locked',
  // Delivered without the PIN ("Can't get the PIN"), and the admin's review of it.
  'pin_exception_not_needed',
  'pin_exception_photo',
  'pin_exception_decided',
  // Card payments.
  'total_changed',
  'discount_no_longer_valid',
  'payment_refunded',
  'payment_not_found',
  'payment_not_completed',
  'payment_provider_error',
  // Saving a card: the provider refused it, as a SetupIntent would (declined, stolen, no funds).
  'card_declined',
  // Discount codes: why a code does not apply, and the admin's.
  ...PROMO_REFUSALS,
  'discount_code_taken',
  // E-mail, password reset and the newsletter.
  'invalid_link',
  'resend_not_allowed',
  'unknown_consent_version',
  // Stock adjustments.
  'stock_below_zero',
  // Packing slips: more orders due on a day than one document holds.
  'too_many_orders',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

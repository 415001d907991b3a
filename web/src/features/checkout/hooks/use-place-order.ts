import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { isPromoRefusal } from '@ikawa/contracts/discounts';
import { type CreateOrderInput, ORDER_MESSAGE_DESCRIPTORS } from '@ikawa/contracts/orders';
import { normalizePhone } from '@ikawa/contracts/rules/phone';
import { ApiError } from '@/lib/api-client';
import { type CartLine, cartActions } from '@/stores/cart';
import { PAYMENT_MESSAGE_DESCRIPTORS } from '@ikawa/contracts/payments';
import { createPaymentIntent } from '../api/card-payments';
import { useCreateOrder } from '../api/create-order';
import { useCreateSubscription } from '../api/create-subscription';
import { quoteKey } from '../api/get-quote';
import { ADDRESS_FIELDS, type AddressField, attemptFor, type CheckoutState } from './checkout-machine';
import { dispatchCheckout, getCheckoutState } from './use-checkout';

/**
 * SPEC §2: the phone is typed after a fixed '+', so what was typed starts with the country code,
 * unless it is a North American number typed without its 1 (`normalizePhone` adds it).
 */
function withCountryCode(typed: string): string {
  const phone = normalizePhone(typed);
  return phone.startsWith('+') ? phone : `+${phone}`;
}

/** DESIGN's order creation payload; the server reads prices itself, `price` is informative. */
export function buildOrderInput(lines: readonly CartLine[], state: CheckoutState): CreateOrderInput {
  const isDelivery = state.fulfillment === 'delivery';
  const address = state.address;
  return {
    products: lines.map((line) => ({
      product: line.product._id,
      quantity: line.quantity,
      price: line.product.price,
    })),
    delivery: {
      fulfillmentMethod: state.fulfillment,
      method: state.deliveryMethod,
      ...(isDelivery && address
        ? {
            address: {
              street: address.street.trim(),
              city: address.city.trim(),
              postalCode: address.postalCode.trim(),
              country: address.country.trim(),
              phone: withCountryCode(address.phone),
            },
            ...(address.instructions?.trim() ? { instructions: address.instructions.trim() } : {}),
          }
        : {}),
    },
    payment: { method: state.paymentMethod },
    ...(state.promoCode ? { promoCode: state.promoCode } : {}),
  };
}

/**
 * A random key for one checkout attempt. `crypto.randomUUID` only exists on secure origins, so a
 * shop served over plain http on a local network falls back to `getRandomValues`.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export type OrderFailure =
  | { kind: 'stock'; message: string }
  | { kind: 'address'; message: string; errors: Partial<Record<AddressField, string>> }
  | { kind: 'signed-out' }
  /** `unexplained`: the server gave no reason, and the message is the checkout's own. */
  | { kind: 'other'; message: string; unexplained?: boolean };

export const NO_ANSWER_MESSAGE = msg`We could not reach the shop. Please check your connection and press Place Order again; your order will not be placed twice.`;

const ADDRESS_PREFIX = /^(?:body\.)?delivery\.address\.|^\/?delivery\/address\//;

/**
 * SPEC §8: what a failed Place Order means for the shopper, and where to show it. The server's
 * sentences are already in the page's language; the checkout's own are translated with `i18n`.
 */
export function classifyOrderFailure(error: unknown, i18n: I18n): OrderFailure {
  const createFailed = i18n._(ORDER_MESSAGE_DESCRIPTORS.createFailed);
  if (!(error instanceof ApiError)) return { kind: 'other', message: createFailed, unexplained: true };
  if (error.status === 401) return { kind: 'signed-out' };
  // No answer (offline, timeout): the order may or may not exist; the same key makes a retry safe.
  if (error.status === 0) return { kind: 'other', message: i18n._(NO_ANSWER_MESSAGE) };
  // The server names the product and what is left ('Only 2 left of …').
  if (error.code === 'out_of_stock' || error.code === 'product_unavailable') {
    return { kind: 'stock', message: error.message };
  }
  const errors: Partial<Record<AddressField, string>> = {};
  for (const detail of error.details) {
    const field = detail.path.replace(ADDRESS_PREFIX, '') as AddressField;
    if (ADDRESS_PREFIX.test(detail.path) && ADDRESS_FIELDS.includes(field)) errors[field] ??= detail.message;
  }
  if (Object.keys(errors).length > 0) return { kind: 'address', message: error.message, errors };
  if (error.explained && error.message) return { kind: 'other', message: error.message };
  return { kind: 'other', message: createFailed, unexplained: true };
}

interface PlaceOrderOptions {
  lines: readonly CartLine[];
  /** Subscribe & save: weeks between orders; the review then places a subscription. */
  subscription?: number | null;
  /** Called when the server says the session is gone, so the shopper can sign in and come back. */
  onSignedOut: () => void;
  /** Called after a stock conflict, to re-read the stock of every line. */
  onStockConflict: () => void;
}

/**
 * Places the cash order once per attempt: the button is disabled while sending, a second press
 * is ignored, and a retry of the same order sends the same `Idempotency-Key`.
 */
export function usePlaceOrder({
  lines,
  subscription = null,
  onSignedOut,
  onStockConflict,
}: PlaceOrderOptions) {
  const { i18n } = useLingui();
  const mutation = useCreateOrder();
  const subscribing = useCreateSubscription();
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const [openingIntent, setOpeningIntent] = useState(false);

  async function placeOrder() {
    if (inFlight.current) return;
    inFlight.current = true;
    const state = getCheckoutState();
    // A subscription is priced with the subscriber discount, never with a code.
    const input = buildOrderInput(lines, subscription === null ? state : { ...state, promoCode: null });
    const attempt = attemptFor(state.attempt, JSON.stringify(input), newIdempotencyKey);
    dispatchCheckout({ type: 'startAttempt', attempt });
    dispatchCheckout({ type: 'setNotice', notice: null });
    try {
      if (subscription !== null) {
        // Paid by card, the saved card chosen on the payment step is charged now (no card form).
        const savedCardId = input.payment?.method === 'stripe' ? state.savedCardId : null;
        const placed = await subscribing.mutateAsync({
          everyWeeks: subscription,
          order: input,
          ...(savedCardId ? { savedCardId } : {}),
        });
        cartActions.clear();
        dispatchCheckout({ type: 'subscribed', order: placed.order, subscription: placed.subscription });
        return;
      }
      if (input.payment?.method === 'stripe') {
        // SPEC §4 card path: an intent for this cart, then the card form on the card step.
        setOpeningIntent(true);
        const intent = await createPaymentIntent(input, attempt.key);
        dispatchCheckout({ type: 'intentCreated', intent: { ...intent, attemptKey: attempt.key } });
        return;
      }
      const order = await mutation.mutateAsync({ input, idempotencyKey: attempt.key });
      // SPEC §4: the cart is cleared once the order exists.
      cartActions.clear();
      dispatchCheckout({ type: 'placed', order });
    } catch (error) {
      // The code stopped applying since the quote (used meanwhile, expired): show the new quote.
      if (error instanceof ApiError && isPromoRefusal(error.code))
        void queryClient.invalidateQueries({ queryKey: quoteKey });
      const failure = classifyOrderFailure(error, i18n);
      switch (failure.kind) {
        case 'stock':
          onStockConflict();
          dispatchCheckout({ type: 'goTo', step: 'cart', notice: failure.message });
          break;
        case 'address':
          dispatchCheckout({ type: 'addressRejected', errors: failure.errors, notice: failure.message });
          break;
        case 'signed-out':
          onSignedOut();
          break;
        case 'other':
          dispatchCheckout({
            type: 'setNotice',
            notice:
              input.payment?.method === 'stripe' && failure.unexplained && subscription === null
                ? i18n._(PAYMENT_MESSAGE_DESCRIPTORS.initFailed)
                : failure.message,
          });
      }
    } finally {
      inFlight.current = false;
      setOpeningIntent(false);
    }
  }

  return { placeOrder, isPending: mutation.isPending || subscribing.isPending || openingIntent };
}

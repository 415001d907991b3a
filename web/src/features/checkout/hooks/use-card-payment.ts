import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { PAYMENT_MESSAGE_DESCRIPTORS } from '@ikawa/contracts/payments';
import { ApiError } from '@/lib/api-client';
import { cartActions } from '@/stores/cart';
import { confirmPayment, useInvalidateAfterPayment } from '../api/card-payments';
import { dispatchCheckout } from './use-checkout';

/**
 * SPEC §8: what a failed step of the card path means for the shopper: the server's sentence (in
 * the page's language already), else the checkout's own, translated with `i18n`.
 */
export function paymentErrorMessage(error: unknown, i18n: I18n): string {
  if (!(error instanceof ApiError)) return i18n._(PAYMENT_MESSAGE_DESCRIPTORS.unexpected);
  if (error.status === 0) return i18n._(PAYMENT_MESSAGE_DESCRIPTORS.connection);
  if (error.status === 401) return i18n._(PAYMENT_MESSAGE_DESCRIPTORS.authentication);
  return error.message || i18n._(PAYMENT_MESSAGE_DESCRIPTORS.issue);
}

interface Options {
  /** After a refund because stock ran out: re-read the stock of every line. */
  onStockConflict: () => void;
}

/**
 * The end of the card path: once the provider says the card was paid, the server checks with
 * the provider and makes the order (SPEC §4: then the cart is cleared). A sold-out line means
 * the payment was refunded: back to the cart with the server's sentence.
 */
export function useFinishCardPayment({ onStockConflict }: Options) {
  const { i18n } = useLingui();
  const invalidate = useInvalidateAfterPayment();
  const [error, setError] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);

  async function finish(paymentIntentId: string) {
    setFinishing(true);
    setError(null);
    try {
      const order = await confirmPayment(paymentIntentId);
      cartActions.clear();
      await invalidate();
      dispatchCheckout({ type: 'placed', order });
    } catch (failure) {
      if (
        failure instanceof ApiError &&
        (failure.code === 'payment_refunded' ||
          failure.code === 'total_changed' ||
          failure.code === 'discount_no_longer_valid')
      ) {
        // The server refunded the payment: this intent is spent.
        onStockConflict();
        dispatchCheckout({ type: 'clearIntent' });
        // The code ended or was used up while paying: the next try is priced without it.
        if (failure.code === 'discount_no_longer_valid')
          dispatchCheckout({ type: 'setPromoCode', code: null });
        dispatchCheckout({ type: 'goTo', step: 'cart', notice: failure.message });
      } else {
        setError(paymentErrorMessage(failure, i18n));
      }
    } finally {
      setFinishing(false);
    }
  }

  return { finish, finishing, error, setError };
}

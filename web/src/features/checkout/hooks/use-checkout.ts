import { useSyncExternalStore } from 'react';
import {
  type CheckoutAction,
  type CheckoutState,
  checkoutReducer,
  INITIAL_CHECKOUT,
} from './checkout-machine';

/**
 * The checkout's step and choices live outside the panel's components, so closing the panel,
 * going back and forth between steps, or signing in half-way never loses what was typed.
 */
let state: CheckoutState = INITIAL_CHECKOUT;
const listeners = new Set<() => void>();

export function dispatchCheckout(action: CheckoutAction): void {
  const next = checkoutReducer(state, action);
  if (next === state) return;
  state = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getCheckoutState(): CheckoutState {
  return state;
}

export function useCheckout(): [CheckoutState, typeof dispatchCheckout] {
  const current = useSyncExternalStore(subscribe, getCheckoutState, () => INITIAL_CHECKOUT);
  return [current, dispatchCheckout];
}

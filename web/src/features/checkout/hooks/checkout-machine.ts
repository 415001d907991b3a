import type { DeliveryMethod, FulfillmentMethod, PaymentMethod } from '@ikawa/contracts/enums';
import type { Order } from '@ikawa/contracts/orders';
import type { Subscription } from '@ikawa/contracts/subscriptions';
import { type CheckoutStep, nextStep, previousStep } from '@ikawa/contracts/rules/checkout-steps';

/** What the shopper typed on the address step; the phone is kept without its '+' prefix. */
export interface AddressDraft {
  street: string;
  city: string;
  postalCode: string;
  country: string;
  phone: string;
  /** For the courier: gate code, where to leave it; optional. */
  instructions?: string;
}
/** The fields the server may refuse by name (400 `details`). */
export type AddressField = Exclude<keyof AddressDraft, 'instructions'>;

export const ADDRESS_FIELDS = [
  'street',
  'city',
  'postalCode',
  'country',
  'phone',
] as const satisfies readonly AddressField[];

/** One checkout attempt: the key is reused for every retry of the same payload. */
export interface OrderAttempt {
  key: string;
  signature: string;
}

export interface CheckoutState {
  step: CheckoutStep;
  fulfillment: FulfillmentMethod;
  deliveryMethod: DeliveryMethod;
  paymentMethod: PaymentMethod;
  /** `null` until the shopper first sees the address step (then it is prefilled). */
  address: AddressDraft | null;
  /** The server's field messages (400 `details`), shown on the address step. */
  addressErrors: Partial<Record<AddressField, string>>;
  /** A sentence shown at the top of the current step (a 409 on the cart step, a failure on confirm). */
  notice: string | null;
  attempt: OrderAttempt | null;
  /** Set when a signed-out shopper pressed Checkout: the panel reopens here after sign-in. */
  resumeStep: CheckoutStep | null;
  /** The placed order, for the success step. */
  order: Order | null;
  /** SPEC §4 card path: the intent opened from the review, for the card form on the card step. */
  cardIntent: CardIntentState | null;
  /** A discount code the shopper entered; the server's quote says whether it applies. */
  promoCode: string | null;
  /**
   * Subscribe & save paid by card: the saved card charged now and at each renewal (there is no
   * card form in that flow; null until one is chosen).
   */
  savedCardId: string | null;
  /** The subscription just placed, for the success step (its first order is `order`). */
  subscription: Subscription | null;
}

/** What the card form needs: the intent, and which order payload it was opened for. */
export interface CardIntentState {
  paymentIntentId: string;
  clientSecret: string;
  amount: number;
  currency: string;
  provider: 'simulated' | 'stripe';
  /** The attempt key the intent belongs to; a changed order needs a new intent. */
  attemptKey: string;
}

/** SPEC §9 defaults: fulfillment delivery, delivery method standard, payment cash. */
export const INITIAL_CHECKOUT: CheckoutState = {
  step: 'cart',
  fulfillment: 'delivery',
  deliveryMethod: 'standard',
  paymentMethod: 'cash',
  address: null,
  addressErrors: {},
  notice: null,
  attempt: null,
  resumeStep: null,
  order: null,
  cardIntent: null,
  promoCode: null,
  savedCardId: null,
  subscription: null,
};

export type CheckoutAction =
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'goTo'; step: CheckoutStep; notice?: string | null }
  | { type: 'setFulfillment'; fulfillment: FulfillmentMethod }
  | { type: 'setDeliveryMethod'; method: DeliveryMethod }
  | { type: 'setPaymentMethod'; method: PaymentMethod }
  | { type: 'setPromoCode'; code: string | null }
  | { type: 'saveAddress'; address: AddressDraft }
  | { type: 'addressRejected'; errors: Partial<Record<AddressField, string>>; notice: string }
  | { type: 'clearAddressErrors' }
  | { type: 'setNotice'; notice: string | null }
  | { type: 'startAttempt'; attempt: OrderAttempt }
  | { type: 'askSignIn'; resumeStep: CheckoutStep }
  | { type: 'resume' }
  | { type: 'cancelResume' }
  | { type: 'placed'; order: Order }
  | { type: 'subscribed'; order: Order; subscription: Subscription }
  | { type: 'setSavedCard'; id: string | null }
  | { type: 'intentCreated'; intent: CardIntentState }
  | { type: 'clearIntent' }
  | { type: 'reset' };

/**
 * SPEC §4: cart → fulfillment → (address → delivery, home delivery only) → payment → confirm →
 * (card, card path only) → success, and back steps that mirror it (the contract's
 * checkout-steps rule decides).
 */
export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'next':
      return { ...state, step: nextStep(state.step, state.fulfillment, state.paymentMethod), notice: null };
    case 'back':
      // There is no way back from a placed order.
      if (state.step === 'success') return state;
      return {
        ...state,
        step: previousStep(state.step, state.fulfillment, state.paymentMethod),
        notice: null,
      };
    case 'goTo':
      return { ...state, step: action.step, notice: action.notice ?? null };
    case 'setFulfillment':
      return { ...state, fulfillment: action.fulfillment };
    case 'setDeliveryMethod':
      return { ...state, deliveryMethod: action.method };
    case 'setPaymentMethod':
      return {
        ...state,
        paymentMethod: action.method,
        cardIntent: action.method === 'cash' ? null : state.cardIntent,
        // 'Pay in cash instead' on the card step: the cash order is placed from the review.
        step: action.method === 'cash' && state.step === 'card' ? 'confirm' : state.step,
      };
    case 'setPromoCode':
      // An open card payment was priced without (or with) this code: a new one is needed.
      return {
        ...state,
        promoCode: action.code,
        cardIntent: null,
        step: state.step === 'card' ? 'confirm' : state.step,
      };
    case 'saveAddress':
      return { ...state, address: action.address };
    case 'addressRejected':
      return { ...state, step: 'address', addressErrors: action.errors, notice: action.notice };
    case 'clearAddressErrors':
      return { ...state, addressErrors: {} };
    case 'setNotice':
      return { ...state, notice: action.notice };
    case 'startAttempt':
      return { ...state, attempt: action.attempt };
    case 'askSignIn':
      return { ...state, resumeStep: action.resumeStep };
    case 'resume':
      return state.resumeStep ? { ...state, step: state.resumeStep, resumeStep: null, notice: null } : state;
    case 'cancelResume':
      return { ...state, resumeStep: null };
    case 'placed':
      // The shopper's choices stay for the next order; the attempt, its intent and code are spent.
      return {
        ...state,
        step: 'success',
        order: action.order,
        subscription: null,
        attempt: null,
        notice: null,
        cardIntent: null,
        promoCode: null,
      };
    case 'subscribed':
      return {
        ...state,
        step: 'success',
        order: action.order,
        subscription: action.subscription,
        attempt: null,
        notice: null,
        cardIntent: null,
        promoCode: null,
      };
    case 'setSavedCard':
      return { ...state, savedCardId: action.id };
    case 'intentCreated':
      // SPEC §4: with the client secret kept, the view goes on to the card form.
      return { ...state, step: 'card', cardIntent: action.intent, notice: null };
    case 'clearIntent':
      // The card step has nothing to show without an intent: back to the review.
      return { ...state, cardIntent: null, step: state.step === 'card' ? 'confirm' : state.step };
    case 'reset':
      return INITIAL_CHECKOUT;
  }
}

/**
 * The idempotency key for placing this payload: the same key while the payload is unchanged (a
 * double click, a retry after a timeout), a new one as soon as the order itself changes — the
 * server refuses a reused key with a different order.
 */
export function attemptFor(
  current: OrderAttempt | null,
  signature: string,
  newKey: () => string,
): OrderAttempt {
  if (current && current.signature === signature) return current;
  return { key: newKey(), signature };
}

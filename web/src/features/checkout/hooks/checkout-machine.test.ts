import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorOf } from '@/lib/api-client';
import { testI18n } from '@/testing/i18n';
import {
  attemptFor,
  type CheckoutAction,
  checkoutReducer,
  type CheckoutState,
  INITIAL_CHECKOUT,
} from './checkout-machine';
import { buildOrderInput, classifyOrderFailure } from './use-place-order';

const english = testI18n('en-CA');
const classify = (error: unknown) => classifyOrderFailure(error, english);

function run(actions: CheckoutAction[], from: CheckoutState = INITIAL_CHECKOUT): CheckoutState {
  return actions.reduce(checkoutReducer, from);
}

function walk(state: CheckoutState, type: 'next' | 'back', times: number): string[] {
  const seen: string[] = [];
  let current = state;
  for (let i = 0; i < times; i += 1) {
    current = checkoutReducer(current, { type });
    seen.push(current.step);
  }
  return seen;
}

describe('checkout step machine', () => {
  it('walks every step for home delivery, and Back mirrors it', () => {
    expect(walk(INITIAL_CHECKOUT, 'next', 6)).toEqual([
      'fulfillment',
      'address',
      'delivery',
      'payment',
      'confirm',
      'success',
    ]);
    const atConfirm = run([{ type: 'goTo', step: 'confirm' }]);
    expect(walk(atConfirm, 'back', 5)).toEqual(['payment', 'delivery', 'address', 'fulfillment', 'cart']);
  });

  it('skips the address and delivery steps for pickup, both ways', () => {
    const pickup = run([{ type: 'setFulfillment', fulfillment: 'pickup' }]);
    expect(walk(pickup, 'next', 4)).toEqual(['fulfillment', 'payment', 'confirm', 'success']);
    expect(walk({ ...pickup, step: 'confirm' }, 'back', 3)).toEqual(['payment', 'fulfillment', 'cart']);
  });

  it('opens the card step after the review on the card path, and leaves it for the review', () => {
    const intent = {
      paymentIntentId: 'pi_sim_1',
      clientSecret: 'pi_sim_1_secret',
      amount: 22,
      currency: 'cad',
      provider: 'simulated' as const,
      attemptKey: 'key-1',
    };
    const reviewing = run([
      { type: 'setPaymentMethod', method: 'stripe' },
      { type: 'goTo', step: 'confirm' },
    ]);
    const paying = checkoutReducer(reviewing, { type: 'intentCreated', intent });
    expect(paying).toMatchObject({ step: 'card', cardIntent: intent });
    expect(checkoutReducer(paying, { type: 'back' }).step).toBe('confirm');
    // 'Pay in cash instead': the cash order is placed from the review.
    expect(checkoutReducer(paying, { type: 'setPaymentMethod', method: 'cash' })).toMatchObject({
      step: 'confirm',
      cardIntent: null,
    });
    expect(checkoutReducer(paying, { type: 'clearIntent' }).step).toBe('confirm');
    // A cash order has no card step: the review leads to the placed order.
    expect(walk(run([{ type: 'goTo', step: 'confirm' }]), 'next', 1)).toEqual(['success']);
  });

  it('never goes back from a placed order and keeps the shopper’s choices', () => {
    const placed = run([
      { type: 'setDeliveryMethod', method: 'express' },
      { type: 'goTo', step: 'confirm' },
      { type: 'placed', order: { _id: 'o1' } as never },
    ]);
    expect(placed.step).toBe('success');
    expect(checkoutReducer(placed, { type: 'back' })).toBe(placed);
    expect(placed.deliveryMethod).toBe('express');
  });

  it('resumes on the step the shopper asked for once signed in', () => {
    const waiting = run([{ type: 'askSignIn', resumeStep: 'fulfillment' }]);
    expect(waiting.step).toBe('cart');
    const resumed = checkoutReducer(waiting, { type: 'resume' });
    expect(resumed).toMatchObject({ step: 'fulfillment', resumeStep: null });
  });

  it('sends server address errors back to the address step', () => {
    const state = run([
      { type: 'goTo', step: 'confirm' },
      { type: 'addressRejected', errors: { street: 'Street is required' }, notice: 'Invalid order' },
    ]);
    expect(state).toMatchObject({ step: 'address', addressErrors: { street: 'Street is required' } });
  });
});

describe('idempotency key per attempt', () => {
  let counter = 0;
  const newKey = () => `key-${(counter += 1)}`;

  it('reuses the key while the order is the same and makes a new one when it changes', () => {
    const first = attemptFor(null, '{"a":1}', newKey);
    expect(attemptFor(first, '{"a":1}', newKey)).toBe(first);
    const changed = attemptFor(first, '{"a":2}', newKey);
    expect(changed.key).not.toBe(first.key);
  });
});

describe('order payload', () => {
  const lines = [
    {
      product: { _id: 'p1', name: 'Kayanza', price: 12, weight: 0.5, type: 'powder' as const, stock: 5 },
      quantity: 2,
    },
  ];
  const address = {
    street: ' 1 Rue ',
    city: 'Bujumbura',
    postalCode: '0000',
    country: 'BI',
    phone: '25771234567',
  };

  it('sends the address with a + phone for home delivery', () => {
    const input = buildOrderInput(lines, { ...INITIAL_CHECKOUT, address });
    expect(input).toEqual({
      products: [{ product: 'p1', quantity: 2, price: 12 }],
      delivery: {
        fulfillmentMethod: 'delivery',
        method: 'standard',
        address: {
          street: '1 Rue',
          city: 'Bujumbura',
          postalCode: '0000',
          country: 'BI',
          phone: '+25771234567',
        },
      },
      payment: { method: 'cash' },
    });
  });

  it('adds the delivery instructions when some were typed', () => {
    const typed = buildOrderInput(lines, {
      ...INITIAL_CHECKOUT,
      address: { ...address, instructions: '  Gate code 4521 ' },
    });
    expect(typed.delivery).toMatchObject({ instructions: 'Gate code 4521' });
    const blank = buildOrderInput(lines, {
      ...INITIAL_CHECKOUT,
      address: { ...address, instructions: '  ' },
    });
    expect(blank.delivery).not.toHaveProperty('instructions');
  });

  it('leaves the address out of a pickup order', () => {
    const input = buildOrderInput(lines, {
      ...INITIAL_CHECKOUT,
      fulfillment: 'pickup',
      address: { ...address, instructions: 'Ring twice' },
    });
    expect(input.delivery).toEqual({ fulfillmentMethod: 'pickup', method: 'standard' });
  });
});

describe('Place Order failures', () => {
  it('reads out_of_stock as a stock conflict with the server’s sentence', () => {
    expect(classify(new ApiError(409, 'Only 2 left of Kayanza (1/2 kg).', [], 'out_of_stock'))).toEqual({
      kind: 'stock',
      message: 'Only 2 left of Kayanza (1/2 kg).',
    });
  });

  it('reads a product no longer sold as a cart problem, and any other 409 by its sentence', () => {
    expect(classify(new ApiError(422, 'Kayanza is no longer sold.', [], 'product_unavailable'))).toEqual({
      kind: 'stock',
      message: 'Kayanza is no longer sold.',
    });
    expect(
      classify(
        new ApiError(
          409,
          'The same order is already being placed. Please wait a moment.',
          [],
          'order_in_progress',
        ),
      ),
    ).toEqual({ kind: 'other', message: 'The same order is already being placed. Please wait a moment.' });
  });

  it('maps validation details onto the address fields', () => {
    const error = new ApiError(400, 'Invalid request', [
      { path: 'delivery.address.street', message: 'Street is required' },
      { path: 'delivery.address.phone', message: 'Please enter a valid phone number' },
    ]);
    expect(classify(error)).toEqual({
      kind: 'address',
      message: 'Invalid request',
      errors: { street: 'Street is required', phone: 'Please enter a valid phone number' },
    });
  });

  it('falls back to Failed to create order when the answer gives no reason, and says so', async () => {
    expect(classify(new Error('boom'))).toEqual({
      kind: 'other',
      message: 'Failed to create order',
      unexplained: true,
    });
    // A 500 whose body carries no sentence (a proxy's page), read as the client reads answers.
    expect(classify(await apiErrorOf(500, '<html>Bad gateway</html>'))).toEqual({
      kind: 'other',
      message: 'Failed to create order',
      unexplained: true,
    });
    expect(classify(new ApiError(422, 'Too many open orders.', [], 'too_many_open_orders'))).toEqual({
      kind: 'other',
      message: 'Too many open orders.',
    });
    expect(classify(new ApiError(401, 'Unauthorized'))).toEqual({ kind: 'signed-out' });
  });
});

import { act, renderHook } from '@/testing/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartActions, parseCart, parseSubscription, useCart, type CartProduct } from './cart';

const bag: CartProduct = {
  _id: 'p1',
  name: 'Kinyovu Ground',
  price: 19.5,
  weight: 0.5,
  type: 'powder',
  stock: 5,
};
const tin: CartProduct = {
  _id: 'p2',
  name: 'Mwaro Granules',
  price: 29.9,
  weight: 1,
  type: 'granule',
  stock: 3,
};

afterEach(() => {
  localStorage.clear();
  act(() => cartActions.close());
});

describe('cart store', () => {
  it('adds, merges repeated products, totals in cents, and opens the panel', () => {
    const { result } = renderHook(() => useCart());
    act(() => result.current.add(bag));
    act(() => result.current.add(bag, 2));
    act(() => result.current.add(tin));
    expect(result.current.lines.map((l) => [l.product._id, l.quantity])).toEqual([
      ['p1', 3],
      ['p2', 1],
    ]);
    expect(result.current.itemCount).toBe(4);
    expect(result.current.subtotal).toBe(88.4);
    expect(result.current.isOpen).toBe(true);
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toHaveLength(2);
  });

  it('removes a line when its quantity goes to zero or below', () => {
    const { result } = renderHook(() => useCart());
    act(() => result.current.add(bag, 2));
    act(() => result.current.setQuantity('p1', 0));
    expect(result.current.lines).toEqual([]);
  });

  it('restores the saved cart and treats unparseable text as empty, logging an error', () => {
    localStorage.setItem('cart', JSON.stringify([{ product: bag, quantity: 2 }]));
    expect(parseCart(localStorage.getItem('cart'))).toHaveLength(1);
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(parseCart('{not json')).toEqual([]);
    expect(parseCart('[{"product":{},"quantity":1}]')).toEqual([]);
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('keeps a saved accessory without a weight', () => {
    const mug: CartProduct = {
      ...bag,
      _id: 'p3',
      name: 'Ikawa Stoneware Mug',
      type: 'accessory',
      weight: null,
    };
    expect(parseCart(JSON.stringify([{ product: mug, quantity: 1 }]))).toEqual([
      { product: mug, quantity: 1 },
    ]);
  });

  it('keeps Subscribe & save with the cart, and a placed cart goes back to one-time', () => {
    const { result } = renderHook(() => useCart());
    expect(result.current.subscription).toBeNull();
    act(() => result.current.add(bag));
    act(() => result.current.setSubscription(2));
    expect(result.current.subscription).toBe(2);
    expect(JSON.parse(localStorage.getItem('cart-subscription') ?? 'null')).toEqual({ everyWeeks: 2 });
    // Another tab's choice is seen here too.
    act(() => {
      localStorage.setItem('cart-subscription', JSON.stringify({ everyWeeks: 6 }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'cart-subscription' }));
    });
    expect(result.current.subscription).toBe(6);
    act(() => result.current.setSubscription(null));
    expect(localStorage.getItem('cart-subscription')).toBeNull();
    act(() => result.current.setSubscription(4));
    act(() => result.current.clear());
    expect(result.current.subscription).toBeNull();
    expect(result.current.lines).toEqual([]);
  });

  it('reads a damaged Subscribe & save choice as a one-time purchase', () => {
    expect(parseSubscription(null)).toBeNull();
    expect(parseSubscription('{oops')).toBeNull();
    expect(parseSubscription('{"everyWeeks":"2"}')).toBeNull();
    expect(parseSubscription('{"everyWeeks":-2}')).toBeNull();
    expect(parseSubscription('{"everyWeeks":4}')).toBe(4);
  });
});

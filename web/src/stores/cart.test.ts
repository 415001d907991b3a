import { act, renderHook } from '@/testing/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartActions, parseCart, useCart, type CartProduct } from './cart';

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
});

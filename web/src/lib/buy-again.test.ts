import { describe, expect, it } from 'vitest';
import type { CartLine, CartProduct } from '@/stores/cart';
import { type PastLine, planBuyAgain } from './buy-again';

const kayanza: CartProduct = {
  _id: 'p1',
  name: 'Kayanza Powder',
  price: 12,
  weight: 0.5,
  type: 'powder',
  stock: 9,
};
const mug: CartProduct = {
  _id: 'p2',
  name: 'Stoneware Mug',
  price: 24,
  weight: null,
  type: 'accessory',
  stock: 9,
};

const past = (product: CartProduct, quantity: number, price = product.price): PastLine => ({
  product: { _id: product._id, name: product.name, type: product.type, weight: product.weight },
  quantity,
  price,
});
const label = (product: CartProduct) => ({ name: product.name, type: product.type, weight: product.weight });

describe('planBuyAgain', () => {
  it('adds every line at the same price with nothing to say', () => {
    const plan = planBuyAgain([past(kayanza, 2), past(mug, 1)], { p1: kayanza, p2: mug }, []);
    expect(plan.lines).toEqual([
      { product: kayanza, quantity: 2 },
      { product: mug, quantity: 1 },
    ]);
    expect(plan.added).toBe(3);
    expect(plan.changes).toEqual([]);
  });

  it('uses today’s price and says whether it went up or down', () => {
    const plan = planBuyAgain([past(kayanza, 2, 10), past(mug, 1, 30)], { p1: kayanza, p2: mug }, []);
    expect(plan.lines.map((line) => line.product.price)).toEqual([12, 24]);
    expect(plan.changes).toEqual([
      { kind: 'priceUp', product: label(kayanza), from: 10, to: 12 },
      { kind: 'priceDown', product: label(mug), from: 30, to: 24 },
    ]);
  });

  it('does not call a rounding difference a price change', () => {
    const plan = planBuyAgain([past(kayanza, 1, 12.000000001)], { p1: kayanza }, []);
    expect(plan.changes).toEqual([]);
  });

  it('leaves out what is out of stock and what is no longer sold', () => {
    const plan = planBuyAgain(
      [past(kayanza, 2), past(mug, 1)],
      { p1: { ...kayanza, stock: 0 }, p2: null },
      [],
    );
    expect(plan.lines).toEqual([]);
    expect(plan.added).toBe(0);
    expect(plan.changes).toEqual([
      { kind: 'outOfStock', product: label(kayanza) },
      { kind: 'notSold', product: label(mug) },
    ]);
  });

  it('treats a product the server did not answer for as no longer sold', () => {
    const plan = planBuyAgain([past(kayanza, 2)], {}, []);
    expect(plan.changes).toEqual([{ kind: 'notSold', product: label(kayanza) }]);
  });

  it('lowers a quantity to what is left', () => {
    const plan = planBuyAgain([past(kayanza, 5)], { p1: { ...kayanza, stock: 3 } }, []);
    expect(plan.lines).toEqual([{ product: { ...kayanza, stock: 3 }, quantity: 3 }]);
    expect(plan.changes).toEqual([{ kind: 'reduced', product: label(kayanza), ordered: 5, added: 3 }]);
  });

  it('adds to a line already in the cart and refreshes its product', () => {
    const cart: CartLine[] = [{ product: { ...kayanza, price: 11 }, quantity: 1 }];
    const plan = planBuyAgain([past(kayanza, 2)], { p1: kayanza }, cart);
    expect(plan.lines).toEqual([{ product: kayanza, quantity: 3 }]);
    expect(plan.added).toBe(2);
    expect(plan.changes).toEqual([]);
    // The cart given is not changed in place.
    expect(cart[0]?.quantity).toBe(1);
  });

  it('caps a line already in the cart at the stock and says so', () => {
    const cart: CartLine[] = [{ product: kayanza, quantity: 3 }];
    const plan = planBuyAgain([past(kayanza, 4)], { p1: { ...kayanza, stock: 5 } }, cart);
    expect(plan.lines[0]?.quantity).toBe(5);
    expect(plan.added).toBe(2);
    expect(plan.changes).toEqual([
      { kind: 'capped', product: label(kayanza), inCart: 3, total: 5, stock: 5 },
    ]);
  });

  it('never lowers what the shopper already put in the cart', () => {
    const cart: CartLine[] = [{ product: kayanza, quantity: 6 }];
    const plan = planBuyAgain([past(kayanza, 2)], { p1: { ...kayanza, stock: 4 } }, cart);
    expect(plan.lines[0]?.quantity).toBe(6);
    expect(plan.added).toBe(0);
    expect(plan.changes).toEqual([
      { kind: 'capped', product: label(kayanza), inCart: 6, total: 6, stock: 4 },
    ]);
  });

  it('keeps the other lines of the cart as they are', () => {
    const cart: CartLine[] = [{ product: mug, quantity: 1 }];
    const plan = planBuyAgain([past(kayanza, 1)], { p1: kayanza }, cart);
    expect(plan.lines).toEqual([
      { product: mug, quantity: 1 },
      { product: kayanza, quantity: 1 },
    ]);
  });

  it('counts two lines of one product as one', () => {
    const plan = planBuyAgain([past(kayanza, 2), past(kayanza, 3)], { p1: { ...kayanza, stock: 4 } }, []);
    expect(plan.lines).toHaveLength(1);
    expect(plan.changes).toEqual([{ kind: 'reduced', product: label(kayanza), ordered: 5, added: 4 }]);
  });
});

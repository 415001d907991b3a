import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Product } from '@ikawa/contracts/products';
import type { CartProduct } from '@/stores/cart';

/** Under 10 units a card says 'Only N left'. */
export const LOW_STOCK_BELOW = 10;

/** `label` is translated where shown: `i18n._(state.label)`. */
export type StockState = { kind: 'out' | 'low' | 'in'; label: MessageDescriptor };

/** 'In stock', 'Only N left' or 'Out of stock' (SPEC §8 also uses 'Only N left' in the cart). */
export function stockState(stock: number): StockState {
  if (stock <= 0) return { kind: 'out', label: msg`Out of stock` };
  if (stock < LOW_STOCK_BELOW) return { kind: 'low', label: msg`Only ${stock} left` };
  return { kind: 'in', label: msg`In stock` };
}

/** The product fields the cart keeps (`CartProduct`). */
export function toCartProduct(product: Product): CartProduct {
  return {
    _id: product._id,
    name: product.name,
    price: product.price,
    weight: product.weight,
    type: product.type,
    stock: product.stock,
    slug: product.slug,
    images: product.images,
  };
}

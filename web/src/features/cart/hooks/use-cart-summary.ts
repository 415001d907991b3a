import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { itemCount } from '@ikawa/contracts/rules/cart-totals';
import { readItem, STORAGE_KEYS } from '@/lib/storage';

/** Dispatched on `window` by whatever changes the stored cart in this tab. */
export const CART_CHANGED_EVENT = 'ikawa:cart-changed';

/** SPEC §3 cart item as stored under `cart`: `{ product: { _id, … }, quantity }`. */
const StoredCartSchema = z.array(
  z.object({
    product: z.looseObject({ _id: z.string().min(1) }),
    quantity: z.number().int().nonnegative(),
  }),
);

export interface CartSummary {
  /** Number of distinct lines. */
  lines: number;
  /** SPEC §3: the item count is the sum of quantities. */
  itemCount: number;
}

const EMPTY: CartSummary = { lines: 0, itemCount: 0 };

/** SPEC §9: unparseable text leaves the cart empty and logs an error. */
export function summariseCart(raw: string | null): CartSummary {
  if (!raw) return EMPTY;
  try {
    const lines = StoredCartSchema.parse(JSON.parse(raw));
    return { lines: lines.length, itemCount: itemCount(lines) };
  } catch (error) {
    console.error('The saved cart could not be read; showing an empty cart.', error);
    return EMPTY;
  }
}

// useSyncExternalStore needs the same object for the same stored text.
let cache: { raw: string | null; summary: CartSummary } = { raw: null, summary: EMPTY };

function getSnapshot(): CartSummary {
  const raw = readItem(STORAGE_KEYS.cart);
  if (raw !== cache.raw) cache = { raw, summary: summariseCart(raw) };
  return cache.summary;
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.cart) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CART_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CART_CHANGED_EVENT, onChange);
  };
}

/** The stored cart's size, kept in step with other tabs and with `CART_CHANGED_EVENT`. */
export function useCartSummary(): CartSummary {
  return useSyncExternalStore(subscribe, getSnapshot, () => EMPTY);
}

import { useSyncExternalStore } from 'react';
import { PRODUCT_TYPES } from '@ikawa/contracts/constants';
import type { ProductType } from '@ikawa/contracts/enums';
import { itemCount, subtotalCents } from '@ikawa/contracts/rules/cart-totals';
import { toCents } from '@ikawa/contracts/money';
import type { BuyAgainNotice } from '@/lib/buy-again';
import { readItem, STORAGE_KEYS } from '@/lib/storage';

/**
 * The cart (SPEC §3, §4, §9): lines `{ product, quantity }` kept in localStorage under `cart`,
 * restored on load, shared by every feature that shows or changes it. The panel's open state
 * lives here too, because adding an item opens the panel wherever the button is.
 */

/** The product fields the cart keeps; other saved fields are kept as they are. */
export interface CartProduct {
  _id: string;
  name: string;
  price: number;
  /** Kilograms; null for an accessory without a weight. */
  weight: number | null;
  type: ProductType;
  stock: number;
  slug?: string;
  images?: string[];
  [key: string]: unknown;
}

export interface CartLine {
  product: CartProduct;
  quantity: number;
}

/** Dispatched on `window` whenever this tab changes the cart. */
export const CART_CHANGED_EVENT = 'ikawa:cart-changed';

// The saved cart is read on every page's start, so it is checked here by hand rather than with
// zod, which then stays out of the first page's JavaScript.
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isOptional = (value: unknown, check: (item: unknown) => boolean) => value === undefined || check(value);

function isCartProduct(value: unknown): value is CartProduct {
  return (
    isRecord(value) &&
    typeof value._id === 'string' &&
    value._id.length > 0 &&
    typeof value.name === 'string' &&
    isNumber(value.price) &&
    value.price >= 0 &&
    (isNumber(value.weight) || value.weight === null) &&
    PRODUCT_TYPES.some((type) => type === value.type) &&
    Number.isSafeInteger(value.stock) &&
    isOptional(value.slug, (slug) => typeof slug === 'string') &&
    isOptional(value.images, (images) => Array.isArray(images) && images.every((i) => typeof i === 'string'))
  );
}

function isCartLine(value: unknown): value is CartLine {
  return (
    isRecord(value) &&
    isCartProduct(value.product) &&
    Number.isSafeInteger(value.quantity) &&
    (value.quantity as number) > 0
  );
}

/** SPEC §9: unparseable text leaves the cart empty and logs an error. */
export function parseCart(raw: string | null): CartLine[] {
  if (!raw) return [];
  try {
    const saved: unknown = JSON.parse(raw);
    if (!Array.isArray(saved) || !saved.every(isCartLine)) throw new Error('Unexpected cart contents');
    return saved.map((line) => ({ product: line.product, quantity: line.quantity }));
  } catch (error) {
    console.error('The saved cart could not be read; starting with an empty cart.', error);
    return [];
  }
}

let cache: { raw: string | null; lines: CartLine[] } = { raw: null, lines: [] };
const EMPTY: CartLine[] = [];

function getLines(): CartLine[] {
  const raw = readItem(STORAGE_KEYS.cart);
  if (raw !== cache.raw) cache = { raw, lines: parseCart(raw) };
  return cache.lines;
}

function save(lines: CartLine[]): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(lines));
  } catch {
    // Storage unavailable: the cart lasts as long as the page.
  }
  window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.cart || event.key === STORAGE_KEYS.cartSubscription)
      onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CART_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CART_CHANGED_EVENT, onChange);
  };
}

// ---- Subscribe & save -------------------------------------------------------------------

/**
 * The cart's mode: null for a one-time purchase, else the rhythm in weeks the whole cart is
 * subscribed on. Saved beside the cart, so a reload or another tab keeps it; the server checks
 * the rhythm when the subscription is placed.
 */
export function parseSubscription(raw: string | null): number | null {
  if (!raw) return null;
  try {
    const saved: unknown = JSON.parse(raw);
    return isRecord(saved) && Number.isSafeInteger(saved.everyWeeks) && (saved.everyWeeks as number) > 0
      ? (saved.everyWeeks as number)
      : null;
  } catch {
    return null;
  }
}

function getSubscription(): number | null {
  return parseSubscription(readItem(STORAGE_KEYS.cartSubscription));
}

function saveSubscription(everyWeeks: number | null): void {
  try {
    if (everyWeeks === null) window.localStorage.removeItem(STORAGE_KEYS.cartSubscription);
    else window.localStorage.setItem(STORAGE_KEYS.cartSubscription, JSON.stringify({ everyWeeks }));
  } catch {
    // Storage unavailable: the choice lasts as long as the page.
  }
  window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}

// ---- open / closed -----------------------------------------------------------------------

let panelOpen = false;
const panelListeners = new Set<() => void>();
function setPanelOpen(open: boolean) {
  panelOpen = open;
  panelListeners.forEach((listener) => listener());
}
function subscribePanel(listener: () => void) {
  panelListeners.add(listener);
  return () => panelListeners.delete(listener);
}

// ---- the "Buy again" summary ------------------------------------------------------------

// Kept in memory only: it speaks of the moment the order was bought again, not of the saved cart.
let notice: BuyAgainNotice | null = null;
const noticeListeners = new Set<() => void>();
function setNotice(next: BuyAgainNotice | null) {
  notice = next;
  noticeListeners.forEach((listener) => listener());
}
function subscribeNotice(listener: () => void) {
  noticeListeners.add(listener);
  return () => noticeListeners.delete(listener);
}

// ---- actions -----------------------------------------------------------------------------

export const cartActions = {
  /** SPEC §4: adding a product already present increases its quantity; adding opens the panel. */
  add(product: CartProduct, quantity = 1): void {
    const lines = getLines();
    const existing = lines.find((line) => line.product._id === product._id);
    const next = existing
      ? lines.map((line) =>
          line.product._id === product._id ? { product, quantity: line.quantity + quantity } : line,
        )
      : [...lines, { product, quantity }];
    save(next);
    setPanelOpen(true);
  },
  /** SPEC §4: a quantity of zero or less removes the line. */
  setQuantity(productId: string, quantity: number): void {
    const lines = getLines();
    save(
      quantity <= 0
        ? lines.filter((line) => line.product._id !== productId)
        : lines.map((line) => (line.product._id === productId ? { ...line, quantity } : line)),
    );
  },
  remove(productId: string): void {
    save(getLines().filter((line) => line.product._id !== productId));
  },
  /** Refreshes the saved product details (price, stock) from the server's answer. */
  refreshProducts(products: CartProduct[]): void {
    const byId = new Map(products.map((product) => [product._id, product]));
    save(
      getLines().map((line) => ({ ...line, product: { ...line.product, ...byId.get(line.product._id) } })),
    );
  },
  /** The cart placed (an order or a subscription): empty, and one-time again for the next one. */
  clear(): void {
    saveSubscription(null);
    save([]);
  },
  /** Subscribe & save for the whole cart every `everyWeeks` weeks, or null for a one-time purchase. */
  setSubscription(everyWeeks: number | null): void {
    saveSubscription(everyWeeks);
  },
  /**
   * A past order bought again: `plan` turns the cart as it is at this moment into the new cart
   * and its summary (lib/buy-again.ts); the panel then opens with the summary.
   */
  buyAgain(plan: (lines: readonly CartLine[]) => { lines: CartLine[]; notice: BuyAgainNotice }): void {
    const next = plan(getLines());
    save(next.lines);
    setNotice(next.notice);
    setPanelOpen(true);
  },
  dismissBuyAgainNotice(): void {
    setNotice(null);
  },
  open(): void {
    setPanelOpen(true);
  },
  close(): void {
    setPanelOpen(false);
    // The summary was read with the cart it describes; the next opening starts plain.
    setNotice(null);
  },
};

export interface CartState {
  lines: CartLine[];
  /** SPEC §3: the sum of quantities. */
  itemCount: number;
  /** SPEC §3: the sum of price times quantity (display only; the server prices orders). */
  subtotal: number;
  isOpen: boolean;
  /** What changed when a past order was last bought again, until dismissed or the panel closes. */
  buyAgainNotice: BuyAgainNotice | null;
  /** Subscribe & save: the rhythm in weeks, or null for a one-time purchase. */
  subscription: number | null;
}

export function useCart(): CartState & typeof cartActions {
  const lines = useSyncExternalStore(subscribe, getLines, () => EMPTY);
  const isOpen = useSyncExternalStore(
    subscribePanel,
    () => panelOpen,
    () => false,
  );
  const buyAgainNotice = useSyncExternalStore(
    subscribeNotice,
    () => notice,
    () => null,
  );
  const subscription = useSyncExternalStore(subscribe, getSubscription, () => null);
  const subtotal =
    subtotalCents(
      lines.map((line) => ({ unitPriceCents: toCents(line.product.price), quantity: line.quantity })),
    ) / 100;
  return {
    lines,
    itemCount: itemCount(lines),
    subtotal,
    isOpen,
    buyAgainNotice,
    subscription,
    ...cartActions,
  };
}

import { toCents } from '@ikawa/contracts/money';
import type { CartLine, CartProduct } from '@/stores/cart';

/**
 * "Buy again": a past order's lines put back in the cart at today's prices and stock. The rule
 * lives here, free of React and of words, so the order card, the cart's notice and the tests all
 * read the same answer; the notice writes the words in the page's language.
 */

/** What a change is named by: the product's name, type and size, as `lineLabel` writes them. */
export interface LabelSource {
  name: string;
  type: CartProduct['type'];
  weight: number | null;
}

/** One line of the past order. */
export interface PastLine {
  product: LabelSource & { _id: string };
  quantity: number;
  /** The unit price paid then. */
  price: number;
}

/** The product as the server sells it today; null when it is no longer sold (archived or deleted). */
export type TodayProduct = CartProduct | null;

export type BuyAgainChange =
  | { kind: 'priceUp' | 'priceDown'; product: LabelSource; from: number; to: number }
  | { kind: 'outOfStock'; product: LabelSource }
  | { kind: 'notSold'; product: LabelSource }
  /** Less in stock than ordered: `added` instead of `ordered`. */
  | { kind: 'reduced'; product: LabelSource; ordered: number; added: number }
  /** Already in the cart, and too few in stock for the order's quantity on top: the cart holds `total`. */
  | { kind: 'capped'; product: LabelSource; inCart: number; total: number; stock: number };

export interface BuyAgainPlan {
  /** The cart after buying again: its lines first (some with more), then the new ones. */
  lines: CartLine[];
  /** How many units were added in all. */
  added: number;
  changes: BuyAgainChange[];
}

/** The summary the cart shows after buying again, until the shopper dismisses it. */
export interface BuyAgainNotice {
  orderNumber: string;
  added: number;
  changes: BuyAgainChange[];
}

/**
 * Today's cart once `items` are bought again. A product already in the cart gets the order's
 * quantity on top of its own, up to what is in stock; a quantity the shopper chose earlier is
 * never lowered (the cart's own stock check flags it if it is too many). Prices are today's: the
 * server prices the order again at checkout anyway.
 */
export function planBuyAgain(
  items: readonly PastLine[],
  today: Readonly<Record<string, TodayProduct | undefined>>,
  cart: readonly CartLine[],
): BuyAgainPlan {
  const lines = cart.map((line) => ({ ...line }));
  const changes: BuyAgainChange[] = [];
  let added = 0;
  for (const item of mergeSameProduct(items)) {
    const product = today[item.product._id];
    if (!product) {
      const { name, type, weight } = item.product;
      changes.push({ kind: 'notSold', product: { name, type, weight } });
      continue;
    }
    const label: LabelSource = { name: product.name, type: product.type, weight: product.weight };
    const stock = Math.max(0, product.stock);
    if (stock === 0) {
      changes.push({ kind: 'outOfStock', product: label });
      continue;
    }
    const then = toCents(item.price);
    const now = toCents(product.price);
    if (now !== then)
      changes.push({
        kind: now > then ? 'priceUp' : 'priceDown',
        product: label,
        from: item.price,
        to: product.price,
      });

    const existing = lines.find((line) => line.product._id === product._id);
    const inCart = existing?.quantity ?? 0;
    const total = Math.max(inCart, Math.min(inCart + item.quantity, stock));
    added += total - inCart;
    if (existing) {
      existing.product = { ...existing.product, ...product };
      existing.quantity = total;
      if (total < inCart + item.quantity)
        changes.push({ kind: 'capped', product: label, inCart, total, stock });
    } else {
      lines.push({ product, quantity: total });
      if (total < item.quantity)
        changes.push({ kind: 'reduced', product: label, ordered: item.quantity, added: total });
    }
  }
  return { lines, added, changes };
}

/** An order lists a product once, but two lines of it would be one line of the cart. */
function mergeSameProduct(items: readonly PastLine[]): PastLine[] {
  const byId = new Map<string, PastLine>();
  for (const item of items) {
    const seen = byId.get(item.product._id);
    if (seen) byId.set(item.product._id, { ...seen, quantity: seen.quantity + item.quantity });
    else byId.set(item.product._id, item);
  }
  return [...byId.values()];
}

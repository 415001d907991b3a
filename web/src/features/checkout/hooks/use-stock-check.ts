import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useEffect } from 'react';
import { type CartLine, cartActions, type CartProduct } from '@/stores/cart';
import { useCartStock } from '../api/get-cart-stock';

/** SPEC §2/§5: a line whose stock is below its quantity is flagged and blocks checkout. */
export function isShort(line: CartLine): boolean {
  return line.product.stock < line.quantity;
}

export function hasStockIssues(lines: readonly CartLine[]): boolean {
  return lines.some(isShort);
}

/** SPEC §8: 'Only N left'; nothing left at all reads plainer as 'Out of stock'. */
export function stockNote(line: CartLine, i18n: I18n): string | null {
  if (!isShort(line)) return null;
  const left = Math.max(0, line.product.stock);
  return left === 0 ? i18n._(msg`Out of stock`) : i18n._(msg`Only ${left} left`);
}

/**
 * Re-reads each line's product when the panel opens (SPEC §2) and writes the fresh price and
 * stock into the cart, so the steppers, the banner and the totals all use today's numbers.
 * A product that no longer exists is kept with stock 0, so the shopper sees it and removes it.
 */
export function useStockCheck(lines: readonly CartLine[], enabled: boolean) {
  const ids = lines.map((line) => line.product._id);
  const query = useCartStock(ids, { enabled });
  const { data } = query;

  useEffect(() => {
    if (!data) return;
    const fresh: CartProduct[] = [];
    for (const [id, product] of Object.entries(data)) {
      if (product) fresh.push(product);
      else {
        const line = lines.find((candidate) => candidate.product._id === id);
        if (line && line.product.stock !== 0) fresh.push({ ...line.product, stock: 0 });
      }
    }
    if (fresh.length > 0) cartActions.refreshProducts(fresh);
    // Only a new answer from the server should write to the cart, not every change of the lines.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);

  return query;
}

/**
 * A product is low on stock when it has less than the store's threshold (Settings → Inventory,
 * "Products with less stock than this are flagged"): the dashboard's count, the products list's
 * red figures and the low-stock e-mail all follow this one rule (the server's SQL twin is
 * `lowStock` in server/src/modules/products/low-stock.ts).
 */
export function isLowStock(stock: number, threshold: number): boolean {
  return stock < threshold;
}

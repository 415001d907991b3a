import { gte, lt, type SQL } from 'drizzle-orm';
import { products } from '../../db/schema/index';

/**
 * The contracts' `isLowStock` (rules/low-stock.ts) in SQL: less stock than the store's threshold.
 * The dashboard counts these and the e-mail alert names them.
 */
export const lowStock = (threshold: number): SQL => lt(products.stock, threshold);

/** Back at or above the threshold: a product's next fall is alerted again. */
export const restocked = (threshold: number): SQL => gte(products.stock, threshold);

import { fromCents } from '@ikawa/contracts/money';
import { type Product, productImage } from '@ikawa/contracts/products';
import type { ProductRow } from './repo';

export function toProductDto(row: ProductRow): Product {
  return {
    _id: row.id,
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    price: fromCents(row.priceCents),
    weight: row.weightKg,
    type: row.type,
    stock: row.stock,
    images: [productImage(row.type, row.weightKg)],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

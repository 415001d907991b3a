import { fromCents } from '@ikawa/contracts/money';
import { type Product, productImage } from '@ikawa/contracts/products';
import { toPhotoDto } from './photo-files';
import type { ProductRow } from './repo';

export function toProductDto(row: ProductRow): Product {
  const photos = row.photos.map((photo) => toPhotoDto(row.id, photo));
  return {
    _id: row.id,
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    price: fromCents(row.priceCents),
    weight: row.weightKg,
    type: row.type,
    taxCategory: row.taxCategory,
    stock: row.stock,
    images: [...photos.map((photo) => photo.src), productImage(row.type, row.weightKg)],
    photos,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

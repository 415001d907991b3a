import { isCoffee } from '@ikawa/contracts/display';
import type { ProductType } from '@ikawa/contracts/enums';

/** "Kayanza Kinyovu — Ground, ½ kg" → "kayanza-kinyovu-ground-kg". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/**
 * What a product's address is made of: a coffee's name and bag ("kayanza-ground-500g"), since
 * the same coffee comes in several bags; an accessory's name alone ("ikawa-stoneware-mug").
 */
export function productSlug(product: { name: string; type: ProductType; weight: number | null }): string {
  const { name, type, weight } = product;
  if (!isCoffee(type) || weight === null) return slugify(name);
  return slugify(`${name} ${weight === 0.5 ? '500g' : `${weight}kg`}`);
}

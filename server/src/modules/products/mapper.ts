import type { Locale } from '@ikawa/contracts/i18n';
import { fromCents } from '@ikawa/contracts/money';
import {
  isWritten,
  PRODUCT_TEXT_FIELDS,
  type Product,
  type ProductTextField,
  type ProductTexts,
  type ProductWithTexts,
  productImage,
  textIn,
  writtenText,
} from '@ikawa/contracts/products';
import { toPhotoDto } from './photo-files';
import type { ProductRow } from './repo';

/**
 * The product's name and description in `locale`, each field falling back to English where the
 * owner has not written it yet (`untranslated` names those fields, for the page's badge).
 */
export function localizedTexts(
  row: Pick<ProductRow, 'name' | 'description' | 'translations'>,
  locale: Locale,
): ProductTexts & { untranslated: ProductTextField[] } {
  return {
    name: textIn(row, locale, 'name'),
    description: textIn(row, locale, 'description'),
    untranslated: PRODUCT_TEXT_FIELDS.filter((field) => !isWritten(writtenText(row, locale, field))),
  };
}

/** The owner's texts in `locale` as written ('' where the French is not written yet). */
const writtenTexts = (row: ProductRow, locale: Locale): ProductTexts => ({
  name: writtenText(row, locale, 'name'),
  description: writtenText(row, locale, 'description'),
});

export function toProductDto(row: ProductRow, locale: Locale): Product {
  const photos = row.photos.map((photo) => toPhotoDto(row.id, photo));
  return {
    _id: row.id,
    id: row.id,
    slug: row.slug,
    ...localizedTexts(row, locale),
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

/** The admin's view: the product as shoppers in `locale` read it, and its texts per language. */
export function toProductWithTextsDto(row: ProductRow, locale: Locale): ProductWithTexts {
  return {
    ...toProductDto(row, locale),
    texts: { 'en-CA': writtenTexts(row, 'en-CA'), 'fr-CA': writtenTexts(row, 'fr-CA') },
  };
}

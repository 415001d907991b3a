import { z } from './zod';
import { text } from './messages';
import { IdSchema, MoneySchema, TimestampSchema } from './common';
import type { Locale } from './i18n';
import { PRODUCT_SORTS } from './display';
import { PRODUCT_TYPES, ProductTypeSchema } from './enums';
import { ProductPhotoSchema } from './product-photos';
import { TaxCategorySchema } from './tax';

// Plain values and formatting live in display.ts, so the web app can use them without zod.
export {
  bagSize,
  formatWeight,
  isCoffee,
  lineLabel,
  PRODUCT_MESSAGES,
  PRODUCT_SORTS,
  PRODUCT_TYPE_LABELS,
  productImage,
  productWeight,
} from './display';

/**
 * The texts the owner writes for a product. English is the shop's source language (required);
 * the French is optional, and a field not yet written in French is shown in English.
 */
export const PRODUCT_TEXT_FIELDS = ['name', 'description'] as const;
export type ProductTextField = (typeof PRODUCT_TEXT_FIELDS)[number];
export const ProductTextsSchema = z.object({ name: z.string(), description: z.string() });
export type ProductTexts = z.infer<typeof ProductTextsSchema>;

/** The owner's texts in the languages besides English, as kept: a field missing or '' is not written. */
export type ProductTranslations = Partial<Record<Exclude<Locale, 'en-CA'>, ProductTexts>>;

/** Whether the owner has written a text ('' or blank: not yet). */
export const isWritten = (text: string): boolean => text.trim() !== '';

/** A product's text as the owner wrote it in `locale`: '' where it is not written yet. */
export function writtenText<F extends ProductTextField>(
  product: Record<F, string> & { translations?: ProductTranslations },
  locale: Locale,
  field: F,
): string {
  if (locale === 'en-CA') return product[field];
  return product.translations?.[locale]?.[field] ?? '';
}

/** A product's text in `locale` where the owner wrote it, else in English. */
export function textIn<F extends ProductTextField>(
  product: Record<F, string> & { translations?: ProductTranslations },
  locale: Locale,
  field: F,
): string {
  const written = writtenText(product, locale, field);
  return isWritten(written) ? written : product[field];
}

export const ProductSchema = z.object({
  _id: IdSchema,
  id: IdSchema,
  slug: z.string(),
  /** In the request's language (`Accept-Language`), or in English where no French is written. */
  name: z.string(),
  description: z.string(),
  /** The fields above shown in English to a French reader: the page marks them "Texte en anglais". */
  untranslated: z.array(z.enum(PRODUCT_TEXT_FIELDS)),
  price: MoneySchema,
  /**
   * Kilograms: a coffee's bag, 0.5, 1 or 60; an accessory's own weight, or null when the owner
   * gave none.
   */
  weight: z.number().nullable(),
  type: ProductTypeSchema,
  /** Zero-rated coffee or a taxable good. */
  taxCategory: TaxCategorySchema,
  stock: z.number().int(),
  /** The photos' middle-sized WebP files first, then the drawing derived from type and weight. */
  images: z.array(z.string()),
  /** The owner's photos, the main one first; empty = the drawing is shown. */
  photos: z.array(ProductPhotoSchema),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type Product = z.infer<typeof ProductSchema>;

export const ProductSortSchema = z.enum(PRODUCT_SORTS, {
  error: text(
    /*i18n*/ {
      id: 'validation.sort.unknown',
      message: 'Sort must be one of {sorts}',
      values: { sorts: PRODUCT_SORTS.join(', ') },
    },
  ),
});
export type ProductSort = z.infer<typeof ProductSortSchema>;

const price = (messages: { notNumber: string; negative: string; tooLarge: string }) =>
  z.coerce.number({ error: messages.notNumber }).min(0, messages.negative).max(1_000_000, messages.tooLarge);

/** GET /products: every filter is applied by the server (DESIGN: price filter). */
export const ProductListQuerySchema = z
  .object({
    type: z
      .enum(PRODUCT_TYPES, {
        error: text(
          /*i18n*/ {
            id: 'validation.productType.unknown',
            message: 'Type must be one of {types}',
            values: { types: PRODUCT_TYPES.join(', ') },
          },
        ),
      })
      .optional(),
    minPrice: price({
      notNumber: text(
        /*i18n*/ { id: 'validation.minPrice.number', message: 'Minimum price must be a number' },
      ),
      negative: text(/*i18n*/ { id: 'validation.minPrice.min', message: 'Minimum price must be 0 or more' }),
      tooLarge: text(/*i18n*/ { id: 'validation.minPrice.tooLarge', message: 'Minimum price is too large' }),
    }).optional(),
    maxPrice: price({
      notNumber: text(
        /*i18n*/ { id: 'validation.maxPrice.number', message: 'Maximum price must be a number' },
      ),
      negative: text(/*i18n*/ { id: 'validation.maxPrice.min', message: 'Maximum price must be 0 or more' }),
      tooLarge: text(/*i18n*/ { id: 'validation.maxPrice.tooLarge', message: 'Maximum price is too large' }),
    }).optional(),
    q: z
      .string()
      .trim()
      .max(
        100,
        text(
          /*i18n*/ {
            id: 'validation.search.tooLong',
            message: 'Search must be at most {max, number} characters',
            values: { max: 100 },
          },
        ),
      )
      .optional(),
    sort: ProductSortSchema.default('name'),
    limit: z.coerce.number().int().min(1).max(200).default(200),
  })
  .refine(
    (query) =>
      query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice,
    {
      message: text(
        /*i18n*/ {
          id: 'validation.priceRange.reversed',
          message: 'Minimum price must not be more than maximum price',
        },
      ),
      path: ['minPrice'],
    },
  );
export type ProductListQuery = z.output<typeof ProductListQuerySchema>;
export type ProductListQueryInput = z.input<typeof ProductListQuerySchema>;

export const PriceRangeSchema = z.object({ min: MoneySchema, max: MoneySchema });

export const ProductListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(ProductSchema),
  total: z.number().int(),
  /** The whole catalogue's price bounds, so the slider does not move with the filters. */
  priceRange: PriceRangeSchema,
});
export type ProductListResponse = z.infer<typeof ProductListResponseSchema>;

export const ProductResponseSchema = z.object({
  success: z.literal(true),
  data: ProductSchema,
});
export type ProductResponse = z.infer<typeof ProductResponseSchema>;

/**
 * What the admin's forms and list read: the owner's texts in each language as written ('' where
 * the French is not written yet), beside the product as a shopper reads it.
 */
export const ProductWithTextsSchema = ProductSchema.extend({
  texts: z.object({ 'en-CA': ProductTextsSchema, 'fr-CA': ProductTextsSchema }),
});
export type ProductWithTexts = z.infer<typeof ProductWithTextsSchema>;
export const ProductWithTextsResponseSchema = z.object({
  success: z.literal(true),
  data: ProductWithTextsSchema,
});

/** The product's French texts still missing: the admin's list shows them. */
export function missingTranslations(product: Pick<ProductWithTexts, 'texts'>): ProductTextField[] {
  return PRODUCT_TEXT_FIELDS.filter((field) => !isWritten(product.texts['fr-CA'][field]));
}

export const ProductParamsSchema = z.object({
  slug: z.string().trim().min(1).max(120),
});

import { z } from 'zod';
import { IdSchema, MoneySchema, TimestampSchema } from './common';
import { ProductTypeSchema } from './enums';

export const ProductSchema = z.object({
  _id: IdSchema,
  id: IdSchema,
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  price: MoneySchema,
  weight: z.number(),
  type: ProductTypeSchema,
  stock: z.number().int(),
  images: z.array(z.string()),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type Product = z.infer<typeof ProductSchema>;

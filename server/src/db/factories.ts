import { defaultTaxCategory, type TaxCategory } from '@ikawa/contracts/tax';
import type { ProductType, Role } from '@ikawa/contracts/enums';
import { toCents } from '@ikawa/contracts/money';
import { hashPassword } from '../lib/password';
import { productSlug } from '../lib/slug';
import type { DbOrTx } from './client';
import { addresses, deliveryPersons, products, users } from './schema/index';

/** Shared by the seed and the tests, so both build data the same way. */

export interface UserFactoryInput {
  name: string;
  email: string;
  password: string;
  role?: Role;
  phone?: string;
  address?: { street: string; city: string; postalCode: string; country: string; phone?: string };
  deliveryProfile?: { phone?: string; vehicle?: string; isAvailable?: boolean };
}

export async function createUser(db: DbOrTx, input: UserFactoryInput) {
  const [user] = await db
    .insert(users)
    .values({
      name: input.name,
      email: input.email.toLowerCase(),
      passwordHash: await hashPassword(input.password),
      role: input.role ?? 'customer',
      phone: input.phone ?? null,
      ...(input.preferredLocale ? { preferredLocale: input.preferredLocale } : {}),
    })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  if (input.address) {
    await db.insert(addresses).values({ userId: user.id, isDefault: true, ...input.address });
  }
  if (user.role === 'delivery') {
    await db.insert(deliveryPersons).values({
      userId: user.id,
      phone: input.deliveryProfile?.phone ?? input.phone ?? null,
      vehicle: input.deliveryProfile?.vehicle ?? null,
      isAvailable: input.deliveryProfile?.isAvailable ?? true,
    });
  }
  return user;
}

export interface ProductFactoryInput {
  name: string;
  description: string;
  price: number;
  /** Kilograms; null for an accessory without a weight. */
  weight: number | null;
  type: ProductType;
  stock: number;
  slug?: string;
  /** Left out, coffee is zero-rated and an accessory taxable. */
  taxCategory?: TaxCategory;
  /** The French name and description (left out: shown in English). */
  fr?: { name: string; description: string };
}

export function productValues(input: ProductFactoryInput) {
  return {
    slug: input.slug ?? productSlug(input),
    name: input.name,
    description: input.description,
    priceCents: toCents(input.price),
    weightKg: input.weight,
    type: input.type,
    taxCategory: input.taxCategory ?? defaultTaxCategory(input.type),
    stock: input.stock,
    translations: input.fr ? { 'fr-CA': input.fr } : {},
  };
}

export async function createProduct(db: DbOrTx, input: ProductFactoryInput) {
  const [product] = await db.insert(products).values(productValues(input)).returning();
  if (!product) throw new Error('product insert returned nothing');
  return product;
}

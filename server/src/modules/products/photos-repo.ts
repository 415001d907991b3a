import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema/index';
import type { StoredPhoto } from '../../db/schema/products';

/** A product's photos, or undefined when there is no such product (archived ones included). */
export async function findProductPhotos(db: DbOrTx, productId: string): Promise<StoredPhoto[] | undefined> {
  const [row] = await db.select({ photos: products.photos }).from(products).where(eq(products.id, productId));
  return row?.photos;
}

/** The same under a lock on the product's row, for a change of the list (inside a transaction). */
export async function lockProductPhotos(tx: DbOrTx, productId: string): Promise<StoredPhoto[] | undefined> {
  const [row] = await tx
    .select({ photos: products.photos })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  return row?.photos;
}

export async function writeProductPhotos(tx: DbOrTx, productId: string, photos: StoredPhoto[]) {
  await tx.update(products).set({ photos, updatedAt: new Date() }).where(eq(products.id, productId));
}

import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deliveries, deliveryPhotos } from '../../db/schema/index';

export type DeliveryPhotoRow = typeof deliveryPhotos.$inferSelect;

/** The courier's delivery of an order, while it is still theirs to deliver. */
export async function findOpenDeliveryOf(
  db: DbOrTx,
  orderId: string,
  personId: string,
): Promise<{ orderId: string } | undefined> {
  const [row] = await db
    .select({ orderId: deliveries.orderId })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.orderId, orderId),
        eq(deliveries.deliveryPersonId, personId),
        inArray(deliveries.status, ['assigned', 'picked_up']),
      ),
    );
  return row;
}

export async function insertDeliveryPhoto(
  db: DbOrTx,
  values: typeof deliveryPhotos.$inferInsert,
): Promise<DeliveryPhotoRow> {
  const [row] = await db.insert(deliveryPhotos).values(values).returning();
  if (!row) throw new Error('delivery photo not written');
  return row;
}

export async function findDeliveryPhoto(db: DbOrTx, id: string): Promise<DeliveryPhotoRow | undefined> {
  const [row] = await db.select().from(deliveryPhotos).where(eq(deliveryPhotos.id, id));
  return row;
}

/** A photo this courier took of this order, or nothing. */
export async function findCourierPhoto(
  db: DbOrTx,
  { photoId, orderId, personId }: { photoId: string; orderId: string; personId: string },
): Promise<DeliveryPhotoRow | undefined> {
  const [row] = await db
    .select()
    .from(deliveryPhotos)
    .where(
      and(
        eq(deliveryPhotos.id, photoId),
        eq(deliveryPhotos.orderId, orderId),
        eq(deliveryPhotos.deliveryPersonId, personId),
      ),
    );
  return row;
}

import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowCacheOf } from '../../db/row-cache';
import { deliveryZoneAreas, deliveryZones } from '../../db/schema/index';

export type DeliveryZoneRow = typeof deliveryZones.$inferSelect;
export type NewDeliveryZone = Omit<typeof deliveryZones.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** A zone with its postal areas as prefixes ("M5" for M5*, "M5H"), shortest first. */
export type ZoneWithAreas = DeliveryZoneRow & { prefixes: string[] };

/** The cache's key: the table's name, as its trigger says it (migration 0042). */
const ZONES_KEY = 'delivery_zones';

async function readZones(db: DbOrTx): Promise<ZoneWithAreas[]> {
  const [zones, areas] = await Promise.all([
    db.select().from(deliveryZones).orderBy(asc(deliveryZones.name)),
    db.select().from(deliveryZoneAreas).orderBy(asc(deliveryZoneAreas.prefix)),
  ]);
  return zones.map((zone) => ({
    ...zone,
    prefixes: areas
      .filter((area) => area.zoneId === zone.id)
      .map((area) => area.prefix)
      .sort((a, b) => a.length - b.length || a.localeCompare(b)),
  }));
}

/**
 * Every zone with its areas, by name. Read by every priced delivery: outside a transaction it is
 * the process's copy while the database says the zones have not changed (`RowCache`).
 */
export async function listZones(db: DbOrTx): Promise<ZoneWithAreas[]> {
  const cache = rowCacheOf(db);
  return cache ? cache.read(ZONES_KEY, () => readZones(db)) : readZones(db);
}

export async function findZone(db: DbOrTx, id: string): Promise<ZoneWithAreas | undefined> {
  return (await readZones(db)).find((zone) => zone.id === id);
}

/** Which of these prefixes another zone (not `exceptZone`) already has, with that zone's name. */
export async function takenPrefixes(
  db: DbOrTx,
  prefixes: string[],
  exceptZone: string | null,
): Promise<{ prefix: string; zone: string }[]> {
  if (prefixes.length === 0) return [];
  return db
    .select({ prefix: deliveryZoneAreas.prefix, zone: deliveryZones.name })
    .from(deliveryZoneAreas)
    .innerJoin(deliveryZones, eq(deliveryZones.id, deliveryZoneAreas.zoneId))
    .where(
      and(
        inArray(deliveryZoneAreas.prefix, prefixes),
        exceptZone ? ne(deliveryZoneAreas.zoneId, exceptZone) : undefined,
      ),
    )
    .orderBy(asc(deliveryZoneAreas.prefix));
}

export async function insertZone(db: DbOrTx, values: NewDeliveryZone, prefixes: string[]) {
  const [row] = await db.insert(deliveryZones).values(values).returning();
  if (!row) throw new Error('the delivery zone was not written');
  await db.insert(deliveryZoneAreas).values(prefixes.map((prefix) => ({ prefix, zoneId: row.id })));
  return row;
}

/**
 * Changes a zone; its areas are replaced when given. The zone's row is always written (its
 * `updated_at`), so the change notice of `delivery_zones` drops every process's copy.
 */
export async function updateZone(
  db: DbOrTx,
  id: string,
  values: Partial<NewDeliveryZone>,
  prefixes: string[] | undefined,
) {
  const [row] = await db
    .update(deliveryZones)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(deliveryZones.id, id))
    .returning();
  if (!row || !prefixes) return row;
  await db.delete(deliveryZoneAreas).where(eq(deliveryZoneAreas.zoneId, id));
  await db.insert(deliveryZoneAreas).values(prefixes.map((prefix) => ({ prefix, zoneId: id })));
  return row;
}

/** Deletes a zone and (by cascade) its areas; false when there was none. */
export async function deleteZone(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .delete(deliveryZones)
    .where(eq(deliveryZones.id, id))
    .returning({ id: deliveryZones.id });
  return rows.length > 0;
}

/** After a committed write: this process's copy goes now, the others' when they hear of it. */
export function forgetZones(db: DbOrTx): void {
  rowCacheOf(db)?.forget(ZONES_KEY);
}

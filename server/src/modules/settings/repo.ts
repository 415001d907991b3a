import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { isTransaction } from '../../db/driver';
import { preparedOutsideTransactions } from '../../db/prepared';
import { rowCacheOf } from '../../db/row-cache';
import { storeSettings } from '../../db/schema/index';
import { DEFAULT_SETTINGS } from '../../db/seed';
import { rebuildStoreDayTotals } from '../../lib/store-day';

export type SettingsRow = typeof storeSettings.$inferSelect;

/**
 * The single settings row; created with the defaults if it is somehow missing. Outside a
 * transaction it is the process's copy while the database says it has not changed (`RowCache`:
 * read by every order and quote, written by an admin now and then).
 */
export async function getSettingsRow(db: DbOrTx): Promise<SettingsRow> {
  const cache = rowCacheOf(db);
  return cache ? cache.read(SETTINGS_KEY, () => readSettingsRow(db)) : readSettingsRow(db);
}

/** The cache's key: the table's name, as its trigger says it (migration 0022). */
const SETTINGS_KEY = 'store_settings';

async function readSettingsRow(db: DbOrTx): Promise<SettingsRow> {
  // Read by every order and quote: a prepared statement outside transactions.
  const prepared = preparedOutsideTransactions(db, 'store_settings', (root) =>
    root.select().from(storeSettings).where(eq(storeSettings.id, 1)).prepare('store_settings'),
  );
  const [row] = prepared
    ? await prepared.execute()
    : await db.select().from(storeSettings).where(eq(storeSettings.id, 1));
  if (row) return row;
  await db.insert(storeSettings).values(DEFAULT_SETTINGS).onConflictDoNothing();
  const [created] = await db.select().from(storeSettings).where(eq(storeSettings.id, 1));
  if (!created) throw new Error('store settings row is missing');
  return created;
}

export async function updateSettingsRow(
  db: DbOrTx,
  values: Partial<Omit<SettingsRow, 'id' | 'updatedAt'>>,
): Promise<SettingsRow> {
  const before = await getSettingsRow(db);
  // Every store day moves with the zone: the daily totals are recounted in the same transaction.
  const zoneChanges = values.timeZone !== undefined && values.timeZone !== before.timeZone;
  const write = async (tx: DbOrTx) => {
    const [row] = await tx
      .update(storeSettings)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(storeSettings.id, 1))
      .returning();
    if (!row) throw new Error('store settings row is missing');
    if (zoneChanges) await rebuildStoreDayTotals(tx);
    return row;
  };
  const row = zoneChanges && !isTransaction(db) ? await db.transaction(write) : await write(db);
  // This process's copy goes now; the others' when the change is committed and heard.
  rowCacheOf(db)?.forget(SETTINGS_KEY);
  return row;
}

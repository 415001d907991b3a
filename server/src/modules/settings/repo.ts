import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedOutsideTransactions } from '../../db/prepared';
import { storeSettings } from '../../db/schema/index';
import { DEFAULT_SETTINGS } from '../../db/seed';

export type SettingsRow = typeof storeSettings.$inferSelect;

/** The single settings row; created with the defaults if it is somehow missing. */
export async function getSettingsRow(db: DbOrTx): Promise<SettingsRow> {
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
  await getSettingsRow(db);
  const [row] = await db
    .update(storeSettings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(storeSettings.id, 1))
    .returning();
  if (!row) throw new Error('store settings row is missing');
  return row;
}

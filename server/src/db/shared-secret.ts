import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { appMeta } from './schema/index';

const KEY = 'jwt-secret';

/**
 * On PostgreSQL without JWT_SECRET, every process — on this machine or another —
 * must sign with one secret. The first process to start generates it into the database; the
 * others read it (the insert does nothing when the row is there).
 */
export async function sharedJwtSecret(db: Db): Promise<string> {
  await db
    .insert(appMeta)
    .values({ key: KEY, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, KEY));
  if (typeof row?.value !== 'string') throw new Error('the shared JWT secret is missing from app_meta');
  return row.value;
}

import type { PolicySlug } from '@ikawa/contracts/pages';
import type { Locale } from '@ikawa/contracts/i18n';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { forgetTable } from '../../db/row-cache';
import { policyPages } from '../../db/schema/index';

export type PolicyPageRow = typeof policyPages.$inferSelect;

export async function findPolicyPage(
  db: DbOrTx,
  slug: PolicySlug,
  locale: Locale,
): Promise<PolicyPageRow | undefined> {
  const [row] = await db
    .select()
    .from(policyPages)
    .where(and(eq(policyPages.slug, slug), eq(policyPages.locale, locale)));
  return row;
}

export async function listPolicyPages(db: DbOrTx): Promise<PolicyPageRow[]> {
  return db.select().from(policyPages);
}

export async function upsertPolicyPage(
  db: DbOrTx,
  values: { slug: PolicySlug; locale: Locale; title: string; body: string; updatedBy: string },
): Promise<PolicyPageRow> {
  const at = new Date();
  const [row] = await db
    .insert(policyPages)
    .values({ ...values, updatedAt: at })
    .onConflictDoUpdate({
      target: [policyPages.slug, policyPages.locale],
      set: { title: values.title, body: values.body, updatedBy: values.updatedBy, updatedAt: at },
    })
    .returning();
  if (!row) throw new Error('policy page upsert returned nothing');
  forgetTable(db, policyPages);
  return row;
}

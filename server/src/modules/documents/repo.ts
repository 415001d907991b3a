import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  appMeta,
  type DocumentKind,
  type DocumentTax,
  orderItems,
  orders,
  orderTaxLines,
  taxDocuments,
  taxDocumentTaxes,
  users,
} from '../../db/schema/index';
import type { DraftDocument, IssuedInvoice } from './content';
import type { IssuedCredit } from './credit';

export type DocumentRow = typeof taxDocuments.$inferSelect;

/** Writes a numbered document and its taxes. */
export async function insertDocument(tx: DbOrTx, draft: DraftDocument, number: number): Promise<DocumentRow> {
  const [row] = await tx
    .insert(taxDocuments)
    .values({ ...draft.row, number })
    .returning();
  if (!row) throw new Error('tax document insert returned nothing');
  if (draft.taxes.length > 0) {
    await tx
      .insert(taxDocumentTaxes)
      .values(draft.taxes.map((tax: DocumentTax) => ({ documentId: row.id, ...tax })));
  }
  return row;
}

/** An order's documents, the invoice first, then its credit notes in the order they were issued. */
export async function findDocumentsOfOrder(db: DbOrTx, orderId: string): Promise<DocumentRow[]> {
  return db
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.orderId, orderId))
    .orderBy(asc(taxDocuments.kind), asc(taxDocuments.number));
}

/** An order's invoice as a credit note refers to it. */
export async function findInvoiceOfOrder(db: DbOrTx, orderId: string): Promise<IssuedInvoice | undefined> {
  const [row] = await db
    .select({
      id: taxDocuments.id,
      number: taxDocuments.number,
      issuedAt: taxDocuments.issuedAt,
      zeroRatedCents: taxDocuments.zeroRatedCents,
      taxableCents: taxDocuments.taxableCents,
      content: taxDocuments.content,
    })
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'invoice')));
  return row;
}

/** The credit notes issued against an order's invoice, with their taxes, in the order issued. */
export async function findCreditNotesOfOrder(db: DbOrTx, orderId: string): Promise<IssuedCredit[]> {
  const rows = await db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'credit_note')))
    .orderBy(asc(taxDocuments.number));
  if (rows.length === 0) return [];
  const taxes = await db
    .select()
    .from(taxDocumentTaxes)
    .where(
      inArray(
        taxDocumentTaxes.documentId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => ({
    ...row,
    taxes: taxes
      .filter((tax) => tax.documentId === row.id)
      .map(({ tax, province, ratePpm, baseCents, amountCents }) => ({
        tax,
        province,
        ratePpm,
        baseCents,
        amountCents,
      })),
  }));
}

type ItemRow = typeof orderItems.$inferSelect;
type TaxLineRow = typeof orderTaxLines.$inferSelect;

/** What an order's invoice is drawn from: its lines, its taxes and its buyer (what `known` lacks). */
export async function readInvoiceParts(
  db: DbOrTx,
  orderId: string,
  userId: string,
  known: { items?: ItemRow[]; taxLines?: TaxLineRow[] } = {},
) {
  const [items, taxLines, [buyer]] = await Promise.all([
    // In the order they were written, as the order's own page lists them.
    known.items ?? db.select().from(orderItems).where(eq(orderItems.orderId, orderId)),
    known.taxLines ??
      db
        .select()
        .from(orderTaxLines)
        .where(eq(orderTaxLines.orderId, orderId))
        .orderBy(asc(orderTaxLines.tax)),
    db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId)),
  ]);
  return { items, taxLines, buyer: buyer ?? { name: '', email: '' } };
}

/** The marker `backfill.ts` leaves once every invoiced order has its documents. */
const BACKFILLED = 'documents:backfilled';

export async function isBackfilled(db: DbOrTx): Promise<boolean> {
  const rows = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, BACKFILLED));
  return rows.length > 0;
}

export async function markBackfilled(db: DbOrTx): Promise<void> {
  await db
    .insert(appMeta)
    .values({ key: BACKFILLED, value: sql`to_jsonb(now())` })
    .onConflictDoNothing();
}

/** Orders invoiced before documents were kept, with no invoice document yet (`backfill.ts`). */
export async function findOrdersWithoutDocuments(db: DbOrTx, limit: number) {
  const rows = await db
    .select({ order: orders })
    .from(orders)
    .leftJoin(taxDocuments, and(eq(taxDocuments.orderId, orders.id), eq(taxDocuments.kind, 'invoice')))
    .where(and(isNotNull(orders.invoiceNumber), isNull(taxDocuments.id)))
    .orderBy(asc(orders.invoiceNumber))
    .limit(limit);
  return rows.map((row) => row.order);
}

/**
 * A page of a register: the documents of one kind issued in the range (document dates, both
 * included), by date then number, after `cursor` (its day and number), with their taxes.
 */
export async function registerPage(
  db: DbOrTx,
  kind: DocumentKind,
  range: { from: string; to: string },
  cursor: { at: string; id: string } | null,
  limit: number,
) {
  const rows = await db
    .select()
    .from(taxDocuments)
    .where(
      and(
        eq(taxDocuments.kind, kind),
        gte(taxDocuments.issueDay, range.from),
        lte(taxDocuments.issueDay, range.to),
        cursor
          ? sql`(${taxDocuments.issueDay}, ${taxDocuments.number}) > (${cursor.at}::date, ${Number(cursor.id)})`
          : undefined,
      ),
    )
    .orderBy(asc(taxDocuments.issueDay), asc(taxDocuments.number))
    .limit(limit);
  const taxes =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(taxDocumentTaxes)
          .where(
            inArray(
              taxDocumentTaxes.documentId,
              rows.map((row) => row.id),
            ),
          );
  return rows.map((row) => ({
    ...row,
    // The keyset pager's cursor: the document date and number.
    cursorAt: row.issueDay,
    id: String(row.number),
    taxes: taxes.filter((tax) => tax.documentId === row.id),
  }));
}
export type RegisterRow = Awaited<ReturnType<typeof registerPage>>[number];

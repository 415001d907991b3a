import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/index';
import { issueFullCreditNote, issueInvoiceDocument } from './issue';
import { findInvoiceOfOrder, findOrdersWithoutDocuments, isBackfilled, markBackfilled } from './repo';

/**
 * Writes the documents of orders invoiced before documents were kept (migration 0037): their
 * invoice, and the credit note of those cancelled after payment, under the numbers they already
 * had, drawn from the orders and the settings as they stand now — the closest record there is.
 * Every issue writes its document since, so once caught up it marks the database and later starts
 * read only that mark. Each order in its own transaction with the order's row locked, so two
 * processes starting together write each document once.
 */
export async function backfillDocuments(db: Db, batch = 200): Promise<number> {
  if (await isBackfilled(db)) return 0;
  let written = 0;
  for (;;) {
    const pending = await findOrdersWithoutDocuments(db, batch);
    if (pending.length === 0) {
      await markBackfilled(db);
      return written;
    }
    for (const candidate of pending) {
      await db.transaction(async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, candidate.id)).for('update');
        if (!order || order.invoiceNumber === null || !order.invoicedAt) return;
        if (await findInvoiceOfOrder(tx, order.id)) return;
        await issueInvoiceDocument(tx, order, order.invoicedAt, {}, order.invoiceNumber);
        if (order.creditNoteNumber !== null && order.creditedAt) {
          await issueFullCreditNote(tx, order, order.creditedAt, order.creditNoteNumber);
        }
        written += 1;
      });
    }
  }
}

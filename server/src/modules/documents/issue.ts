import type { DbOrTx } from '../../db/client';
import type { orders, storeSettings } from '../../db/schema/index';
import { getSettingsRow } from '../settings/repo';
import { type DocumentKind, takeDocumentNumber } from '../tax/repo';
import type { RefundReason } from '@ikawa/contracts/refunds';
import {
  type DraftDocument,
  draftCreditNote,
  draftFullCreditNote,
  draftInvoice,
  type InvoiceSource,
} from './content';
import { type CreditAsk, creditedSoFar, type CreditFigures, creditOfAmount, creditOfLines } from './credit';
import {
  type DocumentRow,
  findCreditNotesOfOrder,
  findInvoiceOfOrder,
  insertDocument,
  readInvoiceParts,
} from './repo';

type OrderRow = typeof orders.$inferSelect;
type SettingsRow = typeof storeSettings.$inferSelect;

/**
 * Numbers and writes a drafted document. The number is taken last in the caller's transaction
 * (decision 015): the counter's row lock is then held only until that transaction commits.
 */
async function numberAndWrite(tx: DbOrTx, kind: DocumentKind, draft: DraftDocument, number?: number) {
  const taken = number ?? (await takeDocumentNumber(tx, kind));
  return insertDocument(tx, draft, taken);
}

/**
 * The invoice of an order that has just become paid or delivered, kept as issued: its lines, taxes
 * and totals, and the seller and registrations of the day. `known` saves reading again what the
 * caller already holds (a card order as it is written). Answers the document with its number.
 */
export async function issueInvoiceDocument(
  tx: DbOrTx,
  order: OrderRow,
  at: Date,
  known: Partial<Pick<InvoiceSource, 'items' | 'taxLines' | 'settings'>> = {},
  number?: number,
): Promise<DocumentRow> {
  const settings: SettingsRow = known.settings ?? (await getSettingsRow(tx));
  const parts = await readInvoiceParts(tx, order.id, order.userId, {
    items: known.items,
    taxLines: known.taxLines,
  });
  return numberAndWrite(tx, 'invoice', draftInvoice({ order, ...parts, settings, at }), number);
}

/**
 * The credit note reversing an order's whole invoice (a paid order cancelled). An order invoiced
 * before documents were kept and not yet caught up by `backfill.ts` is given its invoice first.
 */
export async function issueFullCreditNote(
  tx: DbOrTx,
  order: OrderRow,
  at: Date,
  number?: number,
): Promise<DocumentRow> {
  const settings = await getSettingsRow(tx);
  let invoice = await findInvoiceOfOrder(tx, order.id);
  if (!invoice) {
    if (order.invoiceNumber === null || !order.invoicedAt)
      throw new Error(`order ${order.id} has no invoice`);
    await issueInvoiceDocument(tx, order, order.invoicedAt, { settings }, order.invoiceNumber);
    invoice = await findInvoiceOfOrder(tx, order.id);
  }
  if (!invoice) throw new Error(`order ${order.id} has no invoice`);
  const so = creditedSoFar(await findCreditNotesOfOrder(tx, order.id));
  return numberAndWrite(
    tx,
    'credit_note',
    draftFullCreditNote(invoice, settings, at, 'cancelled', so),
    number,
  );
}

/** The invoice of an invoiced order and what its credit notes took back so far. */
async function invoiceWithCredits(tx: DbOrTx, order: OrderRow) {
  const invoice = await findInvoiceOfOrder(tx, order.id);
  if (!invoice) throw new Error(`order ${order.id} has no invoice document`);
  return { invoice, so: creditedSoFar(await findCreditNotesOfOrder(tx, order.id)) };
}

/** The figures a return or partial refund would credit, without writing anything. */
export async function previewCredit(tx: DbOrTx, order: OrderRow, ask: CreditAsk): Promise<CreditFigures> {
  const { invoice, so } = await invoiceWithCredits(tx, order);
  return ask.kind === 'lines'
    ? creditOfLines(invoice, so, ask.lines)
    : creditOfAmount(invoice, so, ask.amountCents);
}

/**
 * The credit note of a return or partial refund, numbered in the caller's transaction (after
 * its other writes, like every document): refers to the order's invoice, takes back the lines
 * or the amount asked, refuses more than is left.
 */
export async function issuePartialCreditNote(
  tx: DbOrTx,
  order: OrderRow,
  at: Date,
  ask: CreditAsk,
  why: { cause: RefundReason; note: string | null },
): Promise<{ document: DocumentRow; figures: CreditFigures }> {
  const { invoice, so } = await invoiceWithCredits(tx, order);
  const figures =
    ask.kind === 'lines'
      ? creditOfLines(invoice, so, ask.lines)
      : creditOfAmount(invoice, so, ask.amountCents);
  const settings = await getSettingsRow(tx);
  const draft = draftCreditNote(invoice, settings, at, figures, {
    reason: ask.kind === 'lines' ? 'returned' : 'adjustment',
    ...why,
  });
  return { document: await numberAndWrite(tx, 'credit_note', draft), figures };
}

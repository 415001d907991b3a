import type { Readable } from 'node:stream';
import { type ExportRange, exportFilename } from '@ikawa/contracts/exports';
import { TAX_KINDS } from '@ikawa/contracts/tax';
import type { Db } from '../../db/client';
import { csvStream } from '../../lib/csv';
import { payoutExportPage } from '../delivery/export-repo';
import { dayRangeInstants, type ExportCursor, orderExportPage } from '../orders/export-repo';
import { getSettingsRow } from '../settings/repo';
import { listTaxLinesOfOrders } from '../tax/repo';
import { orderExportColumns, PAYOUT_EXPORT_COLUMNS, registerColumns } from './columns';
import { registerPage } from '../documents/repo';

/** Rows read per query: a few hundred kilobytes of CSV, small beside the heap, few round trips. */
export const EXPORT_BATCH_SIZE = 1000;

export interface CsvExport {
  filename: string;
  stream: Readable;
}

/**
 * Keyset pages until one comes back short: each query starts after the previous page's last
 * row, so no query reads what an earlier one did and the process holds one page at a time.
 * No transaction spans the pages (on the embedded database that would stop every other request
 * for the length of the download); an order placed while the file is written, on the last day
 * of the range, may or may not be in it.
 */
async function* keysetPages<Row extends { id: string; cursorAt: string }>(
  read: (cursor: ExportCursor | null, limit: number) => Promise<Row[]>,
  batchSize: number,
): AsyncGenerator<Row[]> {
  let cursor: ExportCursor | null = null;
  for (;;) {
    const rows = await read(cursor, batchSize);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    cursor = { at: last.cursorAt, id: last.id };
  }
}

/**
 * The accountant's CSV exports: orders and courier payouts of a range of days in
 * the store's time zone, streamed from keyset pages with backpressure, so a year of a million
 * orders never sits in memory.
 */
export function createExportsService({ db, batchSize = EXPORT_BATCH_SIZE }: { db: Db; batchSize?: number }) {
  async function windowOf(range: ExportRange) {
    const settings = await getSettingsRow(db);
    const { start, end } = await dayRangeInstants(db, range);
    return { settings, window: { start, end, timeZone: settings.timeZone } };
  }

  return {
    /** One row per order placed in the range, oldest first. */
    async orders(range: ExportRange): Promise<CsvExport> {
      const { settings, window } = await windowOf(range);
      // One column per kind of tax, always all four: a spreadsheet's columns stay where they were
      // from one export to the next, and 0.00 is a true "none of this tax charged".
      const columns = orderExportColumns(TAX_KINDS, {
        postalCode: settings.storePostalCode,
        country: settings.storeCountry,
      });
      const pages = keysetPages(async (cursor, limit) => {
        const rows = await orderExportPage(db, window, cursor, limit);
        const taxCents = new Map<string, Record<string, number>>();
        for (const line of await listTaxLinesOfOrders(
          db,
          rows.map((row) => row.id),
        )) {
          taxCents.set(line.orderId, { ...taxCents.get(line.orderId), [line.tax]: line.amountCents });
        }
        return rows.map((row) => ({ ...row, taxCents: taxCents.get(row.id) ?? {} }));
      }, batchSize);
      return { filename: exportFilename('orders', range), stream: await csvStream(columns, pages) };
    },

    /** The invoice or credit-note register of the range: one row per document, by document date. */
    async register(kind: 'invoice' | 'credit_note', range: ExportRange): Promise<CsvExport> {
      const pages = keysetPages((cursor, limit) => registerPage(db, kind, range, cursor, limit), batchSize);
      return {
        filename: exportFilename(kind === 'invoice' ? 'invoices' : 'credit-notes', range),
        stream: await csvStream(registerColumns(), pages),
      };
    },

    /** One row per courier earning that arose (on assignment) in the range, oldest first. */
    async payouts(range: ExportRange): Promise<CsvExport> {
      const { window } = await windowOf(range);
      const pages = keysetPages((cursor, limit) => payoutExportPage(db, window, cursor, limit), batchSize);
      return {
        filename: exportFilename('payouts', range),
        stream: await csvStream(PAYOUT_EXPORT_COLUMNS, pages),
      };
    },
  };
}

export type ExportsService = ReturnType<typeof createExportsService>;

import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';

/**
 * CSV for spreadsheet apps, one way for every export: RFC 4180 quoting by
 * csv-stringify, CRLF line ends, and a cell that starts with = + - @ (or a tab or carriage return,
 * or their full-width forms) prefixed with ' so a spreadsheet shows it as text instead of running
 * it as a formula (CSV injection). A plain decimal is not a formula: "-19.50", a credit note's
 * amount, stays a number.
 *
 * Every cell holding a control character is quoted too: with CRLF record ends csv-stringify
 * leaves a bare line feed unquoted, and a spreadsheet reading it starts a new row there, whose
 * first cell (`=cmd|…`) escaped no formula check.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;
export function defuseFormula(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_DECIMAL.test(value) ? `'${value}` : value;
}

const OPTIONS = {
  record_delimiter: 'windows',
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  quoted_match: /[\u0000-\u001f\u007f]/,
  cast: { boolean: String, string: defuseFormula },
} as const;

/** Marks the file as UTF-8 for Excel, which otherwise reads accented names as Windows-1252. */
export const UTF8_BOM = '\uFEFF';

export type CsvCell = string | number | null | undefined;

/** One column of an export: its header and how a row's cell is read. */
export interface CsvColumn<Row> {
  header: string;
  cell: (row: Row) => CsvCell;
}

/** Rows as CSV text (no header). */
export function csvLines(rows: readonly CsvCell[][]): string {
  return rows.length === 0 ? '' : stringify(rows as CsvCell[][], OPTIONS);
}

/** The header line of these columns. */
export function csvHeader<Row>(columns: readonly CsvColumn<Row>[]): string {
  return csvLines([columns.map((column) => column.header)]);
}

/** A batch of rows through the columns, as CSV text. */
export function csvRows<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  return csvLines(rows.map((row) => columns.map((column) => column.cell(row))));
}

/**
 * A whole CSV file as a byte stream that pulls the next batch of rows only when the reader has
 * taken the previous ones (backpressure: a slow download holds one batch, not the file). The
 * first batch is read before this returns, so a failure there is still answered as an error
 * instead of a cut-off file.
 */
export async function csvStream<Row>(
  columns: readonly CsvColumn<Row>[],
  batches: AsyncIterable<readonly Row[]>,
): Promise<Readable> {
  const iterator = batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* chunks() {
    try {
      yield UTF8_BOM + csvHeader(columns);
      if (first.done) return;
      yield csvRows(columns, first.value);
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        if (next.value.length > 0) yield csvRows(columns, next.value);
      }
    } finally {
      // The reader went away (a cancelled download): stop reading batches.
      await iterator.return?.();
    }
  }
  return Readable.from(chunks(), { objectMode: false, highWaterMark: 64 * 1024 });
}

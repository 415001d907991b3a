import { getTableColumns, getTableName, type Table } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';

/**
 * Rows handed to PostgreSQL as one JSON parameter (`json_populate_recordset`), for hand-written
 * statements that must keep one text whatever the number of rows (a sale's statement
 * is prepared once per connection, and the ORM does not rebuild ~60 parameters at every order).
 * Built once per table from its drizzle definition, so a column added to the schema is written
 * too (and a row missing it writes null, which a NOT NULL column refuses).
 */
export interface JsonRows<Row> {
  /** `"orders"`: the table, quoted. */
  table: string;
  /** `"id", "user_id", …`: the columns written, quoted, in one order. */
  columns: string;
  /** The rows as the JSON text of the statement's parameter (snake_case keys). */
  encode(rows: Row[]): string;
}

/** A column's name in SQL, from its key in the table's drizzle definition (snake_case by default). */
export function columnName(table: Table, key: string): string {
  const column = getTableColumns(table)[key];
  if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
  return column.keyAsName ? toSnakeCase(key) : column.name;
}

export function jsonRowsOf<Row extends object>(table: Table, except: string[] = []): JsonRows<Row> {
  const keys = Object.keys(getTableColumns(table))
    .filter((key) => !except.includes(key))
    .map((key) => [key, columnName(table, key)] as const);
  return {
    table: `"${getTableName(table)}"`,
    columns: keys.map(([, name]) => `"${name}"`).join(', '),
    encode: (rows) =>
      JSON.stringify(
        rows.map((row) => {
          const out: Record<string, unknown> = {};
          for (const [key, name] of keys) out[name] = (row as Record<string, unknown>)[key];
          return out;
        }),
      ),
  };
}

/** `insert into t (cols) select cols from json_populate_recordset(null::t, $n::json)`. */
export function insertFromJson(rows: JsonRows<never>, parameter: string): string {
  return (
    `insert into ${rows.table} (${rows.columns}) ` +
    `select ${rows.columns} from json_populate_recordset(null::${rows.table}, ${parameter}::json)`
  );
}

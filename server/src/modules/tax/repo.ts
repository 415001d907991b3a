import type { Province } from '@ikawa/contracts/tax';
import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { isTransaction } from '../../db/driver';
import {
  type DocumentKind,
  documentCounters,
  orderTaxLines,
  taxDocuments,
  taxDocumentTaxes,
  taxRates,
} from '../../db/schema/index';
import type { TaxRate } from '../orders/pricing';

export type OrderTaxLineRow = typeof orderTaxLines.$inferSelect;

/**
 * What `findRatesOn` has read, per database and `province day`. The table is written only by
 * `syncReferenceData` (server/src/db/reference-data.ts), which every migrate runs before the
 * process serves, so a process reads each province's rates once a day instead of once per order.
 */
const ratesRead = new WeakMap<object, Map<string, TaxRate[]>>();

/** The rates in force in a province on a day (`YYYY-MM-DD`), GST or HST first. */
export async function findRatesOn(db: DbOrTx, province: Province, day: string): Promise<TaxRate[]> {
  const read = isTransaction(db) ? undefined : (ratesRead.get(db) ?? ratesRead.set(db, new Map()).get(db));
  const key = `${province} ${day}`;
  const known = read?.get(key);
  if (known) return known;
  const rows = await db
    .select({ tax: taxRates.tax, ratePpm: taxRates.ratePpm })
    .from(taxRates)
    .where(
      and(
        eq(taxRates.province, province),
        lte(taxRates.effectiveFrom, day),
        or(isNull(taxRates.effectiveTo), gte(taxRates.effectiveTo, day)),
      ),
    )
    .orderBy(asc(taxRates.tax));
  read?.set(key, rows);
  return rows;
}

/** Every rate row, for the rate table's own tests and the README. */
export async function listTaxRates(db: DbOrTx) {
  return db
    .select()
    .from(taxRates)
    .orderBy(asc(taxRates.province), asc(taxRates.tax), asc(taxRates.effectiveFrom));
}

export async function listTaxLinesOfOrders(db: DbOrTx, orderIds: string[]): Promise<OrderTaxLineRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderTaxLines)
    .where(inArray(orderTaxLines.orderId, orderIds))
    .orderBy(asc(orderTaxLines.tax));
}

export type { DocumentKind };

/**
 * Takes the next number of a gap-free sequence in the caller's transaction: one
 * conditional upsert on the counter's row, which stays locked until that transaction ends, so
 * numbers are given in commit order by every process alike, and a transaction that rolls back
 * gives its number back. Callers take it last, so the lock is held as briefly as possible.
 */
export async function takeDocumentNumber(tx: DbOrTx, kind: DocumentKind): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ kind, lastNumber: 1 })
    .onConflictDoUpdate({
      target: documentCounters.kind,
      set: { lastNumber: sql`${documentCounters.lastNumber} + 1` },
    })
    .returning({ number: documentCounters.lastNumber });
  if (!row) throw new Error(`document counter ${kind} returned nothing`);
  return row.number;
}

/**
 * Sales per province and calendar quarter between two days (document dates, both included),
 * tax excluded, invoices less credit notes: what the registration thresholds measure. The
 * province is null for exports.
 */
export async function salesByQuarter(
  db: DbOrTx,
  from: string,
  to: string,
): Promise<{ province: Province | null; quarter: string; cents: number }[]> {
  const quarter = sql<string>`to_char(date_trunc('quarter', ${taxDocuments.issueDay}), 'YYYY-MM-DD')`;
  return db
    .select({
      province: taxDocuments.province,
      quarter,
      cents: sql<number>`sum(case when ${taxDocuments.kind} = 'invoice' then 1 else -1 end * (${taxDocuments.zeroRatedCents} + ${taxDocuments.taxableCents}))::int`,
    })
    .from(taxDocuments)
    .where(and(gte(taxDocuments.issueDay, from), lte(taxDocuments.issueDay, to)))
    .groupBy(taxDocuments.province, quarter);
}

/** Documents of a period (document dates, both included) added up per kind and place of supply. */
export async function documentTotals(db: DbOrTx, from: string, to: string) {
  return db
    .select({
      kind: taxDocuments.kind,
      province: taxDocuments.province,
      count: sql<number>`count(*)::int`,
      zeroRatedCents: sql<number>`sum(${taxDocuments.zeroRatedCents})::int`,
      taxableCents: sql<number>`sum(${taxDocuments.taxableCents})::int`,
    })
    .from(taxDocuments)
    .where(and(gte(taxDocuments.issueDay, from), lte(taxDocuments.issueDay, to)))
    .groupBy(taxDocuments.kind, taxDocuments.province);
}

/** The taxes of a period's documents added up per kind, tax, province and rate. */
export async function documentTaxTotals(db: DbOrTx, from: string, to: string) {
  return db
    .select({
      kind: taxDocuments.kind,
      tax: taxDocumentTaxes.tax,
      province: taxDocumentTaxes.province,
      ratePpm: taxDocumentTaxes.ratePpm,
      baseCents: sql<number>`sum(${taxDocumentTaxes.baseCents})::int`,
      amountCents: sql<number>`sum(${taxDocumentTaxes.amountCents})::int`,
    })
    .from(taxDocumentTaxes)
    .innerJoin(taxDocuments, eq(taxDocuments.id, taxDocumentTaxes.documentId))
    .where(and(gte(taxDocuments.issueDay, from), lte(taxDocuments.issueDay, to)))
    .groupBy(taxDocuments.kind, taxDocumentTaxes.tax, taxDocumentTaxes.province, taxDocumentTaxes.ratePpm)
    .orderBy(asc(taxDocumentTaxes.province), asc(taxDocumentTaxes.tax), asc(taxDocumentTaxes.ratePpm));
}

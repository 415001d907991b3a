import type { DbOrTx } from '../../db/client';
import type { SaleProduct } from './pricing';
import { findSaleProducts } from './repo';

/** A product as a cash sale is priced from it. */
export type CatalogueEntry = SaleProduct & { archivedAt: Date | null };

/** Products sold at once are few; a process that sees more starts again from nothing. */
const MAX_ENTRIES = 10_000;

/**
 * The facts a cash sale is priced from (name, type, weight, price, tax category), kept per
 * process: a sale sent in one write (`sendSale`) cannot read them in its own
 * transaction first. Never trusted blindly: the sale's statement takes a line only while the
 * product still reads as it was priced (else the sale is refused, the product read again and the
 * sale placed again: `forget`), and a product this copy knows as archived, or does not know, is
 * read from the database before anyone is told it is not sold. Stock is never taken from here.
 */
export class SaleCatalogue {
  private readonly entries = new Map<string, CatalogueEntry>();

  constructor(private readonly db: DbOrTx) {}

  /** The products of these ids that exist, as this process last read them. */
  async read(ids: string[]): Promise<Map<string, CatalogueEntry>> {
    const unsure = ids.filter((id) => {
      const entry = this.entries.get(id);
      return !entry || entry.archivedAt;
    });
    if (unsure.length > 0) {
      const rows = await findSaleProducts(this.db, unsure);
      if (this.entries.size + rows.length > MAX_ENTRIES) this.entries.clear();
      for (const { stock: _stock, ...entry } of rows) this.entries.set(entry.id, entry);
    }
    const found = new Map<string, CatalogueEntry>();
    for (const id of ids) {
      const entry = this.entries.get(id);
      if (entry) found.set(id, entry);
    }
    return found;
  }

  /** These products are read from the database next time (a sale found them changed). */
  forget(ids: string[]): void {
    for (const id of ids) this.entries.delete(id);
  }
}

import { sql } from 'drizzle-orm';
import type { DbOrTx } from './types';
import { CANADA_TAX_RATES } from './reference/canada-tax-rates';
import { taxRates } from './schema/index';

/**
 * Reference data kept in the repository (server/src/db/reference/), brought in line with every
 * migrate, so at every start before the process serves. Today: Canada's tax rates. Rows are matched
 * on province, tax and start date, so a start after an edit of the file brings the table in line.
 * Safe to run from several processes at once (one statement, `on conflict do update`).
 */
export async function syncReferenceData(db: DbOrTx): Promise<void> {
  await db
    .insert(taxRates)
    .values(CANADA_TAX_RATES.map((rate) => ({ ...rate })))
    .onConflictDoUpdate({
      target: [taxRates.province, taxRates.tax, taxRates.effectiveFrom],
      set: {
        ratePpm: sql`excluded.rate_ppm`,
        effectiveTo: sql`excluded.effective_to`,
        source: sql`excluded.source`,
      },
    });
}

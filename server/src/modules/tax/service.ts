import {
  isRegisteredOn,
  REGISTRATION_PROVINCE,
  REGISTRATION_THRESHOLDS,
  TAX_REGISTRATION_KINDS,
  type Province,
  type TaxReport,
  type TaxThresholds,
  taxName,
  thresholdStatus,
} from '@ikawa/contracts/tax';
import type { ExportRange } from '@ikawa/contracts/exports';
import { fromCents } from '@ikawa/contracts/money';
import type { Db } from '../../db/client';
import { addDays, storeDay } from '../../lib/store-day';
import { getSettingsRow } from '../settings/repo';
import { documentTaxTotals, documentTotals, salesByQuarter } from './repo';

/** The first day of the calendar quarter `back` quarters before the one `day` is in. */
function quarterStart(day: string, back: number): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const index = year * 4 + Math.floor((month - 1) / 3) - back;
  const start = `${Math.floor(index / 4)}-${String((index % 4) * 3 + 1).padStart(2, '0')}-01`;
  return start;
}

/**
 * The shop's sales-tax duties that depend on its sales (decision 015): each registration's
 * sales over the last four calendar quarters (this one to date) against its threshold.
 */
export function createTaxService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  return {
    async thresholds(): Promise<TaxThresholds> {
      const settings = await getSettingsRow(db);
      const today = storeDay(now(), settings.timeZone);
      const starts = [3, 2, 1, 0].map((back) => quarterStart(today, back));
      const quarters = starts.map((from, index) => {
        const next = index < 3 ? starts[index + 1]! : null;
        const [year, month] = from.split('-').map(Number) as [number, number];
        return {
          label: `${year} Q${Math.floor((month - 1) / 3) + 1}`,
          from,
          to: next ? addDays(next, -1) : today,
        };
      });
      const rows = await salesByQuarter(db, starts[0]!, today);
      const checks = TAX_REGISTRATION_KINDS.map((registration) => {
        const province = REGISTRATION_PROVINCE[registration];
        const centsByQuarter = starts.map((start) =>
          rows
            .filter((row) => row.quarter === start && (province === null || row.province === province))
            .reduce((sum, row) => sum + row.cents, 0),
        );
        const byQuarter = centsByQuarter.map(fromCents);
        const sales = fromCents(centsByQuarter.reduce((sum, cents) => sum + cents, 0));
        const threshold = REGISTRATION_THRESHOLDS[registration];
        const registered = isRegisteredOn(settings.taxRegistrations[registration], today);
        return {
          registration,
          province,
          byQuarter,
          sales,
          threshold,
          registered,
          status: thresholdStatus(sales, threshold, registered),
        };
      });
      return { asOf: today, quarters, checks };
    },

    /**
     * The period's documents by document date: per place of supply the zero-rated and taxable
     * sales (invoices less credit notes, tax excluded) and each tax invoiced and credited, and the
     * returns' figures. Every figure is a sum of the registers' rows for the same dates.
     */
    async report({ from, to }: ExportRange): Promise<TaxReport> {
      const [totals, taxes] = await Promise.all([
        documentTotals(db, from, to),
        documentTaxTotals(db, from, to),
      ]);
      const sign = (kind: string) => (kind === 'credit_note' ? -1 : 1);
      const places = new Map<Province | null, { zeroRated: number; taxable: number }>();
      for (const row of totals) {
        const place = places.get(row.province) ?? { zeroRated: 0, taxable: 0 };
        place.zeroRated += sign(row.kind) * row.zeroRatedCents;
        place.taxable += sign(row.kind) * row.taxableCents;
        places.set(row.province, place);
      }
      const taxLines = new Map<
        string,
        TaxReport['jurisdictions'][number]['taxes'][number] & { province: Province }
      >();
      for (const row of taxes) {
        const key = `${row.province} ${row.tax} ${row.ratePpm}`;
        if (!places.has(row.province)) places.set(row.province, { zeroRated: 0, taxable: 0 });
        const line = taxLines.get(key) ?? {
          province: row.province,
          tax: row.tax,
          name: taxName(row.tax, row.province),
          rate: row.ratePpm / 10_000,
          invoicedBase: 0,
          invoiced: 0,
          creditedBase: 0,
          credited: 0,
          net: 0,
        };
        if (row.kind === 'credit_note') {
          line.creditedBase += row.baseCents;
          line.credited += row.amountCents;
        } else {
          line.invoicedBase += row.baseCents;
          line.invoiced += row.amountCents;
        }
        line.net = line.invoiced - line.credited;
        taxLines.set(key, line);
      }
      const jurisdictions = [...places].map(([province, place]) => ({
        province,
        zeroRated: fromCents(place.zeroRated),
        taxable: fromCents(place.taxable),
        exempt: 0,
        taxes: [...taxLines.values()]
          .filter((line) => line.province === province)
          .map(({ province: _, ...line }) => ({
            ...line,
            invoicedBase: fromCents(line.invoicedBase),
            invoiced: fromCents(line.invoiced),
            creditedBase: fromCents(line.creditedBase),
            credited: fromCents(line.credited),
            net: fromCents(line.net),
          })),
      }));
      jurisdictions.sort((a, b) => (a.province ?? 'ZZ').localeCompare(b.province ?? 'ZZ'));
      const sales = [...places.values()].reduce((sum, place) => sum + place.zeroRated + place.taxable, 0);
      const netOf = (kinds: string[]) =>
        [...taxLines.values()]
          .filter((line) => kinds.includes(line.tax))
          .reduce((sum, line) => sum + line.net, 0);
      const quebec = places.get('QC');
      const count = (kind: string) =>
        totals.filter((row) => row.kind === kind).reduce((sum, row) => sum + row.count, 0);
      const line103 = netOf(['gst', 'hst']);
      return {
        from,
        to,
        invoices: count('invoice'),
        creditNotes: count('credit_note'),
        jurisdictions,
        gstHstReturn: { line101: fromCents(sales), line103: fromCents(line103), line105: fromCents(line103) },
        qstReturn: {
          supplies: fromCents(quebec ? quebec.zeroRated + quebec.taxable : 0),
          collected: fromCents(netOf(['qst'])),
        },
      };
    },
  };
}

export type TaxService = ReturnType<typeof createTaxService>;

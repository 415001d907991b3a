import {
  isRegisteredOn,
  REGISTRATION_PROVINCE,
  REGISTRATION_THRESHOLDS,
  TAX_REGISTRATION_KINDS,
  type TaxThresholds,
  thresholdStatus,
} from '@ikawa/contracts/tax';
import { fromCents } from '@ikawa/contracts/money';
import type { Db } from '../../db/client';
import { storeDay } from '../../lib/store-day';
import { getSettingsRow } from '../settings/repo';
import { salesByQuarter } from './repo';

/** The first day of the calendar quarter `back` quarters before the one `day` is in. */
function quarterStart(day: string, back: number): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const index = year * 4 + Math.floor((month - 1) / 3) - back;
  const start = `${Math.floor(index / 4)}-${String((index % 4) * 3 + 1).padStart(2, '0')}-01`;
  return start;
}

/** The day before `day`. */
function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
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
          to: next ? dayBefore(next) : today,
        };
      });
      const rows = await salesByQuarter(db, starts[0]!, today);
      const checks = TAX_REGISTRATION_KINDS.map((registration) => {
        const province = REGISTRATION_PROVINCE[registration];
        const byQuarter = starts.map((start) =>
          fromCents(
            rows
              .filter((row) => row.quarter === start && (province === null || row.province === province))
              .reduce((sum, row) => sum + row.cents, 0),
          ),
        );
        const sales = fromCents(byQuarter.reduce((sum, amount) => sum + Math.round(amount * 100), 0));
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
  };
}

export type TaxService = ReturnType<typeof createTaxService>;

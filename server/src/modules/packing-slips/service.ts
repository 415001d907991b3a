import { MAX_PACKING_SLIPS, type PackingSlipsQuery } from '@ikawa/contracts/exports';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ERRORS } from '../../lib/error-messages';
import { storeDay } from '../../lib/store-day';
import { dayRangeInstants } from '../orders/export-repo';
import { findOpenOrdersDueBefore, findOrderRows, loadAggregates } from '../orders/repo';
import { getSettingsRow } from '../settings/repo';
import { type PackingSlipsHeading, renderPackingSlips } from './document';
import { DEFAULT_LOCALE, type Locale } from '@ikawa/contracts/i18n';

/**
 * Packing slips: the admin's selection of orders, or every open order due by the
 * end of a day in the store's time zone ("Today's deliveries"), as one printable document.
 */
export function createPackingSlipsService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  return {
    /** The document; `locale`: the admin's, for the toolbar (each slip is in its customer's). */
    async document(query: PackingSlipsQuery, locale: Locale = DEFAULT_LOCALE): Promise<string> {
      const settings = await getSettingsRow(db);
      const timeZone = settings.timeZone;
      let heading: PackingSlipsHeading;
      let rows;
      if (query.ids.length > 0) {
        const found = await findOrderRows(db, query.ids);
        const byId = new Map(found.map((row) => [row.id, row]));
        // Orders that do not exist have no number: they are named by their id's start.
        const missing = query.ids
          .filter((id) => !byId.has(id))
          .map((id) => `#${id.slice(0, 8).toUpperCase()}`);
        if (missing.length > 0) {
          throw missing.length === 1
            ? new AppError('not_found', ERRORS.packingSlip.notFoundOne, {
                values: { number: missing[0] },
              })
            : new AppError('not_found', ERRORS.packingSlip.notFoundMany, {
                values: { numbers: missing.join(', ') },
              });
        }
        // In the order the admin chose them.
        rows = query.ids.flatMap((id) => byId.get(id) ?? []);
        heading = { selected: rows.length };
      } else {
        const day = !query.date || query.date === 'today' ? storeDay(now(), timeZone) : query.date;
        const { end } = await dayRangeInstants(db, { from: day, to: day });
        rows = await findOpenOrdersDueBefore(db, end, MAX_PACKING_SLIPS + 1);
        if (rows.length > MAX_PACKING_SLIPS) {
          throw new AppError('business_rule', ERRORS.packingSlip.tooManyDue, {
            code: 'too_many_orders',
            values: { max: MAX_PACKING_SLIPS },
          });
        }
        if (rows.length === 0) throw new AppError('not_found', ERRORS.packingSlip.noneDue);
        heading = { dueBy: day };
      }
      return renderPackingSlips({
        shopName: settings.storeName,
        timeZone,
        printedAt: now(),
        heading,
        locale,
        orders: await loadAggregates(db, rows),
      });
    },
  };
}

export type PackingSlipsService = ReturnType<typeof createPackingSlipsService>;

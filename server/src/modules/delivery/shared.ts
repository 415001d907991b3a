import type { DeliveryHistoryQuery } from '@ikawa/contracts/delivery';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Text } from '../../lib/i18n';
import type { Lifecycle } from '../orders/lifecycle';
import { toEarningEntryDto } from './mapper';
import { listEarningEntries } from './repo';

/** What both halves of the delivery service are built from (server/src/plugins/services.ts). */
export interface DeliveryServiceDeps {
  db: Db;
  /** Every move of an order (assignment, the courier's steps, payouts) goes through the life cycle. */
  lifecycle: Lifecycle;
}

export const notFound = (message: Text) => new AppError('not_found', message);

/** DESIGN: delivery history grows without bound, so it is paginated with a total. */
export async function historyPage(db: Db, personId: string, query: DeliveryHistoryQuery) {
  const { rows, total } = await listEarningEntries(db, personId, {
    status: query.status,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    data: rows.map(toEarningEntryDto),
    total,
    page: query.page,
    pageSize: query.pageSize,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

import { ORDER_MESSAGES } from '@ikawa/contracts/orders';
import { RECEIPT_MESSAGES } from '@ikawa/contracts/receipts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { CurrentUser } from '../../plugins/auth';
import { findOrderRow } from '../orders/repo';
import type { OrdersService } from '../orders/service';
import { getSettingsRow } from '../settings/repo';
import { buildReceipt, type ReceiptModel } from './model';

export interface ReceiptsServiceDeps {
  db: Db;
  orders: OrdersService;
}

/**
 * Receipts and invoices (issue 16 §2): the receipt of an invoiced order, for its owner or an
 * admin. Anyone else — another customer, a courier — is told the order does not exist (404),
 * as for the order itself.
 */
export function createReceiptsService({ db, orders }: ReceiptsServiceDeps) {
  async function receiptOf(user: CurrentUser, orderId: string): Promise<ReceiptModel> {
    const row = await findOrderRow(db, orderId);
    if (!row || (row.userId !== user.id && user.role !== 'admin'))
      throw new AppError('not_found', ORDER_MESSAGES.notFound);
    const [order, settings] = await Promise.all([orders.findOrder(row.id), getSettingsRow(db)]);
    if (!order) throw new AppError('not_found', ORDER_MESSAGES.notFound);
    if (!order.invoice)
      throw new AppError('conflict', RECEIPT_MESSAGES.notAvailable, { code: 'receipt_not_available' });
    return buildReceipt(order, settings);
  }
  return { receiptOf };
}

export type ReceiptsService = ReturnType<typeof createReceiptsService>;

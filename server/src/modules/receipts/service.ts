import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ERRORS } from '../../lib/error-messages';
import type { CurrentUser } from '../auth/session';
import { findOrderRow, type OrderRow } from '../orders/repo';
import { findDocumentsOfOrder } from '../documents/repo';
import type { ReceiptLinks } from './link';
import { bumpReceiptLinkVersion } from './repo';
import { buildReceipt, type ReceiptModel } from './model';

export interface ReceiptsServiceDeps {
  db: Db;
  links: ReceiptLinks;
}

/**
 * Receipts and invoices (decision 015): the receipt of an invoiced order, for its owner or an
 * admin, or for whoever holds the signed link of that order's e-mails. Anyone else — another
 * customer, a courier — is told the order does not exist (404), as for the order itself.
 */
export function createReceiptsService({ db, links }: ReceiptsServiceDeps) {
  /**
   * As issued, in the language the invoice was written in (the order's, or French for a sale
   * supplied in Québec: `documentLocaleOfRow`), whoever opens it: the customer, an admin, a link.
   */
  async function receiptOfOrder(row: Pick<OrderRow, 'id'>): Promise<ReceiptModel> {
    const documents = await findDocumentsOfOrder(db, row.id);
    const invoice = documents.find((document) => document.kind === 'invoice');
    if (!invoice)
      throw new AppError('conflict', ERRORS.receipt.notAvailable, { code: 'receipt_not_available' });
    return buildReceipt(
      invoice,
      documents.filter((document) => document.kind === 'credit_note'),
    );
  }

  return {
    async receiptOf(user: CurrentUser, orderId: string): Promise<ReceiptModel> {
      const row = await findOrderRow(db, orderId);
      if (!row || (row.userId !== user.id && user.role !== 'admin'))
        throw new AppError('not_found', ERRORS.order.notFound);
      return receiptOfOrder(row);
    },

    /**
     * The receipt a link from an order e-mail opens: the token must be this order's, current, and
     * of the order's receipt link version (not revoked since it was sent).
     */
    async receiptByLink(token: string, orderId: string): Promise<ReceiptModel> {
      const { version } = links.check(token, orderId);
      const row = await findOrderRow(db, orderId);
      if (!row) throw new AppError('not_found', ERRORS.order.notFound);
      if (row.receiptLinkVersion !== version)
        throw new AppError('forbidden', ERRORS.receipt.linkRevoked, { code: 'receipt_link_revoked' });
      return receiptOfOrder(row);
    },

    /**
     * The order's owner or an admin revokes the receipt links sent so far (a forwarded or leaked
     * e-mail); anyone else is told the order does not exist, as for the receipt itself.
     */
    async revokeLinks(user: CurrentUser, orderId: string): Promise<void> {
      const row = await findOrderRow(db, orderId);
      if (!row || (row.userId !== user.id && user.role !== 'admin'))
        throw new AppError('not_found', ERRORS.order.notFound);
      await bumpReceiptLinkVersion(db, row.id);
    },
  };
}

export type ReceiptsService = ReturnType<typeof createReceiptsService>;

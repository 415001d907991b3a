import { ReceiptLinksRevokedResponseSchema } from '@ikawa/contracts/receipts';
import { apiPaths } from '@/config/paths';
import { api } from '@/lib/api-client';

/**
 * POST /orders/{id}/receipt-link/revoke: the links in the e-mails already sent for the customer's own order stop working. Answers the server's sentence.
 */
export async function revokeReceiptLinks(orderId: string): Promise<string> {
  const response = await api.post(
    apiPaths.orders.revokeReceiptLinks(orderId),
    undefined,
    ReceiptLinksRevokedResponseSchema,
  );
  return response.message;
}

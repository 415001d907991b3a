import { ReceiptLinksRevokedResponseSchema } from '@ikawa/contracts/receipts';
import { apiPaths } from '@/config/paths';
import { api } from '@/lib/api-client';

/**
 * POST /orders/{id}/receipt-link/revoke: the admin stops the links in the e-mails already sent for an order (a forwarded or leaked e-mail). Answers the server's sentence.
 */
export async function revokeReceiptLinks(orderId: string): Promise<string> {
  const response = await api.post(
    apiPaths.orders.revokeReceiptLinks(orderId),
    undefined,
    ReceiptLinksRevokedResponseSchema,
  );
  return response.message;
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { retryTwice } from '@/lib/query-client';
import { downloadFile, fetchText } from '@/lib/api-documents';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /orders/{id}/receipt: the printable receipt as the server renders it — with
 * the signed-in user's session, or with `token`, the signed link of an order e-mail.
 */
function receiptPath(orderId: string, token?: string, format?: 'pdf'): string {
  const query = new URLSearchParams();
  if (token) query.set('token', token);
  if (format) query.set('format', format);
  const search = query.toString();
  return `${apiPaths.orders.receipt(orderId)}${search ? `?${search}` : ''}`;
}

export function getReceiptHtml(
  orderId: string,
  { signal, token }: { signal?: AbortSignal; token?: string } = {},
) {
  return fetchText(receiptPath(orderId, token), { signal });
}

export function receiptQueryOptions(orderId: string, token?: string) {
  return queryOptions({
    queryKey: [...queryKeys.orders, 'receipt', orderId, token ?? null],
    queryFn: ({ signal }) => getReceiptHtml(orderId, { signal, token }),
    // Not there yet, or not yours (a 4xx): asking again will not change it.
    retry: retryTwice,
  });
}

export function useReceipt(orderId: string, token?: string) {
  return useQuery(receiptQueryOptions(orderId, token));
}

/** The same receipt as a PDF, saved by the browser under `fileName` (in the page's language). */
export function downloadReceiptPdf(orderId: string, fileName: string, token?: string) {
  return downloadFile(receiptPath(orderId, token, 'pdf'), fileName);
}

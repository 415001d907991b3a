import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { ApiError, downloadFile, fetchText } from '@/lib/api-client';

/** GET /orders/{id}/receipt: the printable receipt (issue 16 §2) as the server renders it. */
export function getReceiptHtml(orderId: string, { signal }: { signal?: AbortSignal } = {}) {
  return fetchText(apiPaths.orders.receipt(orderId), { signal });
}

export function receiptQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: ['orders', 'receipt', orderId],
    queryFn: ({ signal }) => getReceiptHtml(orderId, { signal }),
    // Not there yet, or not yours: asking again will not change it.
    retry: (count, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
  });
}

export function useReceipt(orderId: string) {
  return useQuery(receiptQueryOptions(orderId));
}

/** The same receipt as a PDF, saved by the browser. */
export function downloadReceiptPdf(orderId: string) {
  return downloadFile(`${apiPaths.orders.receipt(orderId)}?format=pdf`, `receipt-${orderId.slice(0, 8)}.pdf`);
}

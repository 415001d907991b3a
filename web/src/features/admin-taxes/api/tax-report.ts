import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { type ExportRange, exportFilename } from '@ikawa/contracts/exports';
import { type TaxReport, TaxReportResponseSchema } from '@ikawa/contracts/tax';
import { adminApiPaths } from '@/config/area-api-paths';
import { downloadFile } from '@/lib/api-documents';
import { api } from '@/lib/api-client';

export type { TaxReport };

const query = (range: ExportRange) => new URLSearchParams(range).toString();

/** The tax report of a period (document dates, both included); nothing is asked without one. */
export function useTaxReport(range: ExportRange | null) {
  return useQuery({
    queryKey: ['admin', 'tax', 'report', range],
    queryFn: async ({ signal }) =>
      (await api.get(`${adminApiPaths.taxReport}?${query(range!)}`, TaxReportResponseSchema, { signal }))
        .data,
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}

/** Downloads the invoice or credit-note register of a period. */
export function useDownloadRegister() {
  return useMutation({
    mutationFn: ({ kind, range }: { kind: 'invoices' | 'credit-notes'; range: ExportRange }) =>
      downloadFile(
        `${kind === 'invoices' ? adminApiPaths.invoicesCsv : adminApiPaths.creditNotesCsv}?${query(range)}`,
        exportFilename(kind, range),
      ),
  });
}

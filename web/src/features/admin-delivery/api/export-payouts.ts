import { useMutation } from '@tanstack/react-query';
import { type ExportRange, exportFilename } from '@ikawa/contracts/exports';
import { adminApiPaths } from '@/config/area-api-paths';
import { downloadFile } from '@/lib/api-documents';

/** Courier earnings and payouts of a range of days, as CSV. */
export function useExportPayouts() {
  return useMutation({
    mutationFn: (range: ExportRange) =>
      downloadFile(
        `${adminApiPaths.payoutsCsv}?${new URLSearchParams(range).toString()}`,
        exportFilename('payouts', range),
      ),
  });
}

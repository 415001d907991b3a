import { useMutation } from '@tanstack/react-query';
import { type ExportRange, exportFilename } from '@ikawa/contracts/exports';
import { adminApiPaths } from '@/config/area-api-paths';
import { downloadFile } from '@/lib/api-documents';

/** The accountant's orders CSV for a range of days, downloaded under its dated name. */
export function useExportOrders() {
  return useMutation({
    mutationFn: (range: ExportRange) =>
      downloadFile(
        `${adminApiPaths.ordersCsv}?${new URLSearchParams(range).toString()}`,
        exportFilename('orders', range),
      ),
  });
}

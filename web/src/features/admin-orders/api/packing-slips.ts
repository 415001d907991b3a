import { useMutation } from '@tanstack/react-query';
import { adminApiPaths } from '@/config/area-api-paths';
import { openHtmlDocument } from '@/lib/api-documents';

/** The chosen orders, or every open order due by the end of a day (`today` or YYYY-MM-DD). */
export type PackingSlipsChoice = { ids: string[] } | { date: string };

export function packingSlipsPath(choice: PackingSlipsChoice): string {
  const params = new URLSearchParams();
  if ('ids' in choice) params.set('ids', choice.ids.join(','));
  else params.set('date', choice.date);
  return `${adminApiPaths.packingSlips}?${params.toString()}`;
}

/**
 * The packing slips, rendered by the server as one printable document, opened in a
 * new tab. Answers the document's address when the browser blocked the tab.
 */
export function useOpenPackingSlips() {
  return useMutation({
    mutationFn: (choice: PackingSlipsChoice) => openHtmlDocument(packingSlipsPath(choice)),
  });
}

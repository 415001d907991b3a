import { useLingui } from '@lingui/react';
import { type ReactNode, use } from 'react';
import { type CatalogPart, loadCatalog } from '@/lib/i18n';

/**
 * Renders its children once their part of the catalog is loaded (suspending until then): the
 * sign-in dialog and the checkout come with their own words, not with the first page's.
 */
export function WithCatalog({ parts, children }: { parts: CatalogPart[]; children: ReactNode }) {
  const { i18n } = useLingui();
  use(loadCatalog(i18n, parts));
  return children;
}

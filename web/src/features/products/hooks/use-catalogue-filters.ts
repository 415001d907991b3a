import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  type CatalogueFilters,
  catalogueSearchParams,
  DEFAULT_FILTERS,
  parseCatalogueFilters,
} from '../utils/catalogue-filters';

/**
 * The catalogue's filters, kept in the URL query. Each change is a new history entry, so the
 * back button returns to the previous filters; nothing else holds them.
 */
export function useCatalogueFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const filters = useMemo(() => parseCatalogueFilters(new URLSearchParams(search)), [search]);

  const update = useCallback(
    (changes: Partial<CatalogueFilters>) => {
      const next = catalogueSearchParams({ ...filters, ...changes });
      // The same filters again (e.g. re-applying on mobile) add no history entry.
      if (next.toString() === search) return;
      setSearchParams(next, { preventScrollReset: true });
    },
    [filters, search, setSearchParams],
  );

  const reset = useCallback(() => {
    if (search === '') return;
    setSearchParams(catalogueSearchParams(DEFAULT_FILTERS), { preventScrollReset: true });
  }, [search, setSearchParams]);

  return { filters, update, reset };
}

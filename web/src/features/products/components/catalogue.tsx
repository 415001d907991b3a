import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@ikawa/contracts/constants';
import { Spinner } from '@/components/ui/spinner';
import { useHydrated } from '@/hooks/use-hydrated';
import { useMediaQuery } from '@/hooks/use-media-query';
import { usePageTitle } from '@/hooks/use-page-title';
import { cn } from '@/lib/cn';
import { useProducts } from '../api/get-products';
import { useCatalogueFilters } from '../hooks/use-catalogue-filters';
import {
  catalogueTitle,
  countPanelFilters,
  hasActiveFilters,
  sliderMax,
  toProductListFilters,
} from '../utils/catalogue-filters';
import { CatalogueFiltersPanel, type PanelFilters } from './catalogue-filters-panel';
import { CatalogueEmpty, CatalogueError, CatalogueLoading } from './catalogue-states';
import { ProductCard } from './product-card';
import { SearchBox } from './search-box';
import { SortSelect } from './sort-select';

/** On desktop the price filter is applied this long after the thumb stops moving. */
export const PRICE_COMMIT_MS = 400;

/** The slider's right end, remembered so a failed or empty answer does not take the slider away. */
function usePriceMax(highestPrice: number | undefined): number | null {
  const [max, setMax] = useState<number | null>(null);
  if (highestPrice !== undefined && sliderMax(highestPrice) !== max) setMax(sliderMax(highestPrice));
  return max;
}

/**
 * SPEC §2 shop catalogue. The URL holds the filters and the server filters (DESIGN). On desktop
 * every change applies at once (price after the thumb settles); on phones the type and price
 * wait in a collapsible panel until 'Apply Filters'.
 */
export function Catalogue() {
  const { filters, update, reset } = useCatalogueFilters();
  const { t, i18n } = useLingui();
  usePageTitle(i18n._(catalogueTitle(filters.type)));
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`);
  const hydrated = useHydrated();
  const products = useProducts(toProductListFilters(filters), { keepPrevious: true });
  const priceMax = usePriceMax(products.data?.priceRange.max);
  const canReset = hasActiveFilters(filters);
  const panelId = useId();
  const [panelOpen, setPanelOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // The panel edits a draft, which follows the URL whenever the URL changes (back button, Reset).
  const committed: PanelFilters = {
    type: filters.type,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
  };
  const committedKey = JSON.stringify(committed);
  const [draft, setDraft] = useState(committed);
  const [draftKey, setDraftKey] = useState(committedKey);
  if (draftKey !== committedKey) {
    setDraftKey(committedKey);
    setDraft(committed);
  }

  // Desktop: a moved price thumb is applied once it has stayed still for a moment.
  useEffect(() => {
    if (isMobile) return;
    if (draft.minPrice === filters.minPrice && draft.maxPrice === filters.maxPrice) return;
    const timer = setTimeout(
      () => update({ minPrice: draft.minPrice, maxPrice: draft.maxPrice }),
      PRICE_COMMIT_MS,
    );
    return () => clearTimeout(timer);
  }, [isMobile, draft.minPrice, draft.maxPrice, filters.minPrice, filters.maxPrice, update]);

  /** Phones: the panel closes and focus goes back to its toggle, not to the page's start. */
  function closePanel() {
    if (!panelOpen) return;
    setPanelOpen(false);
    toggleRef.current?.focus();
  }

  function handleReset() {
    reset();
    setDraft({ type: null, minPrice: null, maxPrice: null });
    closePanel();
  }

  const panel = (
    <CatalogueFiltersPanel
      value={draft}
      priceMax={priceMax}
      onTypeChange={(type) => {
        setDraft({ ...draft, type });
        // A price still settling goes along with the type.
        if (!isMobile) update({ type, minPrice: draft.minPrice, maxPrice: draft.maxPrice });
      }}
      onPriceChange={(price) => setDraft({ ...draft, ...price })}
      onReset={handleReset}
      canReset={canReset || JSON.stringify(draft) !== committedKey}
      onApply={
        isMobile
          ? () => {
              update(draft);
              closePanel();
            }
          : undefined
      }
    />
  );

  const data = products.data;
  const total = data?.total ?? 0;
  const activeInPanel = countPanelFilters(committed);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 md:py-14 lg:px-8">
      <header className="max-w-2xl">
        <p className="text-sm font-semibold tracking-[0.2em] text-espresso-500 uppercase">
          <Trans>The Shop</Trans>
        </p>
        <h1 className="mt-2 text-4xl font-semibold md:text-5xl">
          <Trans>Our Coffee Selection</Trans>
        </h1>
        <p className="mt-4 text-lg text-espresso-600">
          <Trans>
            Burundi Arabica as powder, granules or by the sack, from the washing stations of Kayanza, Ngozi,
            Muramvya and beyond.
          </Trans>
        </p>
      </header>

      <div className="mt-10 md:grid md:grid-cols-[14rem_minmax(0,1fr)] md:gap-8 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-10">
        {/* The server renders for no particular width: the sidebar and the phone's
            Filters button are also shown and hidden by CSS, so hydration moves nothing. */}
        {!isMobile && (
          <aside aria-label={t`Filters`} className="hidden self-start md:sticky md:top-24 md:block">
            <h2 className="font-sans text-xs font-semibold tracking-[0.18em] text-espresso-500 uppercase">
              <Trans>Filters</Trans>
            </h2>
            <div className="mt-4 rounded-3xl bg-cream-50 p-5 shadow-soft ring-1 ring-espresso-100">
              {panel}
            </div>
          </aside>
        )}

        <section aria-labelledby={`${panelId}-results`}>
          <h2 id={`${panelId}-results`} className="sr-only">
            <Trans>Products</Trans>
          </h2>
          <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
            <SearchBox value={filters.q} onSearch={(q) => update({ q })} />
            <div className="flex items-center justify-between gap-3">
              {(isMobile || !hydrated) && (
                <button
                  ref={toggleRef}
                  type="button"
                  aria-expanded={panelOpen}
                  aria-controls={panelId}
                  onClick={() => setPanelOpen((open) => !open)}
                  className="inline-flex min-h-11 items-center md:hidden gap-2 rounded-full bg-cream-50 px-4 text-sm font-medium text-espresso-900 ring-1 ring-espresso-200 ring-inset hover:bg-cream-200"
                >
                  <SlidersHorizontal aria-hidden="true" className="size-4" />
                  <Trans>Filters</Trans>
                  {activeInPanel > 0 && (
                    <span className="flex size-5 items-center justify-center rounded-full bg-espresso-900 text-[11px] font-bold text-cream-50">
                      <span aria-hidden="true">{activeInPanel}</span>
                      <span className="sr-only">
                        {' '}
                        {t`(${plural(activeInPanel, { one: '# active', other: '# active' })})`}
                      </span>
                    </span>
                  )}
                </button>
              )}
              <SortSelect value={filters.sort} onChange={(sort) => update({ sort })} />
            </div>
          </div>

          {isMobile && panelOpen && (
            <div
              id={panelId}
              role="region"
              aria-label={t`Filters`}
              className="mt-4 rounded-3xl bg-cream-50 p-5 shadow-soft ring-1 ring-espresso-100"
            >
              {panel}
            </div>
          )}

          <div className="mt-6 flex min-h-6 items-center gap-3 text-sm text-espresso-600">
            <p aria-live="polite" aria-atomic="true">
              {data && t`${plural(total, { one: '# product', other: '# products' })}`}
            </p>
            {products.isFetching && data && <Spinner size="sm" label={t`Updating products…`} />}
          </div>

          <div className="mt-4">
            {products.isPending ? (
              <CatalogueLoading />
            ) : products.isError && !products.isPlaceholderData ? (
              <CatalogueError
                error={products.error}
                onRetry={() => void products.refetch()}
                isRetrying={products.isFetching}
                onReset={handleReset}
                canReset={canReset}
              />
            ) : total === 0 ? (
              <CatalogueEmpty onReset={handleReset} canReset={canReset} />
            ) : (
              <ul
                aria-busy={products.isPlaceholderData || undefined}
                className={cn(
                  'grid grid-cols-1 gap-6 transition-opacity md:grid-cols-2 xl:grid-cols-3',
                  products.isPlaceholderData && 'opacity-60',
                )}
              >
                {data?.data.map((product, index) => (
                  <li key={product._id}>
                    <ProductCard product={product} priority={index < 3} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </section>
      </div>
    </div>
  );
}

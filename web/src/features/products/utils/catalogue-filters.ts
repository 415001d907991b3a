import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PRODUCT_SORTS, PRODUCT_TYPES } from '@ikawa/contracts/display';
import type { ProductType } from '@ikawa/contracts/enums';
import type { ProductSort } from '@ikawa/contracts/products';
import type { ProductListFilters } from '../api/get-products';

/**
 * The catalogue's filters as they live in the URL (`/shop?type=sack&maxPrice=40&q=kayanza`), so a
 * filtered view can be shared and the back button walks through earlier filters. Defaults are
 * left out of the URL: `/shop` is the whole catalogue sorted by name.
 */
export interface CatalogueFilters {
  type: ProductType | null;
  /** Null means "from 0" and "up to the catalogue's maximum" (DESIGN: default = whole range). */
  minPrice: number | null;
  maxPrice: number | null;
  q: string;
  sort: ProductSort;
}

export const DEFAULT_SORT: ProductSort = 'name';

export const DEFAULT_FILTERS: CatalogueFilters = {
  type: null,
  minPrice: null,
  maxPrice: null,
  q: '',
  sort: DEFAULT_SORT,
};

/** DESIGN: the slider moves in steps of 5 (its first steps, see `priceStops`). */
export const PRICE_STEP = 5;

/** The search box's limit, the same as the contract's (ProductListQuerySchema). */
export const SEARCH_MAX_LENGTH = 100;

/** DESIGN: the slider runs from 0 to the catalogue's highest price rounded up to 5. */
export function sliderMax(highestPrice: number): number {
  if (!Number.isFinite(highestPrice) || highestPrice <= 0) return 0;
  return Math.ceil(highestPrice / PRICE_STEP) * PRICE_STEP;
}

/** How far the next stop is from `price`: 5 up to 50, 10 up to 100, then 1-2.5-5 steps. */
function stepAfter(price: number): number {
  if (price < 50) return PRICE_STEP;
  if (price < 100) return 10;
  let decade = 100;
  while (decade * 10 <= price) decade *= 10;
  if (price < 2.5 * decade) return decade / 4;
  if (price < 5 * decade) return decade / 2;
  return decade;
}

/**
 * The prices a slider thumb stops at, from 0 to the track's end `max` (the last stop). The
 * catalogue runs from bags under 20 dollars to sacks over 1,300: in even steps of 5, every bag sat
 * in the first 3 % of the track. The steps grow with the price instead (5 up to 50, then 10, 25,
 * 50, 100, 250…), so bags and sacks each get a fair share of the track and of the arrow-key
 * presses, while every stop stays a round number of dollars for the URL.
 */
export function priceStops(max: number): number[] {
  const stops = [0];
  let price = 0;
  while (price < max) {
    price = Math.min(price + stepAfter(price), max);
    stops.push(price);
  }
  return stops;
}

function parsePrice(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

function isProductType(value: string | null): value is ProductType {
  return PRODUCT_TYPES.some((type) => type === value);
}

function isSort(value: string | null): value is ProductSort {
  return PRODUCT_SORTS.some((sort) => sort === value);
}

/**
 * Reads the filters from the URL. A hand-edited URL never breaks the page: unknown values fall
 * back to the default and a reversed price range is put the right way round.
 */
export function parseCatalogueFilters(params: URLSearchParams): CatalogueFilters {
  const type = params.get('type');
  const sort = params.get('sort');
  let minPrice = parsePrice(params.get('minPrice'));
  let maxPrice = parsePrice(params.get('maxPrice'));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  if (minPrice === 0) minPrice = null;
  return {
    type: isProductType(type) ? type : null,
    minPrice,
    maxPrice,
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    sort: isSort(sort) ? sort : DEFAULT_SORT,
  };
}

/** The URL query for a set of filters, with defaults left out. */
export function catalogueSearchParams(filters: CatalogueFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.type) params.set('type', filters.type);
  if (filters.minPrice !== null && filters.minPrice > 0) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== null) params.set('maxPrice', String(filters.maxPrice));
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  return params;
}

/** What GET /products is asked for these filters. */
export function toProductListFilters(filters: CatalogueFilters): ProductListFilters {
  const query: ProductListFilters = { sort: filters.sort };
  if (filters.type) query.type = filters.type;
  if (filters.minPrice !== null) query.minPrice = filters.minPrice;
  if (filters.maxPrice !== null) query.maxPrice = filters.maxPrice;
  const q = filters.q.trim();
  if (q) query.q = q;
  return query;
}

/**
 * The slider's two values as filters: a thumb at either end of the track means "no limit"
 * on that side, so the default range stays out of the URL.
 */
export function priceFiltersFromSlider(
  [low, high]: readonly [number, number],
  max: number,
): Pick<CatalogueFilters, 'minPrice' | 'maxPrice'> {
  return {
    minPrice: low <= 0 ? null : low,
    maxPrice: high >= max ? null : high,
  };
}

/** The slider's two values for the filters, kept inside the track. */
export function sliderValuesFromFilters(
  { minPrice, maxPrice }: Pick<CatalogueFilters, 'minPrice' | 'maxPrice'>,
  max: number,
): [number, number] {
  const high = maxPrice === null ? max : Math.min(Math.max(maxPrice, 0), max);
  const low = minPrice === null ? 0 : Math.min(Math.max(minPrice, 0), high);
  return [low, high];
}

/** Whether anything differs from the whole catalogue sorted by name (enables Reset). */
export function hasActiveFilters(filters: CatalogueFilters): boolean {
  return catalogueSearchParams(filters).toString() !== '';
}

/** How many of the panel's filters (type and price) are set: shown on the mobile toggle. */
export function countPanelFilters(filters: Pick<CatalogueFilters, 'type' | 'minPrice' | 'maxPrice'>): number {
  return (filters.type ? 1 : 0) + (filters.minPrice !== null || filters.maxPrice !== null ? 1 : 0);
}

const CATALOGUE_TITLES: Record<ProductType, MessageDescriptor> = {
  powder: msg`Ground coffee · Shop`,
  granule: msg`Instant coffee · Shop`,
  sack: msg`Coffee sacks · Shop`,
  accessory: msg`Accessories · Shop`,
};

/** The catalogue's page title: a type of product is a page of its own ("Coffee sacks · Shop"). */
export function catalogueTitle(type: ProductType | null): MessageDescriptor {
  return type ? CATALOGUE_TITLES[type] : msg`Shop`;
}

import { describe, expect, it } from 'vitest';
import { testI18n } from '@/testing/i18n';
import {
  catalogueSearchParams,
  DEFAULT_FILTERS,
  hasActiveFilters,
  parseCatalogueFilters,
  priceFiltersFromSlider,
  priceStops,
  sliderMax,
  sliderValuesFromFilters,
  toProductListFilters,
} from './catalogue-filters';
import { pickRandom } from './pick-random';
import { stockState } from './stock';

const parse = (search: string) => parseCatalogueFilters(new URLSearchParams(search));

describe('catalogue filters in the URL', () => {
  it('reads type, price, search and sort from the query', () => {
    expect(parse('type=sack&minPrice=10&maxPrice=40&q=%20kayanza%20&sort=price-desc')).toEqual({
      type: 'sack',
      minPrice: 10,
      maxPrice: 40,
      q: 'kayanza',
      sort: 'price-desc',
    });
  });

  it('falls back to the defaults for unknown or broken values', () => {
    expect(parse('type=decaf&minPrice=abc&maxPrice=-3&sort=cheapest')).toEqual(DEFAULT_FILTERS);
  });

  it('puts a reversed price range the right way round', () => {
    expect(parse('minPrice=40&maxPrice=10')).toMatchObject({ minPrice: 10, maxPrice: 40 });
  });

  it('leaves defaults out of the URL, so /shop is the whole catalogue', () => {
    expect(catalogueSearchParams(DEFAULT_FILTERS).toString()).toBe('');
    expect(catalogueSearchParams({ ...DEFAULT_FILTERS, minPrice: 0, q: '  ' }).toString()).toBe('');
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false);
  });

  it('round-trips every filter through the URL', () => {
    const filters = { type: 'granule', minPrice: 15, maxPrice: 30, q: 'gitega', sort: 'newest' } as const;
    const search = catalogueSearchParams(filters).toString();
    expect(search).toBe('type=granule&minPrice=15&maxPrice=30&q=gitega&sort=newest');
    expect(parse(search)).toEqual(filters);
    expect(hasActiveFilters(filters)).toBe(true);
  });

  it('asks the server only for the filters that are set', () => {
    expect(toProductListFilters(DEFAULT_FILTERS)).toEqual({ sort: 'name' });
    expect(toProductListFilters({ ...DEFAULT_FILTERS, type: 'sack', maxPrice: 50 })).toEqual({
      sort: 'name',
      type: 'sack',
      maxPrice: 50,
    });
  });
});

describe('price slider bounds', () => {
  it('runs to the highest price rounded up to 5', () => {
    expect(sliderMax(1317.5)).toBe(1320);
    expect(sliderMax(1320)).toBe(1320);
    expect(sliderMax(36.75)).toBe(40);
    expect(sliderMax(0.01)).toBe(5);
    expect(sliderMax(0)).toBe(0);
  });

  it('stops every 5 dollars up to 50, then in steps that grow with the price, up to the end', () => {
    expect(priceStops(40)).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40]);
    const stops = priceStops(1320);
    expect(stops.slice(10, 17)).toEqual([50, 60, 70, 80, 90, 100, 125]);
    expect(stops.slice(-4)).toEqual([900, 1000, 1250, 1320]);
    expect(stops).toEqual([...stops].sort((a, b) => a - b));
    expect(priceStops(0)).toEqual([0]);
  });

  it('gives the bags of a catalogue that runs to sacks a fair share of the track', () => {
    // Bags cost 17 to 37 dollars, sacks 1,140 to 1,320: the bags' stops are about a quarter of
    // the track, where even steps of 5 squeezed them into its first 3 %.
    const stops = priceStops(1320);
    const share = (price: number) => stops.indexOf(price) / (stops.length - 1);
    expect(share(40)).toBeGreaterThan(0.2);
    expect(share(1000)).toBeLessThan(0.95);
  });

  it('treats a thumb at either end as no limit on that side', () => {
    expect(priceFiltersFromSlider([0, 1320], 1320)).toEqual({ minPrice: null, maxPrice: null });
    expect(priceFiltersFromSlider([15, 40], 1320)).toEqual({ minPrice: 15, maxPrice: 40 });
  });

  it('keeps URL prices inside the track', () => {
    expect(sliderValuesFromFilters({ minPrice: null, maxPrice: null }, 1320)).toEqual([0, 1320]);
    expect(sliderValuesFromFilters({ minPrice: 20, maxPrice: 5000 }, 1320)).toEqual([20, 1320]);
    expect(sliderValuesFromFilters({ minPrice: 90, maxPrice: 40 }, 60)).toEqual([40, 40]);
  });
});

describe('stock state', () => {
  it("says 'In stock', 'Only N left' under 10, and 'Out of stock'", () => {
    const i18n = testI18n();
    expect(i18n._(stockState(10).label)).toBe('In stock');
    expect(i18n._(stockState(9).label)).toBe('Only 9 left');
    expect(i18n._(stockState(1).label)).toBe('Only 1 left');
    expect(stockState(0).kind).toBe('out');
    expect(i18n._(stockState(0).label)).toBe('Out of stock');
  });

  it('says it in French', () => {
    const i18n = testI18n('fr-CA');
    expect(i18n._(stockState(10).label)).toBe('En stock');
    expect(i18n._(stockState(3).label)).toBe('Plus que 3 en stock');
    expect(i18n._(stockState(0).label)).toBe('Épuisé');
  });
});

describe('pickRandom', () => {
  const items = Array.from({ length: 6 }, (_, index) => ({ _id: `p${index}` }));

  it('picks the requested number of distinct items, the same way for the same seed', () => {
    const picks = pickRandom(items, 3, 42);
    expect(picks).toHaveLength(3);
    expect(new Set(picks.map((item) => item._id)).size).toBe(3);
    expect(pickRandom(items, 3, 42)).toEqual(picks);
  });

  it('returns everything when there are fewer items than asked for', () => {
    expect(pickRandom(items.slice(0, 2), 3, 1)).toHaveLength(2);
  });
});

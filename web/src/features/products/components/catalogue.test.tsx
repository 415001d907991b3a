import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@ikawa/contracts/i18n';
import { queryConfig } from '@/lib/query-client';
import { fakeCatalogueApi } from '../testing/catalogue-api';
import { priceStops } from '../utils/catalogue-filters';
import { Catalogue, PRICE_COMMIT_MS } from './catalogue';

/** The price and the search wait for a pause; a busy test machine needs some slack on top. */
const DEBOUNCED = { timeout: 4000 };

/** The test catalogue's slider stops: its dearest sack costs 1,317.50. */
const STOPS = priceStops(1320);

/** Moves a price thumb to the stop at `price` dollars, as a drag or the arrow keys would. */
function moveThumb(slider: HTMLElement, price: number) {
  const stop = STOPS.indexOf(price);
  if (stop === -1) throw new Error(`${price} is not a stop of the slider`);
  fireEvent.change(slider, { target: { value: String(stop) } });
}

function renderShop(initial = '/shop', locale: Locale = 'en-CA') {
  const queryClient = new QueryClient({
    defaultOptions: { ...queryConfig, queries: { ...queryConfig.queries, retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: '/shop', element: <Catalogue /> },
      { path: '/shop/:slug', element: <p>Product page</p> },
    ],
    { initialEntries: [initial] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
    { locale },
  );
  return { router, search: () => router.state.location.search };
}

const productNames = () =>
  within(screen.getByRole('region', { name: 'Products' }))
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

/** Puts the app in the phone layout (under 768 px). */
function usePhoneLayout() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('Catalogue', () => {
  it('lists the catalogue with its count, cards and stock states', async () => {
    fakeCatalogueApi();
    renderShop();
    expect(screen.getByRole('heading', { level: 1, name: 'Our Coffee Selection' })).toBeInTheDocument();
    expect(await screen.findByText('8 products')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Ngozi Ground' });
    expect(within(card).getByText('$34.00')).toBeInTheDocument();
    expect(within(card).getByText('1 kg · Powder')).toBeInTheDocument();
    expect(within(card).getByText('Only 5 left')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Ngozi Ground' })).toHaveAttribute(
      'href',
      '/shop/ngozi-ground',
    );
    const soldOut = screen.getByRole('article', { name: 'Kirundo Ground' });
    expect(within(soldOut).getByText('Out of stock')).toBeInTheDocument();
    expect(within(soldOut).getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(
      within(screen.getByRole('article', { name: 'Kayanza Ground' })).getByText('1/2 kg · Powder'),
    ).toBeInTheDocument();
  });

  it('speaks French on a French page: words, money, weights and stock', async () => {
    fakeCatalogueApi();
    renderShop('/shop', 'fr-CA');
    expect(screen.getByRole('heading', { level: 1, name: 'Notre sélection de cafés' })).toBeInTheDocument();
    expect(await screen.findByText('8 produits')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Ngozi Ground' });
    expect(within(card).getByText(/^34,00\s\$$/)).toBeInTheDocument();
    expect(within(card).getByText('1 kg · Moulu')).toBeInTheDocument();
    expect(within(card).getByText('Plus que 5 en stock')).toBeInTheDocument();
    const soldOut = screen.getByRole('article', { name: 'Kirundo Ground' });
    expect(within(soldOut).getByText('Épuisé')).toBeInTheDocument();
    expect(within(soldOut).getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled();
    expect(screen.getByRole('searchbox', { name: 'Rechercher des produits' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Trier par' })).toHaveDisplayValue('Nom (A à Z)');
    expect(screen.getByRole('radio', { name: 'Granulé' })).toBeInTheDocument();
    const max = await screen.findByRole('slider', { name: 'Prix maximum' });
    expect(max).toHaveAttribute('aria-valuetext', expect.stringMatching(/^1\s320,00\s\$$/));
  });

  it('runs the price slider from 0 to the highest price rounded up to 5, one stop per step', async () => {
    fakeCatalogueApi();
    renderShop();
    const max = await screen.findByRole('slider', { name: 'Maximum price' });
    const min = screen.getByRole('slider', { name: 'Minimum price' });
    // The thumbs count stops, and say the price they stand at.
    for (const slider of [min, max]) {
      expect(slider).toHaveAttribute('min', '0');
      expect(slider).toHaveAttribute('max', String(STOPS.length - 1));
      expect(slider).toHaveAttribute('step', '1');
    }
    expect(min).toHaveAttribute('aria-valuetext', '$0.00');
    expect(max).toHaveAttribute('aria-valuetext', '$1,320.00');
    // Bags and sacks both have room: 35 dollars is a stop of its own, so is 1,250.
    moveThumb(max, 35);
    expect(max).toHaveAttribute('aria-valuetext', '$35.00');
    moveThumb(max, 1250);
    expect(max).toHaveAttribute('aria-valuetext', '$1,250.00');
  });

  it('filters by type through the URL and the server', async () => {
    const api = fakeCatalogueApi();
    const { search } = renderShop();
    await screen.findByText('8 products');
    await userEvent.click(screen.getByRole('radio', { name: 'Sack' }));
    expect(search()).toBe('?type=sack');
    expect(await screen.findByText('2 products')).toBeInTheDocument();
    expect(productNames()).toEqual(['Nemba Sack', 'Muyinga Sack']);
    expect(api.callsTo('GET /api/products').at(-1)?.query.get('type')).toBe('sack');
  });

  it('reads the filters from a shared URL', async () => {
    const api = fakeCatalogueApi();
    renderShop('/shop?type=powder&maxPrice=35&q=ground&sort=price');
    expect(await screen.findByText('3 products')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Powder' })).toBeChecked();
    expect(screen.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute('aria-valuetext', '$35.00');
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('ground');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price');
    expect(Object.fromEntries(api.callsTo('GET /api/products').at(-1)?.query ?? [])).toEqual({
      type: 'powder',
      maxPrice: '35',
      q: 'ground',
      sort: 'price',
    });
  });

  it('applies the price range once the thumb settles, and drops it again at the end of the track', async () => {
    fakeCatalogueApi();
    const { search } = renderShop();
    const max = await screen.findByRole('slider', { name: 'Maximum price' });
    moveThumb(max, 30);
    expect(search()).toBe('');
    await waitFor(() => expect(search()).toBe('?maxPrice=30'), DEBOUNCED);
    expect(await screen.findByText('4 products', {}, DEBOUNCED)).toBeInTheDocument();

    moveThumb(screen.getByRole('slider', { name: 'Maximum price' }), 1320);
    await waitFor(() => expect(search()).toBe(''), DEBOUNCED);
  });

  it('keeps the two thumbs from crossing', async () => {
    fakeCatalogueApi();
    renderShop('/shop?maxPrice=40');
    const min = await screen.findByRole('slider', { name: 'Minimum price' });
    moveThumb(min, 100);
    expect(min).toHaveAttribute('aria-valuetext', '$40.00');
    expect(min).toHaveValue(String(STOPS.indexOf(40)));
  });

  it('searches after a pause in typing', async () => {
    fakeCatalogueApi();
    const { search } = renderShop();
    await screen.findByText('8 products');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'granules');
    await waitFor(() => expect(search()).toBe('?q=granules'), DEBOUNCED);
    expect(await screen.findByText('2 products', {}, DEBOUNCED)).toBeInTheDocument();
  });

  it('restores the earlier filters with the back button', async () => {
    fakeCatalogueApi();
    const { router, search } = renderShop('/shop?type=granule');
    await screen.findByText('2 products');
    await userEvent.click(screen.getByRole('radio', { name: 'Sack' }));
    expect(search()).toBe('?type=sack');
    await act(() => router.navigate(-1));
    expect(search()).toBe('?type=granule');
    expect(screen.getByRole('radio', { name: 'Granulated' })).toBeChecked();
    expect(await screen.findByText('Gitega Granules')).toBeInTheDocument();
  });

  it('resets every filter', async () => {
    fakeCatalogueApi();
    const { search } = renderShop('/shop?type=sack&q=nemba&sort=price');
    await screen.findByText('1 product');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(search()).toBe('');
    expect(await screen.findByText('8 products')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
  });

  it("shows 'No products found' with 'Reset Filters'", async () => {
    fakeCatalogueApi();
    const { search } = renderShop('/shop?q=decaf');
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset Filters' }));
    expect(search()).toBe('');
    expect(await screen.findByText('8 products')).toBeInTheDocument();
  });

  it("shows 'Error Loading Products' when the catalogue cannot be loaded", async () => {
    fakeCatalogueApi(undefined, { fail: true });
    renderShop();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading Products' })).toBeInTheDocument();
    expect(within(alert).getByText('Please try again later')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('on phones, waits for Apply Filters before changing the URL', async () => {
    usePhoneLayout();
    fakeCatalogueApi();
    const { search } = renderShop();
    await screen.findByText('8 products');
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('radio', { name: 'Sack' })).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('radio', { name: 'Sack' }));
    // Past the moment a desktop applies a moved price thumb, nothing has changed yet.
    vi.useFakeTimers();
    try {
      moveThumb(screen.getByRole('slider', { name: 'Maximum price' }), 1250);
      act(() => vi.advanceTimersByTime(PRICE_COMMIT_MS * 2));
      expect(search()).toBe('');
    } finally {
      vi.useRealTimers();
    }

    await userEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(search()).toBe('?type=sack&maxPrice=1250');
    expect(await screen.findByText('1 product')).toBeInTheDocument();
    const closed = screen.getByRole('button', { name: /Filters/ });
    expect(closed).toHaveAttribute('aria-expanded', 'false');
    expect(closed).toHaveFocus();
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@ikawa/contracts/i18n';
import { queryConfig } from '@/lib/query-client';
import { fakeCatalogueApi, makeProduct } from '../testing/catalogue-api';
import { FeaturedProducts } from './featured-products';

function renderTabs(locale: Locale = 'en-CA') {
  const queryClient = new QueryClient({
    defaultOptions: { ...queryConfig, queries: { ...queryConfig.queries, retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <FeaturedProducts />
      </MemoryRouter>
    </QueryClientProvider>,
    { locale },
  );
}

const cardsIn = (panel: HTMLElement) => within(panel).queryAllByRole('article');

describe('FeaturedProducts tabs', () => {
  it('shows 3 random powder products first, in a panel labelled by its tab', async () => {
    const api = fakeCatalogueApi();
    renderTabs();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Powder Coffee', 'Granulated Coffee', 'Sack Coffee']);
    expect(screen.getByRole('tab', { name: 'Powder Coffee' })).toHaveAttribute('aria-selected', 'true');

    const panel = screen.getByRole('tabpanel', { name: 'Powder Coffee' });
    expect(await within(panel).findAllByRole('article')).toHaveLength(3);
    for (const card of cardsIn(panel)) expect(within(card).getByText(/· Powder$/)).toBeInTheDocument();
    expect(api.callsTo('GET /api/products').at(-1)?.query.get('type')).toBe('powder');
    expect(screen.getByRole('link', { name: 'View All Products' })).toHaveAttribute('href', '/shop');
  });

  it('moves between tabs with the arrow keys, Home and End, with one tab stop', async () => {
    fakeCatalogueApi();
    renderTabs();
    const user = userEvent.setup();
    const powder = screen.getByRole('tab', { name: 'Powder Coffee' });
    const granule = screen.getByRole('tab', { name: 'Granulated Coffee' });
    const sack = screen.getByRole('tab', { name: 'Sack Coffee' });
    expect(granule).toHaveAttribute('tabindex', '-1');

    await user.tab();
    expect(powder).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(granule).toHaveFocus();
    expect(granule).toHaveAttribute('aria-selected', 'true');
    expect(granule).toHaveAttribute('tabindex', '0');
    expect(powder).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Granulated Coffee' });
    // Only two granulated coffees exist: both are shown.
    expect(await within(panel).findAllByRole('article')).toHaveLength(2);

    await user.keyboard('{End}');
    expect(sack).toHaveFocus();
    expect(sack).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(powder).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(sack).toHaveFocus();
    await user.keyboard('{Home}');
    expect(powder).toHaveAttribute('aria-selected', 'true');

    // Tab leaves the tab list for the panel.
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('switches type on click', async () => {
    fakeCatalogueApi();
    renderTabs();
    await userEvent.click(screen.getByRole('tab', { name: 'Sack Coffee' }));
    const panel = screen.getByRole('tabpanel', { name: 'Sack Coffee' });
    expect(await within(panel).findByRole('article', { name: 'Nemba Sack' })).toBeInTheDocument();
    expect(within(panel).getByRole('article', { name: 'Muyinga Sack' })).toBeInTheDocument();
  });

  it('says so when the products cannot be loaded', async () => {
    fakeCatalogueApi(undefined, { fail: true });
    renderTabs();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading products. Please try again later.',
    );
  });

  it('marks a name not written in French on a French page, outside the card’s name', async () => {
    fakeCatalogueApi([
      makeProduct({ name: 'Kayanza Ground', untranslated: ['name', 'description'] }),
      makeProduct({ name: 'Café Ngozi', untranslated: ['description'] }),
    ]);
    renderTabs('fr-CA');
    const english = await screen.findByRole('article', { name: 'Kayanza Ground' });
    expect(within(english).getByRole('link', { name: 'Kayanza Ground' })).toBeInTheDocument();
    expect(within(english).getByText('Kayanza Ground')).toHaveAttribute('lang', 'en');
    expect(within(english).getByText('Texte en anglais')).toBeVisible();

    const french = screen.getByRole('article', { name: 'Café Ngozi' });
    expect(within(french).queryByText('Texte en anglais')).not.toBeInTheDocument();
    expect(within(french).getByText('Café Ngozi')).not.toHaveAttribute('lang');
  });
});

import { render, screen } from '@/testing/render';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@ikawa/contracts/i18n';
import { storeSettings } from '@/testing/settings';
import { Footer } from './footer';

function renderFooter(shippingCountries: string[], locale: Locale = 'en-CA') {
  render(
    <MemoryRouter>
      <Footer settings={storeSettings({ shippingCountries })} settingsStatus="success" />
    </MemoryRouter>,
    { locale },
  );
}

describe('Footer: where the shop ships', () => {
  it.each([
    [['CA'], 'Shipping to: Canada'],
    [['CA', 'US'], 'Shipping to: Canada and United States'],
    [['US', 'BI', 'CA'], 'Shipping to: Canada, Burundi and United States'],
    [['CA', 'US', 'BI', 'FR'], 'Shipping to 4 countries'],
  ])('says the truth of Settings for %j', (countries, sentence) => {
    renderFooter(countries);
    expect(screen.getByText(sentence)).toBeInTheDocument();
    expect(screen.queryByText(/Worldwide/)).not.toBeInTheDocument();
  });

  it('says it in French', () => {
    renderFooter(['CA', 'US'], 'fr-CA');
    expect(screen.getByText(/^Livraison\s:\sCanada et États-Unis$/)).toBeInTheDocument();
  });

  it('writes the store’s country by name, not by code', () => {
    renderFooter(['CA']);
    expect(screen.getByText(/412 Bloor Street West, Toronto M5S 1X5, Canada/)).toBeInTheDocument();
  });
});

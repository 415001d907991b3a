import { render, screen, within } from '@/testing/render';
import { describe, expect, it } from 'vitest';
// The address schemas' module registers their sentences for translation, as any form does.
import '@ikawa/contracts/countries';
import { CountrySelect } from './country-select';

const names = () =>
  within(screen.getByRole('combobox', { name: 'Country' }))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('CountrySelect', () => {
  it('is a labelled select of every country, Canada first, then by name', () => {
    render(<CountrySelect defaultValue="CA" />);
    const all = names();
    expect(all).toHaveLength(249);
    expect(all.slice(0, 4)).toEqual(['Canada', 'Afghanistan', 'Åland Islands', 'Albania']);
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('CA');
  });

  it('offers only the countries it is given, with an empty first choice', () => {
    render(<CountrySelect countries={['US', 'BI', 'CA']} placeholder="Choose a country" defaultValue="" />);
    expect(names()).toEqual(['Choose a country', 'Canada', 'Burundi', 'United States']);
    expect(screen.getByRole('option', { name: 'United States' })).toHaveValue('US');
  });

  it('names and orders the countries in French', () => {
    render(<CountrySelect countries={['US', 'DE', 'CA', 'BI']} />, { locale: 'fr-CA' });
    expect(screen.getByRole('combobox', { name: 'Pays' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('combobox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Canada', 'Allemagne', 'Burundi', 'États-Unis']);
  });

  it('ties its error to the select, in the page’s language', () => {
    render(<CountrySelect countries={['CA']} error="Choose a country from the list" />, { locale: 'fr-CA' });
    expect(screen.getByRole('combobox', { name: 'Pays' })).toHaveAccessibleDescription(
      'Choisissez un pays dans la liste',
    );
    expect(screen.getByRole('combobox')).toBeInvalid();
  });
});

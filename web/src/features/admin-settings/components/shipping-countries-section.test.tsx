import { screen, waitFor, within } from '@/testing/render';
import { describe, expect, it } from 'vitest';
import { renderSettingsForm as renderForm } from '../testing/render-settings-form';

describe('Settings: the countries we ship to and the store’s address', () => {
  it('lists the countries, Canada first, adds one from the list and removes one, and saves them', async () => {
    const { user, onSave } = renderForm();
    const section = screen.getByRole('region', { name: 'Countries we ship to' });
    const list = within(section).getByRole('list', { name: 'We ship to' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Canada', 'Burundi', 'United States']);
    const add = within(section).getByRole('combobox', { name: 'Add a country' });
    // The countries already listed are not offered again.
    expect(within(add).queryByRole('option', { name: 'Burundi' })).not.toBeInTheDocument();
    await user.selectOptions(add, 'FR');
    await user.click(within(section).getByRole('button', { name: 'Add' }));
    await user.click(within(section).getByRole('button', { name: 'Stop shipping to United States' }));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Canada', 'Burundi', 'France']);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ shippingCountries: ['CA', 'BI', 'FR'] })),
    );
  });

  it('keeps the last country: a shop must ship somewhere', async () => {
    const { user } = renderForm();
    const section = screen.getByRole('region', { name: 'Countries we ship to' });
    await user.click(within(section).getByRole('button', { name: 'Stop shipping to United States' }));
    await user.click(within(section).getByRole('button', { name: 'Stop shipping to Burundi' }));
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Canada']);
    expect(within(section).queryByRole('button', { name: /Stop shipping/ })).not.toBeInTheDocument();
  });

  it('shows the store in Canada, its province read from the postal code as it is typed', async () => {
    const { user, onSave } = renderForm();
    const section = screen.getByRole('region', { name: 'Store address' });
    expect(within(section).queryByRole('combobox')).not.toBeInTheDocument();
    expect(section).toHaveTextContent('Canada (the shop’s sales taxes are Canada’s)');
    expect(section).toHaveTextContent('ProvinceOntario (from the postal code)');
    const postalCode = within(section).getByLabelText('Postal code');
    await user.clear(postalCode);
    await user.type(postalCode, 'H2X 1Y4');
    expect(section).toHaveTextContent('ProvinceQuebec (from the postal code)');
    await user.clear(postalCode);
    await user.type(postalCode, '10001');
    expect(section).toHaveTextContent('ProvinceEnter a Canadian postal code to set it');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(postalCode).toHaveAccessibleDescription(/10001 is not a Canadian postal code/);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('speaks French', () => {
    renderForm(undefined, 'fr-CA');
    const section = screen.getByRole('region', { name: 'Pays de livraison' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Canada', 'Burundi', 'États-Unis']);
    expect(screen.getByRole('region', { name: 'Adresse du magasin' })).toHaveTextContent(
      'Ontario (d’après le code postal)',
    );
  });
});

import { screen, waitFor, within } from '@/testing/render';
import { describe, expect, it } from 'vitest';
import { fakeApi, inOrder, json } from '@/testing/fake-api';
import { makeAddress, makeProfile, renderAccount } from '../testing/render-account';
import { AddressBook } from './address-book';
import { AddressesPage } from './addresses-page';

const home = makeAddress({ latitude: -3.38, longitude: 29.36, phone: '+257 79 123 456' });
const office = makeAddress({
  _id: 'a2',
  street: '5 Chaussée du Peuple Murundi',
  city: 'Gitega',
  isDefault: false,
});

describe('AddressBook', () => {
  it('lists the addresses with the default one marked', () => {
    renderAccount(<AddressBook addresses={[home, office]} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Default')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('Default')).not.toBeInTheDocument();
    expect(within(items[1]!).getByRole('button', { name: /Make default/ })).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button', { name: /Make default/ })).not.toBeInTheDocument();
  });

  it('says so when there is no address yet', () => {
    renderAccount(<AddressBook addresses={[]} />);
    expect(screen.getByText('You have no saved addresses yet.')).toBeInTheDocument();
  });

  it('Cancel closes the add form and a new one starts empty', async () => {
    const api = fakeApi();
    const { user } = renderAccount(<AddressBook addresses={[home]} />);
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    expect(screen.getByLabelText('Street')).toHaveFocus();
    await user.type(screen.getByLabelText('Street'), '1 Rue Test');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByLabelText('Street')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add address' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    expect(screen.getByLabelText('Street')).toHaveValue('');
    expect(api.calls).toEqual([]);
  });

  it('adds an address and puts the server’s field messages on their fields', async () => {
    const api = fakeApi({
      'POST /api/users/u1/addresses': inOrder(
        json(
          {
            success: false,
            error: 'Postal code is required',
            details: [{ path: 'postalCode', message: 'Postal code is required' }],
          },
          400,
        ),
        json({ success: true, user: makeProfile({ addresses: [home, office] }) }, 201),
      ),
    });
    const { user, onUserChange } = renderAccount(<AddressBook addresses={[home]} />);
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    await user.type(screen.getByLabelText('Street'), office.street);
    await user.type(screen.getByLabelText('City'), office.city);
    await user.type(screen.getByLabelText('Postal Code'), '0000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'BI');
    const form = screen.getByRole('form', { name: 'Add address' });
    await user.click(within(form).getByRole('button', { name: 'Add address' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Postal Code')).toHaveAccessibleDescription('Postal code is required'),
    );
    expect(api.calls[0]?.body).toEqual({
      street: office.street,
      city: office.city,
      postalCode: '0000',
      country: 'BI',
    });

    await user.click(within(form).getByRole('button', { name: 'Add address' }));
    expect(await screen.findByText('The address has been added.')).toBeInTheDocument();
    expect(api.calls[1]?.url).toBe('/api/users/u1/addresses');
    expect(onUserChange).toHaveBeenCalled();
  });

  it('checks the fields with the contract before sending', async () => {
    const api = fakeApi();
    const { user } = renderAccount(<AddressBook addresses={[]} />);
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    await user.type(screen.getByLabelText('Phone (optional)'), 'abc');
    const form = screen.getByRole('form', { name: 'Add address' });
    await user.click(within(form).getByRole('button', { name: 'Add address' }));
    expect(await screen.findByText('Street is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('hints the country code, and saves a Toronto number typed without one with its +1', async () => {
    const api = fakeApi({
      'POST /api/users/u1/addresses': json({ success: true, user: makeProfile({ addresses: [home] }) }, 201),
    });
    const { user } = renderAccount(<AddressBook addresses={[]} />);
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    await user.type(screen.getByLabelText('Street'), '100 King St W');
    await user.type(screen.getByLabelText('City'), 'Toronto');
    await user.type(screen.getByLabelText('Postal Code'), 'M5H 2M9');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'CA');
    const phone = screen.getByLabelText('Phone (optional)');
    expect(phone).toHaveAccessibleDescription('Country code first: 1 for Canada and the US');
    await user.type(phone, '416 555 0199');
    const form = screen.getByRole('form', { name: 'Add address' });
    await user.click(within(form).getByRole('button', { name: 'Add address' }));

    expect(await screen.findByText('The address has been added.')).toBeInTheDocument();
    expect(api.calls[0]?.body).toMatchObject({ phone: '+14165550199' });
  });

  it('edits in place, keeping what the form does not show, and Cancel resets', async () => {
    const api = fakeApi({
      'PUT /api/users/u1/addresses/a1': { success: true, user: makeProfile({ addresses: [home] }) },
    });
    const { user } = renderAccount(<AddressBook addresses={[home]} />);
    await user.click(screen.getByRole('button', { name: /^Edit/ }));
    expect(screen.getByLabelText('Street')).toHaveValue(home.street);
    // The default address cannot be "un-defaulted" here: another one is made default instead.
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Ngozi');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Bujumbura 0000')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Edit/ }));
    expect(screen.getByLabelText('City')).toHaveValue('Bujumbura');
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Ngozi');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The address has been updated.')).toBeInTheDocument();
    expect(api.calls[0]?.url).toBe('/api/users/u1/addresses/a1');
    expect(api.calls[0]?.method).toBe('PUT');
    expect(api.calls[0]?.body).toEqual({
      street: home.street,
      city: 'Ngozi',
      postalCode: '0000',
      country: 'BI',
      phone: '+257 79 123 456',
      latitude: -3.38,
      longitude: 29.36,
    });
  });

  it('makes another address the default', async () => {
    const api = fakeApi({ 'PUT /api/users/u1/addresses/a2': { success: true, user: makeProfile() } });
    const { user } = renderAccount(<AddressBook addresses={[home, office]} />);
    await user.click(screen.getByRole('button', { name: /Make default/ }));
    expect(await screen.findByText('Your default address has been updated.')).toBeInTheDocument();
    expect(api.calls[0]?.url).toBe('/api/users/u1/addresses/a2');
    expect(api.calls[0]?.body).toMatchObject({ street: office.street, isDefault: true });
  });

  it('asks before deleting, and shows the fallback when deleting fails', async () => {
    const api = fakeApi({
      'DELETE /api/users/u1/addresses/a2': inOrder(json({}, 500), {
        success: true,
        user: makeProfile({ addresses: [home] }),
      }),
    });
    const { user } = renderAccount(<AddressBook addresses={[home, office]} />);
    await user.click(screen.getByRole('button', { name: /Delete 5 Chaussée/ }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
    expect(dialog).toHaveAccessibleDescription(
      '5 Chaussée du Peuple Murundi, Gitega will be removed from your account.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: /Delete 5 Chaussée/ }));
    await user.click(screen.getByRole('button', { name: 'Delete address' }));
    // The server gave no sentence: SPEC §8's fallback for this action.
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'An error occurred while deleting your address',
    );

    await user.click(screen.getByRole('button', { name: 'Delete address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('The address has been deleted.')).toBeInTheDocument();
    expect(api.calls[1]?.method).toBe('DELETE');
  });
});

describe('AddressesPage', () => {
  it("says 'You must be logged in to manage addresses' without a session", () => {
    renderAccount(<AddressesPage />, { user: null });
    expect(screen.getByRole('alert')).toHaveTextContent('You must be logged in to manage addresses');
  });
});

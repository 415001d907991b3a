import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { DeliveryZoneLookup } from '@ikawa/contracts/delivery-zones';
import { fakeApi } from '@/testing/fake-api';
import { render, screen } from '@/testing/render';
import { settingsBody } from '@/testing/settings';
import { AddressStep } from './address-step';

const DOWNTOWN: DeliveryZoneLookup = {
  coverage: 'zone',
  fsa: 'M5H',
  terms: {
    zone: 'Downtown Toronto',
    standardFee: 10,
    expressFee: null,
    minimumOrder: 30,
    freeDeliveryThreshold: 50,
    deliveryDays: ['Tuesday', 'Thursday', 'Saturday'],
  },
};

/** The server's word per FSA: downtown is a zone, Montréal is not served, abroad the flat fees. */
function fakeServer() {
  return fakeApi({
    'GET /api/settings': settingsBody({ shippingCountries: ['CA', 'US'] }),
    'GET /api/delivery-zones/lookup': ({ query }) => {
      const code = (query.get('postalCode') ?? '').toUpperCase();
      const data: DeliveryZoneLookup = code.startsWith('M5')
        ? DOWNTOWN
        : query.get('country') === 'US'
          ? { coverage: 'flat', fsa: null, terms: { ...DOWNTOWN.terms!, zone: null, deliveryDays: null } }
          : { coverage: 'outside', fsa: code.slice(0, 3), terms: null };
      return { success: true, data };
    },
  });
}

function renderStep(postalCode = '') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const onSubmit = vi.fn();
  const onChoosePickup = vi.fn();
  render(
    <>
      <AddressStep
        defaultValues={{
          street: '123 Queen Street West',
          city: 'Toronto',
          postalCode,
          country: 'CA',
          phone: '14165550142',
        }}
        notice={null}
        serverErrors={{}}
        onDraftChange={() => undefined}
        onServerErrorsShown={() => undefined}
        onSubmit={onSubmit}
        onChoosePickup={onChoosePickup}
      />
      <button type="submit" form="checkout-address-form">
        Continue
      </button>
    </>,
    { wrapper },
  );
  return { onSubmit, onChoosePickup, user: userEvent.setup() };
}

describe('AddressStep and the delivery zones', () => {
  it('names the zone of a postal code once it is typed, with its fees, minimum and days', async () => {
    const api = fakeServer();
    const { user, onSubmit } = renderStep();
    await user.type(screen.getByLabelText('Postal Code'), 'M5H');
    // Nothing is asked for half a postal code.
    expect(api.callsTo('GET /api/delivery-zones/lookup')).toHaveLength(0);
    await user.type(screen.getByLabelText('Postal Code'), ' 2M9');
    expect(await screen.findByText('Delivery zone: Downtown Toronto')).toBeInTheDocument();
    expect(screen.getByText('Standard delivery $10.00 · no express delivery')).toBeInTheDocument();
    expect(screen.getByText('Free delivery from $50.00 of goods.')).toBeInTheDocument();
    expect(screen.getByText('Minimum order for delivery: $30.00 of goods.')).toBeInTheDocument();
    expect(screen.getByText(/^Delivered on Tuesday, Thursday,? and Saturday\.$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('says a postal code outside every zone is for pickup, and offers the switch', async () => {
    fakeServer();
    const { user, onSubmit, onChoosePickup } = renderStep('H2J 2L3');
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('We don’t deliver to this postal code yet — choose store pickup.');
    // Continue does not go on to a delivery nobody makes: the notice takes the focus.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(notice).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Switch to store pickup' }));
    expect(onChoosePickup).toHaveBeenCalledTimes(1);
  });

  it('says nothing more for the flat fees (an address abroad)', async () => {
    const api = fakeServer();
    const { user } = renderStep();
    await screen.findByRole('option', { name: 'United States' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'US');
    await user.type(screen.getByLabelText('Postal Code'), '14201');
    await vi.waitFor(() => expect(api.callsTo('GET /api/delivery-zones/lookup')).toHaveLength(1));
    expect(screen.queryByText(/Delivery zone/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

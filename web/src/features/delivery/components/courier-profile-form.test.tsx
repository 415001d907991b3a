import { screen } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, inOrder, json } from '@/testing/fake-api';
import { makeProfile, renderWithClient } from '../testing/delivery-fixtures';
import { CourierProfileForm } from './courier-profile-form';

describe('CourierProfileForm', () => {
  it('checks the phone with the contract before sending anything', async () => {
    const api = fakeApi({ 'PATCH /api/delivery/profile': { success: true, data: makeProfile() } });
    renderWithClient(<CourierProfileForm profile={makeProfile()} />);
    await userEvent.type(screen.getByLabelText('Phone'), 'call me');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toEqual([]);
  });

  it('saves phone and vehicle, and puts server field errors on their field', async () => {
    const api = fakeApi({
      'PATCH /api/delivery/profile': inOrder(
        json(
          {
            success: false,
            error: 'Please check the highlighted fields',
            details: [{ path: 'vehicle', message: 'Vehicle must be at most 60 characters' }],
          },
          400,
        ),
        ({ body }) => ({ success: true, data: makeProfile(body as object) }),
      ),
    });
    renderWithClient(<CourierProfileForm profile={makeProfile({ vehicle: 'Bicycle' })} />);
    expect(screen.getByLabelText('Vehicle')).toHaveValue('Bicycle');
    await userEvent.type(screen.getByLabelText('Phone'), '+257 79 000 111');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Vehicle must be at most 60 characters')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Your details have been saved.')).toBeInTheDocument();
    expect(api.calls[1]?.body).toEqual({ phone: '+257 79 000 111', vehicle: 'Bicycle' });
  });
});

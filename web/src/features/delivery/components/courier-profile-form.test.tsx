import { screen } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeProfile, renderWithClient, stubFetch } from '../testing/delivery-fixtures';
import { CourierProfileForm } from './courier-profile-form';

afterEach(() => vi.unstubAllGlobals());

describe('CourierProfileForm', () => {
  it('checks the phone with the contract before sending anything', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { success: true, data: makeProfile() }));
    renderWithClient(<CourierProfileForm profile={makeProfile()} />);
    await userEvent.type(screen.getByLabelText('Phone'), 'call me');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves phone and vehicle, and puts server field errors on their field', async () => {
    let calls = 0;
    const fetchMock = stubFetch((_method, _path, body) => {
      calls += 1;
      return calls === 1
        ? jsonResponse(400, {
            success: false,
            error: 'Please check the highlighted fields',
            details: [{ path: 'vehicle', message: 'Vehicle must be at most 60 characters' }],
          })
        : jsonResponse(200, { success: true, data: makeProfile(body as object) });
    });
    renderWithClient(<CourierProfileForm profile={makeProfile({ vehicle: 'Bicycle' })} />);
    expect(screen.getByLabelText('Vehicle')).toHaveValue('Bicycle');
    await userEvent.type(screen.getByLabelText('Phone'), '+257 79 000 111');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Vehicle must be at most 60 characters')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Your details have been saved.')).toBeInTheDocument();
    expect(fetchMock.mock.calls[1]?.[1]?.body).toBe('{"phone":"+257 79 000 111","vehicle":"Bicycle"}');
  });
});

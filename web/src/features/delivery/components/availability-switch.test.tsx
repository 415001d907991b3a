import { screen, waitFor } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '@/testing/fake-api';
import { makeProfile, renderWithClient } from '../testing/delivery-fixtures';
import { AvailabilitySwitch } from './availability-switch';

describe('AvailabilitySwitch', () => {
  it('shows the stored availability and switches it off', async () => {
    const api = fakeApi({
      'GET /api/delivery/profile': { success: true, data: makeProfile({ isAvailable: true }) },
      'PATCH /api/delivery/availability': ({ body }) => ({
        success: true,
        data: makeProfile(body as { isAvailable: boolean }),
      }),
    });
    renderWithClient(<AvailabilitySwitch />);
    const toggle = screen.getByRole('switch', { name: 'Available for deliveries' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toHaveAttribute('aria-checked', 'true');

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    const patch = api.calls.find((call) => call.method === 'PATCH');
    expect(patch?.url).toBe('/api/delivery/availability');
    expect(patch?.body).toEqual({ isAvailable: false });
    expect(screen.getByText('You will not be offered new orders.')).toBeInTheDocument();
  });

  it('goes back and says so when the change fails', async () => {
    fakeApi({
      'GET /api/delivery/profile': { success: true, data: makeProfile({ isAvailable: false }) },
      'PATCH /api/delivery/availability': json(
        { success: false, error: 'You do not have permission to do this' },
        403,
      ),
    });
    renderWithClient(<AvailabilitySwitch />);
    const toggle = screen.getByRole('switch', { name: 'Available for deliveries' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to do this');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });
});

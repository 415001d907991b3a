import { screen, waitFor } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeProfile, renderWithClient, stubFetch } from '../testing/delivery-fixtures';
import { AvailabilitySwitch } from './availability-switch';

afterEach(() => vi.unstubAllGlobals());

describe('AvailabilitySwitch', () => {
  it('shows the stored availability and switches it off', async () => {
    const fetchMock = stubFetch((method, _path, body) =>
      method === 'PATCH'
        ? jsonResponse(200, { success: true, data: makeProfile(body as { isAvailable: boolean }) })
        : jsonResponse(200, { success: true, data: makeProfile({ isAvailable: true }) }),
    );
    renderWithClient(<AvailabilitySwitch />);
    const toggle = screen.getByRole('switch', { name: 'Available for deliveries' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toHaveAttribute('aria-checked', 'true');

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(patch?.[0]).toBe('/api/delivery/availability');
    expect(patch?.[1]?.body).toBe('{"isAvailable":false}');
    expect(screen.getByText('You will not be offered new orders.')).toBeInTheDocument();
  });

  it('goes back and says so when the change fails', async () => {
    stubFetch((method) =>
      method === 'PATCH'
        ? jsonResponse(403, { success: false, error: 'You do not have permission to do this' })
        : jsonResponse(200, { success: true, data: makeProfile({ isAvailable: false }) }),
    );
    renderWithClient(<AvailabilitySwitch />);
    const toggle = screen.getByRole('switch', { name: 'Available for deliveries' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to do this');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });
});

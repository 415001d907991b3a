import { screen } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { makeProfile, renderWithClient } from '../testing/delivery-fixtures';
import { ShareLocation } from './share-location';

const PROFILE = { 'GET /api/delivery/profile': { success: true, data: makeProfile() } };

const original = Object.getOwnPropertyDescriptor(window.navigator, 'geolocation');
const getCurrentPosition = vi.fn();
const watchPosition = vi.fn();

beforeEach(() => {
  getCurrentPosition.mockReset();
  watchPosition.mockReset();
  // jsdom has no geolocation, so this stands in for the browser's.
  Object.defineProperty(window.navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition, watchPosition, clearWatch: vi.fn() },
  });
});

afterEach(() => {
  if (original) Object.defineProperty(window.navigator, 'geolocation', original);
  else Reflect.deleteProperty(window.navigator, 'geolocation');
});

describe('ShareLocation', () => {
  it('reads the position only when pressed, sends it and says when', async () => {
    // Shared now: today on the store's clock, so the time alone, its zone named.
    const sharedAt = new Date();
    const api = fakeApi({
      ...PROFILE,
      'PATCH /api/delivery/location': ({ body }) => ({
        success: true,
        data: makeProfile({
          location: {
            ...(body as { latitude: number; longitude: number }),
            updatedAt: sharedAt.toISOString(),
          },
        }),
      }),
    });
    getCurrentPosition.mockImplementation((success: PositionCallback) =>
      success({ coords: { latitude: -3.3822, longitude: 29.3644 } } as GeolocationPosition),
    );
    renderWithClient(<ShareLocation />);
    expect(getCurrentPosition).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Share my location' }));
    expect(
      await screen.findByText(/^Location shared at \d{1,2}:\d{2} [ap]\.m\. E[SD]T$/),
    ).toBeInTheDocument();
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(watchPosition).not.toHaveBeenCalled();
    const patch = api.calls.find((call) => call.method === 'PATCH');
    expect(patch?.url).toBe('/api/delivery/location');
    expect(patch?.body).toEqual({ latitude: -3.3822, longitude: 29.3644 });
  });

  it('explains a refused permission and sends nothing', async () => {
    const api = fakeApi(PROFILE);
    getCurrentPosition.mockImplementation((_success: PositionCallback, failure: PositionErrorCallback) =>
      failure({ code: 1 } as GeolocationPositionError),
    );
    renderWithClient(<ShareLocation />);
    await userEvent.click(screen.getByRole('button', { name: 'Share my location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Location access is blocked. Allow location for this site in your browser settings, then try again.',
    );
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);
    expect(screen.getByRole('button', { name: 'Share my location' })).toBeEnabled();
  });

  it('explains a refusal in French on a French page', async () => {
    fakeApi(PROFILE);
    getCurrentPosition.mockImplementation((_success: PositionCallback, failure: PositionErrorCallback) =>
      failure({ code: 3 } as GeolocationPositionError),
    );
    renderWithClient(<ShareLocation />, { locale: 'fr-CA' });
    await userEvent.click(screen.getByRole('button', { name: 'Partager ma position' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La recherche de votre position a pris trop de temps. Veuillez réessayer.',
    );
  });
});

import { screen } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeProfile, renderWithClient, stubFetch } from '../testing/delivery-fixtures';
import { ShareLocation } from './share-location';

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
  vi.unstubAllGlobals();
});

describe('ShareLocation', () => {
  it('reads the position only when pressed, sends it and says when', async () => {
    const sharedAt = new Date();
    sharedAt.setHours(9, 41, 0, 0);
    const fetchMock = stubFetch((method, _path, body) =>
      method === 'PATCH'
        ? jsonResponse(200, {
            success: true,
            data: makeProfile({
              location: {
                ...(body as { latitude: number; longitude: number }),
                updatedAt: sharedAt.toISOString(),
              },
            }),
          })
        : jsonResponse(200, { success: true, data: makeProfile() }),
    );
    getCurrentPosition.mockImplementation((success: PositionCallback) =>
      success({ coords: { latitude: -3.3822, longitude: 29.3644 } } as GeolocationPosition),
    );
    renderWithClient(<ShareLocation />);
    expect(getCurrentPosition).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Share my location' }));
    expect(await screen.findByText('Location shared at 9:41 a.m.')).toBeInTheDocument();
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(watchPosition).not.toHaveBeenCalled();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(patch?.[0]).toBe('/api/delivery/location');
    expect(patch?.[1]?.body).toBe('{"latitude":-3.3822,"longitude":29.3644}');
  });

  it('explains a refused permission and sends nothing', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { success: true, data: makeProfile() }));
    getCurrentPosition.mockImplementation((_success: PositionCallback, failure: PositionErrorCallback) =>
      failure({ code: 1 } as GeolocationPositionError),
    );
    renderWithClient(<ShareLocation />);
    await userEvent.click(screen.getByRole('button', { name: 'Share my location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Location access is blocked. Allow location for this site in your browser settings, then try again.',
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
    expect(screen.getByRole('button', { name: 'Share my location' })).toBeEnabled();
  });

  it('explains a refusal in French on a French page', async () => {
    stubFetch(() => jsonResponse(200, { success: true, data: makeProfile() }));
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

import type { UpdateLocationInput } from '@ikawa/contracts/delivery';

export const GEOLOCATION_MESSAGES = {
  unsupported: 'This browser cannot share your location. Try another browser or phone.',
  denied:
    'Location access is blocked. Allow location for this site in your browser settings, then try again.',
  unavailable: 'Your position could not be found. Move to an open spot and try again.',
  timeout: 'Finding your position took too long. Please try again.',
} as const;

/** A refusal with the sentence the courier sees. */
export class GeolocationError extends Error {
  override readonly name = 'GeolocationError';
}

/** How long to wait for a fix; a phone indoors can take a while. */
const TIMEOUT_MS = 20_000;
/** A fix from the last minute is good enough for "nearest courier". */
const MAXIMUM_AGE_MS = 60_000;

/**
 * Asks the browser for the position once, when the courier presses the button: never
 * `watchPosition`, never in the background (issue 8: privacy and battery).
 */
export function requestCurrentPosition(
  geolocation: Geolocation | undefined = typeof navigator === 'undefined' ? undefined : navigator.geolocation,
): Promise<UpdateLocationInput> {
  return new Promise((resolve, reject) => {
    if (!geolocation || typeof geolocation.getCurrentPosition !== 'function') {
      reject(new GeolocationError(GEOLOCATION_MESSAGES.unsupported));
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => {
        // GeolocationPositionError codes: 1 denied, 2 unavailable, 3 timeout.
        const message =
          error.code === 1
            ? GEOLOCATION_MESSAGES.denied
            : error.code === 3
              ? GEOLOCATION_MESSAGES.timeout
              : GEOLOCATION_MESSAGES.unavailable;
        reject(new GeolocationError(message));
      },
      { enableHighAccuracy: true, timeout: TIMEOUT_MS, maximumAge: MAXIMUM_AGE_MS },
    );
  });
}

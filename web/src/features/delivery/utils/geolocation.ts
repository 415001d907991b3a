import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { UpdateLocationInput } from '@ikawa/contracts/delivery';

/** Why the browser gave no position. */
export type GeolocationFailure = 'unsupported' | 'denied' | 'unavailable' | 'timeout';

/** The sentence the courier reads for each failure, translated where it is shown. */
export const GEOLOCATION_MESSAGES: Record<GeolocationFailure, MessageDescriptor> = {
  unsupported: msg`This browser cannot share your location. Try another browser or phone.`,
  denied: msg`Location access is blocked. Allow location for this site in your browser settings, then try again.`,
  unavailable: msg`Your position could not be found. Move to an open spot and try again.`,
  timeout: msg`Finding your position took too long. Please try again.`,
};

/**
 * A refusal, with the failure that names the courier's sentence (the message itself is for the
 * console: the screen shows `GEOLOCATION_MESSAGES[failure]` in the page's language).
 */
export class GeolocationError extends Error {
  override readonly name = 'GeolocationError';

  constructor(readonly failure: GeolocationFailure) {
    super(`Geolocation failed: ${failure}`);
  }
}

/** How long to wait for a fix; a phone indoors can take a while. */
const TIMEOUT_MS = 20_000;
/** A fix from the last minute is good enough for "nearest courier". */
const MAXIMUM_AGE_MS = 60_000;

/**
 * Asks the browser for the position once, when the courier presses the button: never
 * `watchPosition`, never in the background (for privacy and battery).
 */
export function requestCurrentPosition(
  geolocation: Geolocation | undefined = typeof navigator === 'undefined' ? undefined : navigator.geolocation,
): Promise<UpdateLocationInput> {
  return new Promise((resolve, reject) => {
    if (!geolocation || typeof geolocation.getCurrentPosition !== 'function') {
      reject(new GeolocationError('unsupported'));
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => {
        // GeolocationPositionError codes: 1 denied, 2 unavailable, 3 timeout.
        const failure = error.code === 1 ? 'denied' : error.code === 3 ? 'timeout' : 'unavailable';
        reject(new GeolocationError(failure));
      },
      { enableHighAccuracy: true, timeout: TIMEOUT_MS, maximumAge: MAXIMUM_AGE_MS },
    );
  });
}

import { describe, expect, it, vi } from 'vitest';
import { GeolocationError, requestCurrentPosition } from './geolocation';

function fakeGeolocation(
  answer: (success: PositionCallback, failure: PositionErrorCallback) => void,
): Geolocation {
  return {
    getCurrentPosition: vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) =>
      answer(success, failure ?? (() => {})),
    ),
    watchPosition: vi.fn(),
    clearWatch: vi.fn(),
  } as unknown as Geolocation;
}

const position = (latitude: number, longitude: number) =>
  ({ coords: { latitude, longitude } }) as GeolocationPosition;
const failure = (code: number) => ({ code }) as GeolocationPositionError;

describe('requestCurrentPosition', () => {
  it('asks once for the position and never watches it', async () => {
    const geolocation = fakeGeolocation((success) => success(position(-3.38, 29.36)));
    await expect(requestCurrentPosition(geolocation)).resolves.toEqual({ latitude: -3.38, longitude: 29.36 });
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(geolocation.watchPosition).not.toHaveBeenCalled();
  });

  it.each([
    [1, 'denied'],
    [2, 'unavailable'],
    [3, 'timeout'],
  ])('explains failure code %i', async (code, reason) => {
    const geolocation = fakeGeolocation((_success, fail) => fail(failure(code)));
    const refusal = requestCurrentPosition(geolocation);
    await expect(refusal).rejects.toBeInstanceOf(GeolocationError);
    await expect(refusal).rejects.toMatchObject({ failure: reason });
  });

  it('says so when the browser has no geolocation', async () => {
    await expect(requestCurrentPosition(undefined)).rejects.toMatchObject({ failure: 'unsupported' });
  });
});

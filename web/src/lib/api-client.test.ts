import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  ApiError,
  apiRequest,
  onUnauthorized,
  TIMEOUT_MESSAGE,
  UNEXPECTED_RESPONSE_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
} from './api-client';
import { isUnreachable } from './connection';
import { json } from '@/testing/fake-api';

// The client itself is under test: it gets `fetch` straight from the test (rejections, a timeout,
// bodies no contract accepts) rather than the contract-checked routes of the fake API.
const fetchMock = vi.fn<typeof fetch>();

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const OkSchema = z.object({ success: z.literal(true) });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('apiRequest', () => {
  it('calls /api with the stored bearer token and returns the parsed body', async () => {
    localStorage.setItem('token', 'abc.def.ghi');
    fetchMock.mockResolvedValue(json({ success: true, extra: 'dropped' }));

    await expect(apiRequest('/auth/me', OkSchema)).resolves.toEqual({ success: true });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/me');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer abc.def.ghi');
  });

  it('reads the token again on every request', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json({ success: true })));
    await apiRequest('/a', OkSchema);
    localStorage.setItem('token', 'later');
    await apiRequest('/b', OkSchema);

    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBeNull();
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get('Authorization')).toBe('Bearer later');
  });

  it('sends a JSON body', async () => {
    fetchMock.mockResolvedValue(json({ success: true }, 201));
    await apiRequest('/auth/register', OkSchema, { method: 'POST', body: { name: 'A' } });

    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"name":"A"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it("takes the message from the body's error, with status and details", async () => {
    fetchMock.mockResolvedValue(
      json(
        {
          success: false,
          error: 'Please check the highlighted fields',
          message: 'ignored',
          details: [{ path: 'email', message: 'Please enter a valid email address' }],
        },
        400,
      ),
    );

    const error = await failure(apiRequest('/auth/register', OkSchema));
    expect(error.message).toBe('Please check the highlighted fields');
    expect(error.status).toBe(400);
    expect(error.details).toEqual([{ path: 'email', message: 'Please enter a valid email address' }]);
  });

  it("falls back to the body's message", async () => {
    fetchMock.mockResolvedValue(json({ message: 'Database unavailable' }, 500));
    expect((await failure(apiRequest('/x', OkSchema))).message).toBe('Database unavailable');
  });

  it('says the shop cannot be reached when the request never got an answer', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(apiRequest('/x', OkSchema));
    expect(error.message).toBe("We can't reach the shop. Check your connection.");
    expect(error.status).toBe(0);
    expect(isUnreachable()).toBe(true);
    fetchMock.mockResolvedValue(json({ success: true }));
    await apiRequest('/x', OkSchema);
    expect(isUnreachable()).toBe(false);
  });

  it('reports a timeout after 10 seconds', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = failure(apiRequest('/slow', OkSchema));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).message).toBe(TIMEOUT_MESSAGE());
  });

  it("ends with 'An unknown error occurred' when nothing says what went wrong", async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    const gateway = await failure(apiRequest('/x', OkSchema));
    expect(gateway.message).toBe(UNKNOWN_ERROR_MESSAGE());
    expect(gateway.explained).toBe(false);

    fetchMock.mockRejectedValueOnce(new Error(''));
    expect((await failure(apiRequest('/x', OkSchema))).message).toBe(UNKNOWN_ERROR_MESSAGE());

    fetchMock.mockResolvedValueOnce(json({ error: '   ', message: 42 }, 500));
    const blank = await failure(apiRequest('/x', OkSchema));
    expect(blank.message).toBe(UNKNOWN_ERROR_MESSAGE());
    expect(blank.explained).toBe(false);

    fetchMock.mockResolvedValueOnce(json({ success: false, error: 'Something went wrong' }, 500));
    expect((await failure(apiRequest('/x', OkSchema))).explained).toBe(true);
  });

  it('refuses a successful answer that does not match the contract', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(json({ success: 'yes' }));
    const error = await failure(apiRequest('/x', OkSchema));
    expect(error.message).toBe(UNEXPECTED_RESPONSE_MESSAGE());
  });

  it('clears the stored session and tells the auth state on a 401', async () => {
    localStorage.setItem('token', 'expired');
    localStorage.setItem('user', '{"name":"Aline"}');
    localStorage.setItem('cart', '[]');
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    fetchMock.mockResolvedValue(json({ success: false, error: 'Your session has expired' }, 401));

    const error = await failure(apiRequest('/auth/me', OkSchema));
    unsubscribe();

    expect(error.status).toBe(401);
    expect(error.message).toBe('Your session has expired');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('cart')).toBe('[]');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the caller handles its own 401 (the sign-in call)', async () => {
    localStorage.setItem('token', 'still-valid');
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);
    fetchMock.mockResolvedValue(json({ success: false, error: 'Invalid credentials' }, 401));

    const error = await failure(
      apiRequest('/auth/login', OkSchema, { method: 'POST', body: {}, skipUnauthorizedHandling: true }),
    );
    unsubscribe();

    expect(error.message).toBe('Invalid credentials');
    expect(localStorage.getItem('token')).toBe('still-valid');
    expect(listener).not.toHaveBeenCalled();
  });
});

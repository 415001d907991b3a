import { afterEach, describe, expect, it, vi } from 'vitest';
import { importWhenReachable, isUnreachable, reportReachable } from './connection';

afterEach(() => reportReachable(true));

describe('code that comes while the shop is out of reach', () => {
  it('waits under the banner and loads once a call is answered again', async () => {
    // The shop does not answer: its health route fails like the download.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    let online = false;
    const load = vi.fn(() =>
      online ? Promise.resolve({ part: 'header' }) : Promise.reject(new TypeError('Failed to fetch module')),
    );
    const loading = importWhenReachable(load);
    await vi.waitFor(() => expect(isUnreachable()).toBe(true));
    expect(load).toHaveBeenCalledTimes(1);

    online = true;
    reportReachable(true);
    await expect(loading).resolves.toEqual({ part: 'header' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('throws a failure while the shop answers (code gone after an update): the error page reloads', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{"status":"ok"}'))),
    );
    const gone = new TypeError('Failed to fetch dynamically imported module');
    await expect(importWhenReachable(() => Promise.reject(gone))).rejects.toBe(gone);
    expect(isUnreachable()).toBe(false);
  });
});

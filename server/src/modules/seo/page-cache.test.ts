import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageCache, type Rendered } from './page-cache';

/** A page cache whose table versions the test moves by hand. */
function cache(limits = { maxEntries: 3, maxBytes: 1_000, maxNotFound: 2 }) {
  const versions = { stamp: '0' as string | undefined };
  return { pages: new PageCache<string>(() => versions.stamp, limits), versions };
}

const page =
  (value: string, extra: Partial<Rendered<string>> = {}) =>
  async (): Promise<Rendered<string>> => ({
    value,
    bytes: value.length,
    keep: true,
    ...extra,
  });

afterEach(() => {
  vi.useRealTimers();
});

describe('PageCache', () => {
  it('serves a kept page until a table it shows changes', async () => {
    const { pages, versions } = cache();
    expect(await pages.serve('/shop', 60_000, page('a'))).toEqual({ value: 'a', outcome: 'miss' });
    expect(await pages.serve('/shop', 60_000, page('b'))).toEqual({ value: 'a', outcome: 'hit' });
    versions.stamp = '1';
    expect(await pages.serve('/shop', 60_000, page('c'))).toEqual({ value: 'c', outcome: 'miss' });
    expect(pages.renders).toBe(2);
  });

  it('keeps nothing while the change feed is down', async () => {
    const { pages, versions } = cache();
    versions.stamp = undefined;
    expect(await pages.serve('/shop', 60_000, page('a'))).toEqual({ value: 'a', outcome: 'off' });
    expect(await pages.serve('/shop', 60_000, page('b'))).toEqual({ value: 'b', outcome: 'off' });
    expect(pages.size).toBe(0);
  });

  it('does not keep a render a change overtook, nor one that says not to', async () => {
    const { pages, versions } = cache();
    await pages.serve('/shop', 60_000, async () => {
      versions.stamp = '1';
      return page('before the change')();
    });
    expect((await pages.serve('/shop', 60_000, page('after'))).outcome).toBe('miss');
    expect((await pages.serve('/shop', 60_000, page('again'))).value).toBe('after');
    await pages.serve('/faq', 60_000, page('error state', { keep: false }));
    expect(await pages.serve('/faq', 60_000, page('faq'))).toEqual({ value: 'faq', outcome: 'miss' });
  });

  it('renders a page once for the requests that ask while it renders', async () => {
    const { pages } = cache();
    let release!: () => void;
    const slow = vi.fn(async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return page('a')();
    });
    const first = pages.serve('/shop', 60_000, slow);
    const second = pages.serve('/shop', 60_000, slow);
    release();
    expect(await first).toEqual({ value: 'a', outcome: 'miss' });
    expect(await second).toEqual({ value: 'a', outcome: 'hit' });
    expect(slow).toHaveBeenCalledTimes(1);
  });

  it('keeps a page for its maximum age at most', async () => {
    vi.useFakeTimers();
    const { pages } = cache();
    await pages.serve('/', 5_000, page('a'));
    vi.advanceTimersByTime(4_999);
    expect((await pages.serve('/', 5_000, page('b'))).value).toBe('a');
    vi.advanceTimersByTime(1);
    expect((await pages.serve('/', 5_000, page('b'))).value).toBe('b');
  });

  it('drops the least recently served page past its bounds, and keeps not-found pages apart', async () => {
    const { pages } = cache();
    for (const key of ['/a', '/b', '/c']) await pages.serve(key, 60_000, page(key));
    await pages.serve('/a', 60_000, page('new'));
    await pages.serve('/d', 60_000, page('/d'));
    expect((await pages.serve('/a', 60_000, page('new'))).outcome).toBe('hit');
    expect((await pages.serve('/b', 60_000, page('new'))).outcome).toBe('miss');
    // Bytes bound too: one big page pushes out what it needs.
    await pages.serve('/big', 60_000, page('x'.repeat(997)));
    expect(pages.size).toBe(2);
    // A page bigger than the whole bound is served, never kept.
    await pages.serve('/huge', 60_000, page('x'.repeat(2_000)));
    expect((await pages.serve('/huge', 60_000, page('y'))).value).toBe('y');

    // A scan of unknown addresses fills the not-found bound only.
    const { pages: fresh } = cache();
    await fresh.serve('/shop', 60_000, page('shop'));
    for (let i = 0; i < 10; i += 1) await fresh.serve(`/nope-${i}`, 60_000, page('404', { notFound: true }));
    expect((await fresh.serve('/shop', 60_000, page('other'))).outcome).toBe('hit');
    expect(fresh.size).toBe(3);
  });
});

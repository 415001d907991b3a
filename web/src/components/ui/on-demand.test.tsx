import { act, render, screen } from '@/testing/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NearViewport } from './on-demand';

/**
 * jsdom lays nothing out, so it has no IntersectionObserver; this one lets a test say when the
 * observed place comes near the screen, and records what it was asked to watch.
 */
class ScreenWatcher {
  static last: ScreenWatcher | undefined;
  watched: Element[] = [];
  disconnected = false;
  constructor(
    private readonly report: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    ScreenWatcher.last = this;
  }
  observe(element: Element) {
    this.watched.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  comesNear(isIntersecting: boolean) {
    const entries = this.watched.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.report(entries, this as unknown as IntersectionObserver);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  ScreenWatcher.last = undefined;
});

function renderPart() {
  return render(
    <NearViewport fallback={<div data-testid="place" />} margin="300px">
      <p>The form</p>
    </NearViewport>,
  );
}

describe('NearViewport', () => {
  it('holds the place until the place comes near the screen, then shows the part', () => {
    vi.stubGlobal('IntersectionObserver', ScreenWatcher);
    renderPart();
    const watcher = ScreenWatcher.last!;
    expect(watcher.watched).toEqual([screen.getByTestId('place')]);
    expect(watcher.options?.rootMargin).toBe('0px 0px 300px 0px');

    act(() => watcher.comesNear(false));
    expect(screen.queryByText('The form')).toBeNull();

    act(() => watcher.comesNear(true));
    expect(screen.getByText('The form')).toBeVisible();
    expect(screen.queryByTestId('place')).toBeNull();
    expect(watcher.disconnected).toBe(true);
  });

  it('shows the part at once in a browser that cannot watch the screen', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderPart();
    expect(screen.getByText('The form')).toBeVisible();
  });
});

/**
 * Sent on `window` once the app has rendered or hydrated the page (app/provider.tsx).
 * index.html's start-up script (web/vite.config.ts `deferAppStart`) then presses again a button
 * the visitor pressed on the server's HTML before the app had started, so that tap is not lost.
 */
export const APP_STARTED_EVENT = 'ikawa:started';

/**
 * The `elementtiming` name of a page's main picture (the hero, a catalogue's first card, a
 * product's art). The start-up script waits until the browser reports it on screen before it
 * starts the app, so the app's code does not compete with the picture.
 * @see https://w3c.github.io/element-timing/
 */
export const MAIN_PICTURE_TIMING = 'main-picture';

/**
 * index.html's start-up script (web/vite.config.ts `deferAppStart` writes it into the page as
 * text, so it uses nothing from outside itself). It preloads the app's entry and the page's
 * modules (`data-entry`, `data-preload` on its own element) and imports the entry: once the
 * browser reports the page's main picture on screen (Element Timing; at most 3 s), else one frame
 * after the first paint, and at once for a page the browser renders itself or a hidden tab. A
 * button pressed before then starts the app at once and is pressed again once it has rendered.
 */
export function startApp(startedEvent: string, pictureTiming: string): void {
  const app = document.getElementById('app-start') as HTMLElement;
  const root = document.getElementById('root') as HTMLElement;
  const pressed: HTMLElement[] = [];
  let started = false;
  const hold = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !root.contains(button)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!pressed.includes(button)) pressed.push(button);
    run();
  };
  const stopHolding = () => document.removeEventListener('click', hold, true);
  function run() {
    if (started) return;
    started = true;
    for (const href of (app.dataset.preload ?? '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    import(/* @vite-ignore */ app.dataset.entry ?? '').catch(stopHolding);
  }
  document.addEventListener('click', hold, true);
  addEventListener(
    startedEvent,
    () => {
      stopHolding();
      for (const button of pressed) if (button.isConnected) button.click();
    },
    { once: true },
  );
  if (document.visibilityState !== 'visible' || !root.hasChildNodes()) {
    run();
  } else if (
    root.querySelector(`img[elementtiming="${pictureTiming}"]`) &&
    PerformanceObserver.supportedEntryTypes?.includes('element')
  ) {
    new PerformanceObserver((list, observer) => {
      if (
        list.getEntries().some((entry) => (entry as { identifier?: string }).identifier === pictureTiming)
      ) {
        observer.disconnect();
        setTimeout(run, 0);
      }
    }).observe({ type: 'element', buffered: true });
    setTimeout(run, 3000);
  } else {
    requestAnimationFrame(() => setTimeout(run, 0));
  }
}

declare module 'react' {
  // Merged with React's own declaration, whose type parameter it must repeat.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ImgHTMLAttributes<T> {
    /** Element Timing: the browser reports when this picture is on screen. */
    elementtiming?: string;
  }
}

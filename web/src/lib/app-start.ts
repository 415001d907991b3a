/**
 * Sent on `window` once the app has rendered or hydrated the page (app/provider.tsx).
 * index.html's start-up script (web/vite.config.ts `deferAppStart`) then presses again a button
 * the visitor pressed on the server's HTML before the app had started, so that tap is not lost.
 */
export const APP_STARTED_EVENT = 'ikawa:started';

/**
 * The `elementtiming` name of a page's main picture (the hero, a catalogue's first card, a
 * product's art). The start-up script waits until the browser reports it on screen before it
 * starts the app, so the app's code does not compete with the picture (issue 14 §6).
 * @see https://w3c.github.io/element-timing/
 */
export const MAIN_PICTURE_TIMING = 'main-picture';

declare module 'react' {
  // Merged with React's own declaration, whose type parameter it must repeat.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ImgHTMLAttributes<T> {
    /** Element Timing: the browser reports when this picture is on screen. */
    elementtiming?: string;
  }
}

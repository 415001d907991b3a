/**
 * Sent on `window` once the app has rendered or hydrated the page (app/routes/root.tsx).
 * index.html's start-up script (web/vite.config.ts `deferAppStart`) then presses again a button
 * the visitor pressed on the server's HTML before the app had started, so that tap is not lost.
 */
export const APP_STARTED_EVENT = 'ikawa:started';

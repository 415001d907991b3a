import type { Locale } from '@ikawa/contracts/i18n';

/** Where the courier app's files are (web/courier-app.config.ts writes them). */
const SERVICE_WORKER = '/delivery-sw.js';
const SCOPE = '/delivery';
const manifestOf = (locale: Locale) => `/delivery-app/manifest.${locale}.webmanifest`;

/**
 * Makes the delivery area an installable app that opens offline (decision 020): links its web
 * app manifest (in the courier's language) and registers its service worker, whose scope is the
 * delivery area. Only the delivery area calls this, so a storefront visitor downloads neither.
 * Development builds have no service worker (Vite serves the files fresh).
 */
export function registerCourierApp(locale: Locale): void {
  if (typeof document === 'undefined') return;
  let link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'manifest';
    document.head.append(link);
  }
  link.href = manifestOf(locale);
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register(SERVICE_WORKER, { scope: SCOPE }).catch((error: unknown) => {
    // The area works without it, online only.
    console.warn('The courier app could not be installed for offline use', error);
  });
}

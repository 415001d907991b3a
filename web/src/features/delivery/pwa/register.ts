import type { Locale } from '@ikawa/contracts/i18n';
import { SESSION_END_EVENT } from '@/lib/storage';
import { forgetKeptAnswers } from '../outbox/courier-db';
import { syncState } from '../outbox/sync-state';

let forgetting = false;

/** The id in a stored user's JSON, if any. */
export function userIdOf(json: string): string | null {
  try {
    const id = (JSON.parse(json) as { _id?: unknown } | null)?._id;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

/** A courier who signs out leaves no copy of their orders on the phone (once per page). */
export function forgetOnSessionEnd(): void {
  if (forgetting) return;
  forgetting = true;
  window.addEventListener(SESSION_END_EVENT, (event) => {
    const userId = userIdOf((event as CustomEvent<string>).detail);
    syncState.reset();
    if (userId) void forgetKeptAnswers(userId).catch(() => undefined);
  });
}

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
  forgetOnSessionEnd();
  let link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'manifest';
    document.head.append(link);
  }
  link.href = manifestOf(locale);
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register(SERVICE_WORKER, { scope: SCOPE })
    .then(() => navigator.serviceWorker.ready)
    .then(keepLoadedFiles)
    .catch((error: unknown) => {
      // The area works without it, online only.
      console.warn('The courier app could not be installed for offline use', error);
    });
}

/** The worker's cache of the app's hashed files (web/courier-app.config.ts, `courier-assets`). */
const ASSETS_CACHE = 'courier-assets';

/**
 * The files this page loaded before the worker took over (the header, the footer, the page's
 * catalogs…) go into the worker's cache too: the worker only sees what is asked for after it
 * starts, and the app must open offline with every part it showed online.
 */
async function keepLoadedFiles(): Promise<void> {
  if (!('caches' in window)) return;
  const cache = await caches.open(ASSETS_CACHE);
  const loaded = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.href);
  await Promise.all(
    [...new Set(loaded)].map(async (href) => {
      if (!(await cache.match(href))) await cache.add(href);
    }),
  );
}

import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** The `<script type="application/json">` holding what the server rendered the page with. */
export const SSR_STATE_ID = 'ikawa-ssr-state';

/**
 * What a server-rendered page carries for the browser (decision 012): the router's loader
 * results and errors, and the page's queries. JSON in a non-executed script, so the CSP's
 * `script-src 'self'` needs no exception.
 */
export interface SsrState {
  router: HydrationState;
  queries: DehydratedState;
}

/** True on the server and in a browser page the server rendered (until the app is replaced). */
export function isServerRendered(): boolean {
  return typeof document === 'undefined' || document.getElementById(SSR_STATE_ID) !== null;
}

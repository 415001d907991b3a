import type { DehydratedState } from '@tanstack/react-query';

/** The `<script type="application/json">` holding what the server rendered the page with. */
export const SSR_STATE_ID = 'ikawa-ssr-state';

/**
 * What a server-rendered page carries for the browser (decision 012): the page's queries, and
 * whether the API answered 404 for its data, so the browser's first render is the server's. JSON
 * in a non-executed script, so the CSP's `script-src 'self'` needs no exception.
 */
export interface SsrState {
  queries: DehydratedState;
  /**
   * The depth, among the routes the address matched, of the first one whose data the API
   * answered 404 for (a product no longer sold): its nearest error page shows the not-found page.
   */
  missing?: number;
}

/** True on the server and in a browser page the server rendered (until the app is replaced). */
export function isServerRendered(): boolean {
  return typeof document === 'undefined' || document.getElementById(SSR_STATE_ID) !== null;
}

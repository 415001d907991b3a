import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The shop's name in every tab title, and the landing page's whole title. */
export const SITE_TITLE = msg`Ikawa — Burundi Arabica Coffee`;

/** What a route tells the app and the server about its page (React Router `handle`). */
export interface PageHandle {
  /**
   * The page's own title (`'site'`: the shop's name alone, as on the landing page). Without one
   * the page sets its title itself, as the product page does from the product.
   */
  title?: MessageDescriptor | 'site';
  /** Rendered on the server with its data; other pages are rendered in the browser. */
  ssr?: boolean;
  /** The HTTP status of the page (404 for the catch-all). */
  status?: number;
}

/** "Shop — Ikawa": each page's own title first, so tabs and search results tell pages apart. */
export function pageTitle(i18n: I18n, title?: string): string {
  return title ? `${title} — Ikawa` : i18n._(SITE_TITLE);
}

/** A route's title in the page's language: '' for the shop's name, undefined when the page sets it. */
export function handleTitle(i18n: I18n, handle: PageHandle | undefined): string | undefined {
  if (!handle?.title) return undefined;
  return handle.title === 'site' ? '' : i18n._(handle.title);
}

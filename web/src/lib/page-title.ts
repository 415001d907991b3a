/** The shop's name in every tab title, and the landing page's whole title. */
export const SITE_TITLE = 'Ikawa — Burundi Arabica Coffee';

/** What a route tells the app and the server about its page (React Router `handle`). */
export interface PageHandle {
  /** The page's own title; the product page sets its title itself, from the product. */
  title?: string;
  /** Rendered on the server with its data (issue 14); other pages are rendered in the browser. */
  ssr?: boolean;
  /** The HTTP status of the page (404 for the catch-all). */
  status?: number;
}

/** "Shop — Ikawa": each page's own title first, so tabs and search results tell pages apart. */
export function pageTitle(title?: string): string {
  return title ? `${title} — Ikawa` : SITE_TITLE;
}

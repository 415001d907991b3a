import { createContext, useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { type Location, NavigationType } from 'react-router';

/** Where each visited page was scrolled to, by history entry, kept over a reload of the tab. */
const STORAGE_KEY = 'ikawa-scroll-positions';

/** Scroll positions by history entry (`location.key`), kept by the browser's router. */
export class ScrollPositions {
  private positions: Record<string, number>;
  /** The history entry on screen: while the next page loads, still the one being left. */
  private shown = '';

  constructor() {
    try {
      this.positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      this.positions = {};
    }
  }

  /** Called when a navigation starts, while the page being left is still on screen. */
  remember(): void {
    this.positions[this.shown] = window.scrollY;
  }

  /** A page is on screen: where it was scrolled to last, if it was seen before. */
  show(key: string): number | undefined {
    this.shown = key;
    return this.positions[key];
  }

  /** The tab is left or reloaded: its positions are kept for Back and for the reload. */
  store(): void {
    this.remember();
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(this.positions));
    } catch {
      // Storage full or refused: Back after a reload starts at the top.
    }
  }
}

/** The page the browser's router shows, and how it got there. */
export interface ShownPage {
  action: NavigationType;
  location: Location;
  /** The navigation asked to keep the scroll (the catalogue's filters: `preventScrollReset`). */
  preventScrollReset: boolean;
}

interface ScrollState {
  page: ShownPage;
  positions: ScrollPositions;
  /** The first page came rendered by the server: the reader may have scrolled before the app started. */
  serverRendered: boolean;
}

const ScrollContext = createContext<ScrollState | undefined>(undefined);

/** Provided by the browser's router (web/src/app/router.tsx); absent on the server and in tests. */
export const ScrollStateProvider = ScrollContext.Provider;

function scrollToAnchor(hash: string): boolean {
  try {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    target?.scrollIntoView();
    return target !== null;
  } catch {
    // Not a decodable id: the page starts at its top.
    return false;
  }
}

/**
 * React Router's `<ScrollRestoration>` of its data mode, for the declarative router: a new page
 * starts at its top (or at its `#anchor`), Back and Forward return to where the reader was, a
 * reload too. Used by the frame of every page (routes/root.tsx), so it runs once the new page is
 * on screen.
 */
export function useScrollRestoration(): void {
  const state = useContext(ScrollContext);
  const positions = state?.positions;
  const first = useRef(true);

  useEffect(() => {
    if (!positions) return;
    // The browser would scroll on Back before the previous page is rendered again.
    window.history.scrollRestoration = 'manual';
    const leave = () => {
      positions.store();
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      window.history.scrollRestoration = 'auto';
    };
  }, [positions]);

  useLayoutEffect(() => {
    if (!state) return;
    const { page, positions, serverRendered } = state;
    const { action, location, preventScrollReset } = page;
    const saved = positions.show(location.key);
    const isFirst = first.current;
    first.current = false;
    if (saved !== undefined && (isFirst || action === NavigationType.Pop)) {
      window.scrollTo(0, saved);
      return;
    }
    if (isFirst && serverRendered) return;
    if (scrollToAnchor(location.hash) || preventScrollReset) return;
    window.scrollTo(0, 0);
  }, [state]);
}

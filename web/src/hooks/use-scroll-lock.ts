import { useLayoutEffect } from 'react';

/** Open overlays, counted so that closing one of two nested overlays keeps the page locked. */
let locks = 0;
let saved = { overflow: '', paddingRight: '' };

function lock() {
  if (locks === 0) {
    const { style } = document.body;
    saved = { overflow: style.overflow, paddingRight: style.paddingRight };
    // Keep the layout from jumping when the scrollbar disappears.
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    if (scrollbar > 0) style.paddingRight = `${scrollbar}px`;
    style.overflow = 'hidden';
  }
  locks += 1;
}

function unlock() {
  locks = Math.max(0, locks - 1);
  if (locks === 0) {
    document.body.style.overflow = saved.overflow;
    document.body.style.paddingRight = saved.paddingRight;
  }
}

/** SPEC §2/§4: the cart panel, dialogs and the mobile menu stop the page from scrolling. */
export function useScrollLock(active: boolean): void {
  // Before paint, so the page never scrolls under a just-opened overlay.
  useLayoutEffect(() => {
    if (!active) return;
    lock();
    return unlock;
  }, [active]);
}

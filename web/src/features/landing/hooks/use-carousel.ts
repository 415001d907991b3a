import { type FocusEvent, useEffect, useState } from 'react';
import { useMediaQuery } from '@/hooks/use-media-query';

/**
 * A rotating set of slides (hero every 5 s, promo every 4 s — SPEC §9). It waits while the
 * pointer is over it or focus is inside it, never moves on its own for people who prefer reduced
 * motion, and can be paused and resumed by the visitor (WCAG 2.2.2 Pause, Stop, Hide).
 */
export function useCarousel(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const prefersReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  /** Null until the visitor presses pause or play; then their choice wins. */
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const playing = (userPlaying ?? !prefersReducedMotion) && count > 1;
  const waiting = hovered || focused;
  const current = count > 0 ? index % count : 0;

  useEffect(() => {
    if (!playing || waiting) return;
    // A new timer per slide: a manual move gives the new slide its full time.
    const timer = setTimeout(() => setIndex((value) => (value + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [playing, waiting, current, count, intervalMs]);

  return {
    index: current,
    playing,
    /** Whether it advances right now (playing and not held by hover or focus). */
    rotating: playing && !waiting,
    goTo: (next: number) => setIndex(((next % count) + count) % count),
    next: () => setIndex((current + 1) % count),
    previous: () => setIndex((current - 1 + count) % count),
    togglePlaying: () => setUserPlaying(!playing),
    /** Spread on the carousel's root element. */
    rootProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}

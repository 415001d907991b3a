import {
  cloneElement,
  type ComponentType,
  lazy,
  memo,
  type ReactElement,
  type ReactNode,
  type Ref,
  Suspense,
  useEffect,
  useRef,
  useState,
} from 'react';
import { importWhenReachable } from '@/lib/connection';
import { lazyPart } from './lazy-part';
import { isServerRendered } from '@/lib/ssr-state';

interface OnDemandProps {
  /** True once the part is needed (a panel opened, a session known). */
  when: boolean;
  /** Usually a `lazy` component: its code loads the first time `when` is true. */
  children: ReactNode;
  /** Shown until then and while the code loads. */
  fallback?: ReactNode;
}

/**
 * A part of the page that is not in its first render (a dialog, a
 * menu, a signed-in visitor's controls) loads its code the first time it is wanted, not with the
 * page, and stays mounted afterwards so a closing animation or its state is not lost.
 */
export function OnDemand({ when, children, fallback = null }: OnDemandProps) {
  const [wanted, setWanted] = useState(when);
  if (when && !wanted) setWanted(true);
  if (!wanted) return fallback;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}

/** What a visitor does that says the page is in use (scrolling included). */
const USE_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/**
 * Calls `wanted` once, the first time the visitor uses the page (USE_EVENTS) or, with a `margin`,
 * when `place` comes within it below the screen. Returns what stops watching.
 */
function watchUse(place: HTMLElement, margin: string | undefined, wanted: () => void): () => void {
  const observer =
    margin === undefined
      ? undefined
      : new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) done();
          },
          { rootMargin: `0px 0px ${margin} 0px` },
        );
  function stop() {
    observer?.disconnect();
    for (const type of USE_EVENTS) removeEventListener(type, done, true);
  }
  function done() {
    stop();
    wanted();
  }
  observer?.observe(place);
  for (const type of USE_EVENTS) addEventListener(type, done, { capture: true, passive: true });
  return stop;
}

interface DeferredPartOptions {
  /**
   * The part's code loads only once it is wanted: the visitor touches, clicks, types or scrolls
   * anywhere, or (`nearScreen`, for a part below what a phone first sees) its place comes within
   * 600px of the screen. Until then React keeps the server's HTML; a link or button pressed in
   * it is pressed again once the part is hydrated.
   */
  whenWanted?: {
    nearScreen: boolean;
    /** True when the part is wanted at once anyway (see below). */
    atOnce: () => boolean;
  };
}

/**
 * A part of a server-rendered page that is not needed for its first paint (the
 * server's HTML shows it) and takes no props: its code loads after the app's, and React keeps
 * the server's HTML and hydrates the part when its code arrives (selective hydration).
 *
 * Memoised without props, so the page's own updates do not reach the boundary before then: an
 * update to a boundary that is not hydrated yet would swap the server's HTML for the (empty)
 * fallback until the code arrives. The part reads what it shows itself (queries already in the
 * page's data).
 *
 * A part loaded `whenWanted` must be loaded at once (`atOnce`) when the page is about to change
 * without the visitor doing anything: a change to a context the part sits in (the session) or
 * reads (the cart) waits for the part's code, or shows the part out of date.
 */
export function deferredPart(
  load: () => Promise<{ default: ComponentType }>,
  { whenWanted }: DeferredPartOptions = {},
) {
  if (!whenWanted) {
    const Part = lazyPart(load);
    return memo(function DeferredPart() {
      return (
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      );
    });
  }
  let want: () => void = () => undefined;
  const wanted = new Promise<void>((resolve) => (want = resolve));
  // The server renders the part at once.
  if (typeof document === 'undefined') want();
  let hydrated = false;
  const hydratedListeners = new Set<() => void>();
  const Part = lazy(async () => {
    await wanted;
    const { default: Loaded } = await importWhenReachable(load);
    return {
      default: function HydratedPart() {
        useEffect(() => {
          hydrated = true;
          hydratedListeners.forEach((listener) => listener());
        }, []);
        return <Loaded />;
      },
    };
  });
  // Its place is an element around the part, hydrated with the page: watched, and where a press
  // is held. A part always on screen (the header) keeps its own layout: the element draws no box.
  // Read through a ref, not state: a render of this component before the part is hydrated would
  // reach the boundary and swap the server's HTML for the fallback.
  return memo(function DeferredPart() {
    const placeRef = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const place = placeRef.current;
      if (!place || hydrated) return;
      // A page the browser renders itself has no HTML to keep; a browser that cannot watch the
      // screen shows the part at once.
      const canWatch = !whenWanted.nearScreen || typeof IntersectionObserver !== 'undefined';
      let stopWatching: (() => void) | undefined;
      if (isServerRendered() && canWatch && !whenWanted.atOnce())
        stopWatching = watchUse(place, whenWanted.nearScreen ? '600px' : undefined, want);
      else want();
      const pressed: HTMLElement[] = [];
      const hold = (event: MouseEvent) => {
        const target = event.target instanceof Element ? event.target.closest('a, button') : null;
        if (hydrated || !(target instanceof HTMLElement) || !place.contains(target)) return;
        event.preventDefault();
        event.stopImmediatePropagation();
        if (!pressed.includes(target)) pressed.push(target);
        want();
      };
      const pressAgain = () => {
        document.removeEventListener('click', hold, true);
        for (const target of pressed.splice(0)) if (target.isConnected) target.click();
      };
      document.addEventListener('click', hold, true);
      hydratedListeners.add(pressAgain);
      return () => {
        stopWatching?.();
        document.removeEventListener('click', hold, true);
        hydratedListeners.delete(pressAgain);
      };
    }, []);
    return (
      <div ref={placeRef} className={whenWanted.nearScreen ? undefined : 'contents'}>
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </div>
    );
  });
}

interface NearViewportProps {
  /** Usually a `lazy` component: its code loads once the place it fills comes near the screen. */
  children: ReactNode;
  /** Holds the part's place (give it the part's height, so nothing moves when it arrives). */
  fallback: ReactElement<{ ref?: Ref<HTMLElement> }>;
  /** How far below the screen the part starts loading, so it is there when scrolled to. */
  margin?: string;
}

/**
 * A part far down a page (a form at the bottom of the landing page) whose code loads when the
 * reader scrolls towards it, not while the page is starting: a phone that never scrolls there
 * never spends its time on it.
 */
export function NearViewport({ children, fallback, margin = '600px' }: NearViewportProps) {
  // A browser that cannot watch the screen (no IntersectionObserver) shows the part at once.
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  const [place, setPlace] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (near || !place) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `0px 0px ${margin} 0px` },
    );
    observer.observe(place);
    return () => observer.disconnect();
  }, [near, place, margin]);
  const placeholder = cloneElement(fallback, { ref: setPlace });
  return near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}

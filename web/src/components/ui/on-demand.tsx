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
  useState,
} from 'react';

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

/**
 * A part of a server-rendered page that is not needed for its first paint (the
 * server's HTML shows it) and takes no props: its code loads after the app's, and React keeps
 * the server's HTML and hydrates the part when its code arrives (selective hydration).
 *
 * Memoised without props, so the page's own updates do not reach the boundary before then: an
 * update to a boundary that is not hydrated yet would swap the server's HTML for the (empty)
 * fallback until the code arrives. The part reads what it shows itself (queries already in the
 * page's data).
 */
export function deferredPart(load: () => Promise<{ default: ComponentType }>) {
  const Part = lazy(load);
  return memo(function DeferredPart() {
    return (
      <Suspense fallback={null}>
        <Part />
      </Suspense>
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

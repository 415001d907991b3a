import { startTransition, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { deferredPart } from '@/components/ui/on-demand';
import { useSettings } from '@/features/settings/api/get-settings';
import { useHydrated } from '@/hooks/use-hydrated';
import { lazyPart } from '@/components/ui/lazy-part';

const NEWSLETTER_ANCHOR = 'newsletter';

// The banner and the hero are in the server's HTML (the hero's picture is the
// largest paint); their code (carousels, icons) hydrates them when it arrives, after the app's.
const LandingTop = deferredPart(async () => ({ default: (await import('./landing-top')).LandingTop }));

// The sections below the fold load after the first paint, so the
// landing page's initial JavaScript holds the banner and the hero only.
const LandingSections = lazyPart(async () => ({
  default: (await import('./landing-sections')).LandingSections,
}));

/**
 * A phone paints the banner and the hero first, and the sections below the fold
 * a frame later, so the first paint waits for less work. A link to one of those sections
 * (`/#story`) renders them at once, so the browser can scroll to it; on a page the server
 * rendered (it never sees the `#…`) right after hydration, and the page is scrolled there.
 */
function useBelowTheFold(): boolean {
  const { hash } = useLocation();
  const hydrated = useHydrated();
  const [ready, setReady] = useState(false);
  const toSection = hydrated && hash !== '';
  useEffect(() => {
    if (ready) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      // As a transition, React renders the sections in slices and keeps the page responsive.
      timer = setTimeout(() => startTransition(() => setReady(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready]);
  return ready || toSection;
}

/** SPEC §2 landing page, top to bottom. */
export function LandingRoute() {
  const settings = useSettings();
  const belowTheFold = useBelowTheFold();
  return (
    <>
      <LandingTop />
      {belowTheFold ? (
        <Suspense fallback={<div className="min-h-screen" />}>
          <LandingSections fees={settings.data} newsletterAnchor={NEWSLETTER_ANCHOR} />
        </Suspense>
      ) : (
        <div className="min-h-screen" />
      )}
    </>
  );
}

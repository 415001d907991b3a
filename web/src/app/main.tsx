import '@/fonts.css';
import '@/index.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { setApiLanguage } from '@/lib/api-client';
import { basenameFor, createI18n, pageLocale } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { SSR_STATE_ID, type SsrState } from '@/lib/ssr-state';
import { AppProvider } from './provider';
import { AppRouter, createAppRoutes, loadRouteModules, pageMatches, startPageData } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

async function start(root: HTMLElement) {
  const queryClient = createQueryClient();
  const locale = pageLocale();
  const basename = basenameFor(locale);
  const i18n = await createI18n(locale);
  setApiLanguage(i18n);
  const routes = createAppRoutes({ i18n });
  const matches = pageMatches(routes, window.location, basename);
  const serialized = document.getElementById(SSR_STATE_ID)?.textContent;
  if (!serialized) {
    // A page rendered in the browser only (account, checkout, admin, delivery; `npm run dev`):
    // its modules and data are asked for together, a spinner shows until the modules are here.
    loadRouteModules(matches).catch(() => undefined);
    startPageData(matches, queryClient, window.location.search);
    const app = createRoot(root);
    // As a transition, the first render yields to the browser every few milliseconds
    // instead of blocking the main thread (and a phone's first tap) for one long task.
    startTransition(() => {
      app.render(
        <StrictMode>
          <AppProvider queryClient={queryClient} i18n={i18n}>
            <AppRouter routes={routes} basename={basename} />
          </AppProvider>
        </StrictMode>,
      );
    });
    return;
  }
  // A storefront page the server rendered (decision 012): the same data, the same first render,
  // its route modules loaded first so nothing in it waits (or shows a fallback) while hydrating.
  const state = JSON.parse(serialized) as SsrState;
  hydrate(queryClient, state.queries);
  await loadRouteModules(matches);
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <AppProvider queryClient={queryClient} i18n={i18n}>
          <AppRouter routes={routes} basename={basename} serverRendered missing={state.missing} />
        </AppProvider>
      </StrictMode>,
    );
  });
}

/**
 * The catalogue and product pages' data module (app/routes/page-data.ts), fetched the first
 * time the visitor touches, clicks, types or points at the page, ahead of the click that needs
 * it, and not by a phone that only looks at the page.
 */
function warmPageData() {
  const events = ['pointerdown', 'pointerover', 'keydown', 'touchstart'] as const;
  const warm = () => {
    for (const type of events) removeEventListener(type, warm, true);
    // Only a head start: the navigation that needs it asks again, so a failure here is no news.
    import('./routes/page-data').catch(() => undefined);
  };
  for (const type of events) addEventListener(type, warm, { capture: true, passive: true });
}

void start(container).then(warmPageData);

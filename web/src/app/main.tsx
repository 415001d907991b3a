import '@/fonts.css';
import '@/index.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { setApiLanguage } from '@/lib/api-client';
import { basenameFor, createI18n, pageLocale } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { SSR_STATE_ID, type SsrState } from '@/lib/ssr-state';
import { AppProvider } from './provider';
import { AppRouter, createAppRoutes } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** The page's route modules, loaded before the first render so it matches the server's HTML. */
async function loadPageModules(routes: RouteObject[], basename: string | undefined): Promise<void> {
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function start(root: HTMLElement) {
  const queryClient = createQueryClient();
  const locale = pageLocale();
  const basename = basenameFor(locale);
  const i18n = await createI18n(locale);
  setApiLanguage(i18n);
  const serialized = document.getElementById(SSR_STATE_ID)?.textContent;
  if (!serialized) {
    // A page rendered in the browser only (account, checkout, admin, delivery; `npm run dev`).
    const app = createRoot(root);
    // As a transition, the first render yields to the browser every few milliseconds
    // instead of blocking the main thread (and a phone's first tap) for one long task.
    startTransition(() => {
      app.render(
        <StrictMode>
          <AppProvider queryClient={queryClient} i18n={i18n}>
            <AppRouter basename={basename} />
          </AppProvider>
        </StrictMode>,
      );
    });
    return;
  }
  // A storefront page the server rendered (decision 012): the same data, the same first render.
  const state = JSON.parse(serialized) as SsrState;
  hydrate(queryClient, state.queries);
  const routes = createAppRoutes(queryClient, { i18n });
  await loadPageModules(routes, basename);
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <AppProvider queryClient={queryClient} i18n={i18n}>
          <AppRouter routes={routes} hydrationData={state.router} basename={basename} />
        </AppProvider>
      </StrictMode>,
    );
  });
}

/**
 * The catalogue and product pages' loader module (app/routes/page-data.ts), fetched the first
 * time the visitor touches, clicks, types or points at the page, ahead of the click that needs
 * it, and not by a phone that only looks at the page.
 */
function warmPageData() {
  const events = ['pointerdown', 'pointerover', 'keydown', 'touchstart'] as const;
  const warm = () => {
    for (const type of events) removeEventListener(type, warm, true);
    void import('./routes/page-data');
  };
  for (const type of events) addEventListener(type, warm, { capture: true, passive: true });
}

void start(container).then(warmPageData);

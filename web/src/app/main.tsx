import '@/fonts.css';
import '@/index.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { SSR_STATE_ID, type SsrState } from '@/lib/ssr-state';
import { AppProvider } from './provider';
import { AppRouter, createAppRoutes } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** The page's route modules, loaded before the first render so it matches the server's HTML. */
async function loadPageModules(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
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
  const serialized = document.getElementById(SSR_STATE_ID)?.textContent;
  if (!serialized) {
    // A page rendered in the browser only (account, checkout, admin, delivery; `npm run dev`).
    const app = createRoot(root);
    // Issue 3 §8: as a transition, the first render yields to the browser every few milliseconds
    // instead of blocking the main thread (and a phone's first tap) for one long task.
    startTransition(() => {
      app.render(
        <StrictMode>
          <AppProvider queryClient={queryClient}>
            <AppRouter />
          </AppProvider>
        </StrictMode>,
      );
    });
    return;
  }
  // A storefront page the server rendered (decision 012): the same data, the same first render.
  const state = JSON.parse(serialized) as SsrState;
  hydrate(queryClient, state.queries);
  const routes = createAppRoutes(queryClient);
  await loadPageModules(routes);
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <AppRouter routes={routes} hydrationData={state.router} />
        </AppProvider>
      </StrictMode>,
    );
  });
}

/**
 * The catalogue and product pages' loader module (app/routes/page-data.ts), fetched once the
 * page is idle so the first click to the shop does not wait for it.
 */
function warmPageData() {
  const later = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1000));
  later(() => void import('./routes/page-data'));
}

void start(container).then(warmPageData);

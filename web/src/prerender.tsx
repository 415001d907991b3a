import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { createAppRoutes } from './app/router';

/**
 * The landing page's first frame as HTML, for `dist/landing.html` (web/scripts/prerender.mjs,
 * issue 3 §8): what a signed-out visitor with an empty cart sees before anything is fetched —
 * the navigation, the banner and the hero. The browser paints it while the app downloads; the
 * app then renders the page afresh (createRoot replaces it), with the visitor's own session.
 *
 * It runs the app's real components with the client renderer in a DOM (jsdom), so nothing here
 * is a copy of the page.
 */
export function renderLandingFirstFrame(container: HTMLElement): string {
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: ['/'] });
  const root = createRoot(container);
  flushSync(() => {
    root.render(
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>,
    );
  });
  const html = container.innerHTML;
  root.unmount();
  router.dispose();
  return html;
}

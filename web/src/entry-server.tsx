import { dehydrate } from '@tanstack/react-query';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { QueryClient } from '@tanstack/react-query';
import { type RouteMatch, StaticRouter } from 'react-router';
import type { Product, ProductListResponse } from '@ikawa/contracts/products';
import type { StoreSettings } from '@ikawa/contracts/settings';
import { productQueryOptions } from '@/features/products/api/get-product';
import { productsQueryOptions } from '@/features/products/api/get-products';
import { settingsQueryOptions } from '@/features/settings/api/get-settings';
import { parseCatalogueFilters, toProductListFilters } from '@/features/products/utils/catalogue-filters';
import { ApiError, setApiTransport } from '@/lib/api-client';
import { AsyncLocalStorage } from 'node:async_hooks';
import { LOCALE_COOKIE, localeFromPath, stripLocalePrefix } from '@ikawa/contracts/i18n';
import { basenameFor, createI18n, PSEUDO_LOCALE, type UiLocale } from '@/lib/i18n';
import { handleTitle, pageTitle } from '@/lib/page-title';
import { createQueryClient } from '@/lib/query-client';
import { SSR_STATE_ID, type SsrState } from '@/lib/ssr-state';
import { buildPageHead, scriptJson } from './app/page-head';
import { AppProvider } from './app/provider';
import { routeHandle } from './app/route-view';
import { MISSING_PRODUCT } from './app/routes/page-error';
import { AppRoutes, createAppRoutes, loadRouteModules, pageMatches } from './app/router';

/**
 * The storefront rendered on the server (decision 012): the app's own routes and
 * components in the tree the browser renders (`<StaticRouter>` around the same `AppRoutes` as the
 * browser's router), React's streaming renderer, the page's data in the HTML for the browser to
 * hydrate with. Built by `vite build --ssr` into `web/dist/.ssr/` and loaded by the server
 * (server/src/modules/seo/renderer.ts), which answers the API calls in-process.
 */

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  /** A page rendered in the browser only (account, checkout, admin, delivery): index.html. */
  | { kind: 'shell'; title: string; htmlAttributes: string }
  | { kind: 'page'; status: number; title: string; head: string; html: string; jsonLd: unknown[] };

export interface RendererOptions {
  /** index.html as built: its head is replaced per page and the page goes into #root. */
  template: string;
  /** The shop's public address (PUBLIC_URL), for canonical and Open Graph addresses. */
  origin: string;
  /** Answers the app's API calls (`/api/...`), e.g. through Fastify's `inject`. */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /**
   * Lets a `ikawa_locale=pseudo` cookie render English pages in the pseudo-locale, for the browser
   * test that finds text outside the catalogs (PSEUDO_LOCALE=1 on the server). Off in production.
   */
  pseudoLocale?: boolean;
}

const TITLE_AND_DESCRIPTION = /<title>[^<]*<\/title>\s*|<meta name="description"[^>]*>\s*/g;
const ROOT = '<div id="root"></div>';
const HTML_TAG = /<html[^>]*>/;

/** The page's language: its address says, or the pseudo-locale's cookie where allowed. */
function requestLocale(request: Request, url: URL, pseudoLocale: boolean): UiLocale {
  const locale = localeFromPath(url.pathname);
  if (!pseudoLocale || locale !== 'en-CA') return locale;
  const cookies = request.headers.get('cookie') ?? '';
  return cookies.split(/;\s*/).includes(`${LOCALE_COOKIE}=${PSEUDO_LOCALE}`) ? PSEUDO_LOCALE : locale;
}

/** `<html>`'s attributes: the language for readers and search engines, the locale for the app. */
export function htmlAttributes(locale: UiLocale): string {
  return `lang="${locale === PSEUDO_LOCALE ? 'en-CA' : locale}" data-locale="${locale}"`;
}

/** Renders the page's React tree once everything in it is ready (its data is loaded before). */
function renderHtml(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let failed: unknown;
    const { pipe } = renderToPipeableStream(element, {
      // React 19.2 sends a Suspense boundary past this many bytes later, filled in by an inline
      // script, which the Content-Security-Policy forbids. The page is sent whole anyway, so every
      // boundary (the deferred parts, components/ui/on-demand.tsx) stays in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('end', () =>
          failed ? reject(failed as Error) : resolve(Buffer.concat(chunks).toString('utf8')),
        );
        pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        failed ??= error;
      },
    });
  });
}

/**
 * Waits for the data of every route the address matched (app/router.tsx `data`), together, so
 * the page is complete in the HTML. Returns the depth of the first route the API answered 404 for
 * (a product no longer sold); other failures leave the page to render its own error state, and
 * the browser asks again.
 */
async function loadPageData(
  matches: RouteMatch[],
  client: QueryClient,
  url: URL,
): Promise<number | undefined> {
  const missing = await Promise.all(
    matches.map(async ({ route, params }, depth) => {
      try {
        await routeHandle(route)?.data?.(client, { params, search: url.searchParams, awaitData: true });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return depth;
      }
      return undefined;
    }),
  );
  return missing.find((depth) => depth !== undefined);
}

/**
 * The language of the page being rendered, for its API calls: pages of both languages render at
 * once, so it follows each render's own calls instead of living in a module variable.
 */
const renderLanguage = new AsyncLocalStorage<UiLocale>();

export function createRenderer({ template, origin, fetch, pseudoLocale = false }: RendererOptions) {
  if (!template.includes(ROOT)) throw new Error('index.html has no empty #root');
  // The API answers the owner's texts (product names, pages) in the page's language.
  setApiTransport((url, init) => {
    const language = renderLanguage.getStore();
    const headers = new Headers(init.headers);
    if (language && !headers.has('accept-language')) headers.set('accept-language', language);
    return fetch(url, { ...init, headers });
  });

  function render(request: Request): Promise<RenderResult> {
    const url = new URL(request.url);
    const locale = requestLocale(request, url, pseudoLocale);
    return renderLanguage.run(locale, () => renderPage(url, locale));
  }

  async function renderPage(url: URL, locale: UiLocale): Promise<RenderResult> {
    const queryClient = createQueryClient();
    // The browser asks again if the server could not get an answer; no retries here.
    queryClient.setDefaultOptions({
      ...queryClient.getDefaultOptions(),
      queries: { ...queryClient.getDefaultOptions().queries, retry: false },
    });
    const basename = basenameFor(locale);
    // The page's <head> (descriptions, structured data) is written here only: its words are a
    // part the browser never downloads.
    const i18n = await createI18n(locale, ['storefront', 'page-head']);
    const routes = createAppRoutes({ i18n });
    const matches = pageMatches(routes, url.pathname, basename);
    const page = matches.at(-1);
    const pageHandle = routeHandle(page?.route);
    if (!page || !pageHandle?.ssr) {
      return {
        kind: 'shell',
        title: pageTitle(i18n, handleTitle(i18n, pageHandle)),
        htmlAttributes: htmlAttributes(locale),
      };
    }
    // A moved page (old /products/ links): permanent, in the page's language.
    const moved = pageHandle.redirect?.(page.params);
    if (moved !== undefined) return { kind: 'redirect', status: 301, location: `${basename ?? ''}${moved}` };

    // The page's modules (the browser loads the same before hydrating) and its data, together.
    const [missing] = await Promise.all([loadPageData(matches, queryClient, url), loadRouteModules(matches)]);
    const status = missing !== undefined ? 404 : (pageHandle.status ?? 200);
    const body = await renderHtml(
      <AppProvider queryClient={queryClient} i18n={i18n}>
        <StaticRouter basename={basename} location={`${url.pathname}${url.search}`}>
          <AppRoutes routes={routes} serverRendered missing={missing} />
        </StaticRouter>
      </AppProvider>,
    );

    const slug = page.params.slug;
    const head = buildPageHead({
      i18n,
      origin,
      url,
      status,
      routeTitle: handleTitle(i18n, pageHandle),
      missingTitle: slug ? i18n._(MISSING_PRODUCT.title) : undefined,
      settings: queryClient.getQueryData<StoreSettings>(settingsQueryOptions().queryKey),
      product: slug ? queryClient.getQueryData<Product>(productQueryOptions(slug).queryKey) : undefined,
      catalogue:
        stripLocalePrefix(url.pathname) === '/shop'
          ? queryClient.getQueryData<ProductListResponse>(
              productsQueryOptions(toProductListFilters(parseCatalogueFilters(url.searchParams))).queryKey,
            )
          : undefined,
    });
    const state: SsrState = { queries: dehydrate(queryClient), missing };
    const html = template
      .replace(HTML_TAG, () => `<html ${htmlAttributes(locale)}>`)
      .replace(TITLE_AND_DESCRIPTION, '')
      // Replacer functions: a `$` in a product's text is not a replacement pattern.
      .replace('</head>', () => `  ${head.html}\n  </head>`)
      .replace(
        ROOT,
        () =>
          `<div id="root">${body}</div>\n    <script type="application/json" id="${SSR_STATE_ID}">${scriptJson(state)}</script>`,
      );
    queryClient.clear();
    return { kind: 'page', status, title: head.title, head: head.html, html, jsonLd: head.jsonLd };
  }

  return { render };
}

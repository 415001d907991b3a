import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locale } from '@ikawa/contracts/i18n';

/** Finds `web/dist` from `server/src/plugins` (tsx, vitest) or `server/dist` (built). */
export function findWebDist(explicit?: string): string | undefined {
  if (explicit) return existsSync(path.join(explicit, 'index.html')) ? path.resolve(explicit) : undefined;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 5; depth += 1) {
    const candidate = path.join(dir, 'web', 'dist');
    if (existsSync(path.join(candidate, 'index.html'))) return candidate;
    dir = path.dirname(dir);
  }
  return undefined;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The built web app's route modules of the pages the server renders. */
const ROUTE_SOURCES: [RegExp, string][] = [
  [/^\/shop$/, 'src/app/routes/shop.tsx'],
  [/^\/shop\/[^/]+$/, 'src/app/routes/product.tsx'],
  [/^\/about$/, 'src/app/routes/about.tsx'],
  [/^\/faq$/, 'src/app/routes/faq.tsx'],
  [/^\/contact$/, 'src/app/routes/contact.tsx'],
  [/^\/(privacy|terms|shipping|returns)$/, 'src/app/routes/policy.tsx'],
];

/**
 * Reads the web build's manifest (`dist/.vite/manifest.json`) to name the JavaScript files a
 * server-rendered page needs besides the app's entry: the page's own module, which the browser
 * loads before it hydrates the page (web/src/app/main.tsx). The page's start-up script preloads
 * them with the app's entry once the page has painted (web/vite.config.ts `deferAppStart`), so
 * they download together instead of one after the other.
 * Without a manifest (or with an unexpected one) there are none.
 */
function readManifest(webRoot: string): Manifest | undefined {
  const file = path.join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
}

/**
 * The storefront's words in the page's language (web/src/lib/i18n.ts loads them before the app
 * renders): named in the page's start-up preloads like its route modules, so they download with
 * the app instead of after it.
 */
export function catalogModules(webRoot: string): (locale: Locale) => string[] {
  const manifest = readManifest(webRoot);
  return (locale) => {
    const chunk = manifest?.[`src/locales/${locale}/storefront.ts`];
    return chunk ? [`/${chunk.file}`] : [];
  };
}

export function routeModules(webRoot: string): (pathname: string) => string[] {
  const manifest = readManifest(webRoot);
  if (!manifest) return () => [];
  const closure = (key: string, into = new Set<string>()) => {
    const chunk = manifest[key];
    if (!chunk || into.has(key)) return into;
    into.add(key);
    for (const imported of chunk.imports ?? []) closure(imported, into);
    return into;
  };
  // Already on the page: index.html's entry and what it imports.
  const loaded = closure('index.html');
  const bySource = new Map(
    ROUTE_SOURCES.map(([, source]) => [
      source,
      [...closure(source)].filter((key) => !loaded.has(key)).map((key) => `/${manifest[key]!.file}`),
    ]),
  );
  return (pathname) => {
    const source = ROUTE_SOURCES.find(([pattern]) => pattern.test(pathname))?.[1];
    return source ? (bySource.get(source) ?? []) : [];
  };
}

/**
 * index.html with its built stylesheets written into the page (`<style>`) instead of linked, for
 * the pages the server renders: a phone paints the storefront as soon as the HTML
 * has arrived, without a second round trip for the CSS before anything shows. The pages rendered
 * in the browser keep the link, cached across pages. A stylesheet that cannot be read, or that
 * could end the `<style>` element early, stays linked.
 */
export function inlineStylesheets(template: string, webRoot: string): string {
  return template.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
    (link: string, file: string) => {
      try {
        const css = readFileSync(path.join(webRoot, file), 'utf8');
        return /<\/style/i.test(css) ? link : `<style>${css}</style>`;
      } catch {
        return link;
      }
    },
  );
}

/**
 * The CSP sources (`'sha256-…'`) of index.html's inline scripts: the web build's own start-up
 * script (web/vite.config.ts `deferAppStart`), allowed by its hash and nothing else inline.
 */
export function inlineScriptHashes(webRoot: string | undefined): string[] {
  if (!webRoot) return [];
  const html = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.trim() !== '')
    .map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The built web app's route modules of the pages the server renders (issue 14). */
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
 * loads before it hydrates the page (web/src/app/main.tsx). The HTML answer lists them as
 * `rel=modulepreload`, so they download with the app instead of after it has run (issue 3 §8).
 * Without a manifest (or with an unexpected one) there are no hints.
 */
export function routeModulePreloads(webRoot: string): (pathname: string) => string[] {
  const file = path.join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => [];
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return () => [];
  }
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
      [...closure(source)]
        .filter((key) => !loaded.has(key))
        .map((key) => `</${manifest[key]!.file}>; rel=modulepreload`),
    ]),
  );
  return (pathname) => {
    const source = ROUTE_SOURCES.find(([pattern]) => pattern.test(pathname))?.[1];
    return source ? (bySource.get(source) ?? []) : [];
  };
}

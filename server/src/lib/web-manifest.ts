import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The built web app's route modules for the storefront pages that fetch products first. */
const ROUTE_SOURCES = {
  catalogue: 'src/app/routes/shop.tsx',
  product: 'src/app/routes/product.tsx',
} as const;
export type PreloadedRoute = keyof typeof ROUTE_SOURCES;

/**
 * Reads the web build's manifest (`dist/.vite/manifest.json`) to name the JavaScript files a
 * storefront page needs besides the app's entry: the page's own module and the product
 * schemas that check the API's answer (a shared chunk named `products`). The HTML answer then
 * lists them as `rel=modulepreload`, so they download with the app instead of after it has
 * run (issue 3 §8). Without a manifest (or with an unexpected one) there are no hints.
 */
export function routeModulePreloads(webRoot: string): (route: PreloadedRoute) => string[] {
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
  const schemas = Object.keys(manifest).find((key) => /^_products-[\w-]+\.js$/.test(key));
  const links = (route: PreloadedRoute) => {
    const keys = closure(ROUTE_SOURCES[route]);
    if (schemas) closure(schemas, keys);
    return [...keys]
      .filter((key) => !loaded.has(key))
      .map((key) => `</${manifest[key]!.file}>; rel=modulepreload`);
  };
  const byRoute = { catalogue: links('catalogue'), product: links('product') };
  return (route) => byRoute[route];
}

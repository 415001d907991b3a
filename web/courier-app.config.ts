import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The courier's installable app (decision 020): a web app manifest per language and a service
 * worker whose scope is the delivery area only. The storefront never links either: the delivery
 * area adds the manifest link and registers the worker when it loads
 * (src/features/delivery/pwa/register.ts).
 */
export const COURIER_APP = {
  scope: '/delivery',
  startUrl: '/delivery/orders',
  serviceWorker: '/delivery-sw.js',
  themeColor: '#2a1a12',
  backgroundColor: '#fbf7f1',
} as const;

/**
 * The manifest's words, looked up in the delivery catalog by their English msgid: the app shows
 * the same ones (src/features/delivery/pwa/app-names.ts), which is how they reach the catalog.
 */
const TEXTS = {
  name: 'Ikawa Deliveries',
  shortName: 'Deliveries',
  description: 'Your assigned orders, on the road and offline.',
};
const LOCALES = ['en-CA', 'fr-CA'] as const;

/** msgid → msgstr of a Lingui PO catalog (one-line entries, as the catalogs are written). */
function readPo(file: string): Map<string, string> {
  const entries = new Map<string, string>();
  const unquote = (value: string) => JSON.parse(`"${value}"`) as string;
  const re = /^msgid "(.*)"\nmsgstr "(.*)"$/gm;
  for (const match of readFileSync(file, 'utf8').matchAll(re))
    entries.set(unquote(match[1]!), unquote(match[2]!));
  return entries;
}

function courierManifests(root: string): Plugin {
  return {
    name: 'ikawa:courier-manifests',
    apply: 'build',
    generateBundle() {
      for (const locale of LOCALES) {
        const catalog = readPo(path.join(root, 'src/locales', locale, 'delivery.po'));
        const say = (english: string) => {
          const said = locale === 'en-CA' ? english : catalog.get(english);
          if (!said)
            throw new Error(`ikawa:courier-manifests: "${english}" has no ${locale} text in delivery.po`);
          return said;
        };
        const manifest = {
          name: say(TEXTS.name),
          short_name: say(TEXTS.shortName),
          description: say(TEXTS.description),
          lang: locale,
          id: COURIER_APP.startUrl,
          start_url: COURIER_APP.startUrl,
          scope: COURIER_APP.scope,
          display: 'standalone',
          orientation: 'portrait',
          theme_color: COURIER_APP.themeColor,
          background_color: COURIER_APP.backgroundColor,
          icons: [
            { src: '/delivery-app/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/delivery-app/icon-512.png', sizes: '512x512', type: 'image/png' },
            {
              src: '/delivery-app/icon-maskable-512.png',
              sizes: '512x512',
              type: 'image/png',
              purpose: 'maskable',
            },
          ],
        };
        this.emitFile({
          type: 'asset',
          fileName: `delivery-app/manifest.${locale}.webmanifest`,
          source: JSON.stringify(manifest, null, 2),
        });
      }
    },
  };
}

interface ViteManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** Sources whose code the courier area runs: its routes, its feature, its guard and the area's page list. */
const COURIER_SOURCES = [
  /^src\/app\/routes\/delivery\//,
  /^src\/features\/delivery\//,
  /^src\/features\/auth\/components\/route-guards/,
  /^src\/app\/routes\/area-pages\.ts$/,
  /^src\/locales\/(en-CA|fr-CA)\/delivery\.ts$/,
];

/**
 * The files the courier area needs to start offline: the app's entry and what it imports, and
 * the courier area's modules with what they import (statically, or on demand from the area's own
 * code). The rest of the app (the storefront's pages, the admin) is never downloaded for it; a
 * part the courier opens later is kept by the worker's runtime cache when it loads.
 */
function courierFiles(outDir: string): Set<string> {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ViteManifestChunk
  >;
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, followDynamic: boolean) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const next of chunk.imports ?? []) visit(next, followDynamic);
    if (followDynamic)
      for (const next of chunk.dynamicImports ?? [])
        if (COURIER_SOURCES.some((re) => re.test(next))) visit(next, true);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key, false);
  for (const key of Object.keys(manifest)) if (COURIER_SOURCES.some((re) => re.test(key))) visit(key, true);
  return files;
}

/** The manifests, and the service worker (Workbox, through vite-plugin-pwa) of the courier area. */
export function courierApp(root: string): Plugin[] {
  let outDir = path.join(root, 'dist');
  return [
    courierManifests(root),
    {
      name: 'ikawa:courier-out-dir',
      apply: 'build',
      configResolved(config) {
        outDir = path.resolve(config.root, config.build.outDir);
      },
    },
    ...VitePWA({
      // Registered by the delivery area itself, never by the storefront's pages.
      injectRegister: false,
      manifest: false,
      filename: COURIER_APP.serviceWorker.slice(1),
      strategies: 'generateSW',
      workbox: {
        globPatterns: ['index.html', 'assets/*.{js,css,woff2}', 'delivery-app/*', 'favicon.svg'],
        // The server sends the compressed copies itself; the worker keeps the files once.
        globIgnores: ['**/*.br', '**/*.gz'],
        manifestTransforms: [
          (entries) => {
            const wanted = courierFiles(outDir);
            const kept = entries.filter(
              (entry) =>
                !entry.url.startsWith('assets/') || wanted.has(entry.url) || entry.url.endsWith('.woff2'),
            );
            return { manifest: kept, warnings: [] };
          },
        ],
        // Pages come from the shop while it answers, else the last copy, else the app's shell.
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' && url.pathname.startsWith('/delivery'),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'courier-pages',
              networkTimeoutSeconds: 5,
              expiration: { maxEntries: 10 },
              precacheFallback: { fallbackURL: 'index.html' },
            },
          },
          {
            // Hashed names: a file never changes under its name.
            urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'courier-assets', expiration: { maxEntries: 300 } },
          },
          {
            // The shop's settings (fees, hours): public, the same for everyone.
            urlPattern: ({ url }) => url.pathname === '/api/settings',
            handler: 'NetworkFirst',
            options: {
              cacheName: 'courier-settings',
              networkTimeoutSeconds: 5,
              expiration: { maxEntries: 2 },
            },
          },
        ],
        importScripts: ['/delivery-app/push.js'],
      },
    }),
  ];
}

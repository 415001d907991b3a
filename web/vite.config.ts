import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { transformAsync } from '@babel/core';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { APP_STARTED_EVENT, MAIN_PICTURE_TIMING, startApp } from './src/lib/app-start';
import { ciReporters } from '../vitest.reporters';
import { courierApp } from './courier-app.config';

/**
 * Writes `.br` and `.gz` copies of the built text files (scripts, styles, SVG artwork, the page),
 * compressed once at their smallest, which the server sends as they are (`preCompressed`).
 */
function precompress(): Plugin {
  let outDir = '';
  let ssr = false;
  return {
    name: 'ikawa:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    closeBundle() {
      if (ssr) return;
      const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' });
      for (const file of files.filter((name) => /\.(js|css|svg|html|json|txt)$/.test(name))) {
        const full = path.join(outDir, file);
        const body = readFileSync(full);
        if (body.length < 1024) continue;
        const brotli = brotliCompressSync(body, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
        });
        writeFileSync(`${full}.br`, brotli);
        writeFileSync(`${full}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * index.html's app starts only once the browser has painted the page: the server's
 * HTML and its pictures come first, and the app's code is asked for after them instead of sharing
 * a phone's bandwidth with them. The entry script and its `modulepreload` links become one inline
 * script, `startApp` (src/lib/app-start.ts) written as text. The server adds the page's own route
 * modules to `data-preload` (server/src/plugins/static.ts) and allows the script by its hash
 * (server/src/lib/web-manifest.ts `inlineScriptHashes`).
 */
function deferAppStart(): Plugin {
  const start = `(${startApp.toString()})(${JSON.stringify(APP_STARTED_EVENT)},${JSON.stringify(MAIN_PICTURE_TIMING)})`;
  return {
    name: 'ikawa:defer-app-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
        if (!entry) throw new Error('ikawa:defer-app-start: no module entry in index.html');
        const preloadTag = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
        const preloads = [...html.matchAll(preloadTag)].map((match) => match[1]);
        return html
          .replace(preloadTag, '')
          .replace(
            entry[0],
            () =>
              `<script type="module" id="app-start" data-entry="${entry[1]}" data-preload="${preloads.join(' ')}">${start}</script>`,
          );
      },
    },
  };
}

/**
 * Lingui's macros (`@lingui/react/macro`, `@lingui/core/macro`) turn each text into its catalog
 * id at build time (README "Languages"). They are a Babel plugin; React's Vite plugin compiles
 * with Oxc, so only the files that import a macro go through Babel, before anything else.
 */
function linguiMacros(): Plugin {
  return {
    name: 'ikawa:lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\.[jt]sx?$/.test(id.split('?')[0] ?? '') || id.includes('/node_modules/')) return null;
      if (!code.includes('/macro')) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

/**
 * React Router 7's package exports name its development build only (its dev warnings on), even in
 * a production build (react-router issue #14102). Built code takes the production build beside it.
 */
const reactRouterProduction = fileURLToPath(
  new URL('dist/production/index.mjs', import.meta.resolve('react-router/package.json')),
);

/** Test files that replace modules or keep module state another file would see (vite.config's `projects`). */
const ISOLATED_TESTS = [
  'src/features/account/components/stripe-card-setup-form.test.tsx',
  'src/features/auth/components/auth-provider.test.tsx',
  'src/features/checkout/components/stripe-next-action.test.tsx',
  'src/features/checkout/components/stripe-card-form.test.tsx',
];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    linguiMacros(),
    react(),
    tailwindcss(),
    deferAppStart(),
    // The courier's app (decision 020): not in the storefront's server bundle, nor in tests.
    ...(command === 'build' && !isSsrBuild ? courierApp(fileURLToPath(new URL('.', import.meta.url))) : []),
    precompress(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: {
    // The API runs beside Vite in development; in production the server serves both.
    proxy: { '/api': 'http://localhost:3000' },
  },
  preview: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  // The server's build of the storefront (`vite build --ssr src/entry-server.tsx`, decision 012):
  // one self-contained bundle (it runs from any directory, with React's production build
  // whatever the server's NODE_ENV).
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: isSsrBuild
    ? { outDir: 'dist/.ssr', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        // dist/.vite/manifest.json: the server names a page's modules in its HTML answer
        // (rel=modulepreload, server/src/lib/web-manifest.ts). It is not served.
        manifest: true,
        // Every browser the shop supports preloads modules itself (Chrome 66, Firefox 115, Safari
        // 17); an older one only fetches them a little later. Not worth its bytes in the first page.
        modulePreload: { polyfill: false },
        // A CSP of `default-src 'self'` still allows data: images, but fonts must stay files.
        assetsInlineLimit: (filePath) => (filePath.endsWith('.woff2') ? false : undefined),
        rolldownOptions: {
          output: {
            // Libraries change less often than the app: separate files stay cached across releases.
            codeSplitting: {
              groups: [
                {
                  name: 'react',
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
                },
                // The admin dashboard's chart library and its dependencies load only with the dashboard.
                {
                  name: 'charts',
                  test: /node_modules[\\/](recharts|victory-vendor|d3-[a-z-]+|internmap|@reduxjs|redux|react-redux|immer|reselect|es-toolkit|eventemitter3|decimal\.js-light|tiny-invariant|use-sync-external-store)[\\/]/,
                },
                // Forms and card payments load with the sign-in dialog and the checkout,
                // not with the storefront's first page.
                { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
                { name: 'stripe', test: /node_modules[\\/](@stripe)[\\/]/ },
                { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
              ],
            },
          },
        },
      },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    // Vitest's default is one fewer worker than cores: one on this two-core machine.
    maxWorkers: 2,
    // A find… may wait 5 s (setup-tests.ts) on a busy machine: a test gets room for more than one.
    testTimeout: 15_000,
    css: false,
    restoreMocks: true,
    unstubGlobals: true,
    reporters: ciReporters('web') as never,
    // A fresh jsdom and module graph per file cost most of the suite's time (157 s against 35 s on
    // this machine). Files share them, each test cleaning up after itself (setup-tests.ts); only
    // the files that replace a module (`vi.mock`) or hold Stripe.js's loaded state get their own.
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ISOLATED_TESTS,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED_TESTS } },
    ],
  },
}));

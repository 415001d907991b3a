import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    // The API runs beside Vite in development; in production the server serves both.
    proxy: { '/api': 'http://localhost:3000' },
  },
  preview: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
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
            // Issue 3 §8: forms and card payments load with the sign-in dialog and the checkout,
            // not with the storefront's first page.
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
            { name: 'stripe', test: /node_modules[\\/](@stripe)[\\/]/ },
            { name: 'libs', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    unstubGlobals: true,
  },
});

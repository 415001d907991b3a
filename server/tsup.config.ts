import { defineConfig } from 'tsup';

// One ESM file for production: the contract package is bundled in (it ships TypeScript source);
// every npm dependency stays external and is loaded from node_modules.
export default defineConfig({
  entry: { server: 'src/server.ts', cli: 'src/cli.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: true,
  noExternal: [/^@ikawa\//],
});

import { defineConfig } from 'vitest/config';
import { ciReporters } from '../vitest.reporters';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    pool: 'forks',
    globalSetup: ['test/global-setup.ts'],
    // Generous: a loaded two-core machine can be slow to start a database.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each file gets its own database; two at a time fits this machine's two cores.
    maxWorkers: 2,
    // The files of a worker share one module graph: loading the app's modules again for every
    // file cost a quarter of the suite (529 s against 406 s on PGlite here). Nothing a file
    // leaves behind is read by another: each builds its own app and database (test/helpers.ts),
    // and a spy is put back by the test that made it.
    isolate: false,
    restoreMocks: true,
    reporters: ciReporters('server') as never,
  },
});

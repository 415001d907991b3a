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
    reporters: ciReporters('server') as never,
  },
});

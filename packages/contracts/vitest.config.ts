import { defineConfig } from 'vitest/config';
import { ciReporters } from '../../vitest.reporters';

export default defineConfig({
  test: { include: ['src/**/*.test.ts'], reporters: ciReporters('contracts') as never },
});

import { defineConfig, devices, type ReporterDescription } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { portOf, serverUrl, WORKERS } from './servers';

/** Debian's Chromium: no browser is ever downloaded on these machines. */
const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

/**
 * A list on the console; with CI_REPORT_DIR (.ci/run) also a JSON report that .ci/run counts
 * into its closing line; an HTML report when run by hand.
 */
function reporters(): ReporterDescription[] {
  const reportDir = process.env.CI_REPORT_DIR;
  if (reportDir) return [['list'], ['json', { outputFile: `${reportDir}/e2e.json` }]];
  return process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]];
}

export default defineConfig({
  testDir: './tests',
  // A shop per worker (servers.ts): the tests of one worker run one after another on its shop,
  // as they all did on one shop before, and no two workers share any data.
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 2 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: reporters(),
  // No `baseURL` here: fixtures.ts gives each worker the address of its own shop.
  use: {
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium },
    },
    {
      // The admin area is also checked on a tablet (768 px), where its tables fold.
      name: 'tablet',
      testMatch: 'admin.spec.ts',
      use: { ...devices['Desktop Chrome'], viewport: { width: 768, height: 1024 }, launchOptions: chromium },
    },
  ],
  // The built app on a fresh embedded database per worker (e2e-server.mjs wipes its directory).
  // Started one after the other: the first builds what is stale (scripts/start.mjs), the next
  // finds it built.
  webServer: Array.from({ length: WORKERS }, (_, index) => ({
    command: 'node ./e2e-server.mjs',
    url: `${serverUrl(index)}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    env: {
      E2E_PORT: String(portOf(index)),
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
  })),
});

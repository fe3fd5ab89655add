import { defineConfig, devices } from '@playwright/test';

// Each worker tests the built portal (npm run build) on a fresh embedded database seeded with the demo data, on port
// E2E_PORT + its index with a DATA_DIR of its own: e2e/fixtures.ts. Two workers suit a 2-core machine (E2E_WORKERS).
// A portal already running (e.g. `npm run dev` on other ports while working on a feature): test it instead, with one
// worker, as the specs share its data then.
const external = process.env.E2E_EXTERNAL_URL;
const workers = external ? 1 : Number(process.env.E2E_WORKERS ?? 2);
// With E2E_JSON=<file> (.ci/run sets it), the JSON report too: scripts/e2e-slowest.mjs lists the slowest tests from it.
const json = process.env.E2E_JSON;

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: json ? [['list'], ['json', { outputFile: json }]] : [['list']],
  use: {
    // Recording a trace about doubles a test's time on a 2-core machine (measured: 3 specs, 105 s against 51 s):
    // only a retry records one, so a failure in CI still leaves its trace.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    viewport: { width: 1400, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-dev-shm-usage',
      ],
    },
  },
});

import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The built portal (npm run build) on a fresh embedded database seeded with the demo data.
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'lab-e2e-'));
// Specs read it to reach the same data folder.
process.env.E2E_DATA_DIR = dataDir;
// A portal already running (e.g. `npm run dev` on other ports while working on a feature): test it instead.
const external = process.env.E2E_EXTERNAL_URL;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: external ?? `http://localhost:${port}`,
    trace: 'retain-on-failure',
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
  webServer: external
    ? undefined
    : {
        command: 'node ../api/dist/main.js',
        cwd: path.dirname(new URL(import.meta.url).pathname),
        url: `http://localhost:${port}/api/health`,
        reuseExistingServer: false,
        timeout: 120_000,
        env: { PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: '1', LOG_LEVEL: 'warn', DATABASE_URL: '' },
      },
});

import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// `npm run screenshots`: the shell in every theme mode, saved for looking at, against the same built portal
// as the browser tests. Not part of the test suite.
export default defineConfig({ ...base, testDir: './screenshots', retries: 0 });

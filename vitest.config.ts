import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    // Each api test file builds its own database; two at a time suits a 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        test: { name: 'domain', root: './packages/domain', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // userEvent types key by key; on a busy 2-core machine a form test can take several seconds.
          testTimeout: 20_000,
          setupFiles: ['./src/test/setup.ts'],
          css: false,
        },
      },
    ],
  },
});

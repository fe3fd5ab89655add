import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    // Two files at a time suits a 2-core machine.
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
          // Migrates and seeds once into templates; each file starts from a copy (test/templates.ts).
          globalSetup: ['./test/global-setup.ts'],
          // Fails a file during which pg warned of two queries at once on one client (test/setup-pg-warnings.ts).
          setupFiles: ['./test/setup-pg-warnings.ts'],
          // Each file builds its own app on its own database; sharing the imported modules between the files
          // of a worker saves importing the whole server again for every file.
          isolate: false,
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
          // user-event typing through Mantine inputs runs past 5 s when the api tests share the 2 cores.
          testTimeout: 20_000,
          setupFiles: ['./src/test/setup.ts'],
          css: false,
        },
      },
    ],
  },
});

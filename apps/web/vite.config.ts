import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress';
import { ENTRY, isRouteChunksProbe, routeChunks } from './build/route-chunks';

// docs/performance.md#the-signed-in-home-third-pass: a few chunks per page instead of one per set of pages sharing a module.
const SIGN_IN = 'src/features/auth/components/login-page.tsx';
/** The sign-in page of its own (sign-in.html): docs/performance.md#the-sign-in-page-of-its-own. */
const SIGN_IN_ENTRY = 'src/sign-in.tsx';
const FRAME = 'src/app/layouts/common-layout.tsx';
const HOME = 'src/app/home-with-reports.tsx';
const chunks = routeChunks({
  publicRoots: [SIGN_IN, 'src/features/auth/index.ts', 'src/features/setup/index.ts', 'src/features/misc/index.ts'],
  groups: [
    { name: 'app', loadedBy: [ENTRY] },
    { name: 'shared', loadedBy: [SIGN_IN, FRAME] },
    { name: 'frame', loadedBy: [FRAME], private: true },
    { name: 'home', loadedBy: [HOME], private: true },
  ],
  standalone: { name: 'public', roots: [SIGN_IN_ENTRY] },
});

const ICONS = /node_modules[\\/]@tabler[\\/]icons-react/;

export default defineConfig({
  plugins: [react(), precompress(), ...chunks.plugins],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://localhost:${process.env.API_PORT ?? 3000}`, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 1200,
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        'sign-in': fileURLToPath(new URL('./sign-in.html', import.meta.url)),
      },
      // packages/domain is pure (schemas and rules): a page takes only the modules it uses, not the whole barrel.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]packages[\\/]domain[\\/]src[\\/]/.test(id) },
      output: {
        // The icons in one chunk: a page of the signed-in frame fetched forty tiny icon files one by one.
        codeSplitting: {
          // A part's chunk takes only its own modules: what it shares with the public pages stays where it is.
          includeDependenciesRecursively: false,
          // The icons: not in the probe of route-chunks, which reads from its chunks which icons a page really loads.
          groups: [
            { name: 'icons', test: (id: string) => !isRouteChunksProbe() && ICONS.test(id), priority: 100 },
            ...chunks.groups,
          ],
        },
      },
    },
  },
});

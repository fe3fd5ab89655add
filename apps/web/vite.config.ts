import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress';

export default defineConfig({
  plugins: [react(), precompress()],
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
      // packages/domain is pure (schemas and rules): a page takes only the modules it uses, not the whole barrel.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]packages[\\/]domain[\\/]src[\\/]/.test(id) },
      output: {
        // The icons in one chunk: a page of the signed-in frame fetched forty tiny icon files one by one.
        advancedChunks: {
          groups: [{ name: 'icons', test: /node_modules[\\/]@tabler[\\/]icons-react/ }],
        },
      },
    },
  },
});

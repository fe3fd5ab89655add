// Bundles the api (and the workspace's domain package) into dist/; npm dependencies stay external.
import { copyFileSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@lab/'));
await build({
  entryPoints: { main: 'src/main.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, 'drizzle-orm/*', '@electric-sql/pglite/*', '@fastify/*'],
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
});
// Data files the bundle reads beside main.js (new URL('./x', import.meta.url) in the source).
copyFileSync('src/lib/common-passwords.txt', 'dist/common-passwords.txt');
console.log('api built to apps/api/dist');

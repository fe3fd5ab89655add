// Runs npm scripts at the same time (`node scripts/run-parallel.mjs lint typecheck`): each one's output is printed
// whole when it ends, with its time; fails when any fails. npm test runs the format check, lint and the type-check
// this way: each is one process on one core.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/run-parallel.mjs <npm script>...');
  process.exit(2);
}
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const results = await Promise.all(
  names.map(
    (name) =>
      new Promise((resolve) => {
        const started = Date.now();
        const out = [];
        const child = spawn(npm, ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
        child.stdout.on('data', (d) => out.push(d));
        child.stderr.on('data', (d) => out.push(d));
        child.on('close', (code, signal) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          const ok = code === 0;
          process.stdout.write(Buffer.concat(out));
          console.log(`${ok ? '✓' : '✗'} npm run ${name} (${seconds} s)${ok ? '' : `: exit ${code ?? signal}`}`);
          resolve(ok);
        });
      }),
  ),
);
process.exit(results.every(Boolean) ? 0 : 1);

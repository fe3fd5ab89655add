// The slowest browser tests and spec files from Playwright's JSON report (E2E_JSON=<file> npm run test:e2e):
// `node scripts/e2e-slowest.mjs <file> [count]`. .ci/run prints it after the browser tests.
import { readFileSync } from 'node:fs';

const [file, count = '10'] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/e2e-slowest.mjs <report.json> [count]');
  process.exit(2);
}
const report = JSON.parse(readFileSync(file, 'utf8'));
const tests = [];
const walk = (suite, titles) => {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      const runs = test.results ?? [];
      tests.push({
        file: spec.file,
        where: `${spec.file}:${spec.line}`,
        title: [...titles, spec.title].join(' › '),
        ms: runs.reduce((sum, r) => sum + (r.duration ?? 0), 0),
        retried: runs.length > 1,
        worker: runs[0]?.parallelIndex,
      });
    }
  }
  for (const child of suite.suites ?? [])
    walk(child, suite.file === child.file && child.title ? [...titles, child.title] : titles);
};
for (const suite of report.suites ?? []) walk(suite, []);

const s = (ms) => `${(ms / 1000).toFixed(1).padStart(6)} s`;
const total = tests.reduce((sum, t) => sum + t.ms, 0);
console.log(`${tests.length} tests, ${s(total).trim()} of test time (the workers' time added up)`);
console.log(`\nThe ${count} slowest tests:`);
for (const t of [...tests].sort((a, b) => b.ms - a.ms).slice(0, Number(count)))
  console.log(`${s(t.ms)}  ${t.where}  ${t.title}${t.retried ? ' (retried)' : ''}`);
const byFile = new Map();
for (const t of tests) byFile.set(t.file, (byFile.get(t.file) ?? 0) + t.ms);
console.log(`\nThe ${count} slowest spec files:`);
for (const [f, ms] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, Number(count))) console.log(`${s(ms)}  ${f}`);
const perWorker = new Map();
for (const t of tests) perWorker.set(t.worker, (perWorker.get(t.worker) ?? 0) + t.ms);
console.log(`\nPer worker: ${[...perWorker].map(([w, ms]) => `#${w} ${s(ms).trim()}`).join(', ')}`);

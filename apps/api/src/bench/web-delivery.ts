import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** One line of the goals table: the measured figure, its goal, and whether it is met. */
export interface GoalRow {
  figure: string;
  value: string;
  goal: string;
  ok: boolean;
}

export interface WebDeliveryOptions {
  /** Loads per page for the LCP median (after one warm-up load). */
  loads?: number;
  /** Progress lines (default: console.log). */
  log?: (line: string) => void;
}

/** Goals of issue 15 (docs/performance.md#web-delivery). */
export const WEB_GOALS = { jsRatio: 2.0, lcpMs: 1000 } as const;

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const WEB_DIST = path.join(REPO, 'apps/web/dist');
const API_MAIN = path.join(REPO, 'apps/api/dist/main.js');
const DEMO = { email: 'demo@demo.com', password: 'demodemo' };
const IMMUTABLE = 'public, max-age=31536000, immutable';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** `npm run build` when either build is missing, so the bench runs on a fresh clone. */
function ensureBuilt(log: (l: string) => void) {
  if (existsSync(path.join(WEB_DIST, 'index.html')) && existsSync(API_MAIN)) return;
  log('web-delivery: no build found, running `npm run build`');
  const r = spawnSync('npm', ['run', 'build'], { cwd: REPO, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('npm run build failed');
}

/**
 * The yardstick: a page rendering <div>hello</div> with React 19 + ReactDOM, built by the repo's own Vite and React
 * plugin in production mode. Returns its JavaScript, gzip -9, summed over the emitted scripts.
 */
export async function bareReactGzipBytes(): Promise<number> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lab-bare-react-'));
  try {
    // Resolve react, react-dom and the plugin from the repo's installed node_modules.
    symlinkSync(path.join(REPO, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html><head><meta charset="UTF-8" /><title>bare</title></head><body><div id="root"></div><script type="module" src="/main.jsx"></script></body></html>',
    );
    writeFileSync(
      path.join(dir, 'main.jsx'),
      "import { StrictMode } from 'react';\nimport { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<StrictMode><div>hello</div></StrictMode>);\n",
    );
    const { build } = await import('vite');
    const { default: react } = await import('@vitejs/plugin-react');
    await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      mode: 'production',
      plugins: [react()],
      build: { outDir: path.join(dir, 'dist'), emptyOutDir: true },
    });
    const assets = path.join(dir, 'dist/assets');
    return readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .reduce((sum, f) => sum + gz(readFileSync(path.join(assets, f))), 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** The built portal (`node apps/api/dist/main.js`) on a free port and a fresh demo database. */
async function startPortal(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lab-bench-web-'));
  const child: ChildProcess = spawn(process.execPath, [API_MAIN], {
    cwd: REPO,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise<void>((r) => child.once('exit', () => r()));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }, 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the portal exited with code ${child.exitCode}`);
      const ok = await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) throw new Error('the portal did not start within 120 s');
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, stop };
}

/** A GET with a chosen Accept-Encoding, raw (no decompression): status, headers and encoded body length. */
function rawGet(
  url: string,
  acceptEncoding: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        let bytes = 0;
        res.on('data', (c: Buffer) => (bytes += c.length));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Cache and encoding headers of the two pages (index.html, sign-in.html) and of the entry bundle index.html names. */
async function headerRows(url: string): Promise<GoalRow[]> {
  const html = readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8');
  const entry = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('no entry script in apps/web/dist/index.html');
  const br = await rawGet(url + entry, 'br, gzip');
  const gzip = await rawGet(url + entry, 'gzip');
  // The app's page (index.html, at any client-side route) and the sign-in page of its own (sign-in.html, at /login).
  const pages = await Promise.all(['/cases', '/login'].map((p) => rawGet(url + p, 'br, gzip')));
  const vary = String(br.headers.vary ?? '').toLowerCase();
  const assetOk =
    br.status === 200 &&
    br.headers['cache-control'] === IMMUTABLE &&
    br.headers['content-encoding'] === 'br' &&
    gzip.headers['content-encoding'] === 'gzip' &&
    vary.includes('accept-encoding');
  const pageCc = [...new Set(pages.map((p) => String(p.headers['cache-control'] ?? '(none)')))].join(' / ');
  const pageOk = pages.every(
    (p) =>
      p.status === 200 &&
      /no-cache/.test(String(p.headers['cache-control'])) &&
      !!(p.headers.etag || p.headers['last-modified']),
  );
  return [
    {
      figure: 'hashed asset headers',
      value: `${br.headers['cache-control'] ?? '(none)'}; ${br.headers['content-encoding'] ?? 'identity'}/${gzip.headers['content-encoding'] ?? 'identity'}; vary ${vary || '(none)'}`,
      goal: `${IMMUTABLE}; br/gzip precompressed`,
      ok: assetOk,
    },
    {
      figure: 'index.html, sign-in.html headers',
      value: `${pageCc}${pages.every((p) => p.headers.etag) ? ', ETag' : ''}`,
      goal: 'no-cache, revalidated (ETag)',
      ok: pageOk,
    },
  ];
}

const LCP_PROBE = `
  window.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__lcp = Math.max(window.__lcp, e.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

/**
 * The browser's part: the scripts /login loads, and the Largest Contentful Paint of /login and of the signed-in home
 * (median of `loads` cold-cache loads in fresh contexts, after one warm-up).
 */
async function browserRows(url: string, bareGzip: number, loads: number, log: (l: string) => void): Promise<GoalRow[]> {
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-dev-shm-usage',
    ],
  });
  try {
    const viewport = { width: 1400, height: 900 };

    // Scripts of /login as Chromium requests them (sign-in.html: its entry and the chunk it shares with the app).
    const ctx = await browser.newContext({ viewport });
    const pg = await ctx.newPage();
    const scripts: Array<{ url: string; body: Promise<Buffer>; wire: Promise<number>; encoding: string }> = [];
    pg.on('response', (res) => {
      const type = res.headers()['content-type'] ?? '';
      if (res.request().resourceType() === 'script' || /javascript/.test(type)) {
        scripts.push({
          url: res.url(),
          body: res.body(),
          wire: res
            .request()
            .sizes()
            .then((s) => s.responseBodySize),
          encoding: res.headers()['content-encoding'] ?? 'identity',
        });
      }
    });
    await pg.goto(`${url}/login`, { waitUntil: 'networkidle' });
    await pg.getByRole('button', { name: 'Sign in' }).waitFor();
    const loginScripts = scripts.splice(0); // later responses (after sign-in) are not the sign-in page's
    pg.removeAllListeners('response');
    const bodies = await Promise.all(loginScripts.map((s) => s.body));
    const wires = await Promise.all(loginScripts.map((s) => s.wire));
    const raw = bodies.reduce((a, b) => a + b.length, 0);
    const gzipped = bodies.reduce((a, b) => a + gz(b), 0);
    const wire = wires.reduce((a, b) => a + b, 0);
    const encodings = [...new Set(loginScripts.map((s) => s.encoding))].join('+');
    // Files under 1 KB are not worth compressing (apps/web/build/precompress.ts): every larger script must be.
    const compressed = loginScripts.every(
      (s, i) => bodies[i]!.length < 1024 || s.encoding === 'br' || s.encoding === 'gzip',
    );
    log(
      `web-delivery: /login loads ${loginScripts.length} scripts, ${kb(raw)} raw, ${kb(gzipped)} gzip, ${kb(wire)} on the wire (${encodings})`,
    );
    if (process.env.BENCH_VERBOSE)
      for (const [i, s] of loginScripts.entries())
        log(`  ${s.url.replace(url, '')}  ${kb(bodies[i]!.length)} raw, ${kb(gz(bodies[i]!))} gzip`);

    // Sign in once through the page, for the signed-in storage (token and login object).
    await pg.getByRole('textbox', { name: 'Email' }).fill(DEMO.email);
    await pg.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await pg.getByRole('button', { name: 'Sign in' }).click();
    await pg.getByTestId('user-name').waitFor({ timeout: 30_000 });
    const signedIn = await ctx.storageState();
    await ctx.close();

    const lcpOf = async (pathname: string, storageState?: typeof signedIn) => {
      const samples: number[] = [];
      for (let i = 0; i <= loads; i++) {
        const c = await browser.newContext({ viewport, storageState });
        try {
          await c.addInitScript(LCP_PROBE);
          const p = await c.newPage();
          await p.goto(url + pathname, { waitUntil: 'networkidle' });
          // The entry is reported after the paint's frame: on a busy machine that can come late.
          let lcp = 0;
          for (let t = 0; t < 50 && !lcp; t++) {
            await p.waitForTimeout(200);
            lcp = await p.evaluate(() => (window as Window & { __lcp?: number }).__lcp ?? 0);
          }
          if (!lcp) throw new Error(`no largest-contentful-paint entry for ${pathname}`);
          if (i > 0) samples.push(lcp); // the first load warms the server
        } finally {
          await c.close();
        }
      }
      return samples;
    };
    const loginLcp = await lcpOf('/login');
    const homeLcp = await lcpOf('/', signedIn);
    const [load1] = os.loadavg();
    log(
      `web-delivery: machine load ${load1!.toFixed(1)} on ${os.cpus().length} CPUs (LCP is wall-clock: a busy machine slows it)`,
    );
    log(
      `web-delivery: LCP /login ${loginLcp.map((v) => v.toFixed(0)).join(', ')} ms; home ${homeLcp.map((v) => v.toFixed(0)).join(', ')} ms`,
    );

    const ratio = gzipped / bareGzip;
    const lcpRow = (figure: string, xs: number[]): GoalRow => ({
      figure,
      value: `${(median(xs) / 1000).toFixed(2)} s (median of ${xs.length})`,
      goal: `≤ ${(WEB_GOALS.lcpMs / 1000).toFixed(1)} s`,
      ok: median(xs) <= WEB_GOALS.lcpMs,
    });
    return [
      {
        figure: 'sign-in page JS, gzip ÷ bare React 19 page',
        value: `${ratio.toFixed(2)} (${kb(gzipped)} ÷ ${kb(bareGzip)}; ${loginScripts.length} scripts)`,
        goal: `≤ ${WEB_GOALS.jsRatio.toFixed(1)}`,
        ok: ratio <= WEB_GOALS.jsRatio,
      },
      {
        figure: 'sign-in page JS on the wire',
        value: `${kb(wire)} (${encodings})`,
        goal: 'compressed (br or gzip), precompressed at build',
        ok: compressed,
      },
      lcpRow('LCP /login (Chromium, localhost)', loginLcp),
      lcpRow('LCP signed-in home (Chromium, localhost)', homeLcp),
    ];
  } finally {
    await browser.close();
  }
}

/**
 * The web-delivery rows of `npm run bench` (issue 15): sign-in page JavaScript against a bare React page, the cache
 * and encoding headers, and the Largest Contentful Paint of /login and the signed-in home. Builds the app if no build
 * is found; starts and stops its own portal and browser.
 */
export async function webDeliveryBench(opts: WebDeliveryOptions = {}): Promise<GoalRow[]> {
  const log = opts.log ?? ((l: string) => console.log(l));
  const loads = opts.loads ?? Number(process.env.BENCH_LCP_LOADS ?? 5);
  ensureBuilt(log);
  mkdirSync(os.tmpdir(), { recursive: true });
  const bareGzip = await bareReactGzipBytes();
  log(`web-delivery: bare React 19 + ReactDOM page: ${kb(bareGzip)} gzip`);
  const portal = await startPortal();
  try {
    return [...(await browserRows(portal.url, bareGzip, loads, log)), ...(await headerRows(portal.url))];
  } finally {
    await portal.stop();
  }
}

/** The rows as a table: figure, value, goal, ok / miss. */
export function formatGoalRows(rows: GoalRow[]): string {
  const table = [
    ['figure', 'value', 'goal', 'ok'],
    ...rows.map((r) => [r.figure, r.value, r.goal, r.ok ? 'ok' : 'miss']),
  ];
  const widths = table[0]!.map((_, c) => Math.max(...table.map((r) => r[c]!.length)));
  const line = (r: string[]) =>
    r
      .map((v, c) => v.padEnd(widths[c]!))
      .join('  ')
      .trimEnd();
  return [line(table[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...table.slice(1).map(line)].join('\n');
}

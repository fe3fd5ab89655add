import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect } from '@playwright/test';

/**
 * Each Playwright worker tests a portal of its own: the built server (apps/api/dist/main.js, what `npm run serve`
 * runs; `npm run build` first) on port E2E_PORT + the worker's parallel index, with a DATA_DIR of its own seeded with
 * the demo data. The spec files of one worker run one after the other on its portal, so specs that change the demo
 * data never meet those of another worker. The demo data is seeded once (global-setup.ts) and each portal starts from
 * a copy of that DATA_DIR. With E2E_EXTERNAL_URL the tests use that portal instead (one worker).
 */
export interface Portal {
  url: string;
  /** The portal's DATA_DIR (its mail outbox is `outbox/` inside); E2E_DATA_DIR for an external portal. */
  dataDir: string;
}

const mainJs = fileURLToPath(new URL('../../api/dist/main.js', import.meta.url));

/** A built portal on `port` with a new DATA_DIR (a copy of `template` when given), seeded with the demo data. */
/** Whether nothing listens on `port` (a portal of a worker that failed may still be ending there). */
const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .listen(port, () => probe.close(() => resolve(true)));
  });

export async function startPortal(
  port: number,
  template?: string,
): Promise<{ portal: Portal; stop(keep?: boolean): Promise<void> }> {
  // Else /api/health could be answered by another portal still on the port, and the tests would talk to it.
  for (const until = Date.now() + 30_000; !(await portFree(port));) {
    if (Date.now() > until) throw new Error(`port ${port} is taken (E2E_PORT sets the first port of the workers)`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lab-e2e-'));
  if (template) cpSync(template, dataDir, { recursive: true });
  let log = '';
  const child: ChildProcess = spawn(process.execPath, [mainJs], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Results out (docs/interfaces.md): a quick delivery worker, so a refused connection ends `failed` in seconds
      // and a resend is delivered at once (interfaces.spec.ts). No destination exists unless a spec adds one.
      INTERFACE_DELIVERY_MS: process.env.INTERFACE_DELIVERY_MS ?? '1000',
      INTERFACE_MAX_ATTEMPTS: process.env.INTERFACE_MAX_ATTEMPTS ?? '2',
      INTERFACE_BACKOFF_MS: process.env.INTERFACE_BACKOFF_MS ?? '200',
      INTERFACE_ACK_TIMEOUT_MS: process.env.INTERFACE_ACK_TIMEOUT_MS ?? '3000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A worker that ends without its teardown takes its portal with it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.stdout!.on('data', (d) => (log += String(d)));
  child.stderr!.on('data', (d) => (log += String(d)));
  const url = `http://localhost:${port}`;
  // Seeding the demo data takes a while on a busy machine.
  const until = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the portal on port ${port} exited (${child.exitCode}):\n${log}`);
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`the portal on port ${port} did not answer /api/health in 240 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    portal: { url, dataDir },
    /** Stops the portal; its DATA_DIR stays when `keep`. */
    async stop(keep = false) {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) {
          child.kill('SIGKILL');
          await exited;
        }
      }
      process.off('exit', killOnExit);
      if (!keep) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const test = base.extend<Record<never, never>, { portal: Portal }>({
  portal: [
    // Playwright reads a fixture's dependencies from its first parameter, an object pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const external = process.env.E2E_EXTERNAL_URL;
      if (external) {
        await use({ url: external, dataDir: process.env.E2E_DATA_DIR ?? '' });
        return;
      }
      const started = await startPortal(
        Number(process.env.E2E_PORT ?? 3100) + workerInfo.parallelIndex,
        process.env.E2E_TEMPLATE_DIR,
      );
      // For the helpers that read it (support.ts's signedInPage, the mail outbox of password-reset.spec.ts).
      process.env.E2E_BASE_URL = started.portal.url;
      process.env.E2E_DATA_DIR = started.portal.dataDir;
      await use(started.portal);
      await started.stop();
    },
    { scope: 'worker', auto: true, timeout: 300_000 },
  ],
  baseURL: async ({ portal }, use) => use(portal.url),
});

export { expect };

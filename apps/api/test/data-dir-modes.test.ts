import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const apiDir = path.resolve(__dirname, '..');
const port = 3800 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
let child: ChildProcess | null = null;

afterAll(() => {
  child?.kill('SIGKILL');
});

/** Every path under dir whose mode lets anyone but the owner in (0700 folders, 0600 files expected). */
function tooOpen(dir: string): string[] {
  const found: string[] = [];
  const walk = (p: string) => {
    const stat = lstatSync(p);
    if (stat.isSymbolicLink()) return;
    const mode = stat.mode & 0o777;
    if (stat.isDirectory()) {
      if (mode !== 0o700) found.push(`${path.relative(dir, p) || '.'} ${mode.toString(8)}`);
      for (const name of readdirSync(p)) walk(path.join(p, name));
    } else if (mode !== 0o600) {
      found.push(`${path.relative(dir, p)} ${mode.toString(8)}`);
    }
  };
  walk(dir);
  return found;
}

describe.skipIf(Boolean(process.env.TEST_PG_URL) || process.platform === 'win32')('DATA_DIR file modes', () => {
  it('keeps DATA_DIR owner-only (0700 / 0600) even when started with umask 000', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lab-modes-'));
    chmodSync(dataDir, 0o777);
    // What an older portal left behind: world-writable files and folders.
    mkdirSync(path.join(dataDir, 'files'), { mode: 0o777 });
    chmodSync(path.join(dataDir, 'files'), 0o777);
    writeFileSync(path.join(dataDir, 'files', 'old-upload.pdf'), 'x');
    chmodSync(path.join(dataDir, 'files', 'old-upload.pdf'), 0o666);

    child = spawn('/bin/sh', ['-c', `umask 000; exec "${process.execPath}" --import tsx src/main.ts`], {
      cwd: apiDir,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: '0',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        JWT_SECRET: '',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (d) => process.stderr.write(`[server] ${d}`));
    const until = Date.now() + 90_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
      if (Date.now() > until) throw new Error('server did not start');
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        /* not up yet */
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    // A committed write reaches the write-ahead log.
    await fetch(`${base}/api/authenticate/register/user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'modes@example.com', password: 'Correct-Horse-Battery-9', name: 'Mode Tester' }),
    });
    expect(readdirSync(path.join(dataDir, 'pglite')).length).toBeGreaterThan(0);
    expect(tooOpen(dataDir)).toEqual([]);
    child.kill('SIGTERM');
    await new Promise((r) => (child!.exitCode !== null ? r(null) : child!.once('exit', r)));
    expect(tooOpen(dataDir)).toEqual([]);
  }, 120_000);
});

import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { TBackupJob, TBackupOverview } from '@lab/domain';
import { sql } from 'drizzle-orm';
import { openPglite, queryRows } from '../src/db/client';
import { readTar, TarWriter } from '../src/lib/tar';
import { findPgDump, type TBackupManifest } from '../src/services/backup-archive';
import { BackupJobs, nextDailyRun } from '../src/services/backup-jobs';
import { startApi, stopApi, type Api } from './api-process';
import { createTestApp } from './helper';

/**
 * Backup and restore (issue 27, docs/backup.md), with real processes, databases and files: a backup taken while 20
 * clients write is restored into a fresh embedded data folder and (TEST_PG_URL) into a fresh PostgreSQL database, and
 * back; every write acknowledged before the backup started is there, and `npm run audit:verify` passes on each.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PG = process.env.TEST_PG_URL;
const work = mkdtempSync(path.join(os.tmpdir(), 'lab-backup-test-'));
const apis: Api[] = [];
const databases: string[] = [];

/** Keys from DATA_DIR (not TEST_SECRETS), so the archive carries them; no daily timer. */
const OWN_KEYS = { JWT_SECRET: '', AUDIT_HMAC_KEY: '', BACKUP_DAILY_AT: 'off', TRUST_PROXY: 'loopback' };

afterAll(async () => {
  await Promise.all(apis.map((a) => stopApi(a)));
  if (PG) {
    const admin = new pg.Client({ connectionString: PG });
    await admin.connect();
    for (const name of databases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
  rmSync(work, { recursive: true, force: true });
}, 60_000);

const CLI_TIMEOUT_MS = 60_000;

/** Runs `npm run <script>` as the command line does (tsx on the cli file), with only these settings. */
function runCli(
  script: 'backup' | 'restore' | 'audit-verify',
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `apps/api/src/cli/${script}.ts`, ...args], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (b: Buffer) => (out += b.toString()));
    child.stderr.on('data', (b: Buffer) => (out += b.toString()));
    const timer = setTimeout(() => {
      out += `\n(killed after ${CLI_TIMEOUT_MS} ms)`;
      child.kill('SIGKILL');
    }, CLI_TIMEOUT_MS);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, out });
    });
  });
}

async function createDatabase(): Promise<string> {
  const name = `lab_backup_${Math.random().toString(16).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: PG });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  databases.push(name);
  const url = new URL(PG!);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * 20 clients registering accounts (each a user, a session and an audit row in one transaction) until stopped; each
 * acknowledged account is recorded. `backup` runs while they write; what was acknowledged before it began is answered.
 */
async function backupWhileWriting(api: Api, prefix: string, backup: () => Promise<void>) {
  const acknowledged: string[] = [];
  let stop = false;
  const writers = Array.from({ length: 20 }, (_, w) =>
    (async () => {
      for (let i = 0; !stop; i++) {
        const email = `${prefix}-${w}-${i}@example.com`;
        const res = await fetch(`${api.base}/api/authenticate/register/user`, {
          signal: AbortSignal.timeout(30_000),
          method: 'POST',
          // Registrations are limited per address: each client writes from addresses of its own (TRUST_PROXY).
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${w}.${i >> 8}.${i & 255}` },
          body: JSON.stringify({ email, password: 'Backup-writer-pass-1', name: `Writer ${w} ${i}` }),
        });
        if (res.ok && 'user' in ((await res.json()) as object)) acknowledged.push(email);
      }
    })(),
  );
  // Registrations hash a password each: on a small machine a few a second. Let a good number be acknowledged first.
  for (const until = Date.now() + 30_000; acknowledged.length < 40 && Date.now() < until;)
    await new Promise((r) => setTimeout(r, 100));
  const before = [...acknowledged];
  try {
    await backup();
  } finally {
    stop = true;
  }
  await Promise.all(writers);
  expect(before.length).toBeGreaterThanOrEqual(40);
  expect(acknowledged.length).toBeGreaterThan(before.length);
  return { before, all: acknowledged };
}

async function registeredIn(rows: Array<{ email: string }>, before: string[]) {
  const present = new Set(rows.map((r) => r.email));
  expect(before.filter((e) => !present.has(e))).toEqual([]);
}

async function verify(env: Record<string, string>) {
  const res = await runCli('audit-verify', [], env);
  expect(res.out).toContain('Audit trail intact');
  expect(res.code).toBe(0);
}

async function emailsInPglite(dataDir: string, prefix: string) {
  const database = await openPglite(path.join(dataDir, 'pglite'));
  try {
    // The restore itself is in the trail.
    const restores = await database.pglite!.query(`select 1 from audit_events where eventtype = 'restore'`);
    expect(restores.rows.length).toBeGreaterThan(0);
    return (
      await database.pglite!.query<{ email: string }>(`select email from users where email like $1`, [`${prefix}-%`])
    ).rows;
  } finally {
    await database.close();
  }
}

async function emailsInPostgres(url: string, prefix: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ email: string }>(`select email from users where email like $1`, [`${prefix}-%`])).rows;
  } finally {
    await client.end();
  }
}

async function manifestOf(file: string): Promise<TBackupManifest> {
  let text = '';
  let inManifest = false;
  for await (const ev of readTar(file)) {
    if (ev.kind === 'start') inManifest = ev.path === 'manifest.json';
    else if (ev.kind === 'data' && inManifest) text += ev.chunk.toString();
  }
  return JSON.parse(text) as TBackupManifest;
}

/** A copy of the archive with one byte of `entry` changed and the manifest left as it was. */
async function tampered(file: string, entry: string, out: string): Promise<void> {
  const entries: Array<{ path: string; data: Buffer }> = [];
  let chunks: Buffer[] = [];
  for await (const ev of readTar(file)) {
    if (ev.kind === 'start') chunks = [];
    else if (ev.kind === 'data') chunks.push(Buffer.from(ev.chunk));
    else entries.push({ path: ev.path, data: Buffer.concat(chunks) });
  }
  const writer = new TarWriter(out);
  for (const e of entries) {
    if (e.path === entry) e.data[Math.floor(e.data.length / 2)]! ^= 1;
    await writer.addBuffer(e.path, e.data);
  }
  await writer.finish();
}

describe('backup and restore', () => {
  const archive = path.join(work, 'embedded.tar.gz');
  let before: string[] = [];

  it('backs up a running embedded portal while 20 clients write, and restores it into a fresh data folder', async () => {
    const api = await startApi('', OWN_KEYS);
    apis.push(api);
    const env = { DATA_DIR: api.dataDir };
    ({ before } = await backupWhileWriting(api, 'emb', async () => {
      const res = await runCli('backup', [archive], env);
      expect(`${res.out}\n--- the portal's log:\n${api.log.join('')}`).toContain('Backup made by the running portal');
      expect(res.code).toBe(0);
    }));
    const manifest = await manifestOf(archive);
    expect(manifest.database.kind).toBe('pglite');
    expect(manifest.keys).toMatchObject({ jwtSecret: 'included', auditKey: 'included' });
    expect(manifest.keys.checkpoints).toBeGreaterThan(0);
    // The portal kept its own copy, with its sum beside it (sha256sum's format).
    const kept = path.join(api.dataDir, 'backups');
    expect(existsSync(kept)).toBe(true);

    const target = path.join(work, 'restored-embedded');
    const res = await runCli('restore', [archive], { DATA_DIR: target });
    expect(res.out).toContain('Restored the backup');
    expect(res.code).toBe(0);
    await verify({ DATA_DIR: target });
    await registeredIn(await emailsInPglite(target, 'emb'), before);
  }, 300_000);

  it('refuses a non-empty data folder and an archive whose sums do not match, before writing anything', async () => {
    const used = mkdtempSync(path.join(work, 'used-'));
    writeFileSync(path.join(used, 'notes.txt'), 'something the lab keeps here');
    const full = await runCli('restore', [archive], { DATA_DIR: used });
    expect(full.code).toBe(1);
    expect(full.out).toContain('is not empty');

    const manifest = await manifestOf(archive);
    const users = manifest.files.find((f) => f.path.endsWith('-users.jsonl'))!.path;
    const bad = path.join(work, 'tampered.tar.gz');
    await tampered(archive, users, bad);
    const target = path.join(work, 'never-written');
    const res = await runCli('restore', [bad], { DATA_DIR: target });
    expect(res.code).toBe(1);
    expect(res.out).toContain(`SHA-256 mismatch for ${users}`);
    expect(existsSync(target)).toBe(false);

    const missing = await runCli('restore', [path.join(work, 'nothing.tar.gz')], { DATA_DIR: target });
    expect(missing.code).toBe(1);
    expect(missing.out).toContain('No backup at');
  }, 120_000);

  it.skipIf(!PG)(
    'restores the embedded backup into PostgreSQL, and a PostgreSQL backup taken while 20 clients write back into an embedded folder',
    async () => {
      const url = await createDatabase();
      const pgDir = path.join(work, 'restored-postgres');
      const res = await runCli('restore', [archive], { DATA_DIR: pgDir, DATABASE_URL: url });
      expect(res.out).toContain('into PostgreSQL');
      expect(res.code).toBe(0);
      await verify({ DATA_DIR: pgDir, DATABASE_URL: url });
      await registeredIn(await emailsInPostgres(url, 'emb'), before);

      // A database that holds tables is refused.
      const again = await runCli('restore', [archive], { DATA_DIR: path.join(work, 'other'), DATABASE_URL: url });
      expect(again.code).toBe(1);
      expect(again.out).toContain('is not empty');

      // The lab now runs on PostgreSQL: back up while 20 clients write, and move back to the embedded database.
      const api = await startApi(url, { ...OWN_KEYS, DATA_DIR: pgDir });
      apis.push(api);
      const back = path.join(work, 'postgres.tar.gz');
      const { before: pgBefore } = await backupWhileWriting(api, 'pg', async () => {
        const made = await runCli('backup', [back], { DATA_DIR: pgDir, DATABASE_URL: url });
        expect(made.code).toBe(0);
        expect(made.out).toContain(findPgDump() ? 'pg_dump: included' : 'pg_dump is not on the PATH');
      });
      const manifest = await manifestOf(back);
      expect(manifest.database.kind).toBe('postgres');
      const embedded = path.join(work, 'restored-from-postgres');
      const restored = await runCli('restore', [back], { DATA_DIR: embedded });
      expect(restored.code).toBe(0);
      await verify({ DATA_DIR: embedded });
      const rows = await emailsInPglite(embedded, 'pg');
      await registeredIn(rows, pgBefore);
      await registeredIn(await emailsInPglite(embedded, 'emb'), before);
    },
    300_000,
  );

  it('lets an admin back up from the API, follow the progress, list and download the archive (audited)', async () => {
    const t = await createTestApp({ config: { backupDir: path.join(work, 'api-backups') } });
    try {
      const started = await t.as('admin', { method: 'POST', url: '/api/admin/backups' });
      expect(started.statusCode).toBe(202);
      const job = started.json<TBackupJob>();
      let overview: TBackupOverview;
      for (;;) {
        overview = (await t.as('admin', { method: 'GET', url: '/api/admin/backups' })).json<TBackupOverview>();
        if (overview.jobs.find((j) => j.name === job.name)!.status !== 'running') break;
        await new Promise((r) => setTimeout(r, 100));
      }
      const done = overview.jobs.find((j) => j.name === job.name)!;
      expect(done).toMatchObject({ status: 'done', percent: 100, by: 'admin@admin.com' });
      expect(overview.backups.map((b) => b.name)).toContain(job.name);
      expect(overview.backups.find((b) => b.name === job.name)!.sha256).toBe(done.sha256);

      const refused = await t.as('editor', { method: 'GET', url: `/api/admin/backups/${job.name}/download` });
      expect(refused.statusCode).toBe(403);
      const dl = await t.as('admin', { method: 'GET', url: `/api/admin/backups/${job.name}/download` });
      expect(dl.statusCode).toBe(200);
      expect(dl.headers['content-disposition']).toBe(`attachment; filename="${job.name}"`);
      expect(dl.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
      const bad = await t.as('admin', { method: 'GET', url: '/api/admin/backups/..%2Fjwt-secret/download' });
      expect(bad.statusCode).toBe(400);

      const lines = (
        await queryRows<{ eventdescription: string }>(
          t.database.db,
          sql`select eventdescription from audit_events where eventtype = 'backup' order by id`,
        )
      ).map((r) => r.eventdescription);
      expect(lines.some((l) => l.startsWith(`Backup ${job.name} made`))).toBe(true);
      expect(lines).toContain(`Backup ${job.name} downloaded`);
      // The command line's local route wants the token of DATA_DIR/backup-access.json.
      const local = await t.app.inject({ method: 'POST', url: '/api/admin/backups/local' });
      expect(local.statusCode).toBe(401);
    } finally {
      await t.close();
    }
  }, 120_000);

  it('runs the daily backup at BACKUP_DAILY_AT (UTC) and keeps the newest BACKUP_KEEP daily ones (audited)', async () => {
    expect(nextDailyRun('02:00', new Date('2026-11-26T01:59:00Z')).toISOString()).toBe('2026-11-26T02:00:00.000Z');
    expect(nextDailyRun('02:00', new Date('2026-11-26T02:00:00Z')).toISOString()).toBe('2026-11-27T02:00:00.000Z');
    expect(nextDailyRun('23:30', new Date('2026-12-31T23:45:00Z')).toISOString()).toBe('2027-01-01T23:30:00.000Z');

    const t = await createTestApp({ config: { backupDir: path.join(work, 'daily'), backupKeep: 2 } });
    try {
      const jobs = new BackupJobs(t.database, t.config, { error: () => {}, info: () => {} });
      const system = { userId: null, username: 'system', ip: null, userAgent: null };
      const kept: string[] = [];
      const manual = jobs.start(system, 'admin@admin.com');
      while (jobs.job(manual.name)!.status === 'running') await new Promise((r) => setTimeout(r, 50));
      for (let i = 0; i < 3; i++) {
        const job = jobs.start(system, 'schedule', true);
        // One at a time: a second request while it runs is refused.
        expect(() => jobs.start(system, 'schedule', true)).toThrow('A backup is being made right now');
        while (jobs.job(job.name)!.status === 'running') await new Promise((r) => setTimeout(r, 50));
        expect(jobs.job(job.name)!.status).toBe('done');
        kept.push(job.name);
      }
      const files = await jobs.files();
      // The two newest daily ones, and the one made by hand (never deleted by the schedule).
      expect(files.map((f) => f.name).sort()).toEqual([manual.name, kept[1], kept[2]].sort());
      expect(existsSync(path.join(work, 'daily', `${kept[0]}.sha256`))).toBe(false);
      const deleted = await queryRows<{ eventdescription: string }>(
        t.database.db,
        sql`select eventdescription from audit_events where eventtype = 'backup' and eventdescription like 'Daily backup %'`,
      );
      expect(deleted.map((r) => r.eventdescription)).toEqual([
        `Daily backup ${kept[0]} deleted (BACKUP_KEEP keeps the newest 2)`,
      ]);
    } finally {
      await t.close();
    }
  }, 120_000);
});

import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { BACKUP_NAME, backupOrderKey, type TBackupFile, type TBackupJob, type TBackupOverview } from '@lab/domain';
import type { AppConfig } from '../config';
import { migrationsFolder, type Database } from '../db/client';
import { HttpError } from '../lib/http-error';
import { writeAudit, type AuditActor } from '../plugins/audit';
import { writeBackup } from './backup-archive';

/** The file in DATA_DIR through which `npm run backup` on this machine asks the running portal for a backup. */
export const LOCAL_ACCESS_FILE = 'backup-access.json';

const stamp = (d: Date) => d.toISOString().replace(/[-:.]/g, '');

/** The next time of day `hhmm` (UTC) after `now`. */
export function nextDailyRun(hhmm: string, now = new Date()): Date {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), h, m));
  if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/**
 * The backups the running portal makes (docs/backup.md): one at a time, into BACKUP_DIR, on an admin's request, the
 * command line's (through the local access file) or the daily schedule, which keeps the newest BACKUP_KEEP daily
 * ones. Each is written as `<name>.part` and renamed when complete, with `<name>.sha256` beside it (sha256sum's
 * format). Every backup made, failed, downloaded or deleted by the schedule is audited.
 */
export class BackupJobs {
  private readonly jobs: TBackupJob[] = [];
  private running = false;
  private timer: NodeJS.Timeout | undefined;
  private nextAt: Date | null = null;
  private readonly localToken = randomBytes(32).toString('base64url');

  constructor(
    private readonly database: Database,
    private readonly config: AppConfig,
    private readonly log: { error: (obj: object, msg: string) => void; info: (msg: string) => void },
  ) {}

  /** The archive's path in BACKUP_DIR, for a name the portal wrote; anything else is refused. */
  fileOf(name: string): string {
    if (!BACKUP_NAME.test(name)) throw new HttpError(400, `${name} is not the name of a backup of this portal`);
    const file = path.join(this.config.backupDir, name);
    if (!existsSync(file)) throw new HttpError(404, `No backup named ${name}`);
    return file;
  }

  job(name: string): TBackupJob | undefined {
    return this.jobs.find((j) => j.name === name);
  }

  /** Starts a backup; refuses while one is running (409). Answers the job, to be followed until it is done. */
  start(actor: AuditActor, by: string, daily = false): TBackupJob {
    if (this.running) throw new HttpError(409, 'A backup is being made right now: wait for it to finish');
    this.running = true;
    mkdirSync(this.config.backupDir, { recursive: true, mode: 0o700 });
    const now = new Date();
    let name = `lab-backup-${stamp(now)}${daily ? '-daily' : ''}.tar.gz`;
    for (let n = 2; existsSync(path.join(this.config.backupDir, name)); n++) {
      name = `lab-backup-${stamp(now)}-${n}${daily ? '-daily' : ''}.tar.gz`;
    }
    const job: TBackupJob = {
      name,
      status: 'running',
      percent: 0,
      phase: 'database',
      startedAt: now.toISOString(),
      finishedAt: null,
      size: null,
      sha256: null,
      error: null,
      by,
    };
    this.jobs.unshift(job);
    this.jobs.splice(20);
    void this.run(job, actor, daily);
    return job;
  }

  private async run(job: TBackupJob, actor: AuditActor, daily: boolean): Promise<void> {
    const file = path.join(this.config.backupDir, job.name);
    const part = `${file}.part`;
    try {
      const result = await writeBackup(this.database, this.config, migrationsFolder(), part, (percent, phase) => {
        job.percent = Math.min(99, percent);
        job.phase = phase;
      });
      writeFileSync(`${file}.sha256`, `${result.sha256}  ${job.name}\n`, { mode: 0o600 });
      renameSync(part, file);
      Object.assign(job, { phase: 'finishing', size: result.size, sha256: result.sha256 });
      const rows = Object.values(result.manifest.database.tables).reduce((a, b) => a + b, 0);
      const files = result.manifest.files.filter((f) => f.path.startsWith('files/')).length;
      await writeAudit(this.database.db, actor, {
        eventtype: 'backup',
        eventdescription: `Backup ${job.name} made (${rows} rows, ${files} files, ${result.size} bytes; ${result.manifest.database.pgDump})`,
        entity: 'backup',
        entityId: job.name,
        newvalue: { sha256: result.sha256, size: result.size, by: job.by },
      });
      if (daily) await this.prune(actor);
      // Done once audited and pruned: whoever sees it done may start the next one.
      Object.assign(job, { status: 'done', percent: 100, phase: 'done', finishedAt: new Date().toISOString() });
    } catch (err) {
      await rm(part, { force: true });
      this.log.error({ err: { message: (err as Error).message } }, `backup ${job.name} failed`);
      await writeAudit(this.database.db, actor, {
        eventtype: 'backup',
        eventdescription: `Backup ${job.name} failed: ${(err as Error).message}`,
        entity: 'backup',
        entityId: job.name,
      }).catch(() => undefined);
      Object.assign(job, { status: 'failed', error: (err as Error).message, finishedAt: new Date().toISOString() });
    } finally {
      this.running = false;
    }
  }

  /** Keeps the newest BACKUP_KEEP daily backups; the older ones (and their .sha256) are deleted, audited. */
  private async prune(actor: AuditActor): Promise<void> {
    const daily = (await this.files()).filter((f) => f.daily);
    for (const old of daily.slice(this.config.backupKeep)) {
      await rm(path.join(this.config.backupDir, old.name), { force: true });
      await rm(path.join(this.config.backupDir, `${old.name}.sha256`), { force: true });
      await writeAudit(this.database.db, actor, {
        eventtype: 'backup',
        eventdescription: `Daily backup ${old.name} deleted (BACKUP_KEEP keeps the newest ${this.config.backupKeep})`,
        entity: 'backup',
        entityId: old.name,
      });
    }
  }

  /** The archives in BACKUP_DIR, newest first. */
  async files(): Promise<TBackupFile[]> {
    const names = await readdir(this.config.backupDir).catch(() => [] as string[]);
    const out: TBackupFile[] = [];
    for (const name of names.filter((n) => BACKUP_NAME.test(n))) {
      const file = path.join(this.config.backupDir, name);
      const st = await stat(file).catch(() => null);
      if (!st) continue;
      let sha256: string | null = null;
      try {
        sha256 = readFileSync(`${file}.sha256`, 'utf8').split(/\s/)[0] ?? null;
      } catch {
        // no sum beside it
      }
      out.push({
        name,
        size: st.size,
        createdAt: st.mtime.toISOString(),
        sha256,
        daily: name.endsWith('-daily.tar.gz'),
      });
    }
    return out.sort((a, b) => backupOrderKey(b.name).localeCompare(backupOrderKey(a.name)));
  }

  async overview(): Promise<TBackupOverview> {
    // The jobs as they are now, before the folder is read: a job seen done has its archive listed.
    const jobs = this.jobs.map((j) => ({ ...j }));
    return {
      jobs,
      backups: await this.files(),
      schedule: {
        dailyAt: this.config.backupDailyAt,
        keep: this.config.backupKeep,
        dir: this.config.backupDir,
        nextAt: this.nextAt?.toISOString() ?? null,
      },
      database: this.database.kind,
    };
  }

  /** Starts the daily backup's timer (BACKUP_DAILY_AT, UTC). */
  schedule(): void {
    if (!this.config.backupDailyAt) return;
    this.nextAt = nextDailyRun(this.config.backupDailyAt);
    this.timer = setTimeout(() => {
      try {
        this.start({ userId: null, username: 'system', ip: null, userAgent: null }, 'schedule', true);
      } catch (err) {
        this.log.error({ err: { message: (err as Error).message } }, 'the daily backup did not start');
      }
      this.schedule();
    }, this.nextAt.getTime() - Date.now());
    this.timer.unref();
  }

  stop(): void {
    clearTimeout(this.timer);
  }

  /**
   * Writes DATA_DIR/backup-access.json (mode 0600): the port and a token that let `npm run backup` on this machine, run
   * by whoever can read DATA_DIR (and so holds everything a backup holds already), ask this process for one.
   */
  writeLocalAccess(port: number): void {
    writeFileSync(
      path.join(this.config.dataDir, LOCAL_ACCESS_FILE),
      JSON.stringify({ pid: process.pid, port, token: this.localToken }),
      { mode: 0o600 },
    );
  }

  /** Whether `token` is this process's local access token. */
  isLocalToken(token: string | undefined): boolean {
    if (!token) return false;
    const a = Buffer.from(token);
    const b = Buffer.from(this.localToken);
    return a.length === b.length && timingSafeEqual(a, b);
  }
}

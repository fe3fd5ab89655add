import { z } from 'zod';

/** Backups (docs/backup.md): a job the server runs, and the archives kept in BACKUP_DIR. */

/** A backup archive's file name as the portal writes it: lab-backup-<UTC time to the ms>[-n][-daily].tar.gz. */
export const BACKUP_NAME = /^lab-backup-[0-9]{8}T[0-9]{9}Z(-[0-9]+)?(-daily)?\.tar\.gz$/;

/** Orders backup names by when they were made (a second one in the same millisecond takes -2, -3…). */
export function backupOrderKey(name: string): string {
  const m = /^lab-backup-([0-9]{8}T[0-9]{9})Z(?:-([0-9]+))?/.exec(name);
  return m ? `${m[1]}-${(m[2] ?? '1').padStart(6, '0')}` : name;
}

export const ZBackupName = z.string().regex(BACKUP_NAME, 'must be the name of a backup archive of this portal');

export const ZBackupJob = z.object({
  name: z.string(),
  status: z.enum(['running', 'done', 'failed']),
  /** 0–100. */
  percent: z.number().int().min(0).max(100),
  /** What it is copying now: database, files, keys, done. */
  phase: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  size: z.number().int().nullable(),
  sha256: z.string().nullable(),
  error: z.string().nullable(),
  /** Who asked: a user's email, `schedule` or `command line`. */
  by: z.string(),
});
export type TBackupJob = z.infer<typeof ZBackupJob>;

export const ZBackupFile = z.object({
  name: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
  /** From the .sha256 file written beside it; null when that is missing. */
  sha256: z.string().nullable(),
  daily: z.boolean(),
});
export type TBackupFile = z.infer<typeof ZBackupFile>;

export const ZBackupOverview = z.object({
  jobs: z.array(ZBackupJob),
  backups: z.array(ZBackupFile),
  schedule: z.object({
    /** HH:MM UTC, or null when the daily backup is off (BACKUP_DAILY_AT=off). */
    dailyAt: z.string().nullable(),
    keep: z.number().int(),
    dir: z.string(),
    nextAt: z.string().nullable(),
  }),
  database: z.enum(['pglite', 'postgres']),
});
export type TBackupOverview = z.infer<typeof ZBackupOverview>;

import { existsSync, readFileSync } from 'node:fs';
import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadConfig, type AppConfig } from '../config';
import { migrationsFolder, openDatabase } from '../db/client';
import { acquireDataDirLock } from '../lib/data-dir-lock';
import { SYSTEM_ACTOR, useAuditKey, writeAudit, writeCheckpoint } from '../plugins/audit';
import { sha256OfFile, writeBackup } from '../services/backup-archive';
import { LOCAL_ACCESS_FILE } from '../services/backup-jobs';

/**
 * `npm run backup -- FILE` (from the repository root): a consistent backup of the portal into FILE (docs/backup.md).
 * The embedded database allows one process: while the portal runs, this asks it to make the backup (through
 * DATA_DIR/backup-access.json, which only the portal's user can read) and copies the archive; when it does not run,
 * this opens the data folder itself. On PostgreSQL it connects directly (a snapshot of its own), portal running or not.
 */

interface LocalJob {
  name: string;
  status: 'running' | 'done' | 'failed';
  percent: number;
  phase: string;
  sha256: string | null;
  size: number | null;
  error: string | null;
  file: string;
}

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

async function askRunningPortal(config: AppConfig, file: string): Promise<void> {
  const accessFile = path.join(config.dataDir, LOCAL_ACCESS_FILE);
  if (!existsSync(accessFile)) {
    fail(`The portal is running on ${config.dataDir} but has not written ${accessFile} yet: wait for it to start.`);
  }
  const access = JSON.parse(readFileSync(accessFile, 'utf8')) as { port: number; token: string };
  const base = `http://127.0.0.1:${access.port}/api/admin/backups/local`;
  const headers = { 'x-backup-token': access.token };
  const started = await fetch(base, { method: 'POST', headers }).catch((err: Error) =>
    fail(`Cannot reach the portal on port ${access.port}: ${err.message}`),
  );
  const body = (await started.json()) as LocalJob & { error?: string };
  if (started.status !== 202) fail(`The portal refused the backup (${started.status}): ${body.error}`);
  let job: LocalJob = body;
  let shown = -10;
  while (job.status === 'running') {
    if (job.percent >= shown + 10) {
      console.log(`${job.phase} ${job.percent}%`);
      shown = job.percent;
    }
    await new Promise((r) => setTimeout(r, 250));
    const res = await fetch(`${base}/${job.name}`, { headers });
    job = (await res.json()) as LocalJob;
  }
  if (job.status === 'failed') fail(`The backup failed: ${job.error}`);
  await copyFile(job.file, file);
  const sha256 = await sha256OfFile(file);
  if (sha256 !== job.sha256) fail(`The copy at ${file} does not match the portal's archive ${job.file}`);
  console.log(
    `Backup made by the running portal: ${file} (${job.size} bytes, SHA-256 ${sha256}); also kept as ${job.file}.`,
  );
}

async function backUpHere(config: AppConfig, file: string): Promise<void> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    let shown = -10;
    const result = await writeBackup(database, config, migrationsFolder(), file, (percent, phase) => {
      if (percent < shown + 10) return;
      console.log(`${phase} ${percent}%`);
      shown = percent;
    });
    useAuditKey(config.auditKey);
    await writeAudit(
      database.db,
      { ...SYSTEM_ACTOR, username: 'command line' },
      {
        eventtype: 'backup',
        eventdescription: `Backup written to ${file} from the command line (${result.size} bytes; ${result.manifest.database.pgDump})`,
        entity: 'backup',
        entityId: path.basename(file),
        newvalue: { sha256: result.sha256, size: result.size },
      },
    );
    await writeCheckpoint(database.db, config.auditKey, config.auditCheckpointDir);
    if (database.kind === 'postgres') console.log(`pg_dump: ${result.manifest.database.pgDump}`);
    console.log(`Backup made: ${file} (${result.size} bytes, SHA-256 ${result.sha256}).`);
  } finally {
    await database.close();
  }
}

const arg = process.argv[2];
if (!arg || arg.startsWith('-'))
  fail('Usage: npm run backup -- FILE   (FILE: where to write the archive, e.g. lab-backup.tar.gz)');
const file = path.resolve(arg!);
if (existsSync(file)) fail(`${file} already exists: name a new file.`);
if (!existsSync(path.dirname(file))) fail(`The folder ${path.dirname(file)} does not exist.`);
let config: AppConfig;
try {
  config = loadConfig();
} catch (err) {
  fail(err instanceof ConfigError ? err.message : String(err));
}
process.umask(0o077);
if (config!.databaseUrl) {
  await backUpHere(config!, file);
} else {
  let running = false;
  try {
    acquireDataDirLock(config!.dataDir);
  } catch {
    running = true;
  }
  if (running) await askRunningPortal(config!, file);
  else await backUpHere(config!, file);
}

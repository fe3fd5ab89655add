import path from 'node:path';
import { RestoreError, restoreBackup } from '../services/backup-restore';

/**
 * `npm run restore -- FILE` (from the repository root): restores a backup (docs/backup.md) into an empty DATA_DIR,
 * and into the empty PostgreSQL database of DATABASE_URL when it is set (else the embedded database in DATA_DIR).
 * Every SHA-256 of the manifest is checked before anything is written; a non-empty target is refused. The settings
 * are read from the environment directly: the portal's own loader would create keys in DATA_DIR before the check.
 */
const arg = process.argv[2];
if (!arg || arg.startsWith('-')) {
  console.error('Usage: npm run restore -- FILE   (into an empty DATA_DIR, and an empty DATABASE_URL database if set)');
  process.exit(1);
}
const env = (name: string) => (process.env[name] ? process.env[name] : undefined);
const databaseUrl = env('DATABASE_URL');
if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
  console.error('DATABASE_URL must start with postgres:// or postgresql://');
  process.exit(1);
}
const dataDir = path.resolve(env('DATA_DIR') ?? './data');
process.umask(0o077);
try {
  const result = await restoreBackup(
    path.resolve(arg),
    {
      dataDir,
      databaseUrl,
      checkpointDir: path.resolve(env('AUDIT_CHECKPOINT_DIR') ?? dataDir),
      envJwtSecret: env('JWT_SECRET'),
      envAuditKey: env('AUDIT_HMAC_KEY'),
    },
    (line) => console.log(line),
  );
  const rows = Object.values(result.tables).reduce((a, b) => a + b, 0);
  console.log(
    `Restored the backup of ${result.manifest.createdAt} (${result.manifest.database.kind}) into ${
      result.kind === 'pglite' ? `the embedded database in ${dataDir}` : 'PostgreSQL'
    }: ${rows} rows, ${result.files} files. Check it with: npm run audit:verify`,
  );
} catch (err) {
  console.error(err instanceof RestoreError ? err.message : `The restore failed: ${(err as Error).stack}`);
  process.exit(1);
}

import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { verifyAuditChain } from '../db/audit-verify';
import { acquireDataDirLock } from '../lib/data-dir-lock';

/**
 * `npm run audit:verify` (from the repository root, like `npm start`): checks the audit chain of the configured
 * database and reports the first broken link. The embedded database allows one process: stop the portal first.
 */
const config = loadConfig();
if (!config.databaseUrl) {
  try {
    acquireDataDirLock(config.dataDir);
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const report = await verifyAuditChain(database.db);
await database.close();
if (report.ok) {
  console.log(`Audit chain intact: ${report.checked} events checked (${database.kind === 'pglite' ? config.dataDir : 'PostgreSQL'}).`);
} else {
  console.error(`Audit chain BROKEN at event id ${report.firstBrokenId}: ${report.reason} (${report.checked} events before it are intact).`);
  process.exitCode = 1;
}

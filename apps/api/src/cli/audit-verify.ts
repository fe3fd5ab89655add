import { existsSync } from 'node:fs';
import { loadConfig } from '../config';
import { openCommandDatabase } from './open-database';
import { verifyAuditTrail } from '../db/audit-verify';

/**
 * `npm run audit:verify` (from the repository root, like `npm start`): checks the audit trail of the configured
 * database against the portal's key (AUDIT_HMAC_KEY or DATA_DIR/audit-key) and its signed checkpoints (the copy
 * outside the database, AUDIT_CHECKPOINT_DIR or DATA_DIR/audit-checkpoints.jsonl, and the database's), and reports
 * every row that was changed, added by hand or removed. The embedded database allows one process: stop the portal
 * first. docs/security.md "The audit trail: threat model".
 */
const config = loadConfig();
const database = await openCommandDatabase(config);
const report = await verifyAuditTrail(database.db, config);
await database.close();
const where = database.kind === 'pglite' ? config.dataDir : 'PostgreSQL';
const legacy = report.unsealed ? `, ${report.unsealed} never sealed (start the portal once to seal them)` : '';
const held = `${report.checkpoints.external} checkpoints in ${report.checkpointFile} and ${report.checkpoints.database} in the database`;
if (!existsSync(report.checkpointFile) && report.checked > 0) {
  console.warn(
    `No checkpoint file at ${report.checkpointFile}: the newest rows are held only to the database's own checkpoints (set AUDIT_CHECKPOINT_DIR or DATA_DIR as the portal has it).`,
  );
}
if (report.ok) {
  console.log(`Audit trail intact: ${report.checked} events checked${legacy}, against ${held} (${where}).`);
} else {
  console.error(`Audit trail BROKEN: ${report.problems.length} problem(s) in ${report.checked} events (${where}):`);
  for (const p of report.problems) console.error(`  ${p.id !== undefined ? `event id ${p.id}: ` : ''}${p.reason}`);
  process.exitCode = 1;
}

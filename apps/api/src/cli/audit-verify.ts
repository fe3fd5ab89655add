import { loadConfig } from '../config';
import { openCommandDatabase } from './open-database';
import { verifyAuditChain } from '../db/audit-verify';
import { checkpointsFile, readCheckpoints } from '../lib/audit-seal';

/**
 * `npm run audit:verify` (from the repository root, like `npm start`): checks the audit trail of the configured
 * database against the portal's key (AUDIT_HMAC_KEY or DATA_DIR/audit-key) and its signed checkpoints
 * (DATA_DIR/audit-checkpoints.jsonl), and reports every row that was changed, added by hand or removed. The
 * embedded database allows one process: stop the portal first.
 */
const config = loadConfig();
const database = await openCommandDatabase(config);
const checkpoints = readCheckpoints(checkpointsFile(config.dataDir));
const report = await verifyAuditChain(database.db, { key: config.auditKey, checkpoints });
await database.close();
const where = database.kind === 'pglite' ? config.dataDir : 'PostgreSQL';
const legacy = report.unsealed ? `, ${report.unsealed} from before seals` : '';
if (report.ok) {
  console.log(
    `Audit trail intact: ${report.checked} events checked${legacy}, against ${checkpoints.length} checkpoints (${where}).`,
  );
} else {
  console.error(`Audit trail BROKEN: ${report.problems.length} problem(s) in ${report.checked} events (${where}):`);
  for (const p of report.problems) console.error(`  ${p.id !== undefined ? `event id ${p.id}: ` : ''}${p.reason}`);
  process.exitCode = 1;
}

import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from './client';
import {
  checkpointsFile,
  checkpointSigned,
  readCheckpoints,
  sealedRowsQuery,
  sealHolds,
  type AuditCheckpoint,
  type SealedRow,
} from '../lib/audit-seal';

export interface ChainProblem {
  /** The audit row concerned (none for a checkpoint that does not verify). */
  id?: number;
  reason: string;
}

export interface ChainReport {
  ok: boolean;
  checked: number;
  /** Rows of a trail never sealed at all (no seal and no checkpoint anywhere: a database the portal never started on). */
  unsealed: number;
  /** Signed checkpoints the trail was held to: from outside the database (the file) and from audit_checkpoints. */
  checkpoints: { external: number; database: number };
  /** Every problem found, in id order, then the checkpoints' (at most 100). */
  problems: ChainProblem[];
  firstBrokenId?: number;
  reason?: string;
}

const MAX_PROBLEMS = 100;

interface Held {
  c: AuditCheckpoint;
  where: string;
}

/**
 * Walks the audit trail in id order and checks what the server can prove without trusting the database; every
 * digest and seal is computed here, from the rows' stored values (no database function takes part):
 * - each row's seal, HMAC(key, previous row's seal, digest of the row): an edited row, a row rewritten on its way
 *   in, a row inserted by hand (no seal, or a wrong one) or one removed from the middle does not match;
 * - once the trail was ever sealed or checkpointed, a row without a seal is tampering (a removed seal does not make
 *   a row "older than seals");
 * - every signed checkpoint, from the file outside the database (`checkpoints`) and from audit_checkpoints: the row
 *   it ends at must still be there with the same seal, and as many rows up to it; a trail that no longer reaches its
 *   newest checkpoint lost its newest rows.
 * One snapshot (repeatable read): read the external checkpoints before calling this.
 */
export async function verifyAuditChain(
  ex: Executor,
  opts: { key: string; checkpoints?: Array<AuditCheckpoint | null> },
  batch = 5000,
): Promise<ChainReport> {
  return ex.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    return walk(tx, opts, batch);
  });
}

async function walk(
  ex: Executor,
  opts: { key: string; checkpoints?: Array<AuditCheckpoint | null> },
  batch: number,
): Promise<ChainReport> {
  const problems: ChainProblem[] = [];
  const problem = (p: ChainProblem) => {
    if (problems.length < MAX_PROBLEMS) problems.push(p);
  };

  // The checkpoints: each one signed by this key, once (the database's copy repeats the file's).
  const held: Held[] = [];
  const seen = new Set<string>();
  const counted = { external: 0, database: 0 };
  (opts.checkpoints ?? []).forEach((c, i) => {
    if (!c || !checkpointSigned(opts.key, c)) {
      problem({ reason: `checkpoint ${i + 1} is not signed by this portal's key: the checkpoint file was edited` });
      return;
    }
    counted.external++;
    if (!seen.has(c.sig)) held.push({ c, where: 'the checkpoint file' });
    seen.add(c.sig);
  });
  const stored = await queryRows<{ id: string | number; at: string; last_id: string | number } & AuditCheckpoint>(
    ex,
    sql`select id, to_json(at)#>>'{}' as at, last_id, last_seal as "lastSeal", count, sig from audit_checkpoints order by id`,
  );
  for (const r of stored) {
    const c: AuditCheckpoint = {
      v: 2,
      at: new Date(r.at).toISOString(),
      count: Number(r.count),
      lastId: Number(r.last_id),
      lastSeal: r.lastSeal ?? null,
      sig: r.sig,
    };
    if (!checkpointSigned(opts.key, c)) {
      problem({
        reason: `database checkpoint ${r.id} is not signed by this portal's key: audit_checkpoints was edited`,
      });
      continue;
    }
    counted.database++;
    if (!seen.has(c.sig)) held.push({ c, where: 'the database' });
    seen.add(c.sig);
  }
  const wanted = new Map<number, { count: number; hmac: string | null; hash: string | null }>();
  for (const { c } of held) wanted.set(c.lastId, { count: -1, hmac: null, hash: null });

  const [anySeal] = await queryRows<{ id: unknown }>(
    ex,
    sql`select id from audit_events where hmac is not null limit 1`,
  );
  // A trail that was ever sealed or checkpointed has every row sealed (the start seals older rows first).
  const strict = Boolean(anySeal) || held.some(({ c }) => c.count > 0);

  let lastId = 0;
  let prevSeal: string | null = null;
  let checked = 0;
  let unsealed = 0;
  for (;;) {
    const rows = await queryRows<SealedRow>(ex, sealedRowsQuery(sql`id > ${lastId}`, batch));
    if (rows.length === 0) break;
    for (const r of rows) {
      const id = Number(r.id);
      if (r.hmac === null) {
        if (strict)
          problem({
            id,
            reason: 'the row has no seal: it was not written by the portal (inserted by hand) or its seal was removed',
          });
        else unsealed++;
      } else if (!sealHolds(opts.key, prevSeal, r)) {
        problem({
          id,
          reason:
            'the row does not match its seal: it was changed after it was written or on its way in, written by hand, or a row before it was removed',
        });
      }
      prevSeal = r.hmac;
      lastId = id;
      checked++;
      const w = wanted.get(id);
      if (w) Object.assign(w, { count: checked, hmac: r.hmac, hash: r.hash });
    }
  }

  for (const { c, where } of held) {
    if (c.count === 0) continue; // taken on an empty trail: nothing to hold it to
    const found = wanted.get(c.lastId)!;
    const sameEnd = c.v === 2 ? found.hmac === (c.lastSeal ?? null) : found.hash === (c.lastHash ?? null);
    if (found.count < 0) {
      problem({
        id: c.lastId,
        reason: `rows were removed: the checkpoint of ${c.at} (${where}) counted ${c.count} events up to id ${c.lastId}, which is no longer there (the trail ends at id ${lastId} with ${checked} events)`,
      });
    } else if (found.count !== c.count || !sameEnd) {
      problem({
        id: c.lastId,
        reason: `the trail differs from the checkpoint of ${c.at} (${where}): it counted ${c.count} events up to id ${c.lastId}, now ${found.count}${sameEnd ? '' : `, ending in another ${c.v === 2 ? 'seal' : 'hash'}`}`,
      });
    }
  }

  problems.sort((a, b) => (a.id ?? Infinity) - (b.id ?? Infinity));
  const first = problems[0];
  return {
    ok: problems.length === 0,
    checked,
    unsealed,
    checkpoints: counted,
    problems,
    ...(first ? { firstBrokenId: first.id, reason: first.reason } : {}),
  };
}

/**
 * What `npm run audit:verify` runs: the trail of `ex` held to the portal's key and to its checkpoints, the copy
 * outside the database (AUDIT_CHECKPOINT_DIR or DATA_DIR/audit-checkpoints.jsonl, read first) and the database's.
 */
export async function verifyAuditTrail(
  ex: Executor,
  config: { auditKey: string; auditCheckpointDir: string },
): Promise<ChainReport & { checkpointFile: string }> {
  const file = checkpointsFile(config.auditCheckpointDir);
  const checkpoints = readCheckpoints(file);
  return { ...(await verifyAuditChain(ex, { key: config.auditKey, checkpoints })), checkpointFile: file };
}

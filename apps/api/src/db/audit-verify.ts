import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from './client';
import {
  checkpointSigned,
  sameHex,
  sealedRowsQuery,
  sealOf,
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
  /** Rows from before the trail was sealed (an upgraded database), checked by the database's hash only. */
  unsealed: number;
  /** Every problem found, in id order, then the checkpoints' (at most 100). */
  problems: ChainProblem[];
  firstBrokenId?: number;
  reason?: string;
}

const MAX_PROBLEMS = 100;

/**
 * Walks the audit trail in id order and checks what the server can prove without trusting the database:
 * - each row's hmac, recomputed here with the server's key from the row's fields, the database's hash and the
 *   previous row's hmac: an edited row (re-chained or not, whatever audit_row_digest() now computes), a row
 *   inserted by hand (no seal, or a wrong one) or one removed from the middle does not match;
 * - the database's own chain (prev_hash links and audit_row_digest()), as before;
 * - the signed checkpoints kept outside the table: the rows up to each checkpoint's last id must still be there,
 *   as many and ending in the same hash; fewer means the newest rows were deleted.
 */
export async function verifyAuditChain(
  ex: Executor,
  opts: { key: string; checkpoints?: Array<AuditCheckpoint | null> },
  batch = 5000,
): Promise<ChainReport> {
  const problems: ChainProblem[] = [];
  const problem = (p: ChainProblem) => {
    if (problems.length < MAX_PROBLEMS) problems.push(p);
  };
  const checkpoints = opts.checkpoints ?? [];
  const wanted = new Map<number, { count: number; hash: string | null }>();
  for (const c of checkpoints) if (c && Number.isInteger(c.lastId)) wanted.set(c.lastId, { count: -1, hash: null });

  let lastId = 0;
  let prevHash: string | null = null;
  let prevHmac: string | null = null;
  let sealedSeen = false;
  let checked = 0;
  let unsealed = 0;
  for (;;) {
    const rows = await queryRows<SealedRow & { recomputed: string | null }>(
      ex,
      sql`select s.*, audit_row_digest(a.prev_hash, a) as recomputed
          from (${sealedRowsQuery(sql`id > ${lastId}`, batch)}) s join audit_events a on a.id = s.id order by s.id`,
    );
    if (rows.length === 0) break;
    for (const r of rows) {
      const id = Number(r.id);
      if ((r.prev_hash ?? null) !== prevHash) {
        problem({ id, reason: 'prev_hash does not match the previous row (a row was removed, added or reordered)' });
      } else if (r.recomputed !== r.hash) {
        problem({ id, reason: "the row does not match the database's hash: it was changed after it was written" });
      }
      if (r.hmac === null) {
        if (sealedSeen)
          problem({ id, reason: 'the row has no seal: it was not written by the portal (inserted by hand)' });
        else unsealed++;
      } else {
        sealedSeen = true;
        if (!sameHex(r.hmac, sealOf(opts.key, prevHmac, r))) {
          problem({
            id,
            reason:
              'the row does not match its seal: it was changed after it was written, written by hand, or a row before it was removed',
          });
        }
      }
      prevHash = r.hash;
      prevHmac = r.hmac;
      lastId = id;
      checked++;
      const w = wanted.get(id);
      if (w) Object.assign(w, { count: checked, hash: r.hash });
    }
  }

  checkpoints.forEach((c, i) => {
    if (!c || !checkpointSigned(opts.key, c)) {
      problem({ reason: `checkpoint ${i + 1} is not signed by this portal's key: the checkpoint file was edited` });
      return;
    }
    if (c.count === 0) return; // taken on an empty trail: nothing to hold it to
    const found = wanted.get(c.lastId)!;
    if (found.count < 0) {
      problem({
        id: c.lastId,
        reason: `rows were removed: the checkpoint of ${c.at} counted ${c.count} events up to id ${c.lastId}, which is no longer there (the trail ends at id ${lastId} with ${checked} events)`,
      });
    } else if (found.count !== c.count || found.hash !== c.lastHash) {
      problem({
        id: c.lastId,
        reason: `the trail differs from the checkpoint of ${c.at}: it counted ${c.count} events up to id ${c.lastId}, now ${found.count}${found.hash !== c.lastHash ? ', ending in another hash' : ''}`,
      });
    }
  });

  problems.sort((a, b) => (a.id ?? Infinity) - (b.id ?? Infinity));
  const first = problems[0];
  return {
    ok: problems.length === 0,
    checked,
    unsealed,
    problems,
    ...(first ? { firstBrokenId: first.id, reason: first.reason } : {}),
  };
}

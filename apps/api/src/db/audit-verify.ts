import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from './client';

export interface ChainReport {
  ok: boolean;
  checked: number;
  firstBrokenId?: number;
  reason?: string;
}

/**
 * Walks the audit chain in id order: each row's prev_hash must be the previous row's hash, and its
 * hash must be the digest the database computes from its fields (the same function the trigger uses).
 */
export async function verifyAuditChain(ex: Executor, batch = 5000): Promise<ChainReport> {
  let lastId = 0;
  let prevHash: string | null = null;
  let checked = 0;
  for (;;) {
    const rows = await queryRows<{ id: string | number; prev_hash: string | null; hash: string; recomputed: string }>(
      ex,
      sql`select id, prev_hash, hash, audit_row_digest(prev_hash, a) as recomputed
          from audit_events a where id > ${lastId} order by id limit ${batch}`,
    );
    if (rows.length === 0) return { ok: true, checked };
    for (const r of rows) {
      const id = Number(r.id);
      if ((r.prev_hash ?? null) !== prevHash) {
        return { ok: false, checked, firstBrokenId: id, reason: 'prev_hash does not match the previous row (a row was removed or reordered)' };
      }
      if (r.recomputed !== r.hash) {
        return { ok: false, checked, firstBrokenId: id, reason: 'the row was changed after it was written' };
      }
      prevHash = r.hash;
      lastId = id;
      checked++;
    }
  }
}

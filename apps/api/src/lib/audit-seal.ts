import { createHmac, timingSafeEqual } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The audit trail's own proof, computed by the server with a key the database never holds (AUDIT_HMAC_KEY or
 * DATA_DIR/audit-key): each row's hmac covers its fields, the database's hash and the previous row's hmac, so a
 * database superuser can neither edit, re-chain nor add a row unseen; signed checkpoints of the head (count, last
 * id and hash) kept outside the table tell when the newest rows were removed.
 */

/** An audit row as both the writer and the verifier read it (the time in microseconds, UTC). */
export interface SealedRow {
  id: string | number;
  at: string;
  casenumber: string | null;
  eventtype: string;
  eventdescription: string;
  datavalue: string | null;
  newvalue: string | null;
  oldvalue: string | null;
  username: string | null;
  user_id: string | number | null;
  entity: string | null;
  entity_id: string | null;
  ip: string | null;
  user_agent: string | null;
  prev_hash: string | null;
  hash: string | null;
  hmac: string | null;
}

export const sealedRowsQuery = (where: SQL, limit?: number): SQL => sql`
  select id, to_char(datecreated at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as at, casenumber, eventtype,
         eventdescription, datavalue, newvalue, oldvalue, username, user_id, entity, entity_id, ip, user_agent,
         prev_hash, hash, hmac
  from audit_events where ${where} order by id${limit ? sql` limit ${limit}` : sql``}`;

const str = (v: string | number | null) => (v === null || v === undefined ? null : String(v));

function rowText(r: SealedRow): string {
  return JSON.stringify([
    str(r.id),
    r.at,
    r.casenumber,
    r.eventtype,
    r.eventdescription,
    r.datavalue,
    r.newvalue,
    r.oldvalue,
    r.username,
    str(r.user_id),
    r.entity,
    r.entity_id,
    r.ip,
    r.user_agent,
    r.prev_hash,
    r.hash,
  ]);
}

const hmacHex = (key: string, text: string) => createHmac('sha256', key).update(text).digest('hex');

/** The seal of a row, chained to the previous row's seal ('' before the first or after an unsealed row). */
export const sealOf = (key: string, prevHmac: string | null, r: SealedRow) =>
  hmacHex(key, `${prevHmac ?? ''}\n${rowText(r)}`);

export function sameHex(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** The head of the trail at one moment, signed with the key. */
export interface AuditCheckpoint {
  at: string;
  count: number;
  lastId: number;
  lastHash: string | null;
  sig: string;
}

const checkpointText = (c: Omit<AuditCheckpoint, 'sig'>) =>
  JSON.stringify(['audit-checkpoint', c.at, c.count, c.lastId, c.lastHash]);

export function signCheckpoint(key: string, c: Omit<AuditCheckpoint, 'sig'>): AuditCheckpoint {
  return { ...c, sig: hmacHex(key, checkpointText(c)) };
}

export const checkpointSigned = (key: string, c: AuditCheckpoint) =>
  typeof c.sig === 'string' && sameHex(c.sig, hmacHex(key, checkpointText(c)));

export const checkpointsFile = (dataDir: string) => path.join(dataDir, 'audit-checkpoints.jsonl');

export function appendCheckpoint(file: string, c: AuditCheckpoint): void {
  appendFileSync(file, `${JSON.stringify(c)}\n`, { mode: 0o600 });
}

/** Every line of the checkpoint file; a line that is not JSON is kept as null (reported as edited). */
export function readCheckpoints(file: string): Array<AuditCheckpoint | null> {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => {
      try {
        return JSON.parse(l) as AuditCheckpoint;
      } catch {
        return null;
      }
    });
}

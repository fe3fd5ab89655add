import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The audit trail's own proof, computed by the server with a key the database never holds (AUDIT_HMAC_KEY or
 * DATA_DIR/audit-key). Each row's seal is HMAC(key, previous row's seal, digest of the row), the digest computed
 * here in TypeScript over the values the server is about to insert (its id and time included): whatever the
 * database then stores differently (an edit, a trigger that rewrites the row on its way in) no longer matches, and
 * no database function takes part in writing or checking it. Signed checkpoints of the head (last id, its seal,
 * count, time), written every few seconds and kept outside the database too, tell when the newest rows were removed.
 * docs/security.md "The audit trail: threat model".
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
  /** The database's own hash chain (migration 0002), covered by the seals of rows written before migration 0011. */
  prev_hash: string | null;
  hash: string | null;
  hmac: string | null;
}

/** How the time is written in a seal: microseconds, UTC, no zone (the column keeps microseconds). */
export const AT_FORMAT = 'YYYY-MM-DD"T"HH24:MI:SS.US';

/** The stored rows, as they are: plain columns, and the time formatted by pg_catalog itself. */
export const sealedRowsQuery = (where: SQL, limit?: number): SQL => sql`
  select id, pg_catalog.to_char(datecreated at time zone 'UTC', ${sql.raw(`'${AT_FORMAT}'`)}) as at, casenumber,
         eventtype, eventdescription, datavalue, newvalue, oldvalue, username, user_id, entity, entity_id, ip,
         user_agent, prev_hash, hash, hmac
  from audit_events where ${where} order by id${limit ? sql` limit ${limit}` : sql``}`;

const str = (v: string | number | null | undefined) => (v === null || v === undefined ? null : String(v));

const hmacHex = (key: string, text: string) => createHmac('sha256', key).update(text).digest('hex');

/**
 * A text as PostgreSQL will keep it: UTF-8, so a lone surrogate becomes U+FFFD on its way in. The server seals
 * and inserts this same text, so what it sealed is what is stored.
 */
export function storedText(v: string): string;
export function storedText(v: string | null): string | null;
export function storedText(v: string | null): string | null {
  return v !== null && /[\uD800-\uDFFF]/.test(v) ? Buffer.from(v, 'utf8').toString('utf8') : v;
}

/** A row's recorded values in the fixed order both seal forms hash (their order is part of every seal). */
const recordedValues = (r: Omit<SealedRow, 'prev_hash' | 'hash' | 'hmac'>) => [
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
];

/** Seals since migration 0011 start with this; older ones are bare hex (sealOf below). */
export const SEAL_PREFIX = 's2:';

/** The digest of a row's recorded values, in a fixed order and a fixed serialization (JSON of strings and nulls). */
export function rowDigest(r: Omit<SealedRow, 'prev_hash' | 'hash' | 'hmac'>): string {
  const text = JSON.stringify(['audit-row-2', ...recordedValues(r)]);
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The seal of a row: HMAC(key, previous row's seal ('' before the first row) || the row's digest). */
export const sealRow = (key: string, prevSeal: string | null, r: Omit<SealedRow, 'prev_hash' | 'hash' | 'hmac'>) =>
  `${SEAL_PREFIX}${hmacHex(key, `audit-seal-2\n${prevSeal ?? ''}\n${rowDigest(r)}`)}`;

/** The seal of migration 0004's rows: the fields and the database's hash, chained to the previous row's seal. */
function legacyRowText(r: SealedRow): string {
  return JSON.stringify([...recordedValues(r), r.prev_hash, r.hash]);
}
export const sealOf = (key: string, prevHmac: string | null, r: SealedRow) =>
  hmacHex(key, `${prevHmac ?? ''}\n${legacyRowText(r)}`);

export function sameHex(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** Whether a stored row carries the seal of its stored values chained to the previous row's stored seal. */
export function sealHolds(key: string, prevSeal: string | null, r: SealedRow): boolean {
  if (r.hmac === null) return false;
  const expected = r.hmac.startsWith(SEAL_PREFIX) ? sealRow(key, prevSeal, r) : sealOf(key, prevSeal, r);
  return sameHex(r.hmac, expected);
}

/**
 * The head of the trail at one moment, signed with the key. `lastSeal` since migration 0011 (`v: 2`); the
 * checkpoints written before it hold the database's hash of the last row (`lastHash`) instead.
 */
export interface AuditCheckpoint {
  v?: 2;
  at: string;
  count: number;
  lastId: number;
  lastSeal?: string | null;
  lastHash?: string | null;
  sig: string;
}

const checkpointText = (c: Omit<AuditCheckpoint, 'sig'>) =>
  c.v === 2
    ? JSON.stringify(['audit-checkpoint-2', c.at, c.count, c.lastId, c.lastSeal ?? null])
    : JSON.stringify(['audit-checkpoint', c.at, c.count, c.lastId, c.lastHash ?? null]);

export function signCheckpoint(
  key: string,
  c: { at: string; count: number; lastId: number; lastSeal: string | null },
): AuditCheckpoint {
  const body = { v: 2 as const, at: c.at, count: c.count, lastId: c.lastId, lastSeal: c.lastSeal };
  return { ...body, sig: hmacHex(key, checkpointText(body)) };
}

export const checkpointSigned = (key: string, c: AuditCheckpoint) =>
  typeof c.sig === 'string' && sameHex(c.sig, hmacHex(key, checkpointText(c)));

/** The copy of the checkpoints outside the database: AUDIT_CHECKPOINT_DIR, else DATA_DIR. */
export const checkpointsFile = (dir: string) => path.join(dir, 'audit-checkpoints.jsonl');

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

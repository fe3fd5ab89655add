import { and, eq, sql } from 'drizzle-orm';
import type { AppConfig } from '../config';
import { queryRows, type Db } from '../db/client';
import { interfaceDestinations, interfaceMessages } from '../db/schema/index';
import { parseAck, sendMllp } from './mllp';

/**
 * The delivery of results out (docs/interfaces.md "## Results out"): outbound rows of interface_messages are the
 * queue. A worker claims one due row at a time in a short transaction (FOR UPDATE SKIP LOCKED) and marks it `sent`
 * with a lease (next_attempt_at = now + the ACK timeout and a margin) before it sends, so a second process skips
 * it, and a process that dies while sending leaves a row that is due again when the lease ends: nothing is lost,
 * nothing is sent twice at once. A row is only claimed when no earlier row of the same case to the same destination
 * is still queued or in flight: in order per case. MLLP: `AA` → `acked`; `AE`/`AR`, a timeout or a refused
 * connection → `queued` again with exponential backoff, `failed` after the last attempt. FHIR: 2xx → `acked`,
 * 5xx or no answer → retry, another answer → `failed`.
 */

export type DeliverySettings = Pick<
  AppConfig,
  'interfaceDeliveryMs' | 'interfaceMaxAttempts' | 'interfaceAckTimeoutMs' | 'interfaceBackoffMs'
>;

type Claimed = { id: number; attempts: number; body: string; controlId: string; destinationId: number };

/** The retry delay after `attempts` failed attempts: base × 2^(attempts−1), at most an hour. */
export const backoffMs = (base: number, attempts: number) => Math.min(base * 2 ** Math.max(0, attempts - 1), 3_600_000);

async function claimOne(db: Db, s: DeliverySettings): Promise<Claimed | null> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<Claimed>(
      tx,
      sql`
      SELECT m.id, m.attempts, m.body, m.control_id AS "controlId", m.destination_id AS "destinationId"
      FROM interface_messages m
      WHERE m.direction = 'out' AND m.destination_id IS NOT NULL
        AND ((m.status = 'queued' AND (m.next_attempt_at IS NULL OR m.next_attempt_at <= now()))
          OR (m.status = 'sent' AND m.next_attempt_at <= now()))
        AND NOT EXISTS (
          SELECT 1 FROM interface_messages p
          WHERE p.direction = 'out' AND p.destination_id = m.destination_id AND p.case_id = m.case_id
            AND p.id < m.id AND p.status IN ('queued', 'sent'))
      ORDER BY m.id
      LIMIT 1
      FOR UPDATE OF m SKIP LOCKED`,
    );
    if (!row) return null;
    const lease = new Date(Date.now() + s.interfaceAckTimeoutMs + 5_000);
    await tx
      .update(interfaceMessages)
      .set({ status: 'sent', attempts: row.attempts + 1, nextAttemptAt: lease, updatedAt: new Date() })
      .where(eq(interfaceMessages.id, row.id));
    return { ...row, attempts: row.attempts + 1 };
  });
}

async function send(
  dest: typeof interfaceDestinations.$inferSelect,
  body: string,
  timeoutMs: number,
): Promise<{ ok: true; ack: string } | { ok: false; retry: boolean; error: string; ack?: string }> {
  if (dest.kind === 'mllp') {
    try {
      const ack = await sendMllp(dest.host ?? '', dest.port ?? 0, body, timeoutMs);
      const { code, text } = parseAck(ack);
      if (code === 'AA' || code === 'CA') return { ok: true, ack };
      return { ok: false, retry: true, error: `${code || 'no MSA-1'}${text ? `: ${text}` : ''}`, ack };
    } catch (e) {
      return { ok: false, retry: true, error: (e as Error).message };
    }
  }
  try {
    const res = await fetch(dest.baseUrl!.replace(/\/+$/, ''), {
      method: 'POST',
      headers: { 'content-type': 'application/fhir+json', accept: 'application/fhir+json' },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = (await res.text()).slice(0, 20_000);
    if (res.ok) return { ok: true, ack: text };
    return { ok: false, retry: res.status >= 500, error: `HTTP ${res.status}`, ack: text };
  } catch (e) {
    return { ok: false, retry: true, error: (e as Error).message };
  }
}

/** Claims and delivers due messages until none is left; returns how many were attempted. */
export async function deliverDue(db: Db, s: DeliverySettings): Promise<number> {
  let n = 0;
  for (let claimed = await claimOne(db, s); claimed; claimed = await claimOne(db, s)) {
    n++;
    const [dest] = await db
      .select()
      .from(interfaceDestinations)
      .where(eq(interfaceDestinations.id, claimed.destinationId));
    const result: Awaited<ReturnType<typeof send>> = dest
      ? await send(dest, claimed.body, s.interfaceAckTimeoutMs)
      : { ok: false, retry: false, error: 'the destination no longer exists' };
    const now = new Date();
    const set = result.ok
      ? { status: 'acked', ack: result.ack, lastError: null, nextAttemptAt: null, updatedAt: now }
      : result.retry && claimed.attempts < s.interfaceMaxAttempts
        ? {
            status: 'queued',
            ack: result.ack ?? null,
            lastError: result.error,
            nextAttemptAt: new Date(now.getTime() + backoffMs(s.interfaceBackoffMs, claimed.attempts)),
            updatedAt: now,
          }
        : { status: 'failed', ack: result.ack ?? null, lastError: result.error, nextAttemptAt: null, updatedAt: now };
    // Only while this worker still holds the claim (a lease that ran out may have been taken by another).
    await db
      .update(interfaceMessages)
      .set(set)
      .where(
        and(
          eq(interfaceMessages.id, claimed.id),
          eq(interfaceMessages.status, 'sent'),
          eq(interfaceMessages.attempts, claimed.attempts),
        ),
      );
  }
  return n;
}

export interface DeliveryWorker {
  /** Runs one pass now (tests; the timer keeps running). */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/** Starts the worker: a pass every `interfaceDeliveryMs`, never two passes of this process at once. */
export function startDeliveryWorker(
  db: Db,
  s: DeliverySettings,
  log: { error(obj: unknown, msg: string): void } = console,
): DeliveryWorker {
  let running: Promise<number> | null = null;
  let stopped = false;
  const pass = () => {
    if (!running)
      running = deliverDue(db, s)
        .catch((err) => {
          if (!stopped) log.error({ err }, 'interface delivery pass failed');
          return 0;
        })
        .finally(() => {
          running = null;
        });
    return running;
  };
  const timer = setInterval(() => void pass(), s.interfaceDeliveryMs);
  timer.unref();
  return {
    runOnce: pass,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq, sql } from 'drizzle-orm';
import { auditEvents } from '../db/schema/index';
import { queryRows, type Executor } from '../db/client';
import type { TAuditEventType } from '@lab/domain';
import {
  appendCheckpoint,
  checkpointsFile,
  sealedRowsQuery,
  sealOf,
  signCheckpoint,
  type AuditCheckpoint,
  type SealedRow,
} from '../lib/audit-seal';

/** Who did it and from where; taken from the request. */
export interface AuditActor {
  userId: number | null;
  username: string | null;
  ip: string | null;
  userAgent: string | null;
}

export interface AuditEvent {
  eventtype: TAuditEventType;
  eventdescription: string;
  casenumber?: string | null;
  /** The field or data item concerned. */
  datavalue?: string | null;
  newvalue?: unknown;
  oldvalue?: unknown;
  entity?: string | null;
  entityId?: string | number | null;
}

export const SYSTEM_ACTOR: AuditActor = { userId: null, username: 'system', ip: null, userAgent: null };

function asText(v: unknown): string | null {
  if (v === undefined || v === null) return null;
  if (typeof v === 'string') return v;
  if (v instanceof Date) return v.toISOString();
  return JSON.stringify(v);
}

/** The key the server seals audit rows with (config.auditKey); rows written before it is known are sealed at start. */
let sealKey: string | null = null;
export function useAuditKey(key: string): void {
  sealKey = key;
}

/**
 * Seals the rows from `fromId` on, in id order, each chained to the seal of the row before it. Runs inside the
 * transaction that wrote them: the chain trigger's advisory lock is held, so no other row comes between.
 */
async function sealRows(ex: Executor, key: string, fromId: number): Promise<void> {
  const [prev] = await queryRows<{ hmac: string | null }>(
    ex,
    sql`select hmac from audit_events where id < ${fromId} order by id desc limit 1`,
  );
  let prevHmac = prev?.hmac ?? null;
  const ids: number[] = [];
  const seals: string[] = [];
  for (const row of await queryRows<SealedRow>(ex, sealedRowsQuery(sql`id >= ${fromId}`))) {
    if (row.hmac) {
      prevHmac = row.hmac;
      continue;
    }
    const hmac = sealOf(key, prevHmac, row);
    ids.push(Number(row.id));
    seals.push(hmac);
    prevHmac = hmac;
  }
  if (ids.length === 1) await ex.update(auditEvents).set({ hmac: seals[0]! }).where(eq(auditEvents.id, ids[0]!));
  else if (ids.length > 1) {
    // One statement for a batch of rows (group commit below), not one round trip per row.
    await ex.execute(sql`update audit_events a set hmac = v.hmac
      from (select unnest(${sql.raw(`ARRAY[${ids.join(',')}]::bigint[]`)}) as id, unnest(${sql.raw(`ARRAY[${seals.map((h) => `'${h}'`).join(',')}]::text[]`)}) as hmac) v
      where a.id = v.id`);
  }
}

/**
 * Group commit of the audit rows written outside a caller's transaction (most reads): while one transaction
 * writes and seals a batch, the rows of the requests that arrive meanwhile wait together for the next one. Each
 * request still answers only once its rows are committed; under load a batch costs one chain lock instead of one
 * per request (the chain trigger lets one writer in at a time).
 */
class AuditBatcher {
  private pending: Array<{ rows: Array<{ actor: AuditActor; event: AuditEvent }>; done: (err?: unknown) => void }> = [];
  private flushing = false;

  constructor(private readonly db: Executor) {}

  write(actor: AuditActor, events: AuditEvent[]): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({
        rows: events.map((event) => ({ actor, event })),
        done: (err) => (err ? reject(err) : resolve()),
      });
      if (!this.flushing) void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    try {
      while (this.pending.length) {
        const batch = this.pending.splice(0, 200);
        try {
          await this.db.transaction((tx) =>
            insertAudit(
              tx,
              batch.flatMap((b) => b.rows),
              sealKey,
            ),
          );
          for (const b of batch) b.done();
        } catch {
          // One bad row must not fail the others: each request's rows on their own, with their own answer.
          for (const b of batch) {
            await this.db
              .transaction((tx) => insertAudit(tx, b.rows, sealKey))
              .then(
                () => b.done(),
                (err: unknown) => b.done(err ?? new Error('audit write failed')),
              );
          }
        }
      }
    } finally {
      this.flushing = false;
    }
  }
}

/** The database handles (not transactions) whose audit rows go through group commit. */
const batchers = new WeakMap<object, AuditBatcher>();

/**
 * The one way anything is audited. Call it with the same executor as the change (a transaction), so
 * the change and its audit row commit or roll back together.
 */
export async function writeAudit(ex: Executor, actor: AuditActor, events: AuditEvent | AuditEvent[]): Promise<void> {
  const list = Array.isArray(events) ? events : [events];
  if (list.length === 0) return;
  const batcher = batchers.get(ex);
  if (batcher) return batcher.write(actor, list);
  const key = sealKey;
  const rows = list.map((event) => ({ actor, event }));
  // The row and its seal commit together (a savepoint inside the caller's transaction).
  if (key) return ex.transaction((tx) => insertAudit(tx, rows, key));
  await insertAudit(ex, rows, null);
}

async function insertAudit(
  ex: Executor,
  rows: Array<{ actor: AuditActor; event: AuditEvent }>,
  key: string | null,
): Promise<void> {
  const inserted = await ex
    .insert(auditEvents)
    .values(
      rows.map(({ actor, event: e }) => ({
        eventtype: e.eventtype,
        eventdescription: e.eventdescription,
        casenumber: e.casenumber ?? null,
        datavalue: e.datavalue ?? null,
        newvalue: asText(e.newvalue),
        oldvalue: asText(e.oldvalue),
        username: actor.username,
        userId: actor.userId,
        entity: e.entity ?? null,
        entityId: e.entityId === undefined || e.entityId === null ? null : String(e.entityId),
        ip: actor.ip,
        userAgent: actor.userAgent,
      })),
    )
    .returning({ id: auditEvents.id });
  if (key) await sealRows(ex, key, Math.min(...inserted.map((r) => r.id)));
}

/** The head of the trail now, signed: kept in DATA_DIR/audit-checkpoints.jsonl and in the log. */
export async function writeCheckpoint(ex: Executor, key: string, dataDir: string): Promise<AuditCheckpoint> {
  const [head] = await queryRows<{ n: string | number; id: string | number | null; hash: string | null }>(
    ex,
    sql`select (select count(*) from audit_events) as n, id, hash from audit_events order by id desc limit 1`,
  );
  const checkpoint = signCheckpoint(key, {
    at: new Date().toISOString(),
    count: Number(head?.n ?? 0),
    lastId: Number(head?.id ?? 0),
    lastHash: head?.hash ?? null,
  });
  appendCheckpoint(checkpointsFile(dataDir), checkpoint);
  return checkpoint;
}

/**
 * Rows written before the server knew its key (the demo seed before the app is built, or a trail from before
 * seals existed) are sealed at start, but only while nothing is sealed yet: once the trail is sealed, an unsealed
 * row is one written by hand, and stays so for audit:verify to report.
 */
export async function sealUnsealedTrail(ex: Executor, key: string): Promise<void> {
  const [sealed] = await queryRows<{ id: unknown }>(
    ex,
    sql`select id from audit_events where hmac is not null limit 1`,
  );
  if (sealed) return;
  await ex.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7243100)`);
    const [first] = await queryRows<{ id: string | number }>(tx, sql`select id from audit_events order by id limit 1`);
    if (first) await sealRows(tx, key, Number(first.id));
  });
}

/** Minutes between checkpoints of the trail's head (also written at start and at shutdown). */
export const CHECKPOINT_MINUTES = 10;

const comparable = (v: unknown) => (v instanceof Date ? v.toISOString() : JSON.stringify(v ?? null));

/** One audit row per changed field of an update (field, old value, new value). */
export function changeEvents(
  base: Omit<AuditEvent, 'datavalue' | 'newvalue' | 'oldvalue'>,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  ignore: string[] = ['updatedAt', 'createdAt', 'passwordHash'],
): AuditEvent[] {
  const events: AuditEvent[] = [];
  for (const key of Object.keys(after)) {
    if (ignore.includes(key)) continue;
    if (comparable(before[key]) !== comparable(after[key])) {
      events.push({ ...base, datavalue: key, oldvalue: before[key], newvalue: after[key] });
    }
  }
  return events;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor(): AuditActor;
    audit(events: AuditEvent | AuditEvent[], ex?: Executor): Promise<void>;
  }
}

export function actorOf(req: FastifyRequest): AuditActor {
  return {
    userId: req.user?.id ?? null,
    username: req.user?.email ?? null,
    ip: req.ip ?? null,
    userAgent: (req.headers['user-agent'] as string | undefined) ?? null,
  };
}

export default fp(async function auditPlugin(app: FastifyInstance) {
  const key = app.config.auditKey;
  useAuditKey(key);
  const checkpoint = async (why: string) => {
    try {
      const c = await writeCheckpoint(app.db, key, app.config.dataDir);
      app.log.info({ auditCheckpoint: c }, `audit checkpoint (${why})`);
    } catch (err) {
      app.log.error({ err: { message: (err as Error).message } }, 'audit checkpoint failed');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sealUnsealedTrail(app.db, key);
    await checkpoint('start');
    timer = setInterval(() => void checkpoint('periodic'), CHECKPOINT_MINUTES * 60_000);
    timer.unref();
  });
  // Before the database closes (main.ts and the tests close the app first).
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await checkpoint('shutdown');
  });
  batchers.set(app.db, new AuditBatcher(app.db));
  app.decorateRequest('actor', function (this: FastifyRequest) {
    return actorOf(this);
  });
  app.decorateRequest('audit', function (this: FastifyRequest, events: AuditEvent | AuditEvent[], ex?: Executor) {
    return writeAudit(ex ?? app.db, actorOf(this), events);
  });
});

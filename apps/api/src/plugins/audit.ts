import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq, sql } from 'drizzle-orm';
import { auditCheckpoints, auditEvents } from '../db/schema/index';
import { queryRows, type Executor } from '../db/client';
import type { TAuditEventType } from '@lab/domain';
import {
  appendCheckpoint,
  AT_FORMAT,
  checkpointsFile,
  sealedRowsQuery,
  sealRow,
  signCheckpoint,
  storedText,
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

/** The last row a write sealed: its id and seal. */
interface SealedHead {
  id: number;
  seal: string;
}

/** The chain lock: one writer of the trail at a time, held until its transaction ends (migration 0002). */
const CHAIN_LOCK = 7243100;

/**
 * Seals the rows from `fromId` on that have no seal yet (rows written before the server knew its key), in id order,
 * each chained to the seal of the row before it, over their stored values. Runs under the chain lock.
 */
async function sealRows(ex: Executor, key: string, fromId: number): Promise<void> {
  const [prev] = await queryRows<{ hmac: string | null }>(
    ex,
    sql`select hmac from audit_events where id < ${fromId} order by id desc limit 1`,
  );
  let prevSeal = prev?.hmac ?? null;
  const ids: number[] = [];
  const seals: string[] = [];
  for (const row of await queryRows<SealedRow>(ex, sealedRowsQuery(sql`id >= ${fromId}`))) {
    if (row.hmac) {
      prevSeal = row.hmac;
      continue;
    }
    const seal = sealRow(key, prevSeal, row);
    ids.push(Number(row.id));
    seals.push(seal);
    prevSeal = seal;
  }
  if (ids.length === 1) await ex.update(auditEvents).set({ hmac: seals[0]! }).where(eq(auditEvents.id, ids[0]!));
  else if (ids.length > 1) {
    await ex.execute(sql`update audit_events a set hmac = v.hmac
      from (select unnest(${sql.raw(`ARRAY[${ids.join(',')}]::bigint[]`)}) as id, unnest(${sql.raw(`ARRAY[${seals.map((h) => `'${h}'`).join(',')}]::text[]`)}) as hmac) v
      where a.id = v.id`);
  }
}

/**
 * Group commit of the audit rows written outside a caller's transaction (most reads): while one transaction
 * writes and seals a batch, the rows of the requests that arrive meanwhile wait together for the next one. Each
 * request still answers only once its rows are committed; under load a batch costs one chain lock instead of one
 * per request (one writer of the trail at a time).
 */
class AuditBatcher {
  private pending: Array<{ rows: Array<{ actor: AuditActor; event: AuditEvent }>; done: (err?: unknown) => void }> = [];
  private flushing = false;

  constructor(
    private readonly db: Executor,
    /** Told the last row of each committed batch: the checkpoints make sure it is still there (AuditCheckpointer). */
    private readonly committed: (last: SealedHead | null) => void = () => {},
  ) {}

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
          this.committed(
            await this.db.transaction((tx) =>
              insertAudit(
                tx,
                batch.flatMap((b) => b.rows),
                sealKey,
              ),
            ),
          );
          for (const b of batch) b.done();
        } catch {
          // One bad row must not fail the others: each request's rows on their own, with their own answer.
          for (const b of batch) {
            await this.db
              .transaction((tx) => insertAudit(tx, b.rows, sealKey))
              .then(
                (last) => {
                  this.committed(last);
                  b.done();
                },
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
  // The chain lock, the row and its seal together (a savepoint inside the caller's transaction).
  if (key) {
    await ex.transaction((tx) => insertAudit(tx, rows, key));
    return;
  }
  await insertAudit(ex, rows, null);
}

/**
 * Writes audit rows. With the key, the server computes every input of the chain itself: under the chain lock it
 * takes the previous row's seal, the new rows' ids and the time, and inserts each row complete with the seal of
 * exactly those values; whatever the database stores differently (a trigger rewriting the row on its way in, an
 * edit later) no longer matches its seal. Three statements per batch: the lock, the head, the insert.
 */
async function insertAudit(
  ex: Executor,
  rows: Array<{ actor: AuditActor; event: AuditEvent }>,
  key: string | null,
): Promise<SealedHead | null> {
  const values = rows.map(({ actor, event: e }) => ({
    casenumber: storedText(e.casenumber ?? null),
    eventtype: storedText(e.eventtype),
    eventdescription: storedText(e.eventdescription),
    datavalue: storedText(e.datavalue ?? null),
    newvalue: storedText(asText(e.newvalue)),
    oldvalue: storedText(asText(e.oldvalue)),
    username: storedText(actor.username),
    userId: actor.userId,
    entity: storedText(e.entity ?? null),
    entityId: storedText(e.entityId === undefined || e.entityId === null ? null : String(e.entityId)),
    ip: storedText(actor.ip),
    userAgent: storedText(actor.userAgent),
  }));
  if (!key) {
    // Before the server knows its key (the demo seed): the trigger numbers the row, the start seals it.
    await ex.insert(auditEvents).values(values);
    return null;
  }
  // Its own statement: a statement's snapshot is taken when it starts, so the head is read after the lock is held.
  await ex.execute(sql`select pg_advisory_xact_lock(${CHAIN_LOCK})`);
  const [head] = await queryRows<{ prev: string | null; at: string; ids: string }>(
    ex,
    sql`select (select hmac from audit_events order by id desc limit 1) as prev,
               pg_catalog.to_char(clock_timestamp() at time zone 'UTC', ${sql.raw(`'${AT_FORMAT}'`)}) as at,
               array_to_string(array(select nextval(pg_get_serial_sequence('audit_events', 'id'))
                                     from generate_series(1, ${values.length})), ',') as ids`,
  );
  const ids = head!.ids
    .split(',')
    .map(Number)
    .sort((a, b) => a - b);
  const at = head!.at;
  let prevSeal = head!.prev;
  const sealed = values.map((v, i) => {
    const id = ids[i]!;
    const hmac = sealRow(key, prevSeal, {
      id,
      at,
      casenumber: v.casenumber,
      eventtype: v.eventtype,
      eventdescription: v.eventdescription,
      datavalue: v.datavalue,
      newvalue: v.newvalue,
      oldvalue: v.oldvalue,
      username: v.username,
      user_id: v.userId,
      entity: v.entity,
      entity_id: v.entityId,
      ip: v.ip,
      user_agent: v.userAgent,
    });
    prevSeal = hmac;
    const row: PgInsertValue<typeof auditEvents> = {
      ...v,
      id,
      datecreated: sql`(${at}::timestamp at time zone 'UTC')`,
      hmac,
    };
    return row;
  });
  await ex.insert(auditEvents).values(sealed);
  return { id: ids.at(-1)!, seal: prevSeal! };
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
    await tx.execute(sql`select pg_advisory_xact_lock(${CHAIN_LOCK})`);
    const [first] = await queryRows<{ id: string | number }>(tx, sql`select id from audit_events order by id limit 1`);
    if (first) await sealRows(tx, key, Number(first.id));
  });
}

/**
 * Signed checkpoints of the trail's head (last id, its seal, how many rows up to it, when), each appended to
 * AUDIT_CHECKPOINT_DIR (or DATA_DIR)/audit-checkpoints.jsonl outside the database, inserted into audit_checkpoints
 * and logged. Taken at start, at shutdown and every few seconds while rows are written, so that removing the
 * newest rows loses at most those seconds unseen (audit:verify holds the trail to every checkpoint).
 */
export class AuditCheckpointer {
  private last: { lastId: number; lastSeal: string | null; count: number } | null = null;
  private running: Promise<AuditCheckpoint | null> = Promise.resolve(null);
  /** The newest row this process knows committed (group commit), not yet found still there by a checkpoint. */
  private witnessed: SealedHead | null = null;

  constructor(
    private readonly db: Executor,
    private readonly key: string,
    private readonly dir: string,
    private readonly log: (c: AuditCheckpoint, why: string, warning?: string) => void = () => {},
  ) {}

  /**
   * A row this process committed: the next checkpoint makes sure it is still there with its seal, and if it is not
   * (the newest rows deleted before a checkpoint reached them), signs a checkpoint of it all the same, so that
   * audit:verify reports the rows removed even though the head was cut back before that checkpoint.
   */
  witness(head: SealedHead | null): void {
    if (head && (!this.witnessed || head.id > this.witnessed.id)) this.witnessed = head;
  }

  /** A checkpoint now if the head moved since the last one (always with `force`); one at a time. */
  take(why: string, force = false): Promise<AuditCheckpoint | null> {
    const next = this.running.then(
      () => this.run(why, force),
      () => this.run(why, force),
    );
    this.running = next;
    return next;
  }

  private async run(why: string, force: boolean): Promise<AuditCheckpoint | null> {
    const last = this.last;
    const witnessed = this.witnessed;
    // Counted from the last checkpoint on (an index range), not the whole trail every few seconds.
    const [head] = await queryRows<{
      id: string | number;
      hmac: string | null;
      n: string | number;
      witnessed: string | null;
    }>(
      this.db,
      sql`select hmac, id, (select count(*) from audit_events where id > ${last?.lastId ?? 0} and id <= h.id) as n,
                 (select hmac from audit_events where id = ${witnessed?.id ?? 0}) as witnessed
          from (select id, hmac from audit_events order by id desc limit 1) h`,
    );
    this.witnessed = null;
    if (witnessed && (head?.witnessed ?? null) !== witnessed.seal) {
      // A row this process committed is gone (or was replaced): its own checkpoint says it was there.
      const [upTo] = await queryRows<{ n: string | number }>(
        this.db,
        sql`select count(*) as n from audit_events where id <= ${witnessed.id}`,
      );
      await this.record(
        signCheckpoint(this.key, {
          at: new Date().toISOString(),
          count: Number(upTo?.n ?? 0),
          lastId: witnessed.id,
          lastSeal: witnessed.seal,
        }),
        why,
        `the audit row ${witnessed.id} this process committed is no longer there as it was written: rows were removed`,
      );
    }
    const lastId = Number(head?.id ?? 0);
    const lastSeal = head?.hmac ?? null;
    if (!force && last && last.lastId === lastId && last.lastSeal === lastSeal) return null;
    let warning: string | undefined;
    let count = (last?.count ?? 0) + Number(head?.n ?? 0);
    if (last && lastId < last.lastId) {
      warning = `the audit trail ends at id ${lastId}, before the last checkpoint's id ${last.lastId}: rows were removed`;
      const [all] = await queryRows<{ n: string | number }>(this.db, sql`select count(*) as n from audit_events`);
      count = Number(all?.n ?? 0);
    }
    const c = signCheckpoint(this.key, { at: new Date().toISOString(), count, lastId, lastSeal });
    await this.record(c, why, warning);
    this.last = { lastId, lastSeal, count };
    return c;
  }

  private async record(c: AuditCheckpoint, why: string, warning?: string): Promise<void> {
    // Outside the database first: the copy a database superuser cannot reach.
    appendCheckpoint(checkpointsFile(this.dir), c);
    await this.db.insert(auditCheckpoints).values({
      at: new Date(c.at),
      lastId: c.lastId,
      lastSeal: c.lastSeal ?? null,
      count: c.count,
      sig: c.sig,
    });
    this.log(c, why, warning);
  }
}

/** A checkpoint of the trail's head now (the whole trail counted): for the tools and the tests. */
export async function writeCheckpoint(ex: Executor, key: string, dir: string): Promise<AuditCheckpoint> {
  return (await new AuditCheckpointer(ex, key, dir).take('now', true))!;
}

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
  const checkpoints = new AuditCheckpointer(app.db, key, app.config.auditCheckpointDir, (c, why, warning) => {
    if (warning) app.log.error({ auditCheckpoint: c }, warning);
    app.log.info({ auditCheckpoint: c }, `audit checkpoint (${why})`);
  });
  const checkpoint = async (why: string, force: boolean) => {
    try {
      await checkpoints.take(why, force);
    } catch (err) {
      app.log.error({ err: { message: (err as Error).message } }, 'audit checkpoint failed');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sealUnsealedTrail(app.db, key);
    await checkpoint('start', true);
    timer = setInterval(() => void checkpoint('periodic', false), app.config.auditCheckpointSeconds * 1000);
    timer.unref();
  });
  // Before the database closes (main.ts and the tests close the app first).
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await checkpoint('shutdown', true);
  });
  batchers.set(app.db, new AuditBatcher(app.db, (head) => checkpoints.witness(head)));
  app.decorateRequest('actor', function (this: FastifyRequest) {
    return actorOf(this);
  });
  app.decorateRequest('audit', function (this: FastifyRequest, events: AuditEvent | AuditEvent[], ex?: Executor) {
    return writeAudit(ex ?? app.db, actorOf(this), events);
  });
});

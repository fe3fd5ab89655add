import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { auditEvents } from '../db/schema/index';
import type { Executor } from '../db/client';
import type { TAuditEventType } from '@lab/domain';

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

/**
 * The one way anything is audited. Call it with the same executor as the change (a transaction), so
 * the change and its audit row commit or roll back together.
 */
export async function writeAudit(ex: Executor, actor: AuditActor, events: AuditEvent | AuditEvent[]): Promise<void> {
  const list = Array.isArray(events) ? events : [events];
  if (list.length === 0) return;
  await ex.insert(auditEvents).values(
    list.map((e) => ({
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
  );
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
  app.decorateRequest('actor', function (this: FastifyRequest) {
    return actorOf(this);
  });
  app.decorateRequest('audit', function (this: FastifyRequest, events: AuditEvent | AuditEvent[], ex?: Executor) {
    return writeAudit(ex ?? app.db, actorOf(this), events);
  });
});

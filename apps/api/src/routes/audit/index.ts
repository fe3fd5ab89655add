import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, like, lte, not, or, type SQL } from 'drizzle-orm';
import {
  isAllowed,
  STAFF_ROLES,
  ZAuditPage,
  ZAuditQuery,
  type TAuditQuery,
  type TPermissionArea,
} from '@lab/domain';
import { auditEvents } from '../../db/schema/index';
import type { Executor } from '../../db/client';

/**
 * The permission area whose data an audit entity's rows carry (names, MRNs, titles in descriptions and values):
 * the trail shows them only to a user who may read that area, as its own list route would.
 */
const AUDIT_ENTITY_AREA: Record<string, TPermissionArea> = {
  patient: 'patients',
  search: 'patients',
  payer: 'patients',
  case: 'cases',
  'case-part': 'cases',
  diagnosis: 'results',
  report: 'results',
  'critical-call': 'results',
  'fish-session': 'results',
  document: 'documents',
  documents: 'documents',
  user: 'users',
};

/** Entities (and `lookup:*` prefixes) hidden from a user whose matrix does not allow reading their area. */
export function hiddenAuditEntities(allowed: (area: TPermissionArea) => boolean) {
  const entities = Object.entries(AUDIT_ENTITY_AREA)
    .filter(([, area]) => !allowed(area))
    .map(([entity]) => entity);
  return { entities, lookups: !allowed('lookups') };
}

function endOfDay(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:59.999Z`) : new Date(value);
}

export async function listAudit(
  ex: Executor,
  q: TAuditQuery,
  hidden: ReturnType<typeof hiddenAuditEntities> = { entities: [], lookups: false },
) {
  const where: SQL[] = [];
  const hide: SQL[] = [];
  if (hidden.entities.length) hide.push(inArray(auditEvents.entity, hidden.entities));
  if (hidden.lookups) hide.push(like(auditEvents.entity, 'lookup:%'));
  if (hide.length) where.push(or(isNull(auditEvents.entity), not(or(...hide)!))!);
  if (q.casenumber) where.push(ilike(auditEvents.casenumber, `${q.casenumber}%`));
  if (q.username) where.push(ilike(auditEvents.username, `%${q.username}%`));
  if (q.eventtype) where.push(eq(auditEvents.eventtype, q.eventtype));
  if (q.entity) where.push(eq(auditEvents.entity, q.entity));
  if (q.entityId) where.push(eq(auditEvents.entityId, q.entityId));
  if (q.from) where.push(gte(auditEvents.datecreated, new Date(q.from)));
  if (q.to) where.push(lte(auditEvents.datecreated, endOfDay(q.to)));
  const cond = where.length ? and(...where) : undefined;
  const sortField = (q.sort ?? '-datecreated').replace(/^-/, '') as 'datecreated' | 'eventtype' | 'username' | 'casenumber';
  const dir = (q.sort ?? '-datecreated').startsWith('-') ? desc : asc;
  const [rows, [total]] = await Promise.all([
    ex
      .select()
      .from(auditEvents)
      .where(cond)
      .orderBy(dir(auditEvents[sortField]), desc(auditEvents.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    ex.select({ n: count() }).from(auditEvents).where(cond),
  ]);
  return {
    total: total?.n ?? 0,
    data: rows.map((r) => ({
      id: r.id,
      casenumber: r.casenumber,
      eventtype: r.eventtype,
      eventdescription: r.eventdescription,
      datavalue: r.datavalue,
      newvalue: r.newvalue,
      oldvalue: r.oldvalue,
      username: r.username,
      datecreated: r.datecreated.toISOString(),
      userId: r.userId,
      entity: r.entity,
      entityId: r.entityId,
      ip: r.ip,
      userAgent: r.userAgent,
    })),
  };
}

/** The audit trail (SPEC.md section 7: GET /api/aggrid/data), newest first, for lab staff. */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/aggrid/data',
    {
      config: { access: { roles: STAFF_ROLES } },
      schema: {
        tags: ['audit'],
        summary: 'Audit events with paging and filters',
        querystring: ZAuditQuery,
        response: { 200: ZAuditPage },
      },
    },
    async (req) => {
      const { role, permissions } = req.user!;
      const page = await listAudit(app.db, req.query, hiddenAuditEntities((area) => isAllowed(role, permissions, area, 'read')));
      // The trail names patients and cases: reading it is itself audited.
      await req.audit({
        eventtype: 'read',
        eventdescription: `Audit trail viewed (${page.data.length} of ${page.total} rows)`,
        entity: 'audit',
        datavalue: JSON.stringify(req.query),
      });
      return page;
    },
  );
};

export default auditRoutes;

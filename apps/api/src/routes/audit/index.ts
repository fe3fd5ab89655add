import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, count, desc, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import { STAFF_ROLES, ZAuditPage, ZAuditQuery, type TAuditQuery } from '@lab/domain';
import { auditEvents } from '../../db/schema/index';
import type { Executor } from '../../db/client';

function endOfDay(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:59.999Z`) : new Date(value);
}

export async function listAudit(ex: Executor, q: TAuditQuery) {
  const where: SQL[] = [];
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
    async (req) => listAudit(app.db, req.query),
  );
};

export default auditRoutes;

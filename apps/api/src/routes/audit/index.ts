import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formatLabDateTimeWithOffset, isAllowed, STAFF_ROLES, ZAuditPage, ZAuditQuery } from '@lab/domain';
import { hiddenAuditEntities, listAudit } from '../../services/audit-trail';
import { readLabCalendar } from '../../services/lab-settings';

/** The audit trail (docs/api.md#audit-calls: GET /api/aggrid/data), newest first, for lab staff. */
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
      const page = await listAudit(
        app.db,
        req.query,
        hiddenAuditEntities((area) => isAllowed(role, permissions, area, 'read')),
      );
      // The trail names patients and cases: reading it is itself audited.
      await req.audit({
        eventtype: 'read',
        eventdescription: `Audit trail viewed (${page.data.length} of ${page.total} rows)`,
        entity: 'audit',
        datavalue: JSON.stringify(req.query),
      });
      const { timeZone } = await readLabCalendar(app.db, app.config);
      return {
        ...page,
        data: page.data.map((r) => ({ ...r, labTime: formatLabDateTimeWithOffset(new Date(r.datecreated), timeZone) })),
      };
    },
  );
};

export default auditRoutes;

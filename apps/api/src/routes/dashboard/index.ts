import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DASHBOARD_WINDOW_DAYS, isStaff, ROLES, ZApiError, ZDashboard, type TDashboard } from '@lab/domain';
import type { CaseScope } from '../../services/case-records';
import {
  dashboardCounters,
  databaseToday,
  openByStatus,
  pathologistOfUser,
  patientReports,
  perPathologist,
  receivedPerDay,
  statByAge,
  turnaround,
  turnaroundTargets,
  workQueues,
} from './repository';
import { readLabCalendar } from '../../services/lab-settings';
import { auditPolledView } from '../../services/audit-views';

/** Every role with access; a pending account (no role) is refused with 403 by the access check. */
const READ = { roles: ROLES } as const;
const tags = ['dashboard'];

/**
 * The analytics dashboard (docs/dashboard.md): one answer per role. Staff get every figure and the work queues;
 * a physician the counts of the cases they ordered; a patient their released reports. The role decides on the
 * server: nobody can ask for another role's figures.
 */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: `The dashboard of the caller's role: staff all figures (${DASHBOARD_WINDOW_DAYS}-day windows) and work queues; physician their cases; patient their reports`,
        response: { 200: ZDashboard, 401: ZApiError, 403: ZApiError },
      },
    },
    async (req): Promise<TDashboard> => {
      const user = req.user!;
      const db = app.db;
      if (user.role === 'patient') {
        const mine = await patientReports(db, user.id);
        // Their own reports are patient data: the read is audited like My Reports.
        // The home refreshes every minute: audited when the reports shown change.
        if (mine.reports.length) {
          await auditPolledView(
            req,
            db,
            {
              eventtype: 'read',
              eventdescription: `Dashboard: my reports listed (${mine.reports.length} rows)`,
              entity: 'report-list',
            },
            mine.reports,
          );
        }
        return { role: 'patient', ...mine };
      }
      // Aggregates only from here on (no patient is named), so these reads are not audited.
      const scope: CaseScope = isStaff(user.role) ? { kind: 'all' } : { kind: 'provider-user', userId: user.id };
      const today = await databaseToday(db);
      const figures = {
        today,
        counters: await dashboardCounters(db, scope),
        receivedPerDay: await receivedPerDay(db, scope, today),
        openByStatus: await openByStatus(db, scope),
      };
      if (!isStaff(user.role)) return { role: 'physician', ...figures };
      return {
        role: 'staff',
        ...figures,
        windowDays: DASHBOARD_WINDOW_DAYS,
        turnaround: await turnaround(db, await turnaroundTargets(db), await readLabCalendar(db, app.config)),
        perPathologist: await perPathologist(db),
        statByAge: await statByAge(db),
        workQueues: await workQueues(db, await pathologistOfUser(db, user.id)),
      };
    },
  );
};

export default dashboardRoutes;

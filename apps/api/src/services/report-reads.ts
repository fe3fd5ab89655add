import { and, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { TMyReport, TMyReportVersion, TReportKind } from '@lab/domain';
import type { Executor } from '../db/client';
import { caseReports, cases, notifications, patients, reportReads } from '../db/schema/index';
import { pageOf, type Paging } from '../lib/paging';
import { releasedReportColumns } from './case-records';

/**
 * A version counts as read by the user when they opened it or a later version of the same case: reading the
 * current version makes the superseded ones read too (issue 26 item 5), also for reads recorded before this rule.
 */
// The outer columns are named with their table on purpose: in a one-table select Drizzle leaves the table off, and a
// bare "version" inside the subquery would mean the subquery's own column.
export const readByUser = (userId: number) =>
  sql<boolean>`exists (select 1 from ${reportReads} join case_reports later on later.id = ${reportReads.reportId}
    where ${reportReads.userId} = ${userId} and later.case_id = case_reports.case_id and later.version >= case_reports.version)`;

/** The case's newest released version (the row a reader's list shows for the case). */
const newestReleased = sql`case_reports.version = (select max(r2.version) from case_reports r2
  where r2.case_id = case_reports.case_id and r2.released_at is not null)`;

/**
 * A reader's released reports, one row per case (its newest released version) with every released version
 * inside, cases by newest signature first. `scope` limits the cases (a physician's, a patient's own).
 */
export async function releasedReportsByCase(
  ex: Executor,
  scope: SQL | undefined,
  userId: number,
  q: Paging & { unread?: boolean },
): Promise<{ data: TMyReport[]; total: number; unread: number }> {
  const read = readByUser(userId);
  const heads = and(isNotNull(caseReports.releasedAt), newestReleased, scope);
  const unreadHeads = and(heads, sql`not ${read}`);
  const where = q.unread ? unreadHeads : heads;
  const countHeads = async (cond: SQL | undefined) => {
    const [row] = await ex
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(caseReports)
      .innerJoin(cases, eq(cases.id, caseReports.caseId))
      .innerJoin(patients, eq(patients.id, cases.patientId))
      .where(cond);
    return Number(row?.n ?? 0);
  };
  const rows = await ex
    .select({ ...releasedReportColumns, read, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(caseReports)
    .innerJoin(cases, eq(cases.id, caseReports.caseId))
    .innerJoin(patients, eq(patients.id, cases.patientId))
    .where(where)
    .orderBy(desc(caseReports.signedAt), desc(caseReports.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const page = await pageOf(rows, q, () => countHeads(where));
  const versions = await releasedVersionsOf(
    ex,
    page.rows.map((r) => r.caseId),
    userId,
  );
  return {
    data: page.rows.map((r) => {
      const all = versions.get(r.caseId) ?? [];
      return {
        caseId: r.caseId,
        caseNumber: r.caseNumber,
        patientName: r.patientName,
        patientMrn: r.patientMrn,
        ...(all.find((v) => v.version === r.version) ?? toVersion(r, r.version)),
        versions: all,
      };
    }),
    total: page.total,
    unread: await countHeads(unreadHeads),
  };
}

type VersionRow = {
  version: number;
  kind: string;
  reason: string | null;
  signedBy: string;
  signedAt: Date;
  critical: boolean;
  read: boolean;
};

const toVersion = (r: VersionRow, newest: number): TMyReportVersion => ({
  version: r.version,
  kind: r.kind as TReportKind,
  reason: r.reason,
  signedBy: r.signedBy,
  signedAt: r.signedAt.toISOString(),
  current: r.version === newest,
  read: Boolean(r.read),
  critical: Boolean(r.critical),
});

/** Every released version of these cases with the user's read marks, newest first per case. */
async function releasedVersionsOf(ex: Executor, caseIds: number[], userId: number) {
  const byCase = new Map<number, TMyReportVersion[]>();
  if (caseIds.length === 0) return byCase;
  const rows = await ex
    .select({
      caseId: caseReports.caseId,
      version: caseReports.version,
      kind: caseReports.kind,
      reason: caseReports.reason,
      signedBy: caseReports.signedBy,
      signedAt: caseReports.signedAt,
      critical: releasedReportColumns.critical,
      read: readByUser(userId),
      // The newest version of the case, released or not: "current" means nothing has replaced it.
      newest:
        sql<number>`(select max(r2.version) from case_reports r2 where r2.case_id = case_reports.case_id)`.mapWith(
          Number,
        ),
    })
    .from(caseReports)
    .where(and(inArray(caseReports.caseId, caseIds), isNotNull(caseReports.releasedAt)))
    .orderBy(desc(caseReports.version));
  for (const r of rows) {
    const list = byCase.get(r.caseId) ?? [];
    list.push(toVersion(r, r.newest));
    byCase.set(r.caseId, list);
  }
  return byCase;
}

/**
 * Marks a report version read for the user, and with it the notices of that version and the versions it
 * supersedes (their bell links name the case and the version), so the bell and the list agree.
 */
export async function markReportRead(
  ex: Executor,
  report: { id: number; caseId: number; version: number },
  userId: number,
): Promise<void> {
  await ex.insert(reportReads).values({ reportId: report.id, userId }).onConflictDoNothing();
  const links = Array.from({ length: report.version }, (_, i) => i + 1).flatMap((v) => [
    `/reportresult/${report.caseId}/${v}`,
    `/myreports/${report.caseId}/${v}`,
  ]);
  await ex
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), inArray(notifications.link, links)));
}

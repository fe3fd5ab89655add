import { and, count, desc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { TReportContent } from '@lab/domain';
import type { Executor } from '../../db/client';
import { caseReports, cases } from '../../db/schema/index';

/** A released report version as the FHIR API reads it. */
export interface ReleasedVersion {
  id: number;
  caseId: number;
  caseNumber: string;
  version: number;
  patientId: number;
  content: TReportContent;
  pdf: Buffer;
  releasedAt: Date;
}

/** A half-open interval of release times, [from, to). */
export interface TimeBound {
  from?: Date;
  to?: Date;
}

export interface VersionQuery {
  /** The client's facilities; null = every facility. */
  facilityIds: number[] | null;
  patientId?: number;
  caseNumber?: string;
  caseId?: number;
  version?: number;
  released?: TimeBound[];
  limit: number;
}

function conditions(q: Omit<VersionQuery, 'limit'>): SQL | undefined {
  const where: (SQL | undefined)[] = [isNotNull(caseReports.releasedAt)];
  if (q.facilityIds) where.push(q.facilityIds.length ? inArray(cases.facilityId, q.facilityIds) : sql`false`);
  if (q.patientId !== undefined) where.push(eq(cases.patientId, q.patientId));
  if (q.caseNumber !== undefined) where.push(eq(cases.caseNumber, q.caseNumber));
  if (q.caseId !== undefined) where.push(eq(caseReports.caseId, q.caseId));
  if (q.version !== undefined) where.push(eq(caseReports.version, q.version));
  for (const b of q.released ?? []) {
    if (b.from) where.push(gte(caseReports.releasedAt, b.from));
    if (b.to) where.push(lt(caseReports.releasedAt, b.to));
  }
  return and(...where);
}

/** Released versions in the caller's facility scope, newest release first, and how many match in all. */
export async function findReleasedVersions(
  ex: Executor,
  q: VersionQuery,
): Promise<{ rows: ReleasedVersion[]; total: number }> {
  const where = conditions(q);
  const rows = await ex
    .select({
      id: caseReports.id,
      caseId: caseReports.caseId,
      caseNumber: cases.caseNumber,
      version: caseReports.version,
      patientId: cases.patientId,
      content: caseReports.content,
      pdf: caseReports.pdf,
      releasedAt: caseReports.releasedAt,
    })
    .from(caseReports)
    .innerJoin(cases, eq(cases.id, caseReports.caseId))
    .where(where)
    .orderBy(desc(caseReports.releasedAt), desc(caseReports.id))
    .limit(q.limit);
  const [total] = await ex
    .select({ n: count() })
    .from(caseReports)
    .innerJoin(cases, eq(cases.id, caseReports.caseId))
    .where(where);
  return {
    rows: rows.map((r) => ({ ...r, pdf: Buffer.from(r.pdf), releasedAt: r.releasedAt! })),
    total: Number(total?.n ?? 0),
  };
}

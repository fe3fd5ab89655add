import { and, asc, eq, sql } from 'drizzle-orm';
import { CASE_STATUS_LABELS, escapeLike, STAFF_AND_PHYSICIAN_ROLES, type TCaseStatus } from '@lab/domain';
import { cases, patients } from '../../db/schema/index';
import type { SearchProvider } from '../../lib/search-provider';
import { scopeCondition } from '../../services/case-records';

const looksLikeCaseNumber = (q: string) => /^[SCF]\d/i.test(q.trim());

/**
 * Cases in the top-bar search: by case-number prefix ("S26-0004"), otherwise by patient name. A physician
 * finds only the cases they ordered.
 */
export const casesSearchProvider: SearchProvider = {
  groupTitle: 'Cases',
  roles: STAFF_AND_PHYSICIAN_ROLES,
  area: 'cases',
  revealsPatientData: true,
  async search(ex, q, limit, user) {
    const text = q.trim();
    if (text.length < 2) return [];
    const scope = scopeCondition(
      user.role === 'physician' ? { kind: 'provider-user', userId: user.id } : { kind: 'all' },
    );
    const match = looksLikeCaseNumber(text)
      ? sql`${cases.caseNumber} like ${`${escapeLike(text.toUpperCase())}%`}`
      : sql`${cases.patientId} in (select ${patients.id} from ${patients}
            where lower(${patients.lastName} || ' ' || ${patients.firstName}) like ${`%${escapeLike(text.toLowerCase().replace(/,\s*/g, ' '))}%`}
            limit 50)`;
    const rows = await ex
      .select({
        id: cases.id,
        caseNumber: cases.caseNumber,
        status: cases.status,
        receivedAt: cases.receivedAt,
        patientName: sql<string>`${patients.lastName} || ', ' || ${patients.firstName}`,
      })
      .from(cases)
      .innerJoin(patients, eq(patients.id, cases.patientId))
      .where(and(match, scope))
      .orderBy(
        sql`case when ${cases.caseNumber} = ${text.toUpperCase()} then 0 else 1 end`,
        sql`${cases.receivedAt} desc`,
        asc(cases.id),
      )
      .limit(limit);
    return rows.map((r) => ({
      id: r.id,
      title: `${r.caseNumber} · ${r.patientName}`,
      detail: `${CASE_STATUS_LABELS[r.status as TCaseStatus] ?? r.status} · received ${r.receivedAt.toISOString().slice(0, 10)}`,
      date: r.receivedAt.toISOString(),
      icon: 'flask',
      link: `/specimen/${r.id}`,
    }));
  },
};

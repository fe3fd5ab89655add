import { and, asc, isNull, or, sql } from 'drizzle-orm';
import { parsePatientSearch, patientNameReadings, rankByTitle, STAFF_ROLES } from '@lab/domain';
import { patients } from '../../db/schema/index';
import type { SearchProvider } from '../../lib/search-provider';
import { patientSearchWhere } from './repository';

/**
 * Patients in the top-bar search: the tokens of the patient list ("smi 1980", an MRN, a date), with the names
 * also read the other way round ("zelda qatest" finds Qatest, Zelda). Last-name prefix matches come first.
 */
export const patientsSearchProvider: SearchProvider = {
  groupTitle: 'Patients',
  roles: STAFF_ROLES,
  area: 'patients',
  revealsPatientData: true,
  async search(ex, q, limit) {
    const search = parsePatientSearch(q);
    const readings = patientNameReadings(search).map((r) => and(...patientSearchWhere(r)));
    if (!q.trim() || patientSearchWhere(search).length === 0) return [];
    const rows = await ex
      .select({
        id: patients.id,
        mrn: patients.mrn,
        firstName: patients.firstName,
        lastName: patients.lastName,
        dob: patients.dob,
      })
      .from(patients)
      .where(and(or(...readings), isNull(patients.mergedIntoId)))
      .orderBy(
        sql`case when ${readings[0]} then 0 else 1 end`,
        sql`lower(${patients.lastName})`,
        sql`lower(${patients.firstName})`,
        asc(patients.id),
      )
      .limit(limit);
    const suggestions = rows.map((r) => ({
      id: r.id,
      title: `${r.lastName}, ${r.firstName}`,
      detail: `MRN ${r.mrn} · born ${r.dob}`,
      date: r.dob,
      icon: 'user',
      link: `/patient/${r.id}`,
    }));
    // Every row matched a name token or none was typed, so ranking by the first one only reorders.
    return search.lastName ? rankByTitle(suggestions, search.lastName, limit) : suggestions;
  },
};

import { and, asc, isNull, sql } from 'drizzle-orm';
import { patients } from '../../db/schema/index';
import type { SearchProvider } from '../search/repository';
import { patientSearchCondition } from './repository';

/** Patients in the top-bar search: the same tokens as the patient list ("smi 1980", an MRN, a date). */
export const patientsSearchProvider: SearchProvider = {
  groupTitle: 'Patients',
  roles: ['admin', 'editor'],
  revealsPatientData: true,
  async search(ex, q, limit) {
    const where = patientSearchCondition(q);
    if (!q.trim() || where.length === 0) return [];
    const rows = await ex
      .select({ id: patients.id, mrn: patients.mrn, firstName: patients.firstName, lastName: patients.lastName, dob: patients.dob })
      .from(patients)
      .where(and(...where, isNull(patients.mergedIntoId)))
      .orderBy(sql`lower(${patients.lastName})`, sql`lower(${patients.firstName})`, asc(patients.id))
      .limit(limit);
    return rows.map((r) => ({
      id: r.id,
      title: `${r.lastName}, ${r.firstName}`,
      detail: `MRN ${r.mrn} · born ${r.dob}`,
      date: r.dob,
      icon: 'user',
      link: `/patient/${r.id}`,
    }));
  },
};

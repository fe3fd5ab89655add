import { eq, sql } from 'drizzle-orm';
import type { TPatientSex } from '@lab/domain';
import type { Db } from '../client';
import { patients } from '../schema/index';

/** A patient the demo documents attach to; the records seed may add more (matched by MRN, so idempotent). */
export const DOCUMENTS_DEMO_PATIENT = { mrn: 'DOC-0001', firstName: 'Dora', lastName: 'Documents', dob: '1980-04-12', sex: 'female' satisfies TPatientSex };

export async function seedDocumentsDemo(db: Db): Promise<void> {
  const [found] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(eq(sql`upper(${patients.mrn})`, DOCUMENTS_DEMO_PATIENT.mrn))
    .limit(1);
  if (!found) await db.insert(patients).values({ ...DOCUMENTS_DEMO_PATIENT, city: 'Springfield', state: 'IL' });
}

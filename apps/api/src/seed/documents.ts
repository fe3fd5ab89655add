import { eq, sql } from 'drizzle-orm';
import type { TPatientSex } from '@lab/domain';
import type { Db } from '../db/client';
import { patients } from '../db/schema/index';

/**
 * A patient to attach demo documents to (matched by MRN, so idempotent): a plausible person with an MRN like the
 * others', so the demo's patient list does not open on a test-looking row.
 */
export const DOCUMENTS_DEMO_PATIENT = {
  mrn: 'M0900007',
  firstName: 'Eleanor',
  lastName: 'Brooks',
  dob: '1980-04-12',
  sex: 'female' satisfies TPatientSex,
};

export async function seedDocumentsDemo(db: Db): Promise<void> {
  const [found] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(eq(sql`upper(${patients.mrn})`, DOCUMENTS_DEMO_PATIENT.mrn))
    .limit(1);
  if (!found) await db.insert(patients).values({ ...DOCUMENTS_DEMO_PATIENT, city: 'Springfield', state: 'IL' });
}

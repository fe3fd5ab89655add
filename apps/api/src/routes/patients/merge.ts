import { eq } from 'drizzle-orm';
import { PATIENT_MESSAGES, patientName } from '@lab/domain';
import type { Executor } from '../../db/client';
import { cases, coverages, documents, patients } from '../../db/schema/index';
import { writeAudit, type AuditActor } from '../../plugins/audit';
import { conflict, fieldError, notFound } from '../../lib/http-error';
import { findPatientRow } from './repository';

/**
 * Merges the duplicate `id` into `intoId`: its cases, coverages and documents move to the survivor; the
 * merged record stays readable and points at the survivor. Audited on both records.
 */
export async function mergePatients(tx: Executor, actor: AuditActor, id: number, intoId: number) {
  if (id === intoId) throw fieldError('intoId', PATIENT_MESSAGES.mergeSelf);
  // Lock in id order so two opposite merges cannot deadlock.
  const [first, second] = id < intoId ? [id, intoId] : [intoId, id];
  const a = await findPatientRow(tx, first, true);
  const b = await findPatientRow(tx, second, true);
  const merged = a?.id === id ? a : b;
  const survivor = a?.id === intoId ? a : b;
  if (!merged) throw notFound('Patient');
  if (!survivor) throw fieldError('intoId', 'Patient not found', 404);
  if (merged.mergedIntoId) throw conflict(PATIENT_MESSAGES.merged);
  if (survivor.mergedIntoId) throw fieldError('intoId', PATIENT_MESSAGES.mergeTargetMerged, 409);

  const movedCases = await tx
    .update(cases)
    .set({ patientId: intoId, updatedAt: new Date() })
    .where(eq(cases.patientId, id))
    .returning({ id: cases.id });
  const movedCoverages = await tx
    .update(coverages)
    .set({ patientId: intoId, updatedAt: new Date() })
    .where(eq(coverages.patientId, id))
    .returning({ id: coverages.id });
  const movedDocuments = await tx
    .update(documents)
    .set({ patientId: intoId })
    .where(eq(documents.patientId, id))
    .returning({ id: documents.id });
  const now = new Date();
  await tx
    .update(patients)
    .set({ mergedIntoId: intoId, mergedAt: now, updatedAt: now, userId: survivor.userId ? merged.userId : null })
    .where(eq(patients.id, id));
  // A portal login of the merged record follows the person to the survivor.
  if (!survivor.userId && merged.userId) {
    await tx.update(patients).set({ userId: merged.userId }).where(eq(patients.id, intoId));
  }
  const moved = { cases: movedCases.length, coverages: movedCoverages.length, documents: movedDocuments.length };
  await writeAudit(tx, actor, [
    {
      eventtype: 'merge',
      eventdescription: `Patient ${patientName(merged)} (MRN ${merged.mrn}) merged into MRN ${survivor.mrn}`,
      entity: 'patient',
      entityId: id,
      datavalue: 'mergedIntoId',
      newvalue: intoId,
      oldvalue: null,
    },
    {
      eventtype: 'merge',
      eventdescription: `Patient MRN ${merged.mrn} merged into this record (${moved.cases} cases, ${moved.coverages} coverages, ${moved.documents} documents moved)`,
      entity: 'patient',
      entityId: intoId,
      newvalue: { mergedId: id, ...moved },
    },
  ]);
  return moved;
}

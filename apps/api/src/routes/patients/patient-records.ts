import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cases, documents } from '../../db/schema/index';
import { countWhere, pagedQuery, windowTotal, type Paging } from '../../lib/paging';
import { caseHeadColumns } from '../../services/case-records';

/** The patient record's Cases tab: the patient's cases, newest first. */
export async function listPatientCases(ex: Executor, patientId: number, paging: Paging) {
  const cond = eq(cases.patientId, patientId);
  const { rows, total } = await pagedQuery(
    ex
      .select({
        ...caseHeadColumns,
        receivedAt: cases.receivedAt,
        total: windowTotal(),
      })
      .from(cases)
      .where(cond)
      .orderBy(desc(cases.receivedAt), desc(cases.id)),
    paging,
    () => countWhere(ex, cases, cond),
  );
  return { data: rows.map((r) => ({ ...r, receivedAt: r.receivedAt.toISOString() })), total };
}

/** The patient record's Documents tab: the patient's documents (not deleted), newest first. */
export async function listPatientDocuments(ex: Executor, patientId: number, paging: Paging) {
  const cond = and(eq(documents.patientId, patientId), isNull(documents.deletedAt));
  const { rows, total } = await pagedQuery(
    ex
      .select({
        id: documents.id,
        title: documents.title,
        category: documents.category,
        fileName: documents.fileName,
        mimeType: documents.mimeType,
        sizeBytes: documents.sizeBytes,
        uploadedAt: documents.uploadedAt,
        total: windowTotal(),
      })
      .from(documents)
      .where(cond)
      .orderBy(desc(documents.uploadedAt), desc(documents.id)),
    paging,
    () => countWhere(ex, documents, cond),
  );
  return { data: rows.map((r) => ({ ...r, uploadedAt: r.uploadedAt.toISOString() })), total };
}

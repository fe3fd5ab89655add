import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { parseSort, type TDocument, type TDocumentListQuery, type TDocumentSortField } from '@lab/domain';
import type { Executor } from '../../db/client';
import { cases, documents, patients, providers, users } from '../../db/schema/index';
import { likeEscape } from '../../lib/like';
import { countWhere, pageWithCount } from '../../lib/paging';
import { sortBy, type SortColumns } from '../../lib/sorting';

/** Who is asking: staff see every document; a physician only those of the cases they ordered. */
export interface DocumentScope {
  physicianUserId?: number;
  includeDeleted?: boolean;
}

const SORT_COLUMNS: SortColumns<TDocumentSortField> = {
  uploadedAt: documents.uploadedAt,
  title: documents.title,
  category: documents.category,
  fileName: documents.fileName,
  sizeBytes: documents.sizeBytes,
};

const selection = {
  id: documents.id,
  title: documents.title,
  category: documents.category,
  fileName: documents.fileName,
  mimeType: documents.mimeType,
  sizeBytes: documents.sizeBytes,
  sha256: documents.sha256,
  storagePath: documents.storagePath,
  patientId: sql<number | null>`coalesce(${documents.patientId}, ${cases.patientId})`,
  patientName: sql<string | null>`${patients.lastName} || ', ' || ${patients.firstName}`,
  patientMrn: patients.mrn,
  caseId: documents.caseId,
  caseNumber: cases.caseNumber,
  uploadedBy: documents.uploadedBy,
  uploadedByName: users.name,
  uploadedAt: documents.uploadedAt,
  deletedAt: documents.deletedAt,
  deleteReason: documents.deleteReason,
};

export type DocumentRow = TDocument & { storagePath: string };

function toDocument(
  r: Omit<DocumentRow, 'uploadedAt' | 'deletedAt'> & { uploadedAt: Date; deletedAt: Date | null },
): DocumentRow {
  return { ...r, uploadedAt: r.uploadedAt.toISOString(), deletedAt: r.deletedAt ? r.deletedAt.toISOString() : null };
}

/** Cases ordered by the physician who is this user. */
function orderedBy(userId: number): SQL {
  return inArray(
    documents.caseId,
    sql`(select ${cases.id} from ${cases} join ${providers} on ${providers.id} = ${cases.providerId} where ${providers.userId} = ${userId})`,
  );
}

function scopeConditions(scope: DocumentScope): SQL[] {
  const where: SQL[] = [];
  if (!scope.includeDeleted) where.push(isNull(documents.deletedAt));
  if (scope.physicianUserId !== undefined) where.push(orderedBy(scope.physicianUserId));
  return where;
}

/** The documents with their case, their patient (their own or their case's) and who uploaded them. */
function base(ex: Executor) {
  return ex
    .select(selection)
    .from(documents)
    .leftJoin(cases, eq(cases.id, documents.caseId))
    .leftJoin(patients, eq(patients.id, sql`coalesce(${documents.patientId}, ${cases.patientId})`))
    .leftJoin(users, eq(users.id, documents.uploadedBy));
}

export async function listDocuments(ex: Executor, q: TDocumentListQuery, scope: DocumentScope) {
  const where = scopeConditions(scope);
  if (q.q) {
    const text = `%${likeEscape(q.q)}%`;
    where.push(or(ilike(documents.title, text), ilike(documents.fileName, text))!);
  }
  if (q.category) where.push(eq(documents.category, q.category));
  if (q.patientId) {
    // A patient's documents include those of the patient's cases.
    where.push(
      or(
        eq(documents.patientId, q.patientId),
        inArray(documents.caseId, sql`(select ${cases.id} from ${cases} where ${cases.patientId} = ${q.patientId})`),
      )!,
    );
  }
  if (q.caseId) where.push(eq(documents.caseId, q.caseId));
  if (q.attachedTo === 'case') where.push(isNotNull(documents.caseId));
  if (q.attachedTo === 'patient') where.push(isNull(documents.caseId));
  if (q.from) where.push(gte(documents.uploadedAt, new Date(`${q.from}T00:00:00Z`)));
  if (q.to) where.push(lt(documents.uploadedAt, new Date(new Date(`${q.to}T00:00:00Z`).getTime() + 86_400_000)));
  const cond = where.length ? and(...where) : undefined;
  const sort = parseSort(q.sort) ?? { field: 'uploadedAt', desc: true };
  // Newest first is an index scan that a window total would give up: page and count.
  const { rows, total } = await pageWithCount(
    base(ex).where(cond).orderBy(sortBy(SORT_COLUMNS, sort), desc(documents.id)),
    q,
    () => countWhere(ex, documents, cond),
  );
  return { data: rows.map(toDocument), total };
}

export async function getDocument(ex: Executor, id: number, scope: DocumentScope): Promise<DocumentRow | null> {
  const [row] = await base(ex)
    .where(and(eq(documents.id, id), ...scopeConditions(scope)))
    .limit(1);
  return row ? toDocument(row) : null;
}

export async function patientExists(ex: Executor, id: number): Promise<boolean> {
  const [row] = await ex.select({ id: patients.id }).from(patients).where(eq(patients.id, id)).limit(1);
  return !!row;
}

export async function findCase(ex: Executor, id: number) {
  const [row] = await ex
    .select({ id: cases.id, caseNumber: cases.caseNumber, patientId: cases.patientId })
    .from(cases)
    .where(eq(cases.id, id))
    .limit(1);
  return row ?? null;
}

export async function isStoredFileReferenced(ex: Executor, sha256: string): Promise<boolean> {
  const [row] = await ex.select({ id: documents.id }).from(documents).where(eq(documents.sha256, sha256)).limit(1);
  return !!row;
}

/**
 * Earlier live documents of the same patient holding the very same file (same SHA-256), oldest first: an upload
 * tells about them so the same PDF does not quietly become two documents.
 */
export async function sameFileDocuments(ex: Executor, doc: Pick<TDocument, 'id' | 'sha256' | 'patientId'>) {
  if (doc.patientId === null) return [];
  const rows = await base(ex)
    .where(
      and(
        eq(documents.sha256, doc.sha256),
        sql`${documents.id} <> ${doc.id}`,
        sql`coalesce(${documents.patientId}, ${cases.patientId}) = ${doc.patientId}`,
        isNull(documents.deletedAt),
      ),
    )
    .orderBy(asc(documents.uploadedAt))
    .limit(5);
  return rows
    .map(toDocument)
    .map((d) => ({ id: d.id, title: d.title, caseNumber: d.caseNumber, uploadedAt: d.uploadedAt }));
}

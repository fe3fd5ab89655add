import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  checkTiff,
  DOCUMENT_MESSAGES,
  sniffDocumentType,
  storedFileName,
  type TDocumentCategory,
  type TDocumentMime,
} from '@lab/domain';
import type { Db } from '../../db/client';
import { documents } from '../../db/schema/index';
import { fieldError } from '../../lib/http-error';
import { writeAudit, type AuditActor } from '../../plugins/audit';
import { findCase, isStoredFileReferenced, patientExists } from './repository';
import type { FileStore, StagedFile } from '../../lib/file-store';

/** What a new document is and what it attaches to (a case implies its patient). */
export interface NewDocument {
  title: string;
  category: TDocumentCategory;
  fileName: string;
  patientId?: number;
  caseId?: number;
  uploadedBy: number | null;
}

export const describeDocument = (d: { title: string; fileName: string }) => `"${d.title}" (${d.fileName})`;

/** The type of a staged file from its first bytes; an empty or unknown file is refused. */
export function stagedType(staged: StagedFile | null): TDocumentMime {
  if (!staged || staged.sizeBytes === 0) throw fieldError('file', DOCUMENT_MESSAGES.noFile);
  const mimeType = sniffDocumentType(staged.head);
  if (!mimeType) throw fieldError('file', DOCUMENT_MESSAGES.badType, 415);
  return mimeType;
}

/** A staged TIFF must be one the viewer can show safely: sound directories and a bounded pixel count. */
export async function checkStagedContent(staged: StagedFile, mimeType: TDocumentMime): Promise<void> {
  if (mimeType !== 'image/tiff') return;
  const check = checkTiff(await readFile(staged.tmpPath));
  if (!check.ok) throw fieldError('file', check.reason);
}

/**
 * Files a staged file as a document: row and audit in one transaction, the file moved to its content address
 * last. On any failure the staged file is discarded, and a stored file nothing refers to is removed.
 * Uploads and the demo seed both come through here.
 */
export async function saveDocument(
  db: Db,
  store: FileStore,
  actor: AuditActor,
  staged: StagedFile,
  input: NewDocument,
): Promise<number> {
  let created = false;
  try {
    const mimeType = stagedType(staged);
    return await db.transaction(async (tx) => {
      let patientId = input.patientId ?? null;
      let caseNumber: string | null = null;
      if (patientId !== null && !(await patientExists(tx, patientId))) throw fieldError('patientId', 'No such patient');
      if (input.caseId !== undefined) {
        const found = await findCase(tx, input.caseId);
        if (!found) throw fieldError('caseId', 'No such case');
        if (patientId !== null && found.patientId !== patientId)
          throw fieldError('caseId', 'The case belongs to another patient');
        patientId = found.patientId;
        caseNumber = found.caseNumber;
      }
      // Without control or direction characters and at most 255 characters (docs/security.md).
      const fileName = storedFileName(input.fileName);
      const [row] = await tx
        .insert(documents)
        .values({
          title: input.title,
          category: input.category,
          fileName,
          mimeType,
          sizeBytes: staged.sizeBytes,
          sha256: staged.sha256,
          storagePath: store.relativePath(staged.sha256),
          patientId,
          caseId: input.caseId ?? null,
          uploadedBy: input.uploadedBy,
        })
        .returning({ id: documents.id });
      await writeAudit(tx, actor, {
        eventtype: 'upload',
        eventdescription: `Uploaded document ${describeDocument({ title: input.title, fileName })}`,
        casenumber: caseNumber,
        entity: 'document',
        entityId: row!.id,
        newvalue: { sha256: staged.sha256, sizeBytes: staged.sizeBytes, mimeType, patientId, caseId: input.caseId },
      });
      // The file goes into place last, so a failed insert leaves no stored file behind.
      created = await store.commit(staged);
      return row!.id;
    });
  } catch (err) {
    await store.discard(staged.tmpPath);
    // The transaction failed after the file went into place: remove it unless another row uses it.
    if (created && !(await isStoredFileReferenced(db, staged.sha256))) {
      await store.remove(store.relativePath(staged.sha256));
    }
    throw err;
  }
}

/** Files bytes made in the server (e.g. demo documents) exactly as an upload of them would be. */
export async function saveDocumentBytes(
  db: Db,
  store: FileStore,
  actor: AuditActor,
  bytes: Uint8Array,
  input: NewDocument,
): Promise<number> {
  const staged = await store.stage(Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]));
  return saveDocument(db, store, actor, staged, input);
}

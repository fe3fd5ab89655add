import type { FastifyRequest } from 'fastify';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { DOCUMENT_MESSAGES } from '@lab/domain';
import type { FileStore, StagedFile } from './file-store';
import { fieldError, HttpError } from './http-error';

export interface ReceivedUpload {
  /** The text fields sent with the file. */
  fields: Record<string, string>;
  /** The `file` part, staged (hashed, synced) in the store's tmp folder; null when none was sent. */
  staged: StagedFile | null;
  fileName: string;
}

/**
 * The one file part (`file`) of a multipart upload and its text fields. A file over the size limit or an upload
 * cut short is a 413 or 400 naming `file`, and what was staged of it is discarded.
 */
export async function receiveUpload(req: FastifyRequest, store: FileStore): Promise<ReceivedUpload> {
  const fields: Record<string, string> = {};
  let staged: StagedFile | null = null;
  let fileName = '';
  try {
    for await (const part of req.parts() as AsyncIterable<Multipart>) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const file = part as MultipartFile;
      if (staged || file.fieldname !== 'file') {
        file.file.resume();
        continue;
      }
      fileName = file.filename;
      staged = await store.stage(file.file);
      if (file.file.truncated) throw fieldError('file', DOCUMENT_MESSAGES.tooLarge, 413);
    }
  } catch (err) {
    if (staged) await store.discard(staged.tmpPath);
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw fieldError('file', DOCUMENT_MESSAGES.tooLarge, 413);
    if (err instanceof HttpError) throw err;
    throw fieldError('file', 'The upload was interrupted; nothing was stored');
  }
  return { fields, staged, fileName };
}

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

export interface SmallFileRules {
  /** The form field the file comes in, named in every error. */
  field: string;
  maxBytes: number;
  /** The file's type from its first bytes, or null when it is not one accepted. */
  sniff: (head: Buffer) => string | null;
  messages: { missing: string; tooLarge: string; type: string };
}

/**
 * One small file (a picture of a few MB) read into memory, its size and its type (by its bytes) checked; for a
 * record that keeps the bytes itself rather than in a file store. Errors name `rules.field`: missing or of a type
 * not accepted 400, over the size 413.
 */
export async function receiveSmallFile(
  req: FastifyRequest,
  rules: SmallFileRules,
): Promise<{ bytes: Buffer; type: string }> {
  let file;
  try {
    file = await req.file();
  } catch {
    throw fieldError(rules.field, rules.messages.missing);
  }
  if (!file) throw fieldError(rules.field, rules.messages.missing);
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of file.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > rules.maxBytes) throw fieldError(rules.field, rules.messages.tooLarge, 413);
    parts.push(chunk);
  }
  if (file.file.truncated) throw fieldError(rules.field, rules.messages.tooLarge, 413);
  const bytes = Buffer.concat(parts);
  const type = rules.sniff(bytes.subarray(0, 16));
  if (!type) throw fieldError(rules.field, rules.messages.type);
  return { bytes, type };
}

import { z } from 'zod';
import { ZPageQuery, ZQueryBool, ZSort, type TSort } from './api-common';

/** What a document is, as the lab files it. */
export const DOCUMENT_CATEGORIES = ['requisition', 'report', 'consent', 'correspondence', 'image', 'other'] as const;
export const ZDocumentCategory = z.enum(DOCUMENT_CATEGORIES);
export type TDocumentCategory = z.infer<typeof ZDocumentCategory>;

export const MAX_DOCUMENT_BYTES = 25 * 1024 * 1024;

/** The accepted file types, recognised by their first bytes (the name and the browser's claim are not trusted). */
export const DOCUMENT_TYPES = [
  { mime: 'application/pdf', ext: 'pdf', label: 'PDF', magic: [[0x25, 0x50, 0x44, 0x46]] },
  { mime: 'image/png', ext: 'png', label: 'PNG', magic: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]] },
  { mime: 'image/jpeg', ext: 'jpg', label: 'JPEG', magic: [[0xff, 0xd8, 0xff]] },
  {
    mime: 'image/tiff',
    ext: 'tif',
    label: 'TIFF',
    magic: [
      [0x49, 0x49, 0x2a, 0x00],
      [0x4d, 0x4d, 0x00, 0x2a],
    ],
  },
] as const;
export type TDocumentMime = (typeof DOCUMENT_TYPES)[number]['mime'];
export const DOCUMENT_MIME_TYPES: string[] = DOCUMENT_TYPES.map((t) => t.mime);

export const DOCUMENT_MESSAGES = {
  badType: 'Only PDF, PNG, JPEG or TIFF files are accepted',
  tooLarge: 'The file is larger than 25 MB',
  noFile: 'Choose a file to upload',
  attachTo: 'Attach the document to a patient or a case',
  damaged: 'stored file is damaged',
} as const;

/** The type of a file from its first bytes, or null when it is none of the accepted ones. */
export function sniffDocumentType(head: Uint8Array): TDocumentMime | null {
  for (const t of DOCUMENT_TYPES) {
    if (t.magic.some((m) => m.length <= head.length && m.every((b, i) => head[i] === b))) return t.mime;
  }
  return null;
}

/**
 * The name a download is saved under: without control or bidirectional-override characters (U+202E turns
 * "invoice\u202Efdp.exe" into "invoiceexe.pdf" on screen) or path separators, and with the extension of the type
 * the file really is, so the name never promises another kind of file.
 */
export function safeDownloadName(fileName: string, mime: string): string {
  const ext = DOCUMENT_TYPES.find((t) => t.mime === mime)?.ext ?? 'bin';
  const cleaned = fileName
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/[/\\:*?"<>|]/g, '_')
    .trim();
  const base = cleaned
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, 150);
  return `${base || 'document'}.${ext}`;
}

/** The longest file name kept (in characters); longer names keep their first characters. */
export const STORED_FILE_NAME_MAX = 255;

/**
 * The name an uploaded file (a document, a mail attachment) is kept and listed under, from the name the browser
 * sent (docs/security.md#links-feeds-names-and-files): only its last part after any `/` or `\`; without control
 * characters, line breaks, and invisible or formatting characters (Unicode Cc, Cf, Zl, Zp: among them the
 * direction controls U+202A–U+202E, U+2066–U+2069, U+200E, U+200F and U+061C that make "invoice\u202Efdp.exe"
 * read "invoiceexe.pdf"); other runs of spaces made one; at most 255 characters; `file` when nothing is left.
 * The name is shown, searched and offered on download (through safeDownloadName); it never names a file on disk.
 */
export function storedFileName(fileName: string): string {
  const last = fileName.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const cleaned = last
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
  return Array.from(cleaned).slice(0, STORED_FILE_NAME_MAX).join('').trim() || 'file';
}

/** Whether the portal can show the type: PDF and PNG/JPEG natively, TIFF decoded in the browser (DocumentViewer). */
export const isPreviewable = (mime: string) => DOCUMENT_MIME_TYPES.includes(mime);

/** The text fields of an upload (the file itself travels beside them in the multipart body). */
export const ZDocumentUploadFields = z
  .object({
    title: z.string().trim().min(1, 'Enter a title').max(200, 'At most 200 characters'),
    category: ZDocumentCategory,
    patientId: z.coerce.number().int().positive().optional(),
    caseId: z.coerce.number().int().positive().optional(),
  })
  .refine((v) => v.patientId !== undefined || v.caseId !== undefined, {
    message: DOCUMENT_MESSAGES.attachTo,
    path: ['patientId'],
  });
export type TDocumentUploadFields = z.infer<typeof ZDocumentUploadFields>;

export const ZDocument = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  sha256: z.string(),
  patientId: z.number().int().nullable(),
  patientName: z.string().nullable(),
  patientMrn: z.string().nullable(),
  caseId: z.number().int().nullable(),
  caseNumber: z.string().nullable(),
  uploadedBy: z.number().int().nullable(),
  uploadedByName: z.string().nullable(),
  uploadedAt: z.string(),
  deletedAt: z.string().nullable(),
  deleteReason: z.string().nullable(),
});
export type TDocument = z.infer<typeof ZDocument>;

/** The answer to an upload: the new document, and earlier live documents of the patient with the very same file. */
export const ZUploadedDocument = ZDocument.extend({
  sameFileAs: z.array(
    z.object({ id: z.number().int(), title: z.string(), caseNumber: z.string().nullable(), uploadedAt: z.string() }),
  ),
});
export type TUploadedDocument = z.infer<typeof ZUploadedDocument>;

export const DOCUMENT_SORT_FIELDS = ['uploadedAt', 'title', 'category', 'fileName', 'sizeBytes'] as const;

export type TDocumentSortField = (typeof DOCUMENT_SORT_FIELDS)[number];
export type TDocumentSort = TSort<TDocumentSortField>;

export const ZDocumentListQuery = ZPageQuery.extend({
  /** Without it: the newest upload first. */
  sort: ZSort(DOCUMENT_SORT_FIELDS).optional(),
  category: ZDocumentCategory.optional(),
  patientId: z.coerce.number().int().positive().optional(),
  caseId: z.coerce.number().int().positive().optional(),
  /** `patient` (no case) or `case`. */
  attachedTo: z.enum(['patient', 'case']).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  includeDeleted: ZQueryBool.optional(),
});
export type TDocumentListQuery = z.infer<typeof ZDocumentListQuery>;

export const ZDocumentPage = z.object({ data: z.array(ZDocument), total: z.number().int() });
export type TDocumentPage = z.infer<typeof ZDocumentPage>;

export const ZDocumentDelete = z.object({
  reason: z.string().trim().min(3, 'Give a reason of at least 3 characters').max(500, 'At most 500 characters'),
});
export type TDocumentDelete = z.infer<typeof ZDocumentDelete>;

export const ZDocumentFileQuery = z.object({
  download: ZQueryBool.optional(),
});

/** Picker rows of the patient and case searches the upload panel attaches to. */
export const ZPatientPick = z.object({
  id: z.number().int(),
  mrn: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  dob: z.string(),
});
export const ZCasePick = z.object({ id: z.number().int(), caseNumber: z.string(), patientName: z.string().optional() });
export const ZPatientPickPage = z.object({ data: z.array(ZPatientPick.passthrough()) });
export const ZCasePickPage = z.object({ data: z.array(ZCasePick.passthrough()) });
export type TPatientPick = z.infer<typeof ZPatientPick>;
export type TCasePick = z.infer<typeof ZCasePick>;

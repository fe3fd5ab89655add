import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { cases } from './cases';
import { patients } from './records';
import { users } from './users';

/** A file kept under DATA_DIR/files, addressed by its SHA-256. Deleting is soft. */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    category: text('category').notNull().default('other'),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    /** Path relative to DATA_DIR/files. */
    storagePath: text('storage_path').notNull(),
    patientId: integer('patient_id').references(() => patients.id),
    caseId: integer('case_id').references(() => cases.id),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id),
    deleteReason: text('delete_reason'),
  },
  (t) => [
    index('documents_patient_idx').on(t.patientId),
    index('documents_case_idx').on(t.caseId),
    index('documents_uploaded_idx').on(t.uploadedAt),
    index('documents_title_trgm').using('gin', t.title.op('gin_trgm_ops')),
  ],
);

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  DOCUMENT_MESSAGES,
  safeDownloadName,
  STAFF_AND_PHYSICIAN_ROLES,
  STAFF_ROLES,
  ZApiError,
  ZDocument,
  ZDocumentDelete,
  ZDocumentFileQuery,
  ZDocumentListQuery,
  ZDocumentPage,
  ZDocumentUploadFields,
  ZIdParam,
  ZUploadedDocument,
  type TDocument,
  type TDocumentUploadFields,
} from '@lab/domain';
import { documents } from '../../db/schema/index';
import { HttpError, conflict, fieldError, notFound } from '../../lib/http-error';
import { writeAudit } from '../../plugins/audit';
import { receiveUpload } from '../../lib/multipart-upload';
import { getDocument, listDocuments, sameFileDocuments, type DocumentRow, type DocumentScope } from './repository';
import { checkStagedContent, describeDocument as describe, saveDocument, stagedType } from './service';
import { sendBinary } from '../../lib/binary-reply';

const READ = { roles: STAFF_AND_PHYSICIAN_ROLES, area: 'documents', action: 'read' } as const;
const CREATE = { roles: STAFF_ROLES, area: 'documents', action: 'create' } as const;
const DELETE = { roles: STAFF_ROLES, area: 'documents', action: 'delete' } as const;

function scopeOf(req: FastifyRequest, includeDeleted = false): DocumentScope {
  const role = req.user!.role;
  return {
    physicianUserId: role === 'physician' ? req.user!.id : undefined,
    // Deleted documents stay visible to administrators only.
    includeDeleted: includeDeleted && role === 'admin',
  };
}

const publicDocument = ({ storagePath: _omit, ...doc }: DocumentRow): TDocument => doc;

const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = app.fileStore('files');
  const tags = ['documents'];

  app.get(
    '/api/documents',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Documents (search title/file name; category, patient, case, attached-to and date filters)',
        querystring: ZDocumentListQuery,
        response: { 200: ZDocumentPage },
      },
    },
    async (req) => {
      const page = await listDocuments(app.db, req.query, scopeOf(req, req.query.includeDeleted));
      await req.audit({
        eventtype: 'read',
        eventdescription: `Listed documents (${page.data.length} of ${page.total})`,
        entity: 'documents',
        newvalue: req.query,
      });
      return { total: page.total, data: page.data.map(publicDocument) };
    },
  );

  app.get(
    '/api/documents/:id',
    {
      config: { access: READ },
      schema: { tags, summary: 'One document', params: ZIdParam, response: { 200: ZDocument, 404: ZApiError } },
    },
    async (req) => {
      const doc = await getDocument(app.db, req.params.id, scopeOf(req, true));
      if (!doc) throw notFound('Document');
      await req.audit({
        eventtype: 'read',
        eventdescription: `Viewed document ${describe(doc)}`,
        casenumber: doc.caseNumber,
        entity: 'document',
        entityId: doc.id,
      });
      return publicDocument(doc);
    },
  );

  app.get(
    '/api/documents/:id/file',
    {
      config: { access: READ, signedUrl: true },
      schema: {
        tags,
        summary: 'The file, checked against its SHA-256 (inline for preview; ?download=1 to save)',
        params: ZIdParam,
        querystring: ZDocumentFileQuery,
        response: { 404: ZApiError, 500: ZApiError },
      },
    },
    async (req, reply) => {
      const doc = await getDocument(app.db, req.params.id, scopeOf(req, true));
      if (!doc) throw notFound('Document');
      const actual = await store.hashOf(doc.storagePath);
      if (actual !== doc.sha256) {
        req.log.error({ documentId: doc.id, expected: doc.sha256, actual }, 'stored file does not match its SHA-256');
        throw new HttpError(500, DOCUMENT_MESSAGES.damaged);
      }
      await req.audit({
        eventtype: 'download',
        eventdescription: `${req.query.download ? 'Downloaded' : 'Previewed'} document ${describe(doc)}`,
        casenumber: doc.caseNumber,
        entity: 'document',
        entityId: doc.id,
      });
      const disposition = req.query.download ? 'attachment' : 'inline';
      const name = safeDownloadName(doc.fileName, doc.mimeType);
      const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
      reply
        .header('content-type', doc.mimeType)
        .header('content-length', String(doc.sizeBytes))
        .header(
          'content-disposition',
          `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('etag', `"${doc.sha256}"`);
      return sendBinary(reply, await store.open(doc.storagePath));
    },
  );

  app.post(
    '/api/documents',
    {
      config: { access: CREATE },
      schema: {
        tags,
        summary: 'Upload a document (multipart: title, category, patientId and/or caseId, file; at most 25 MB)',
        consumes: ['multipart/form-data'],
        response: { 201: ZUploadedDocument, 400: ZApiError, 404: ZApiError, 413: ZApiError, 415: ZApiError },
      },
    },
    async (req, reply) => {
      if (!req.isMultipart()) throw fieldError('file', DOCUMENT_MESSAGES.noFile);
      const { fields, staged, fileName } = await receiveUpload(req, store);
      let input: TDocumentUploadFields;
      try {
        await checkStagedContent(staged!, stagedType(staged));
        // Multipart fields pass no JSON hook: the database cannot store NUL, so refuse it naming the field.
        const withNul = Object.entries({ ...fields, file: fileName }).find(([, v]) => v.includes('\u0000'));
        if (withNul) throw fieldError(withNul[0], 'may not contain NUL characters');
        const parsed = ZDocumentUploadFields.safeParse(fields);
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!;
          throw fieldError(String(issue.path[0] ?? 'request'), issue.message);
        }
        input = parsed.data;
      } catch (err) {
        if (staged) await store.discard(staged.tmpPath);
        throw err;
      }
      const id = await saveDocument(app.db, store, req.actor(), staged!, {
        ...input,
        fileName,
        uploadedBy: req.user!.id,
      });
      const doc = await getDocument(app.db, id, { includeDeleted: true });
      const sameFileAs = await app.db.transaction(async (tx) => {
        const found = await sameFileDocuments(tx, doc!);
        if (found.length > 0) {
          await req.audit(
            {
              eventtype: 'read',
              eventdescription: `Upload of ${describe(doc!)} matched the same file in ${found.map((d) => `#${d.id} "${d.title}"`).join(', ')}`,
              casenumber: doc!.caseNumber,
              entity: 'document',
              entityId: doc!.id,
            },
            tx,
          );
        }
        return found;
      });
      return reply.code(201).send({ ...publicDocument(doc!), sameFileAs });
    },
  );

  app.post(
    '/api/documents/:id/delete',
    {
      config: { access: DELETE },
      schema: {
        tags,
        summary: 'Soft-delete a document with a reason (the file is kept)',
        params: ZIdParam,
        body: ZDocumentDelete,
        response: { 200: ZDocument, 404: ZApiError, 409: ZApiError },
      },
    },
    async (req) => {
      await app.db.transaction(async (tx) => {
        const doc = await getDocument(tx, req.params.id, { includeDeleted: true });
        if (!doc) throw notFound('Document');
        if (doc.deletedAt) throw conflict('The document is already deleted');
        await tx
          .update(documents)
          .set({ deletedAt: new Date(), deletedBy: req.user!.id, deleteReason: req.body.reason })
          .where(eq(documents.id, doc.id));
        await writeAudit(tx, req.actor(), {
          eventtype: 'delete',
          eventdescription: `Deleted document ${describe(doc)}: ${req.body.reason}`,
          casenumber: doc.caseNumber,
          entity: 'document',
          entityId: doc.id,
          datavalue: 'deletedAt',
          newvalue: req.body.reason,
        });
      });
      const doc = await getDocument(app.db, req.params.id, { includeDeleted: true });
      return publicDocument(doc!);
    },
  );
};

export default documentRoutes;

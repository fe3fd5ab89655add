import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  STAFF_AND_PHYSICIAN_ROLES,
  STAFF_ROLES,
  ZApiError,
  ZCase,
  ZCaseInput,
  ZCaseListPage,
  ZCaseListQuery,
  ZCaseNumberParam,
  ZCasePartInput,
  ZCasePartParams,
  ZCasePartUpdate,
  ZCaseStatusChange,
  ZCaseSummary,
  ZCaseUpdate,
  ZIdParam,
} from '@lab/domain';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { writeAudit } from '../../plugins/audit';
import { caseLabels, renderLabelsPdf } from './labels';
import { findCase, loadCaseDetail, type CaseRow, type CaseScope } from '../../services/case-records';
import { caseSummary, listCases } from './repository';
import { accessionCase, addCasePart, changeCaseStatus, updateCase, updateCasePart } from './service';
import { sendBinary } from '../../lib/binary-reply';

const READ = { roles: STAFF_AND_PHYSICIAN_ROLES, area: 'cases', action: 'read' } as const;
const CREATE = { roles: STAFF_ROLES, area: 'cases', action: 'create' } as const;
const WRITE = { roles: STAFF_ROLES, area: 'cases', action: 'write' } as const;
const tags = ['cases'];

/** A physician sees the cases of the providers linked to their user; staff see all. */
export function caseScope(req: FastifyRequest): CaseScope {
  return req.user!.role === 'physician' ? { kind: 'provider-user', userId: req.user!.id } : { kind: 'all' };
}

const casesRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Reads the case the caller may see (404 otherwise, so existence does not leak) and audits the read. */
  async function readCase(req: FastifyRequest, ex: Executor, row: CaseRow | null, what = 'viewed') {
    if (!row) throw notFound('Case');
    const detail = await loadCaseDetail(ex, row);
    await writeAudit(ex, req.actor(), {
      eventtype: 'read',
      eventdescription: `Case ${row.caseNumber} ${what}`,
      casenumber: row.caseNumber,
      entity: 'case',
      entityId: row.id,
    });
    return detail;
  }

  app.get(
    '/api/cases',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Case list: STAT first then newest; filters; count capped at 10,000 (totalCapped)',
        querystring: ZCaseListQuery,
        response: { 200: ZCaseListPage, 400: ZApiError },
      },
    },
    async (req) => {
      const page = await listCases(app.db, req.query, caseScope(req));
      if (page.data.length) {
        await req.audit({
          eventtype: 'read',
          eventdescription: `Case list viewed (${page.data.length} rows)`,
          entity: 'case',
          datavalue: JSON.stringify(req.query),
        });
      }
      return page;
    },
  );

  app.get(
    '/api/cases/summary',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Counts for the home page over the cases the caller may see',
        response: { 200: ZCaseSummary },
      },
    },
    async (req) => caseSummary(app.db, caseScope(req)),
  );

  app.get(
    '/api/cases/by-number/:caseNumber',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'A case by its exact number (S26-00042)',
        params: ZCaseNumberParam,
        response: { 200: ZCase, 404: ZApiError },
      },
    },
    async (req) => {
      const row = await findCase(app.db, { caseNumber: req.params.caseNumber.toUpperCase() }, caseScope(req));
      return readCase(req, app.db, row);
    },
  );

  app.get(
    '/api/cases/:id',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'One case with parts, codes and status history',
        params: ZIdParam,
        response: { 200: ZCase, 404: ZApiError },
      },
    },
    async (req) => readCase(req, app.db, await findCase(app.db, { id: req.params.id }, caseScope(req))),
  );

  app.post(
    '/api/cases',
    {
      config: { access: CREATE },
      schema: {
        tags,
        summary: 'Accession a case: the number is given on save, gapless per prefix and year',
        body: ZCaseInput,
        response: { 201: ZCase, 400: ZApiError },
      },
    },
    async (req, reply) => {
      const row = await accessionCase(app.db, req.actor(), req.body);
      reply.code(201);
      return loadCaseDetail(app.db, row);
    },
  );

  /** A change to a case: staff write, the case (or part) in the path, a body; answered with the case page. */
  const caseChange = <P extends z.ZodType, B extends z.ZodType>(summary: string, params: P, body: B) => ({
    config: { access: WRITE },
    schema: { tags, summary, params, body, response: { 200: ZCase, 400: ZApiError, 404: ZApiError, 409: ZApiError } },
  });
  /** The case page of a case staff just changed. */
  const changedCase = async (id: number) => loadCaseDetail(app.db, (await findCase(app.db, { id }, { kind: 'all' }))!);

  app.patch(
    '/api/cases/:id',
    caseChange('Update a case (before sign-out; not a cancelled case)', ZIdParam, ZCaseUpdate),
    async (req) => loadCaseDetail(app.db, await updateCase(app.db, req.actor(), req.params.id, req.body)),
  );

  app.post(
    '/api/cases/:id/status',
    caseChange(
      'Move a case along its life cycle (cancel needs a reason; sign-out belongs to diagnosis)',
      ZIdParam,
      ZCaseStatusChange,
    ),
    async (req) => loadCaseDetail(app.db, await changeCaseStatus(app.db, req.actor(), req.params.id, req.body)),
  );

  app.post(
    '/api/cases/:id/parts',
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary: 'Add a part; it gets the next label (A, B, C…), never reused',
        params: ZIdParam,
        body: ZCasePartInput,
        response: { 201: ZCase, 400: ZApiError, 404: ZApiError, 409: ZApiError },
      },
    },
    async (req, reply) => {
      await addCasePart(app.db, req.actor(), req.params.id, req.body);
      reply.code(201);
      return changedCase(req.params.id);
    },
  );

  app.patch(
    '/api/cases/:id/parts/:partId',
    caseChange('Edit a part (body site, laterality, description)', ZCasePartParams, ZCasePartUpdate),
    async (req) => {
      await updateCasePart(app.db, req.actor(), req.params.id, req.params.partId, req.body);
      return changedCase(req.params.id);
    },
  );

  app.get(
    '/api/cases/:id/labels.pdf',
    {
      config: { access: READ, signedUrl: true },
      schema: {
        tags,
        summary: 'Specimen labels (PDF, 2.25 × 1.25 in): Code 128 of the case number and of each part',
        params: ZIdParam,
        produces: ['application/pdf'],
        response: { 404: ZApiError },
      },
    },
    async (req, reply) => {
      const row = await findCase(app.db, { id: req.params.id }, caseScope(req));
      if (!row) throw notFound('Case');
      const detail = await loadCaseDetail(app.db, row);
      const pdf = await renderLabelsPdf(caseLabels(detail), `Labels ${row.caseNumber}`);
      await req.audit({
        eventtype: 'print',
        eventdescription: `Labels printed for case ${row.caseNumber} (${detail.parts.length + 1} labels)`,
        casenumber: row.caseNumber,
        entity: 'case',
        entityId: row.id,
      });
      reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="labels-${row.caseNumber}.pdf"`)
        .header('cache-control', 'no-store');
      return sendBinary(reply, pdf); // binary: no JSON serializer for 200
    },
  );
};

export default casesRoutes;

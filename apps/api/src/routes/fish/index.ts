import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  STAFF_ROLES,
  ZApiError,
  ZFishCaseSessions,
  ZFishClassification,
  ZFishClassifyInput,
  ZFishCountsInput,
  ZFishProbeSetList,
  ZFishSession,
  ZFishSessionInput,
  ZFishSessionParams,
  ZFishWorklistPage,
  ZFishWorklistQuery,
  ZIdParam,
} from '@lab/domain';
import { notFound } from '../../lib/http-error';
import { fishCaseHeader, fishWorklist, listProbeSets, loadSessions } from './repository';
import {
  acceptSession,
  claimSecondReader,
  classifySession,
  discardSession,
  loadSessionView,
  saveCounts,
  sessionView,
  startSession,
  submitCount,
} from './service';

/**
 * FISH scoring (docs/fish.md). Lab staff only: a physician reads the accepted result in the report.
 * Counts are blinded: until a scoring is complete, only its own reader sees their nuclei and the result.
 */
const READ = { roles: STAFF_ROLES, area: 'results', action: 'read' } as const;
const WRITE = { roles: STAFF_ROLES, area: 'results', action: 'write' } as const;
const tags = ['fish'];
const errors = { 400: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };

const fishRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/fish/classify',
    {
      config: { access: READ },
      schema: {
        tags,
        summary:
          'Classify counts (pure, no patient data): too few nuclei answer result "incomplete" with what is needed',
        body: ZFishClassifyInput,
        response: { 200: ZFishClassification, 400: ZApiError },
      },
    },
    async (req) => classifySession(req.body.method, req.body.reader1, req.body.reader2 ?? [], req.body.ihc ?? null),
  );

  app.get(
    '/api/fish/probe-sets',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Active probe sets with their active lots (expired lots flagged)',
        response: { 200: ZFishProbeSetList },
      },
    },
    async () => ({ data: await listProbeSets(app.db) }),
  );

  app.get(
    '/api/fish/worklist',
    {
      config: { access: READ },
      schema: {
        tags,
        summary:
          'FISH cases and FISH tests not yet scored: STAT first, then oldest; the scoring under way with its reader and count',
        querystring: ZFishWorklistQuery,
        response: { 200: ZFishWorklistPage, 400: ZApiError },
      },
    },
    async (req) => {
      const page = await fishWorklist(app.db, req.query);
      if (page.data.length) {
        await req.audit({
          eventtype: 'read',
          eventdescription: `FISH worklist viewed (${page.data.length} rows)`,
          entity: 'fish-session',
          datavalue: JSON.stringify(req.query),
        });
      }
      return page;
    },
  );

  app.get(
    '/api/cases/:id/fish',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: "The case's FISH scorings (blinded counts hidden from anyone but their reader until complete)",
        params: ZIdParam,
        response: { 200: ZFishCaseSessions, 404: ZApiError },
      },
    },
    async (req) => {
      const head = await fishCaseHeader(app.db, req.params.id);
      if (!head) throw notFound('Case');
      const sessions = (await loadSessions(app.db, head.id)).map((d) => sessionView(d, req.user!.id));
      await req.audit({
        eventtype: 'read',
        eventdescription: `FISH scorings of case ${head.caseNumber} viewed (${sessions.length})`,
        casenumber: head.caseNumber,
        entity: 'case',
        entityId: head.id,
      });
      return { case: head, sessions };
    },
  );

  app.post(
    '/api/cases/:id/fish',
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary:
          'Start a scoring: probe set (its method) and lot (active, of the set, not expired); the caller is reader 1',
        params: ZIdParam,
        body: ZFishSessionInput,
        response: { 201: ZFishSession, ...errors },
      },
    },
    async (req, reply) => {
      const row = await startSession(app.db, req.actor(), req.params.id, req.body);
      reply.code(201);
      return loadSessionView(app.db, row.caseId, row.id, req.user!.id);
    },
  );

  app.put(
    '/api/cases/:id/fish/:sessionId',
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary:
          "Save the caller's counts as they are typed (whole list) and, for HER2, the IHC score; answers the server's classification",
        params: ZFishSessionParams,
        body: ZFishCountsInput,
        response: { 200: ZFishSession, ...errors },
      },
    },
    async (req) => {
      const row = await saveCounts(app.db, req.actor(), req.params.id, req.params.sessionId, req.body);
      return loadSessionView(app.db, row.caseId, row.id, req.user!.id);
    },
  );

  /** The steps of a scoring after its counts: a declaration each, served by one route shape. */
  const SESSION_STEPS = [
    {
      path: 'submit',
      summary:
        "Hand in the caller's count: complete, or (HER2 groups 2–4 with IHC 2+, break-apart 5–25 of 50) a second reader is required",
      run: submitCount,
    },
    { path: 'second-reader', summary: 'Become the blinded second reader (not reader 1)', run: claimSecondReader },
    {
      path: 'accept',
      summary: 'The pathologist accepts a complete result into the case (refused once the case is signed out)',
      run: acceptSession,
    },
    { path: 'discard', summary: 'Set aside a scoring started by mistake (kept, never deleted)', run: discardSession },
  ] as const;

  for (const step of SESSION_STEPS) {
    app.post(
      `/api/cases/:id/fish/:sessionId/${step.path}`,
      {
        config: { access: WRITE },
        schema: { tags, summary: step.summary, params: ZFishSessionParams, response: { 200: ZFishSession, ...errors } },
      },
      async (req) => {
        const row = await step.run(app.db, req.actor(), req.params.id, req.params.sessionId);
        return loadSessionView(app.db, row.caseId, row.id, req.user!.id);
      },
    );
  }
};

export default fishRoutes;
